import { useLanguage, type RoutePageProps } from '@portal/platform';
import { Alert } from '@portal/plain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/customer-page.css';
import { formatDate } from '../../shared/format';
import { LinkPageFrame } from '../../shared/link-page-frame';
import { linkPageProblem } from '../../shared/link-page-problem';
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
 * thank-you leading to the customer's request page. Every call carries the link's token in its header. The other
 * states (waiting for the venue, expired, cancelled by the venue, answered) are said in words; a
 * link that does not open is explained with the way to a new one. Drawn with @portal/plain (no antd, issue 25).
 */
export function PreliminaryBookingPage({ params }: RoutePageProps) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const token = params.token ?? '';
  const bookingId = /^\d{1,10}$/.test(params.p_id ?? '') ? Number(params.p_id) : 0;
  const booking = useLinkedPreliminaryBooking(token, bookingId);
  const answer = useAnswerPreliminaryBooking(token, bookingId);
  const [justAnswered, setJustAnswered] = useState(false);

  const frame = (content: ReactNode, intro?: ReactNode) => (
    <LinkPageFrame id="preliminary-title" title={t('title')} maxWidth={880} intro={intro}>
      {content}
    </LinkPageFrame>
  );

  const problem = linkPageProblem({ ns: PRELIMINARY_BOOKING_NS, t, token, query: booking, otherErrors: [answer.mutation.error], missing: bookingId === 0 });
  if (problem || !booking.data) return frame(problem);

  const data = booking.data;
  return frame(
    <>
      {isAnswered(data) && <PreliminaryThanks booking={data} justAnswered={justAnswered} token={token} />}
      {!data.actions.respond && <PreliminaryStateNotice booking={data} />}
      <PreliminaryDetails booking={data} />
      {data.actions.respond && <CustomerAnswerCard booking={data} answer={answer} onAnswered={() => setJustAnswered(true)} />}
    </>,
    data.actions.respond ? <p className="cp-p" style={{ marginTop: 4 }}>{t('intro', { venue: data.venue_name })}</p> : undefined,
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
      className="cp-section"
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
