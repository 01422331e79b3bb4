import type { Schemas } from '@portal/api-client';
import { routeUrl, useLanguage } from '@portal/platform';
import { ButtonLink, Result } from '@portal/plain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
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
    <section aria-labelledby="presentation-thanks-title" className="cp-section">
      <Result
        status="success"
        className="cp-result"
        title={
          <h2 ref={titleRef} id="presentation-thanks-title" tabIndex={-1}>
            {t('thanks.title')}
          </h2>
        }
        subTitle={
          <>
            <p className="cp-p-tight">{t('thanks.booked')}</p>
            <ul className="cp-thanks-list">
              {venues.map((venue) => (
                <li key={venue.bidder_id}>
                  <strong className="cp-strong">{venue.name}</strong>
                </li>
              ))}
            </ul>
            <p className="cp-p-tight">{t('thanks.bookedAt', { date: formatDateTime(bookedAt, language) })}</p>
            <p className="cp-p">{t('thanks.text')}</p>
          </>
        }
        // SPEC §1: the thank-you carries the login link ("Logga in" → /login).
        extra={<ButtonLink to={routeUrl('login')}>{t('thanks.login')}</ButtonLink>}
      />
    </section>
  );
}
