import type { Language } from '@portal/platform';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// Extending the page's one (shared) dayjs is idempotent; other modules may do the same.
dayjs.extend(localizedFormat);

/** `2031-03-12` → "12 mar 2031" / "Mar 12, 2031". */
export function formatDate(value: string, language: Language): string {
  return dayjs(value).locale(language).format('ll');
}

/** A timestamp with its time of day, in the reader's time zone and language. */
export function formatDateTime(value: string, language: Language): string {
  return dayjs(value).locale(language).format('lll');
}

/** A task is overdue from the day after its due date until it is completed. */
export function isOverdue(task: { due_date: string | null; status: string }, today = dayjs()): boolean {
  return task.due_date !== null && task.status !== 'completed' && dayjs(task.due_date).isBefore(today, 'day');
}

/** A conference's first and last day: "12 mar 2031" when they are one day, else "12 mar 2031 – 14 mar 2031". */
export function formatDateSpan(start: string, end: string | null, language: Language): string {
  if (!end || dayjs(start).isSame(end, 'day')) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
