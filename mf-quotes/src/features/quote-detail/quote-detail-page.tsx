import { ApiError } from '@portal/api-client';
import { type RoutePageProps } from '@portal/platform';
import { PageFrame } from '@portal/ui';
import { Alert, Button, Col, Flex, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMarkVenueSeen } from './api/use-mark-venue-seen';
import { useQuote } from './api/use-quote';
import { BackToQuotes } from './back-to-quotes';
import { QuoteAnswers } from './quote-answers';
import { QuoteFiles } from './quote-files';
import { QuoteHalls } from './quote-halls';
import { QuoteHistory } from './quote-history';
import { QuoteLinesTable } from './quote-lines-table';
import { QuoteOverview } from './quote-overview';
import { QuoteRequestSummary } from './quote-request-summary';

const MAX_ID = 2_147_483_647;

function parseQuoteId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * `/edit-quotes-{id}`: a venue's quote as it sent it, read only (the venue answers in its own
 * portal or through its link): the request, the priced lines and totals, halls, answers, files and
 * history, with what the admin may do beside it.
 */
export function QuoteDetailPage({ params }: RoutePageProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail' });
  const id = parseQuoteId(params.id);
  const quote = useQuote(id);
  useMarkVenueSeen(quote.data?.bidder_id);

  const missing = id === undefined || (quote.error instanceof ApiError && quote.error.problem.status === 404);
  if (missing) {
    return (
      <PageFrame title={t('notFound.title')}>
        <Result status="404" title={t('notFound.title')} subTitle={t('notFound.text', { id: params.id ?? '' })} extra={<BackToQuotes />} />
      </PageFrame>
    );
  }

  const q = quote.data;
  return (
    <PageFrame
      title={q ? t('title', { venue: q.venue_name }) : t('titleLoading')}
      subtitle={q?.opportunity_name ?? undefined}
      extra={<BackToQuotes />}
    >
      {quote.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : quote.isError || !q ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={<Button onClick={() => void quote.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Flex vertical gap={24}>
          <Row gutter={[24, 24]}>
            {/* First in the reading order (and on a phone): where the quote stands and what may be done. */}
            <Col xs={24} xl={{ span: 8, order: 2 }}>
              <Flex vertical gap={24}>
                <QuoteOverview quote={q} />
                <QuoteHistory history={q.history} />
              </Flex>
            </Col>
            <Col xs={24} xl={{ span: 16, order: 1 }}>
              <QuoteRequestSummary request={q.request} />
            </Col>
          </Row>
          <QuoteLinesTable quote={q} />
          {/* The whole width: its five columns cut off beside the answers at 1440 px. */}
          <QuoteHalls halls={q.halls} />
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <QuoteAnswers quote={q} />
            </Col>
            <Col xs={24} xl={12}>
              <QuoteFiles files={q.files} />
            </Col>
          </Row>
        </Flex>
      )}
    </PageFrame>
  );
}
