import { routeUrl } from '@portal/platform';
import { DataTable, PageFrame, SearchBox, serverTableProps } from '@portal/ui';
import { Empty, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PARTNER_QUOTE_TABS, type PartnerQuoteTab, type QuoteListItem } from '../../api/quote-types';
import { usePartnerQuotes } from './api/use-partner-quotes';
import { usePartnerQuoteColumns } from './use-partner-quote-columns';
import { DEFAULT_TAB, tabOf, toPartnerQuotesQuery, usePartnerQuoteListParams } from './use-partner-quote-list-params';

/**
 * `/p-quotes`: the venue's quotes in SPEC §2's tabs (waiting for acceptance, preliminary booked,
 * accepted, denied, lost), searched and paged on the server, the state in the URL
 * (`?tab=accepted&search=leksand&page=2`). A row opens the quote's answer page.
 */
export function PartnerQuotesPage() {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const { params, update } = usePartnerQuoteListParams();
  const tab = tabOf(params.filters);
  const quotes = usePartnerQuotes(toPartnerQuotesQuery(params));
  const columns = usePartnerQuoteColumns(tab);
  // Only an answer for this very tab and search may say "none": the previous one stays on screen while it loads.
  const empty = quotes.data !== undefined && !quotes.isPlaceholderData && quotes.data.total === 0;

  const list = empty ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Typography.Text>
          {params.search ? t('quotes.emptySearch', { tab: t(`quotes.tabs.${tab}`), search: params.search }) : t(`quotes.empty.${tab}`)}
        </Typography.Text>
      }
    />
  ) : (
    <DataTable<QuoteListItem, 'server'>
      label={t('quotes.tableLabel', { tab: t(`quotes.tabs.${tab}`) })}
      rowKey="id"
      columns={columns}
      {...serverTableProps(quotes, { params, update })}
      onRowClick={(quote) => navigate(routeUrl('partnerEditQuote', { id: quote.id }))}
    />
  );

  return (
    <PageFrame
      title={t('common:routes.partnerQuotes')}
      subtitle={t('quotes.subtitle')}
      extra={
        // Each new search starts at page 1; typing replaces the history entry rather than adding one per pause.
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('quotes.searchLabel')}
          placeholder={t('quotes.searchPlaceholder')}
        />
      }
    >
      {/* The five states as a wrapping row of buttons (a radio group): on a phone they wrap instead
          of hiding behind an overflow menu, which left the tab list with a child that is no tab. */}
      <Radio.Group
        value={tab}
        optionType="button"
        buttonStyle="solid"
        aria-label={t('quotes.tabsLabel')}
        // A new tab starts at page 1 and keeps the search; the first tab is the URL without `tab`.
        onChange={(event) => {
          const next = event.target.value as PartnerQuoteTab;
          update({ filters: { tab: next === DEFAULT_TAB ? undefined : next } });
        }}
        options={PARTNER_QUOTE_TABS.map((key: PartnerQuoteTab) => ({ value: key, label: t(`quotes.tabs.${key}`) }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
      />
      {list}
    </PageFrame>
  );
}
