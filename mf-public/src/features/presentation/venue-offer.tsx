import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { gapText } from './gap-text';
import { PageIcon } from './icons';
import { PRESENTATION_NS } from './texts';

export interface VenueOfferProps {
  comparison: Schemas['VenueComparison'];
  request: Schemas['QuoteRequest'];
}

/** What the venue offers against what was asked (rooms, halls), and every way it falls short, flagged. */
export function VenueOffer({ comparison, request }: VenueOfferProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const number = (value: number) => formatCount(value, language);

  const offers = [
    request.single_rooms > 0 || comparison.single_rooms > 0
      ? t('venue.offers.singleRooms', { offered: number(comparison.single_rooms), requested: number(request.single_rooms) })
      : null,
    request.double_rooms > 0 || comparison.double_rooms > 0
      ? t('venue.offers.doubleRooms', { offered: number(comparison.double_rooms), requested: number(request.double_rooms) })
      : null,
    comparison.largest_hall_sqm === null ? null : t('venue.offers.largestHall', { size: number(comparison.largest_hall_sqm) }),
    comparison.most_places === null ? null : t('venue.offers.mostPlaces', { count: comparison.most_places, formatted: number(comparison.most_places) }),
  ].filter((offer): offer is string => offer !== null);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 }}>
      {offers.length > 0 && (
        <div>
          <h4 className="cp-h4">{t('venue.offers.title')}</h4>
          <ul className="cp-list">
            {offers.map((offer) => (
              <li key={offer}>{offer}</li>
            ))}
          </ul>
        </div>
      )}
      {comparison.gaps.length === 0 ? (
        <span>
          <PageIcon name="checkCircle" className="cp-icon cp-ok-icon" />
          {t('venue.gaps.none')}
        </span>
      ) : (
        <div className="cp-gaps">
          <h4 className="cp-h4">
            <PageIcon name="warning" className="cp-icon cp-warn-icon" />
            {t('venue.gaps.title')}
          </h4>
          <ul className="cp-list">
            {comparison.gaps.map((gap, index) => (
              <li key={index}>{gapText(gap, t, language, request.start_date)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
