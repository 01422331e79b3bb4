import type { Schemas } from '@portal/api-client';
import { PaperClipOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/platform';
import { Typography } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
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
      <Typography.Title level={4} style={{ fontSize: 15, marginBottom: 4 }}>
        {title}
      </Typography.Title>
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
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{venue.additional_information}</Typography.Paragraph>
        </Part>
      )}
      {venue.free_cancellation && (
        <Part title={t('venue.freeCancellation')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{venue.free_cancellation}</Typography.Paragraph>
        </Part>
      )}
      {venue.attachment && (
        <Part title={t('venue.attachment')}>
          <Typography.Link href={venue.attachment.url} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
            {venue.attachment.name}
          </Typography.Link>
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
  if (halls.length === 0) return <Typography.Text type="secondary">{t('venue.halls.none')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {halls.map((hall, index) => (
        <li key={index}>
          <Typography.Text strong>{hall.name}</Typography.Text>
          {[
            hall.size_sqm === null ? null : t('venue.halls.size', { size: number(hall.size_sqm) }),
            hall.capacity === null ? null : t('venue.halls.places', { count: hall.capacity, formatted: number(hall.capacity) }),
            hall.seating ? t(`seating.${hall.seating}`) : null,
          ]
            .filter(Boolean)
            .map((part) => `, ${part}`)
            .join('')}
          {hall.comment && (
            <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
              {hall.comment}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}
