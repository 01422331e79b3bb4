import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PLAIN_NS } from './i18n';
import './extras.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

export interface ModalProps {
  open: boolean;
  /** The dialog's name: its heading, which labels it. */
  title: ReactNode;
  /** The buttons under the text (the dialog's own OK and Cancel). */
  footer: ReactNode;
  /** Escape, the close button or a click beside the dialog: none of them while `busy`. */
  onClose: () => void;
  /** Something is on its way: the dialog cannot be closed (its buttons say so themselves). */
  busy?: boolean;
  width?: number;
  children: ReactNode;
}

/**
 * A modal dialog without antd (issue 25): over a mask, named by its title (`aria-labelledby`),
 * `aria-modal`; it takes focus on opening (its first field, else itself), keeps Tab and Shift+Tab
 * inside, closes on Escape, on its close button ("Stäng" / "Close") and beside it (not while `busy`), and gives focus
 * back to what opened it. Drawn in document.body; nothing of it is in the page while closed.
 */
export function Modal({ open, title, footer, onClose, busy = false, width = 520, children }: ModalProps) {
  const { t } = useTranslation(PLAIN_NS);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>(FIELDS) ?? dialog)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) closeRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const inside = dialogRef.current?.contains(document.activeElement) && document.activeElement !== dialogRef.current;
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="plain-modal-root">
      <div className="plain-modal-mask" aria-hidden="true" />
      <div
        className="plain-modal-wrap"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget && !busy) closeRef.current();
        }}
      >
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="plain-modal" style={{ width }} onKeyDown={handleKeyDown}>
          <button type="button" className="plain-modal-close" aria-label={t('close')} disabled={busy} onClick={() => closeRef.current()}>
            <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
          <h2 id={titleId} className="plain-modal-title">
            {title}
          </h2>
          <div className="plain-modal-body">{children}</div>
          <div className="plain-modal-footer">{footer}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
