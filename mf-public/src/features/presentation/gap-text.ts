import type { Schemas } from '@portal/api-client';
import type { Language } from '@portal/platform';
import type { TFunction } from 'i18next';
import { eventDayNumber, formatCount, formatDate } from '../../shared/format';

type Gap = Schemas['PresentationGap'];

const count = (value: number | null, language: Language) => (value === null ? '–' : formatCount(value, language));

/**
 * What a gap means to the customer, in words: "4 enkelrum av 6 efterfrågade", "Ingen sal för 40
 * personer", "Lunch dag 2 saknas", "Ligger i Stockholm, inte där ni bad om". A meal's or a row's day is the event's day number when the
 * request has a first day, else the date; no day means every day.
 */
export function gapText(gap: Gap, t: TFunction, language: Language, eventStart: string | null): string {
  const requested = count(gap.requested, language);
  const offered = count(gap.offered, language);
  switch (gap.kind) {
    case 'place':
      return t('gap.place', { name: gap.name ?? '' });
    case 'single_rooms':
    case 'double_rooms':
      return t(`gap.${gap.kind}`, { requested, offered, count: gap.offered ?? 0 });
    case 'hall_size':
    case 'hall_capacity':
      return t(gap.offered === null ? `gap.${gap.kind}` : `gap.${gap.kind}_offered`, { requested, offered });
    case 'meal_missing':
    case 'item_missing': {
      const name = gap.name ?? '';
      if (!gap.day) return t(`gap.${gap.kind}`, { name });
      const day = eventDayNumber(gap.day, eventStart);
      return day === null ? t(`gap.${gap.kind}_date`, { name, date: formatDate(gap.day, language) }) : t(`gap.${gap.kind}_day`, { name, day });
    }
  }
}
