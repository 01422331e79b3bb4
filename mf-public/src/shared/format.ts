import type { Language } from '@portal/platform';
import dayjs from 'dayjs';

// Dates in the portal's words (docs/wording.md), as the quote pages write them.
export { formatDate, formatDateSpan, formatDateTime } from '@portal/ui';

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

/** A whole number in the language's notation: 10 000 / 10,000. */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** The day of the event a date is (1 for the first day), or null when it cannot be told. */
export function eventDayNumber(day: string, start: string | null): number | null {
  if (!start) return null;
  const number = dayjs(day).diff(dayjs(start), 'day') + 1;
  return number >= 1 ? number : null;
}
