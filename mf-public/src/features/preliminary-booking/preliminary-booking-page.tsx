import { Card, lazyDialog, Result, Typography } from '@portal/ui';
import { ApiError } from '@portal/api-client';
import { useLanguage, type RoutePageProps } from '@portal/platform';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { linkRefusal, linkThrottling } from '../../shared/link-refusal';
import { LinkThrottled } from '../../shared/link-throttled';
import { LinkUnavailable } from '../../shared/link-unavailable';
import { useAnswerPreliminaryBooking, useLinkedPreliminaryBooking, type CustomerAnswer, type PreliminaryBooking } from './api/use-linked-preliminary-booking';
import { bookingDates, PreliminaryDetails } from './preliminary-details';
import { PreliminaryThanks } from './preliminary-thanks';
import { PRELIMINARY_BOOKING_NS } from './texts';

/** The answer's dialog (antd's Modal and Form): fetched when the customer first answers (issue 9). */
const PreliminaryAnswerDialog = lazyDialog(
  async () => (await import('./preliminary-answer-dialog')).PreliminaryAnswerDialog,
  ({ answer }) => answer !== null,
);

const isAnswered = (booking: PreliminaryBooking): booking is PreliminaryBooking & { status: 'confirmed' | 'declined' } =>
  booking.status === 'confirmed' || booking.status === 'declined';

/**
 * `/preliminary-booking&o=&q=&c_id=&b_id=&p_id=&t=`: the customer (no login) sees the dates a venue
 * holds for them and confirms or declines, each after a confirmation (irreversible), then a
 * thank-you with the login link. Every call carries the link's token in its header. The other
 * states (waiting for the venue, expired, cancelled by the venue, answered) are said in words; a
 * link that does not open is explained with the way to a new one.
 */
export function PreliminaryBookingPage({ params }: RoutePageProps) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const language = useLanguage();
  const token = params.token ?? '';
  const bookingId = /^\d{1,10}$/.test(params.p_id ?? '') ? Number(params.p_id) : 0;
  const booking = useLinkedPreliminaryBooking(token, bookingId);
  const answer = useAnswerPreliminaryBooking(token, bookingId);
  const [asking, setAsking] = useState<CustomerAnswer['answer'] | null>(null);
  const [justAnswered, setJustAnswered] = useState(false);

  const frame = (content: ReactNode, intro?: ReactNode) => (
    <section aria-labelledby="preliminary-title" style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="preliminary-title" style={{ fontSize: 30, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {intro}
      </header>
      {content}
    </section>
  );

  const refusal = linkRefusal([booking.error, answer.mutation.error]);
  if (token === '' || refusal) {
    return frame(
      <Card>
        <LinkUnavailable ns={PRELIMINARY_BOOKING_NS} gone={refusal?.problem.status === 410} message={refusal?.problem.message} />
      </Card>,
    );
  }
  if (bookingId === 0 || (booking.error instanceof ApiError && booking.error.problem.status === 404)) {
    return frame(
      <Card>
        <Result status="warning" title={t('missing.title')} subTitle={t('missing.text')} />
      </Card>,
    );
  }
  if (booking.isPending) {
    return frame(
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>,
    );
  }
  // A failed refetch keeps the booking shown; only a booking never fetched is a failure to show.
  if (!booking.data) {
    const throttled = linkThrottling(booking.error);
    if (throttled) {
      return frame(
        <Card>
          <LinkThrottled error={throttled} retrying={booking.isFetching} onRetry={() => void booking.refetch()} />
        </Card>,
      );
    }
    return frame(
      <Card>
        <Result
          status="error"
          title={t('failed.title')}
          subTitle={t('failed.text')}
          extra={
            <Button loading={booking.isFetching} onClick={() => void booking.refetch()}>
              {t('failed.retry')}
            </Button>
          }
        />
      </Card>,
    );
  }

  const data = booking.data;
  const dates = bookingDates(data, language);
  const handleSend = async (body: CustomerAnswer) => {
    if (await answer.answer(body)) {
      setAsking(null);
      setJustAnswered(true);
    }
  };

  return frame(
    <>
      {isAnswered(data) && <PreliminaryThanks booking={data} justAnswered={justAnswered} />}
      {!data.actions.respond && (data.status === 'requested' || data.status === 'expired' || data.status === 'cancelled') && (
        <Alert
          type={data.status === 'requested' ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 24 }}
          title={t(`status.${data.status}`)}
          description={
            data.status === 'expired'
              ? data.hold_until
                ? t('explain.expired', { date: formatDate(data.hold_until, language) })
                : t('explain.expiredNoDate')
              : t(`explain.${data.status}`)
          }
        />
      )}
      <PreliminaryDetails booking={data} />
      {data.actions.respond && (
        <section aria-labelledby="preliminary-answer-title" style={{ marginBottom: 24 }}>
          <Card
            title={
              <Typography.Title level={2} id="preliminary-answer-title" style={{ fontSize: 20, margin: 0 }}>
                {t('answer.title')}
              </Typography.Title>
            }
            styles={{ title: { whiteSpace: 'normal' } }}
          >
            <Typography.Paragraph>
              {data.hold_until ? t('answer.intro', { date: formatDate(data.hold_until, language) }) : t('answer.introNoDate')}
            </Typography.Paragraph>
            <Flex wrap gap={12}>
              <Button type="primary" size="large" onClick={() => setAsking('confirm')} disabled={answer.mutation.isPending}>
                {t('answer.confirm')}
              </Button>
              <Button size="large" danger onClick={() => setAsking('decline')} disabled={answer.mutation.isPending}>
                {t('answer.decline')}
              </Button>
            </Flex>
          </Card>
          <PreliminaryAnswerDialog
            answer={asking}
            venue={data.venue_name}
            dates={dates}
            sending={answer.mutation.isPending}
            onSend={(body) => void handleSend(body)}
            onCancel={() => setAsking(null)}
          />
        </section>
      )}
    </>,
    data.actions.respond ? <Typography.Text style={{ display: 'block', marginTop: 4 }}>{t('intro', { venue: data.venue_name })}</Typography.Text> : undefined,
  );
}
