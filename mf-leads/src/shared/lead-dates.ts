import type { Language } from '@portal/platform';
import { formatDate, formatDateTime } from '@portal/ui';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import relativeTime from 'dayjs/plugin/relativeTime';

// Extending the page's one (shared) dayjs is idempotent; other modules may do the same.
dayjs.extend(relativeTime);

// One date format per language on every page (docs/wording.md): @portal/ui's, re-exported here.
export { formatDate, formatDateTime };

/** Locale data for short date ranges, which dayjs' localized formats do not cover. */
const RANGE_PATTERNS: Record<Language, { sameMonth: [string, string]; sameYear: [string, string]; separator: string }> = {
  sv: { sameMonth: ['D', 'D MMM YYYY'], sameYear: ['D MMM', 'D MMM YYYY'], separator: ' – ' },
  en: { sameMonth: ['MMM D', 'D, YYYY'], sameYear: ['MMM D', 'MMM D, YYYY'], separator: ' – ' },
};

/**
 * A conference's dates, as short as stays clear: "12 mar 2031", "12–14 mar 2031",
 * "30 mar – 2 apr 2031", "30 dec 2031 – 2 jan 2032" (in English "Mar 12–14, 2031", …).
 */
export function formatDateRange(start: string, end: string, language: Language): string {
  const from = dayjs(start).locale(language);
  const to = dayjs(end).locale(language);
  const patterns = RANGE_PATTERNS[language];
  if (from.isSame(to, 'day')) return formatDate(start, language);
  if (from.isSame(to, 'month')) return `${from.format(patterns.sameMonth[0])}–${to.format(patterns.sameMonth[1])}`;
  if (from.isSame(to, 'year')) return `${from.format(patterns.sameYear[0])}${patterns.separator}${to.format(patterns.sameYear[1])}`;
  return `${formatDate(start, language)}${patterns.separator}${formatDate(end, language)}`;
}

/** Days from the first to the last day, both included. */
export function countDays(start: string, end: string): number {
  return dayjs(end).diff(dayjs(start), 'day') + 1;
}

/** "3 hours ago" / "för 3 timmar sedan". */
export function formatFromNow(value: string, language: Language): string {
  return dayjs(value).locale(language).fromNow();
}
