import type { Schemas } from '@portal/api-client';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { Task, TaskPriority, TaskStatus } from '../../api/use-tasks';

export type TaskInput = Schemas['TaskInput'];

/** The form's values: dates as dayjs for the pickers, relations as ids. */
export interface TaskFormValues {
  subject: string;
  assigned_to: number;
  due_date: Dayjs | null;
  contact_id: number | null;
  account_id: number | null;
  priority: TaskPriority;
  status: TaskStatus;
  reminder_at: Dayjs | null;
  comment: string;
}

/** A new task's starting values: the assignee is unknown when no one is signed in (standalone development). */
export type NewTaskValues = Omit<TaskFormValues, 'assigned_to'> & { assigned_to?: number };

/** The fields the server may name in a 422, each with a form field of the same name. */
export const TASK_FIELDS = ['subject', 'assigned_to', 'due_date', 'contact_id', 'account_id', 'priority', 'status', 'reminder_at', 'comment'] as const;

export const SUBJECT_MAX = 200;
export const TASK_COMMENT_MAX = 5000;

/** A new task: for the signed-in admin, normal priority, not started, maybe about a given account or contact. */
export function newTaskValues(assignee: number | undefined, related: { accountId?: number; contactId?: number }): NewTaskValues {
  return {
    subject: '',
    assigned_to: assignee,
    due_date: null,
    contact_id: related.contactId ?? null,
    account_id: related.accountId ?? null,
    priority: 'normal',
    status: 'not_started',
    reminder_at: null,
    comment: '',
  };
}

export function taskValues(task: Task): TaskFormValues {
  return {
    subject: task.subject,
    assigned_to: task.assigned_to,
    due_date: task.due_date ? dayjs(task.due_date) : null,
    contact_id: task.contact_id,
    account_id: task.account_id,
    priority: task.priority,
    status: task.status,
    reminder_at: task.reminder_at ? dayjs(task.reminder_at) : null,
    comment: task.comment ?? '',
  };
}

/**
 * What the server gets. The opportunity is not edited here (it is linked from the opportunity),
 * so an existing task keeps its own.
 */
export function toTaskInput(values: TaskFormValues, opportunityId: number | null = null): TaskInput {
  return {
    subject: values.subject.trim(),
    assigned_to: values.assigned_to,
    due_date: values.due_date ? values.due_date.format('YYYY-MM-DD') : null,
    contact_id: values.contact_id ?? null,
    account_id: values.account_id ?? null,
    opportunity_id: opportunityId,
    priority: values.priority,
    status: values.status,
    // Minute precision: the picker shows no seconds, so none are sent.
    reminder_at: values.reminder_at ? values.reminder_at.second(0).millisecond(0).toISOString() : null,
    comment: values.comment.trim() || null,
  };
}
