import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOwners } from '../../api/use-owners';

export interface OwnerSelectProps {
  value?: number | null;
  onChange?: (ownerId: number | null) => void;
  id?: string;
}

/** The admin who owns the account, from the short list of admins; searchable by name. */
export function OwnerSelect({ value, onChange, id }: OwnerSelectProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.form' });
  const owners = useOwners();
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={owners.isPending}
      placeholder={owners.isError ? t('ownersFailed') : t('ownerPlaceholder')}
      status={owners.isError ? 'warning' : undefined}
      options={(owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
    />
  );
}
