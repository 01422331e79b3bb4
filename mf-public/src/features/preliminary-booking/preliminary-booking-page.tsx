import { Card, Result, Typography } from '@portal/ui';
import { ApiError } from '@portal/api-client';
import { useLanguage, type RoutePageProps } from '@portal/platform';
import { Alert, Button, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { linkRefusal, linkThrottling } from '../../shared/link-refusal';
import { LinkThrottled } from '../../shared/link-throttled';
import { LinkUnavailable } from '../../shared/link-unavailable';
import { useAnswerPreliminaryBooking, useLinkedPreliminaryBooking, type PreliminaryBooking } from './api/use-linked-preliminary-booking';
import { CustomerAnswerCard } from './customer-answer-card';
import { PreliminaryDetails } from './preliminary-details';
import { PreliminaryThanks } from './preliminary-thanks';
import { PRELIMINARY_BOOKING_NS } from './texts';

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
  const token = params.token ?? '';
  const bookingId = /^\d{1,10}$/.test(params.p_id ?? '') ? Number(params.p_id) : 0;
  const booking = useLinkedPreliminaryBooking(token, bookingId);
  const answer = useAnswerPreliminaryBooking(token, bookingId);
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
  return frame(
    <>
      {isAnswered(data) && <PreliminaryThanks booking={data} justAnswered={justAnswered} />}
      {!data.actions.respond && <PreliminaryStateNotice booking={data} />}
      <PreliminaryDetails booking={data} />
      {data.actions.respond && <CustomerAnswerCard booking={data} answer={answer} onAnswered={() => setJustAnswered(true)} />}
    </>,
    data.actions.respond ? <Typography.Text style={{ display: 'block', marginTop: 4 }}>{t('intro', { venue: data.venue_name })}</Typography.Text> : undefined,
  );
}

/** Why the customer cannot answer (yet or any more): the venue has not answered, the hold expired, or the venue cancelled. */
function PreliminaryStateNotice({ booking }: { booking: PreliminaryBooking }) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const language = useLanguage();
  if (booking.status !== 'requested' && booking.status !== 'expired' && booking.status !== 'cancelled') return null;
  return (
    <Alert
      type={booking.status === 'requested' ? 'info' : 'warning'}
      showIcon
      style={{ marginBottom: 24 }}
      title={t(`status.${booking.status}`)}
      description={
        booking.status === 'expired'
          ? booking.hold_until
            ? t('explain.expired', { date: formatDate(booking.hold_until, language) })
            : t('explain.expiredNoDate')
          : t(`explain.${booking.status}`)
      }
    />
  );
}
