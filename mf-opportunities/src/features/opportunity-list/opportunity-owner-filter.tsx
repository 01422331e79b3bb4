import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountOwners } from '../../api/use-account-owners';

export interface OpportunityOwnerFilterProps {
  value: number | undefined;
  onChange: (owner: number | undefined) => void;
}

/** All owners or one admin: the list's and the board's owner filter (`?owner=`). */
export function OpportunityOwnerFilter({ value, onChange }: OpportunityOwnerFilterProps) {
  const { t } = useTranslation('opportunities');
  const owners = useAccountOwners();
  return (
    <Select<number | undefined>
      aria-label={t('opportunity.list.ownerLabel')}
      style={{ minWidth: 180 }}
      value={value}
      placeholder={t('opportunity.list.allOwners')}
      allowClear
      loading={owners.isPending}
      showSearch
      optionFilterProp="label"
      onChange={(next) => onChange(next ?? undefined)}
      options={(owners.data ?? []).map((admin) => ({ value: admin.id, label: admin.name }))}
    />
  );
}
