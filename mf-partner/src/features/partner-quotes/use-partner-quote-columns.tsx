import { routeUrl, useLanguage, userAtom } from '@portal/platform';
import { formatMoney, type DataTableColumn } from '@portal/ui';
import { PreliminaryStatusTag } from '@portal/venue-answers';
import { Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerQuoteTab, QuoteListItem } from '../../api/quote-types';
import { formatDateSpan } from '../../shared/quote-dates';
import { QuoteStatusTag } from '../../shared/quote-status-tag';
import { OverdueTag, ResponseDeadline } from '../../shared/response-deadline';

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * The list's columns. On a phone the request (a link) and its state, overdue marked, remain; the
 * deadline and the dates show from 576 px, participants and the total from 992 px. In the
 * "Preliminärbokade" tab the preliminary booking's state takes the quote state's place on a phone
 * (every quote there is submitted) and the answer deadline, long past, is left out.
 */
export function usePartnerQuoteColumns(tab: PartnerQuoteTab): DataTableColumn<QuoteListItem>[] {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  const preliminary = tab === 'preliminary';
  // An admin sees every venue's quotes here: which venue each is from.
  const admin = useAtomValue(userAtom)?.roles === 1;
  const columns: DataTableColumn<QuoteListItem>[] = [
    {
      key: 'request',
      title: t('quotes.columns.request'),
      // For a venue the server names a request by its dates and town, never by the customer.
      // A real link for the keyboard and "open in new tab"; the row itself is clickable too.
      render: (_, quote) => (
        <Link to={routeUrl('partnerEditQuote', { id: quote.id })} onClick={(event) => event.stopPropagation()}>
          {quote.opportunity_name}
        </Link>
      ),
    },
    ...(admin ? [{ key: 'venue', title: t('quotes.columns.venue'), render: (_: unknown, quote: QuoteListItem) => quote.venue_name } satisfies DataTableColumn<QuoteListItem>] : []),
    ...(preliminary
      ? [
          {
            key: 'preliminary_status',
            title: t('quotes.columns.preliminary'),
            width: 190,
            ellipsis: false,
            render: (_: unknown, quote: QuoteListItem) =>
              quote.preliminary_status ? <PreliminaryStatusTag status={quote.preliminary_status} audience="venue" /> : none,
          } satisfies DataTableColumn<QuoteListItem>,
        ]
      : []),
    {
      key: 'dates',
      title: t('quotes.columns.dates'),
      kind: 'dateRange',
      priority: 'high',
      render: (_, quote) => (quote.start_date ? formatDateSpan(quote.start_date, quote.end_date, language) : none),
    },
    {
      key: 'participants',
      title: t('quotes.columns.participants'),
      kind: 'count',
      priority: 'medium',
      render: (_, quote) => quote.participants ?? none,
    },
    {
      key: 'status',
      title: t('quotes.columns.status'),
      priority: preliminary ? 'medium' : 'essential',
      // Two tags ("Sparad", "Försenad") may need two lines on a phone rather than be cut.
      width: 160,
      ellipsis: false,
      render: (_, quote) => (
        <Flex gap={4} wrap>
          <QuoteStatusTag status={quote.status} />
          {quote.overdue && <OverdueTag />}
        </Flex>
      ),
    },
    {
      key: 'response_deadline',
      title: t('quotes.columns.deadline'),
      kind: 'date',
      priority: 'high',
      render: (_, quote) => (quote.response_deadline ? <ResponseDeadline deadline={quote.response_deadline} overdue={quote.overdue} /> : none),
    },
    {
      key: 'total_ex_vat',
      title: t('quotes.columns.total'),
      kind: 'money',
      priority: 'medium',
      align: 'right',
      // What the venue offered, once sent: a draft's sum is not an offer yet.
      render: (_, quote) => (quote.submitted_at !== null && quote.total_ex_vat !== null ? formatMoney(quote.total_ex_vat, language) : none),
    },
  ];
  return preliminary ? columns.filter((column) => column.key !== 'response_deadline') : columns;
}
