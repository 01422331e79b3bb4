import { Select, Spin } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the options are asked for again. */
export const RECORD_SEARCH_DEBOUNCE_MS = 300;

export interface RecordOption {
  value: number;
  label: string;
}

export interface RecordSelectProps {
  /** The chosen record's id. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Asks the server for the records matching what was typed (empty: the first ones). */
  fetchOptions: (search: string) => Promise<RecordOption[]>;
  /** The chosen record's name, shown before any options have loaded (an edit form's account). */
  selectedLabel?: string;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * Picks one record (account, contact, owner) out of many: the server searches as the user types,
 * so a list of 100 000 is never loaded. Works as a Form.Item control.
 */
export function RecordSelect({
  value,
  onChange,
  fetchOptions,
  selectedLabel,
  placeholder,
  allowClear,
  id,
  disabled,
  'aria-label': ariaLabel,
}: RecordSelectProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState<string | null>(null);
  const [options, setOptions] = useState<RecordOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = useEffectEvent((text: string) => fetchOptions(text));

  useEffect(() => {
    // Nothing is asked for until the list is opened or something is typed.
    if (search === null) return undefined;
    let current = true;
    setLoading(true);
    const timer = window.setTimeout(() => {
      load(search).then(
        (found) => {
          if (!current) return;
          setOptions(found);
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (!current) return;
          setOptions([]);
          setFailed(true);
          setLoading(false);
        },
      );
    }, RECORD_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [search]);

  // The current value keeps its name even when the loaded options do not contain it.
  const shown =
    value != null && selectedLabel && !options.some((option) => option.value === value)
      ? [{ value, label: selectedLabel }, ...options]
      : options;

  return (
    <Select<number | null>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: (text) => setSearch(text.trim()) }}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      onOpenChange={(open) => {
        if (open && search === null) setSearch('');
      }}
      options={shown}
      placeholder={placeholder}
      allowClear={allowClear}
      disabled={disabled}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : failed ? t('recordSelect.failed') : t('recordSelect.empty')}
      style={{ width: '100%' }}
    />
  );
}
