import { Result, Typography } from '@portal/ui';
import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { LoginLink } from '../../shared/login-link';
import { PRESENTATION_NS } from './texts';

export interface BookingThanksProps {
  /** The booked venues, in the presentation's order. */
  venues: Schemas['PresentedVenue'][];
  bookedAt: string;
  /** Booked a moment ago on this page: focus (and the view) moves here, where the controls were. */
  justBooked: boolean;
}

/** The thank-you of a done booking: what was booked, that the intermediary will be in touch, and the login link (SPEC §1). */
export function BookingThanks({ venues, bookedAt, justBooked }: BookingThanksProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justBooked) titleRef.current?.focus();
  }, [justBooked]);

  return (
    <section aria-labelledby="presentation-thanks-title" style={{ marginBottom: 24 }}>
      <Result
        status="success"
        style={{ padding: '24px 16px' }}
        title={
          <h2 ref={titleRef} id="presentation-thanks-title" tabIndex={-1} style={{ font: 'inherit', margin: 0, outline: 'none' }}>
            {t('thanks.title')}
          </h2>
        }
        subTitle={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{t('thanks.booked')}</Typography.Paragraph>
            <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
              {venues.map((venue) => (
                <li key={venue.bidder_id}>
                  <Typography.Text strong>{venue.name}</Typography.Text>
                </li>
              ))}
            </ul>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{t('thanks.bookedAt', { date: formatDateTime(bookedAt, language) })}</Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{t('thanks.text')}</Typography.Paragraph>
          </>
        }
        extra={<LoginLink ns={PRESENTATION_NS} />}
      />
    </section>
  );
}
