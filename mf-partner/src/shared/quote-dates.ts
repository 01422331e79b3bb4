import type { Language } from '@portal/platform';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// Extending the page's one (shared) dayjs is idempotent; other modules do the same.
dayjs.extend(localizedFormat);

/** `2031-03-12` → "12 mar. 2031" / "Mar 12, 2031". */
export function formatDate(value: string, language: Language): string {
  return dayjs(value).locale(language).format('ll');
}

/** A timestamp with its time of day, in the reader's time zone and language. */
export function formatDateTime(value: string, language: Language): string {
  return dayjs(value).locale(language).format('lll');
}

/** A conference's first and last day: one date when they are the same day, else "12 mar. 2031 – 14 mar. 2031". */
export function formatDateSpan(start: string, end: string | null, language: Language): string {
  if (!end || dayjs(start).isSame(end, 'day')) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
