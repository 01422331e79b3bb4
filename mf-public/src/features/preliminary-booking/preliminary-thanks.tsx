import { useLanguage } from '@portal/platform';
import { Result } from '@portal/plain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { ThanksLinks } from '../../shared/thanks-links';
import type { PreliminaryBooking } from './api/use-linked-preliminary-booking';
import { PRELIMINARY_BOOKING_NS } from './texts';

export interface PreliminaryThanksProps {
  /** A booking the customer has answered (confirmed or declined). */
  booking: PreliminaryBooking & { status: 'confirmed' | 'declined' };
  /** Answered a moment ago on this page: focus (and the view) moves here, where the buttons were. */
  justAnswered: boolean;
  /** The customer's link, which leads on to their request page. */
  token: string;
}

/** The thank-you for the customer's answer, what it was, and the way to the request page. */
export function PreliminaryThanks({ booking, justAnswered, token }: PreliminaryThanksProps) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const language = useLanguage();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justAnswered) titleRef.current?.focus();
  }, [justAnswered]);

  const answeredOn = booking.customer_answered_at ? formatDate(booking.customer_answered_at, language) : '';
  return (
    <section aria-labelledby="preliminary-thanks-title" className="cp-section">
      <Result
        status={booking.status === 'confirmed' ? 'success' : 'info'}
        className="cp-result"
        title={
          <h2 ref={titleRef} id="preliminary-thanks-title" tabIndex={-1}>
            {t(`thanks.${booking.status}.title`)}
          </h2>
        }
        subTitle={
          <>
            <p className={booking.customer_comment ? 'cp-p-tight' : 'cp-p'}>{t(`thanks.${booking.status}.text`, { venue: booking.venue_name, date: answeredOn })}</p>
            {booking.customer_comment && <p className="cp-p cp-pre">{t('thanks.comment', { comment: booking.customer_comment })}</p>}
          </>
        }
        // Customers cannot log in: the way on is their request page; SPEC §1's login link stays for venues.
        extra={<ThanksLinks ns={PRELIMINARY_BOOKING_NS} token={token} call="/public/preliminary-booking/request-link" />}
      />
    </section>
  );
}
