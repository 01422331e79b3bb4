import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Tag } from '@portal/plain';
import { formatMoney } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];
type Comparison = Schemas['VenueComparison'];

/** A value that falls short of the request, flagged (a tag: a warning's text colour is too pale to read). */
function Shortfall({ children }: { children: ReactNode }) {
  return <Tag color="gold">{children}</Tag>;
}

export interface ComparisonRow {
  key: string;
  label: string;
  cells: ReactNode[];
}

/**
 * The comparison's rows, a cell per venue: the prices (the lowest of a row marked), the rooms
 * against the request, the largest hall, the most places and the gaps (a shortfall flagged).
 */
export function useComparisonRows(venues: PresentedVenue[], request: Schemas['QuoteRequest']): ComparisonRow[] {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const number = (value: number | null) => (value === null ? t('comparison.notGiven') : formatCount(value, language));

  const priceRow = (key: string, pick: (comparison: Comparison) => number | null): ComparisonRow => {
    const values = venues.map((venue) => pick(venue.comparison));
    const known = values.filter((value): value is number => value !== null);
    const lowest = venues.length > 1 && known.length > 1 ? Math.min(...known) : null;
    return {
      key,
      label: t(`comparison.${key}`),
      cells: values.map((value) =>
        value === null ? (
          t('comparison.notGiven')
        ) : (
          <>
            <span className={value === lowest ? 'cp-strong' : undefined}>{formatMoney(value, language)}</span>
            {value === lowest && (
              <Tag color="green" className="cp-tag-gap">
                {t('comparison.lowest')}
              </Tag>
            )}
          </>
        ),
      ),
    };
  };
  const roomsRow = (key: 'singleRooms' | 'doubleRooms', requested: number, pick: (comparison: Comparison) => number): ComparisonRow => ({
    key,
    label: t(`comparison.${key}`),
    cells: venues.map((venue) => {
      const offered = pick(venue.comparison);
      // "4 av 6" against what was asked; nothing asked, just what is offered.
      const text = requested > 0 ? t('comparison.roomsValue', { offered: number(offered), requested: number(requested) }) : number(offered);
      return offered < requested ? <Shortfall>{text}</Shortfall> : text;
    }),
  });

  return [
    priceRow('total', (comparison) => comparison.total),
    priceRow('perParticipant', (comparison) => comparison.per_participant),
    priceRow('perDay', (comparison) => comparison.per_day),
    roomsRow('singleRooms', request.single_rooms, (comparison) => comparison.single_rooms),
    roomsRow('doubleRooms', request.double_rooms, (comparison) => comparison.double_rooms),
    {
      key: 'largestHall',
      label: t('comparison.largestHall'),
      cells: venues.map((venue) =>
        venue.comparison.largest_hall_sqm === null ? t('comparison.notGiven') : t('comparison.sqm', { size: number(venue.comparison.largest_hall_sqm) }),
      ),
    },
    { key: 'mostPlaces', label: t('comparison.mostPlaces'), cells: venues.map((venue) => number(venue.comparison.most_places)) },
    {
      key: 'gaps',
      label: t('comparison.gaps'),
      cells: venues.map((venue) => {
        const count = venue.comparison.gaps.length;
        return count === 0 ? number(count) : <Shortfall>{number(count)}</Shortfall>;
      }),
    },
  ];
}
