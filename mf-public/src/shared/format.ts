import type { Language } from '@portal/platform';
import { formatDate, formatDateSpan, formatDateTime } from '@portal/ui';
import dayjs from 'dayjs';

// Dates in the portal's words (docs/wording.md), as the quote pages write them. (Imported, then
// exported: the per-file split of '@portal/ui' reads imports, and a bare `export … from` would
// take its whole index, every list, picker and form of it, into the page: issue 9.)
export { formatDate, formatDateSpan, formatDateTime };

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

const countFormats = new Map<Language, Intl.NumberFormat>();

/** A whole number in the language's notation: 10 000 / 10,000 (one format per language: making one loads the locale's data). */
export function formatCount(value: number, language: Language): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(locale(language));
    countFormats.set(language, format);
  }
  return format.format(value);
}

/** The day of the event a date is (1 for the first day), or null when it cannot be told. */
export function eventDayNumber(day: string, start: string | null): number | null {
  if (!start) return null;
  const number = dayjs(day).diff(dayjs(start), 'day') + 1;
  return number >= 1 ? number : null;
}
