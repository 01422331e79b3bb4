import type { Schemas } from '@portal/api-client';
import { routeUrl, useLanguage } from '@portal/platform';
import { ButtonLink, Result } from '@portal/plain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { ThanksLinks } from '../../shared/thanks-links';
import { PRESENTATION_NS } from './texts';

export interface BookingThanksProps {
  /** The booked venues, in the presentation's order. */
  venues: Schemas['PresentedVenue'][];
  bookedAt: string;
  /** Booked a moment ago on this page: focus (and the view) moves here, where the controls were. */
  justBooked: boolean;
  /** The customer's link: the way on is their request page. Without it (an admin's preview) the login link. */
  token?: string;
}

/** The thank-you of a done booking: what was booked, that the intermediary will be in touch, and the way to the request page. */
export function BookingThanks({ venues, bookedAt, justBooked, token }: BookingThanksProps) {
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
        // Customers cannot log in: the way on is their request page; SPEC §1's login link stays for venues.
        extra={token ? <ThanksLinks ns={PRESENTATION_NS} token={token} call="/public/presentation/request-link" /> : <ButtonLink to={routeUrl('login')}>{t('thanks.login')}</ButtonLink>}
      />
    </section>
  );
}
