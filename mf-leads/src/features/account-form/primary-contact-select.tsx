import { RecordSelect } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { fetchContactOptions } from '../../api/fetch-contact-options';

export interface PrimaryContactSelectProps {
  /** The saved account whose contacts are offered; none before the account is first saved. */
  accountId: number | undefined;
  /** The current primary contact's name, shown before the options load. */
  selectedLabel?: string;
  value?: number | null;
  onChange?: (contactId: number | null) => void;
  id?: string;
}

const noOptions = () => Promise.resolve([]);

/** One of this account's contacts, searched on the server as the user types. */
export function PrimaryContactSelect({ accountId, selectedLabel, value, onChange, id }: PrimaryContactSelectProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.form' });
  return (
    <RecordSelect
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      fetchOptions={accountId === undefined ? noOptions : (search) => fetchContactOptions(accountId, search)}
      selectedLabel={selectedLabel}
      placeholder={accountId === undefined ? t('primaryContactAfterSave') : t('primaryContactPlaceholder')}
      allowClear
      disabled={accountId === undefined}
    />
  );
}
