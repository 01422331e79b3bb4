import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '../../api/use-accounts';

const ALL = 'all';

export interface AccountTypeFilterProps {
  value: AccountType | null;
  onChange: (type: AccountType | null) => void;
}

/** All, Customer or Partner accounts. */
export function AccountTypeFilter({ value, onChange }: AccountTypeFilterProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  return (
    <Segmented<AccountType | typeof ALL>
      aria-label={t('list.typeLabel')}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : next)}
      options={[
        { value: ALL, label: t('list.all') },
        ...ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
      ]}
    />
  );
}
