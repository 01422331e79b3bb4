import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type LeadStatus } from '../../api/use-leads';

const ALL = 'all';

export interface LeadStatusFilterProps {
  value: LeadStatus | null;
  onChange: (status: LeadStatus | null) => void;
}

/** All, New, Converted or Discarded. */
export function LeadStatusFilter({ value, onChange }: LeadStatusFilterProps) {
  const { t } = useTranslation('leads');
  return (
    <Segmented<LeadStatus | typeof ALL>
      aria-label={t('list.statusLabel')}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : next)}
      options={[
        { value: ALL, label: t('list.all') },
        ...LEAD_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      ]}
    />
  );
}
