import { routeUrl, useLanguage } from '@portal/platform';
import { formatMoney, type DataTableColumn } from '@portal/ui';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteListItem } from '../../api/quote-types';
import { formatDate } from '../../shared/format-date';
import { QuoteStatusTag } from '../../shared/quote-status-tag';
import { ResponseDeadline } from '../../shared/response-deadline';
import { useFormatResponseTime } from '../../shared/use-format-response-time';

type QuoteColumn = DataTableColumn<QuoteListItem> & {
  key: 'venue' | 'opportunity' | 'status' | 'invited_at' | 'response_deadline' | 'answered' | 'total_ex_vat';
};

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * The list's columns (the server keeps one order: newest invitation first). On a phone the venue
 * (a link to the quote) and the state remain; the deadline and total from 576 px, the rest on laptops.
 */
export function useQuoteColumns(): QuoteColumn[] {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const formatResponseTime = useFormatResponseTime();
  return [
    {
      key: 'venue',
      title: t('quoteList.columns.venue'),
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, quote) => (
        <>
          <Link to={routeUrl('editQuote', { id: quote.id })} onClick={(event) => event.stopPropagation()}>
            {quote.venue_name}
          </Link>
          {quote.is_outside_partner && (
            <>
              {' '}
              <Tag>{t('outsideTag')}</Tag>
            </>
          )}
        </>
      ),
    },
    {
      key: 'opportunity',
      title: t('quoteList.columns.opportunity'),
      priority: 'high',
      render: (_, quote) => (
        <Link to={routeUrl('editOpportunity', { id: quote.opportunity_id })} onClick={(event) => event.stopPropagation()}>
          {quote.opportunity_name}
        </Link>
      ),
    },
    { key: 'status', title: t('quoteList.columns.status'), kind: 'tag', render: (_, quote) => <QuoteStatusTag status={quote.status} /> },
    {
      key: 'invited_at',
      title: t('quoteList.columns.invited_at'),
      kind: 'date',
      priority: 'medium',
      render: (_, quote) => (quote.invited_at ? <time dateTime={quote.invited_at}>{formatDate(quote.invited_at, language)}</time> : none),
    },
    {
      key: 'response_deadline',
      title: t('quoteList.columns.response_deadline'),
      kind: 'date',
      priority: 'high',
      render: (_, quote) => <ResponseDeadline deadline={quote.response_deadline} overdue={quote.overdue} />,
    },
    {
      key: 'answered',
      title: t('quoteList.columns.answered'),
      kind: 'date',
      priority: 'medium',
      // When the quote came and how long the venue took (a declined one has the time alone).
      render: (_, quote) => {
        if (quote.submitted_at === null && quote.response_hours === null) return none;
        return (
          <>
            {quote.submitted_at && <time dateTime={quote.submitted_at}>{formatDate(quote.submitted_at, language)}</time>}
            {quote.submitted_at && quote.response_hours !== null && <br />}
            {quote.response_hours !== null && (
              <Typography.Text type="secondary">{t('quoteList.after', { time: formatResponseTime(quote.response_hours) })}</Typography.Text>
            )}
          </>
        );
      },
    },
    {
      key: 'total_ex_vat',
      title: t('quoteList.columns.total_ex_vat'),
      kind: 'money',
      align: 'right',
      priority: 'high',
      render: (_, quote) => (quote.total_ex_vat === null ? none : formatMoney(quote.total_ex_vat, language)),
    },
  ];
}
