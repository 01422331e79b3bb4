import { pageQuery, useListParams, type ListParams } from '@portal/ui';
import { TASK_PRIORITIES, TASK_SORT_FIELDS, type TaskPriority, type TaskSortField, type TasksQuery } from '../../api/use-tasks';

/** The list's filters as they appear in the URL: `?mine=true&open=true&priority=high`. */
export const TASK_FILTERS = ['mine', 'open', 'status', 'priority'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];
export type TaskListParams = ListParams<TaskSortField, TaskFilter>;

/** Open (not completed), completed, or both. */
export type TaskState = 'open' | 'completed' | 'all';

/** Which tasks the state control shows as chosen; a hand-edited URL counts as "all". */
export function taskStateOf(filters: TaskListParams['filters']): TaskState {
  if (filters.open === 'true') return 'open';
  if (filters.status === 'completed') return 'completed';
  return 'all';
}

/** The URL filters for a state: open tasks through the server's `open`, completed ones by status. */
export function filtersForState(filters: TaskListParams['filters'], state: TaskState): TaskListParams['filters'] {
  return {
    ...filters,
    open: state === 'open' ? 'true' : undefined,
    status: state === 'completed' ? 'completed' : undefined,
  };
}

export function priorityOf(filters: TaskListParams['filters']): TaskPriority | null {
  return TASK_PRIORITIES.find((priority) => priority === filters.priority) ?? null;
}

/** The query the server gets for these params, filter strings turned into the API's types. */
export function toTasksQuery(params: TaskListParams): TasksQuery {
  const state = taskStateOf(params.filters);
  const priority = priorityOf(params.filters);
  return {
    ...pageQuery(params),
    ...(params.filters.mine === 'true' ? { mine: true } : {}),
    ...(state === 'open' ? { open: true } : {}),
    ...(state === 'completed' ? { status: 'completed' as const } : {}),
    ...(priority ? { priority } : {}),
  };
}

/** The list's state in the URL: all tasks by due date, soonest first, unless the URL says otherwise. */
export function useTaskListParams() {
  return useListParams<TaskSortField, TaskFilter>({
    sorts: TASK_SORT_FIELDS,
    defaultSort: 'due_date',
    defaultOrder: 'asc',
    filters: TASK_FILTERS,
  });
}
