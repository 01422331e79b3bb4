import { useEffect } from 'react';
import { i18n, type Language } from '../i18n/i18n';

/** antd 6 renders the × of a select or a date/time picker as a real `<button>` (Select: aria-label "Clear", Picker: its locale's `clear`). */
export const CLEAR_BUTTONS = '.ant-select-clear, .ant-picker-clear';

function tame(button: HTMLElement, label: string): void {
  // Mouse only: a Tab stop on it made a typed space wipe the chosen value. The keyboard clears
  // with Backspace or Delete in the field (below).
  if (button.tabIndex !== -1) button.tabIndex = -1;
  if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
}

function tameAll(root: ParentNode, label: string): void {
  if (root instanceof HTMLElement && root.matches(CLEAR_BUTTONS)) tame(root, label);
  root.querySelectorAll<HTMLElement>(CLEAR_BUTTONS).forEach((button) => tame(button, label));
}

/**
 * Backspace or Delete in a select (nothing typed in its search) or in a date/time picker (its text
 * empty or all selected) clears the value, as the × does with the mouse. Returns whether it did.
 */
export function clearByKeyboard(event: KeyboardEvent): boolean {
  if (event.key !== 'Backspace' && event.key !== 'Delete') return false;
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return false;
  const select = input.closest('.ant-select');
  const picker = input.closest('.ant-picker');
  let button: HTMLElement | null = null;
  if (select && !select.classList.contains('ant-select-multiple') && input.value === '') {
    button = select.querySelector<HTMLElement>('.ant-select-clear');
  } else if (picker && !picker.classList.contains('ant-picker-range')) {
    const allSelected = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    if (input.value === '' || allSelected) button = picker.querySelector<HTMLElement>('.ant-picker-clear');
  }
  if (!button) return false;
  event.preventDefault();
  button.click();
  return true;
}

/**
 * Every select and date/time picker of the page, in every module: the × is no Tab stop, is
 * labelled "Rensa"/"Clear" in the current language, and the keyboard clears with Backspace/Delete.
 * antd offers no prop for the button's tab order, so the buttons are adjusted as they appear.
 */
export function useClearButtons(language: Language): void {
  useEffect(() => {
    if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return undefined;
    const label = i18n.getFixedT(language, 'common')('actions.clear');
    tameAll(document, label);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof HTMLElement) {
          if (record.target.matches(CLEAR_BUTTONS)) tame(record.target, label);
          continue;
        }
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement) tameAll(node, label);
        });
      }
    });
    // React re-renders the button's aria-label when antd's changes: watch that attribute too.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label', 'tabindex'] });
    document.addEventListener('keydown', clearByKeyboard, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', clearByKeyboard, true);
    };
  }, [language]);
}
