import type { Language } from '@portal/platform';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// Extending the page's one (shared) dayjs is idempotent; other modules do the same.
dayjs.extend(localizedFormat);

/** `2031-02-01T13:05:00Z` → "1 feb 2031" / "Feb 1, 2031". */
export function formatDate(value: string, language: Language): string {
  return dayjs(value).locale(language).format('ll');
}

/** A timestamp with its time of day, in the reader's time zone and language. */
export function formatDateTime(value: string, language: Language): string {
  return dayjs(value).locale(language).format('lll');
}
