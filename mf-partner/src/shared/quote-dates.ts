import type { Language } from '@portal/platform';
import { formatDate, formatDateTime } from '@portal/ui';
import dayjs from 'dayjs';

// One date format per language on every page (docs/wording.md): @portal/ui's, re-exported here.
export { formatDate, formatDateTime };

/** A conference's first and last day: one date when they are the same day, else "12 mar. 2031 – 14 mar. 2031". */
export function formatDateSpan(start: string, end: string | null, language: Language): string {
  if (!end || dayjs(start).isSame(end, 'day')) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
