import type { Language } from '@portal/platform';
import { formatDate, formatDateTime } from '@portal/ui';

// One date format per language on every page (docs/wording.md): @portal/ui's, used here too.
export { formatDate, formatDateTime };

/** The event's days: one day, or the first and last ("12 mar 2031 – 13 mar 2031"). */
export function formatEventDates(start: string | null, end: string | null, language: Language): string | null {
  if (!start && !end) return null;
  if (!start || !end || start === end) return formatDate((start ?? end)!, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
