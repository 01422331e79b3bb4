import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPPORTUNITY_STATUSES, type OpportunityStatus } from '../../api/use-opportunities';

const ALL = 'all';

export interface OpportunityStatusFilterProps {
  value: OpportunityStatus | null;
  onChange: (status: OpportunityStatus | null) => void;
}

/** All, Open, Won, Lost or Closed (SPEC §2). */
export function OpportunityStatusFilter({ value, onChange }: OpportunityStatusFilterProps) {
  const { t } = useTranslation('opportunities');
  return (
    <Segmented<OpportunityStatus | typeof ALL>
      aria-label={t('opportunity.list.statusLabel')}
      name="opportunity-status"
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : next)}
      options={[
        { value: ALL, label: t('opportunity.list.allStatuses') },
        ...OPPORTUNITY_STATUSES.map((status) => ({ value: status, label: t(`opportunityStatus.${status}`) })),
      ]}
    />
  );
}
