import { routeUrl } from '@portal/platform';
import { DataTable, PageFrame, SearchBox, serverTableProps } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteListItem } from '../../api/quote-types';
import { useQuotes } from './api/use-quotes';
import { QuoteFilters } from './quote-filters';
import { useQuoteColumns } from './use-quote-columns';
import { parseId, toQuotesQuery, useQuoteListParams } from './use-quote-list-params';

/**
 * `/quotes`: every venue's quote across the opportunities, newest invitation first, narrowed by
 * state, venue, opportunity, overdue and a search, paged on the server, its state in the URL.
 */
export function QuoteListPage() {
  const { t } = useTranslation('quotes');
  const navigate = useNavigate();
  const { params, update } = useQuoteListParams();
  const quotes = useQuotes(toQuotesQuery(params));
  const columns = useQuoteColumns();
  const setFilter = (filters: Partial<typeof params.filters>) => update({ filters: { ...params.filters, ...filters }, page: 1 });

  return (
    <PageFrame title={t('quoteList.title')} subtitle={t('quoteList.subtitle')}>
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('quoteList.searchLabel')}
          placeholder={t('quoteList.searchPlaceholder')}
        />
        <QuoteFilters
          status={params.filters.status}
          accountId={parseId(params.filters.account_id)}
          opportunityId={parseId(params.filters.opportunity_id)}
          overdue={params.filters.overdue === 'true'}
          onStatusChange={(status) => setFilter({ status })}
          onAccountChange={(accountId) => setFilter({ account_id: accountId === undefined ? undefined : String(accountId) })}
          onOpportunityChange={(opportunityId) => setFilter({ opportunity_id: opportunityId === undefined ? undefined : String(opportunityId) })}
          onOverdueChange={(overdue) => setFilter({ overdue: overdue ? 'true' : undefined })}
        />
      </Flex>
      <DataTable<QuoteListItem, 'invited_at'>
        label={t('quoteList.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(quotes, { params, update })}
        onRowClick={(quote) => navigate(routeUrl('editQuote', { id: quote.id }))}
      />
    </PageFrame>
  );
}
