import { ApiError } from '@portal/api-client';
import type { RoutePageProps } from '@portal/platform';
import { Card, Result, Typography } from 'antd';
import { Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkedQuote } from './api/use-linked-quote';
import { useLinkedQuoteActions } from './api/use-linked-quote-actions';
import { LinkThrottled } from '../../shared/link-throttled';
import { linkThrottling } from '../../shared/link-refusal';
import { LinkUnavailable } from '../../shared/link-unavailable';
import { OUTSIDE_QUOTE_NS } from './texts';

/**
 * The answer form (tables, selects, date pickers, uploads) and the preliminary booking card: fetched once the quote has arrived, not
 * for a link that no longer opens one, which only explains itself (issue 9).
 */
const QuoteResponseForm = lazy(async () => ({ default: (await import('./quote-response-form')).QuoteResponseForm }));
const PreliminaryAnswerCard = lazy(async () => ({ default: (await import('./quote-response-form')).PreliminaryAnswerCard }));

/** The statuses of a link that does not open the quote: unknown (401) or no longer valid (410). */
const LINK_STATUSES = [401, 410];

/**
 * `/email-editquote&id={token}`: an outside venue (no login) answers a quote request through the
 * link in its mail, and a preliminary booking asked of it (hold the dates, or decline). Every call carries the link's token in the X-Link-Token header. A link that
 * does not open the quote (unknown, expired, replaced by a resend) is explained with the way to a
 * new one, also when it stops working while the page is open.
 */
export function OutsideQuotePage({ params }: RoutePageProps) {
  const token = params.token ?? '';
  const { t } = useTranslation(OUTSIDE_QUOTE_NS);
  const quote = useLinkedQuote(token);
  const actions = useLinkedQuoteActions(token);

  // A call of the form may find the link gone too: the page then says so instead of the form.
  const refusal = [quote.error, actions.save.error, actions.submit.error, actions.deny.error, actions.answerPreliminary.error].find(
    (error): error is ApiError => error instanceof ApiError && LINK_STATUSES.includes(error.problem.status),
  );

  const frame = (content: ReactNode, intro?: ReactNode) => (
    <section aria-labelledby="outside-quote-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="outside-quote-title" style={{ fontSize: 30, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {intro}
      </header>
      {content}
    </section>
  );

  if (token === '' || refusal) {
    return frame(
      <Card>
        <LinkUnavailable gone={refusal?.problem.status === 410} ns={OUTSIDE_QUOTE_NS} />
      </Card>,
    );
  }
  const loading = (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
  if (quote.isPending) return frame(loading);
  if (quote.isError) {
    const missing = quote.error instanceof ApiError && quote.error.problem.status === 404;
    const throttled = linkThrottling(quote.error);
    return frame(
      <Card>
        {throttled ? (
          <LinkThrottled error={throttled} retrying={quote.isFetching} onRetry={() => void quote.refetch()} />
        ) : missing ? (
          <Result status="warning" title={t('missing.title')} subTitle={t('missing.text')} />
        ) : (
          <Result
            status="error"
            title={t('failed.title')}
            subTitle={t('failed.text')}
            extra={
              <Button loading={quote.isFetching} onClick={() => void quote.refetch()}>
                {t('failed.retry')}
              </Button>
            }
          />
        )}
      </Card>,
    );
  }

  const preliminary = quote.data.preliminary_booking;
  return frame(
    <Suspense fallback={loading}>
      {/* A preliminary booking asked of the venue comes first: it is what waits for an answer now. */}
      {preliminary && <PreliminaryAnswerCard booking={preliminary} onAnswer={actions.onAnswerPreliminary} />}
      <QuoteResponseForm
        key={quote.data.id}
        quote={quote.data}
        onSave={actions.onSave}
        onSubmit={actions.onSubmit}
        onDeny={actions.onDeny}
        onUpload={actions.onUpload}
        onRemoveFile={actions.onRemoveFile}
        saving={actions.save.isPending}
        submitting={actions.submit.isPending}
        denying={actions.deny.isPending}
      />
    </Suspense>,
    <Flex vertical gap={4} style={{ marginTop: 4 }}>
      <Typography.Text strong>{t('venue', { venue: quote.data.venue_name })}</Typography.Text>
      {quote.data.actions.edit && <Typography.Text type="secondary">{t('intro')}</Typography.Text>}
    </Flex>,
  );
}
