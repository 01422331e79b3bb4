import type { Schemas } from '@portal/api-client';
import { Button, Card, Tag } from '@portal/plain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenueGallery } from './venue-gallery';
import { VenueOffer } from './venue-offer';
import { VenuePrices } from './venue-prices';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];

/** The priced lines, halls, terms and attachment (tables): fetched when "View more" is first used (issue 9). */
const VenueDetails = lazy(async () => ({ default: (await import('./venue-details')).VenueDetails }));

export interface VenueCardProps {
  venue: PresentedVenue;
  request: Schemas['QuoteRequest'];
  vatBasis: Schemas['VatBasis'];
  /** The "Choose" box, when the customer can book; none otherwise. */
  choice?: { chosen: boolean; disabled: boolean; onChange: (chosen: boolean) => void };
}

/**
 * One presented venue: its pictures, prices for the whole request, what it offers against the
 * request with every gap flagged, and its description; "View more" opens the priced lines, halls,
 * terms and attachment.
 */
export function VenueCard({ venue, request, vatBasis, choice }: VenueCardProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Card
        title={
          // A long name wraps on a phone instead of being cut off.
          <div className="cp-card-title">
            <h3 id={headingId} className="cp-h2">
              {t('venue.heading', { position: venue.position, name: venue.name })}
            </h3>
            {venue.booked && <Tag color="green">{t('venue.booked')}</Tag>}
          </div>
        }
      >
        {(venue.title || venue.city || venue.address) && (
          <div style={{ marginBottom: 12 }}>
            {venue.title && <strong className="cp-strong cp-block">{venue.title}</strong>}
            {(venue.address || venue.city) && <span className="plain-secondary">{[venue.address, venue.city].filter(Boolean).join(', ')}</span>}
          </div>
        )}
        <VenueGallery name={venue.name} images={venue.images} />
        <VenuePrices comparison={venue.comparison} vatBasis={vatBasis} />
        <VenueOffer comparison={venue.comparison} request={request} />

        {venue.description && (
          // Three lines until "View more": the whole text is in the page for a screen reader either way.
          <p className={expanded ? 'cp-pre' : 'cp-pre cp-clamp'} style={{ margin: '0 0 8px' }}>
            {venue.description}
          </p>
        )}
        <div id={detailsId} hidden={!expanded}>
          {expanded && (
            <Suspense fallback={<div role="status" aria-busy="true" aria-label={t('venue.loadingMore')} style={{ minHeight: 48 }} />}>
              <VenueDetails venue={venue} vatBasis={vatBasis} />
            </Suspense>
          )}
        </div>
        <Button
          variant="link"
          className="cp-more"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={t(expanded ? 'venue.lessLabel' : 'venue.moreLabel', { name: venue.name })}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'venue.less' : 'venue.more')}
        </Button>

        {choice && (
          <div className="cp-choice">
            <label>
              <input
                type="checkbox"
                checked={choice.chosen}
                disabled={choice.disabled}
                onChange={(event) => choice.onChange(event.target.checked)}
                aria-label={t('venue.chooseLabel', { name: venue.name })}
              />
              {t('venue.choose')}
            </label>
          </div>
        )}
      </Card>
    </article>
  );
}
