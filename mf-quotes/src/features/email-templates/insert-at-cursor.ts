/** Where the text goes: the selection of the input, or the end when none is known. */
export interface Selection {
  start: number | null;
  end: number | null;
}

/**
 * `text` with `insertion` replacing the selected part (or put at the caret), and where the caret
 * goes afterwards: right behind what was inserted.
 */
export function insertAtCursor(text: string, insertion: string, selection: Selection): { value: string; caret: number } {
  const start = Math.min(selection.start ?? text.length, text.length);
  const end = Math.max(start, Math.min(selection.end ?? start, text.length));
  return { value: text.slice(0, start) + insertion + text.slice(end), caret: start + insertion.length };
}
