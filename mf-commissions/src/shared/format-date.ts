import type { Language } from '@portal/platform';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// Extending the page's one (shared) dayjs is idempotent; other modules do the same.
dayjs.extend(localizedFormat);

/** `2031-02-01` → "1 feb 2031" / "Feb 1, 2031". */
export function formatDate(value: string, language: Language): string {
  return dayjs(value).locale(language).format('ll');
}

/** A timestamp with its time of day, in the reader's time zone and language. */
export function formatDateTime(value: string, language: Language): string {
  return dayjs(value).locale(language).format('lll');
}

/** The event's days: one day, or the first and last ("12 mar 2031 – 13 mar 2031"). */
export function formatEventDates(start: string | null, end: string | null, language: Language): string | null {
  if (!start && !end) return null;
  if (!start || !end || start === end) return formatDate((start ?? end)!, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
