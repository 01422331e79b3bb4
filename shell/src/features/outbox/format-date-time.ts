import type { Language } from '@portal/platform';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// The page's one dayjs, extended as mf-leads extends it (idempotent).
dayjs.extend(localizedFormat);

/** "23 nov 2026 12:43" / "Nov 23, 2026 12:43 PM": the date and time format of every other list (mf-leads' `formatDateTime`). */
export function formatDateTime(value: string, language: Language): string {
  return dayjs(value).locale(language).format('lll');
}
