import type { paths, Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';

export type Task = Schemas['Task'];
export type TaskPriority = Schemas['TaskPriority'];
export type TaskStatus = Schemas['TaskStatus'];

/** What the task list and the dashboard card can ask the server for. */
export type TasksQuery = NonNullable<paths['/tasks']['get']['parameters']['query']>;
export type TaskSortField = NonNullable<TasksQuery['sort']>;

export const TASK_PRIORITIES: readonly TaskPriority[] = ['low', 'normal', 'high'];
export const TASK_STATUSES: readonly TaskStatus[] = ['not_started', 'in_progress', 'completed', 'deferred'];
export const TASK_SORT_FIELDS: readonly TaskSortField[] = ['due_date', 'subject', 'priority', 'status', 'created_at'];

/**
 * One page of tasks, paged, searched, filtered and sorted on the server. While the next page
 * loads the previous one stays on screen, so the table does not jump.
 */
export function useTasks(query: TasksQuery) {
  return $api.useQuery('get', '/tasks', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}
