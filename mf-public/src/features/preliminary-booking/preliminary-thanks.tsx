import { Result, Typography } from '@portal/ui';
import { useLanguage } from '@portal/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { LoginLink } from '../../shared/login-link';
import type { PreliminaryBooking } from './api/use-linked-preliminary-booking';
import { PRELIMINARY_BOOKING_NS } from './texts';

export interface PreliminaryThanksProps {
  /** A booking the customer has answered (confirmed or declined). */
  booking: PreliminaryBooking & { status: 'confirmed' | 'declined' };
  /** Answered a moment ago on this page: focus (and the view) moves here, where the buttons were. */
  justAnswered: boolean;
}

/** The thank-you for the customer's answer, what it was, and the login link (SPEC §1). */
export function PreliminaryThanks({ booking, justAnswered }: PreliminaryThanksProps) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const language = useLanguage();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justAnswered) titleRef.current?.focus();
  }, [justAnswered]);

  const answeredOn = booking.customer_answered_at ? formatDate(booking.customer_answered_at, language) : '';
  return (
    <section aria-labelledby="preliminary-thanks-title" style={{ marginBottom: 24 }}>
      <Result
        status={booking.status === 'confirmed' ? 'success' : 'info'}
        style={{ padding: '24px 16px' }}
        title={
          <h2 ref={titleRef} id="preliminary-thanks-title" tabIndex={-1} style={{ font: 'inherit', margin: 0, outline: 'none' }}>
            {t(`thanks.${booking.status}.title`)}
          </h2>
        }
        subTitle={
          <>
            <Typography.Paragraph style={{ marginBottom: booking.customer_comment ? 4 : 0 }}>
              {t(`thanks.${booking.status}.text`, { venue: booking.venue_name, date: answeredOn })}
            </Typography.Paragraph>
            {booking.customer_comment && (
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{t('thanks.comment', { comment: booking.customer_comment })}</Typography.Paragraph>
            )}
          </>
        }
        extra={<LoginLink ns={PRELIMINARY_BOOKING_NS} />}
      />
    </section>
  );
}
