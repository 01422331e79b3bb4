import type { Language } from '@portal/platform';
import { formatDate, formatDateTime } from '@portal/ui';
import dayjs from 'dayjs';

// One date format per language on every page (docs/wording.md): @portal/ui's, re-exported here.
export { formatDate, formatDateTime };

/** A task is overdue from the day after its due date until it is completed. */
export function isOverdue(task: { due_date: string | null; status: string }, today = dayjs()): boolean {
  return task.due_date !== null && task.status !== 'completed' && dayjs(task.due_date).isBefore(today, 'day');
}

/** A conference's first and last day: "12 mar 2031" when they are one day, else "12 mar 2031 – 14 mar 2031". */
export function formatDateSpan(start: string, end: string | null, language: Language): string {
  if (!end || dayjs(start).isSame(end, 'day')) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
