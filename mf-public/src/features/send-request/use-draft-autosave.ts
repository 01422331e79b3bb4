import { useEffect, useRef } from 'react';
import { DRAFT_SAVE_DELAY_MS, removeDraft, writeDraft } from './request-draft';

export interface DraftAutosave {
  /** Writes the form's values a moment after the last change (debounced). */
  saveSoon: () => void;
  /** Forgets the draft for good (sent, or cleared by the customer): nothing is written after it. */
  discard: () => void;
}

/**
 * Keeps the request form's draft in this browser while the customer types. A change still waiting
 * for its turn is written at once when the page is hidden or left (tab closed, reload, navigation),
 * so the last keystrokes are not lost either.
 */
export function useDraftAutosave(form: { getFieldsValue(): object }, defaults: object): DraftAutosave {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const discarded = useRef(false);

  const save = () => {
    timer.current = undefined;
    if (!discarded.current) writeDraft(form.getFieldsValue() as Record<string, unknown>, defaults as Record<string, unknown>);
  };

  // The latest `save` for the listeners registered once below.
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      saveRef.current();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return {
    saveSoon: () => {
      if (discarded.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    },
    discard: () => {
      discarded.current = true;
      clearTimeout(timer.current);
      timer.current = undefined;
      removeDraft();
    },
  };
}
