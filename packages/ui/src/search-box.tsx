import { Input } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';

/** Typing pauses this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search the list shows now (from the URL). */
  value: string;
  onSearch: (search: string) => void;
  /** Accessible name of the input. */
  label: string;
  placeholder?: string;
}

/** A list's search box (antd's Input.Search): searches once typing pauses, or at once on Enter. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL changed from elsewhere (back button, a link): show what the list now searches for.
  if (value !== shownValue) {
    setShownValue(value);
    // Our own search coming back through the URL must not eat the space the user just typed.
    if (value !== draft.trim()) setDraft(value);
  }
  const search = useEffectEvent((text: string) => onSearch(text));

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return undefined;
    const timer = window.setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  return (
    <Input.Search
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(text) => {
        if (text.trim() !== value) onSearch(text.trim());
      }}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      maxLength={100}
      style={{ width: 340, maxWidth: '100%' }}
    />
  );
}
