import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { PageIcon } from './icons';
import { PRESENTATION_NS } from './texts';
import { VenueLinesTable } from './venue-lines-table';

type PresentedVenue = Schemas['PresentedVenue'];

export interface VenueDetailsProps {
  venue: PresentedVenue;
  vatBasis: Schemas['VatBasis'];
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginTop: 16 }}>
      <h4 className="cp-h4 cp-part-title">{title}</h4>
      {children}
    </div>
  );
}

/** What "View more" shows of a venue: its priced lines, halls, terms and attachment. */
export function VenueDetails({ venue, vatBasis }: VenueDetailsProps) {
  const { t } = useTranslation(PRESENTATION_NS);

  return (
    <>
      <Part title={t('venue.lines.title')}>
        <VenueLinesTable venue={venue} vatBasis={vatBasis} />
      </Part>

      <Part title={t('venue.halls.title')}>
        <VenueHalls halls={venue.halls} />
      </Part>

      {venue.additional_information && (
        <Part title={t('venue.additionalInformation')}>
          <p className="cp-p cp-pre">{venue.additional_information}</p>
        </Part>
      )}
      {venue.free_cancellation && (
        <Part title={t('venue.freeCancellation')}>
          <p className="cp-p cp-pre">{venue.free_cancellation}</p>
        </Part>
      )}
      {venue.attachment && (
        <Part title={t('venue.attachment')}>
          <a className="cp-link" href={venue.attachment.url} target="_blank" rel="noopener noreferrer">
            <PageIcon name="paperClip" />
            {venue.attachment.name}
          </a>
        </Part>
      )}
    </>
  );
}

/** The venue's halls offered: each one's name, size, places, seating and comment. */
function VenueHalls({ halls }: { halls: PresentedVenue['halls'] }) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const number = (value: number) => formatCount(value, language);
  if (halls.length === 0) return <span className="plain-secondary">{t('venue.halls.none')}</span>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {halls.map((hall, index) => (
        <li key={index}>
          <strong className="cp-strong">{hall.name}</strong>
          {[
            hall.size_sqm === null ? null : t('venue.halls.size', { size: number(hall.size_sqm) }),
            hall.capacity === null ? null : t('venue.halls.places', { count: hall.capacity, formatted: number(hall.capacity) }),
            hall.seating ? t(`seating.${hall.seating}`) : null,
          ]
            .filter(Boolean)
            .map((part) => `, ${part}`)
            .join('')}
          {hall.comment && (
            <span className="plain-secondary cp-block cp-pre">{hall.comment}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
