import { RecordSelect } from '@portal/ui';
import { Checkbox, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isQuoteStatus, QUOTE_STATUSES, type QuoteStatus } from '../../api/quote-types';
import { useOpportunityName, useOpportunityOptions, usePartnerOptions, useVenueName } from './api/use-filter-options';

const ALL = 'all';

export interface QuoteFiltersProps {
  /** The filters as the URL holds them (text), checked here. */
  status: string | undefined;
  accountId: number | undefined;
  opportunityId: number | undefined;
  overdue: boolean;
  onStatusChange: (status: QuoteStatus | undefined) => void;
  onAccountChange: (accountId: number | undefined) => void;
  onOpportunityChange: (opportunityId: number | undefined) => void;
  onOverdueChange: (overdue: boolean) => void;
}

/** A quote's state, the venue (a partner account), the opportunity, and overdue ones only. */
export function QuoteFilters({
  status,
  accountId,
  opportunityId,
  overdue,
  onStatusChange,
  onAccountChange,
  onOpportunityChange,
  onOverdueChange,
}: QuoteFiltersProps) {
  const { t } = useTranslation('quotes');
  const partnerOptions = usePartnerOptions();
  const opportunityOptions = useOpportunityOptions();
  const venueName = useVenueName(accountId);
  const opportunityName = useOpportunityName(opportunityId);
  return (
    <Flex gap={12} wrap align="center">
      <Select<QuoteStatus | typeof ALL>
        aria-label={t('quoteList.statusLabel')}
        value={isQuoteStatus(status) ? status : ALL}
        onChange={(next) => onStatusChange(next === ALL ? undefined : next)}
        options={[{ value: ALL, label: t('quoteList.allStatuses') }, ...QUOTE_STATUSES.map((value) => ({ value, label: t(`quoteStatus.${value}`) }))]}
        style={{ width: 180 }}
      />
      <div style={{ width: 260, maxWidth: '100%' }}>
        <RecordSelect
          aria-label={t('quoteList.venueLabel')}
          placeholder={t('quoteList.allVenues')}
          value={accountId ?? null}
          onChange={(next) => onAccountChange(next ?? undefined)}
          fetchOptions={partnerOptions}
          // Until (or unless) its name arrives, the venue's number says which one it is.
          selectedLabel={accountId === undefined ? undefined : (venueName.data ?? t('quoteList.venueNumber', { id: accountId }))}
          allowClear
        />
      </div>
      <div style={{ width: 260, maxWidth: '100%' }}>
        <RecordSelect
          aria-label={t('quoteList.opportunityLabel')}
          placeholder={t('quoteList.allOpportunities')}
          value={opportunityId ?? null}
          onChange={(next) => onOpportunityChange(next ?? undefined)}
          fetchOptions={opportunityOptions}
          selectedLabel={
            opportunityId === undefined ? undefined : (opportunityName.data ?? t('quoteList.opportunityNumber', { id: opportunityId }))
          }
          allowClear
        />
      </div>
      <Checkbox checked={overdue} onChange={(event) => onOverdueChange(event.target.checked)}>
        {t('quoteList.overdueOnly')}
      </Checkbox>
    </Flex>
  );
}
