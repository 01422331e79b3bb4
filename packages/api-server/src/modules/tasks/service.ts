import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import { taskReminderJob } from './jobs.js';
import type { Tx } from '../../core/db/client.js';
import type { LocalizedText } from '../../core/types.js';
import { FieldErrorBag, notFound } from '../../core/errors.js';
import { listWindow, pageMeta, searchTerm } from '../../core/db/paging.js';
import { relatedFilter, relatedRefs } from '../../core/related.js';
import { fieldMessages, optionalText } from '../../core/validation.js';
import { checkRelatedInput, findRelatedRecords, recordRelatedActivity, type RelatedKind, type RelatedRecords } from '../activity/service.js';
import {
  deleteTaskRow,
  findTask,
  insertTask,
  isAdmin,
  listTasks,
  lockTask,
  updateTaskRow,
  type NewTaskRow,
  type TaskQuery,
  type TaskRow,
  type TaskWithNames,
} from './repository.js';

export const taskMessages = {
  created: { en: 'Task created', sw: 'Uppgiften har skapats' },
  updated: { en: 'Task updated', sw: 'Uppgiften har uppdaterats' },
  deleted: { en: 'Task deleted', sw: 'Uppgiften har tagits bort' },
  missing: { en: 'Task does not exist', sw: 'Uppgiften finns inte' },
  reminderInPast: { en: 'The reminder must be in the future', sw: 'Påminnelsen måste ligga i framtiden' },
  notAdmin: { en: 'Tasks can only be assigned to an admin', sw: 'Uppgifter kan bara tilldelas en administratör' },
} satisfies Record<string, LocalizedText>;

export function toTaskDto({ task, assigneeName, ...names }: TaskWithNames): Schemas['Task'] {
  return {
    id: task.id,
    subject: task.subject,
    assigned_to: task.assignedTo,
    assignee: { id: task.assignedTo, name: assigneeName },
    due_date: task.dueDate,
    ...relatedRefs(task, names),
    priority: task.priority,
    status: task.status,
    reminder_at: task.reminderAt ? task.reminderAt.toISOString() : null,
    reminder_sent_at: task.reminderSentAt ? task.reminderSentAt.toISOString() : null,
    comment: task.comment,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  };
}

/** How a task's changes are logged. */
export const taskKind: RelatedKind = { logName: 'Task', page: portalPaths.task };

/** A reminder may be set for the current minute (the form picks minutes), not earlier. */
function startOfCurrentMinute(now: Date = new Date()): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

interface CheckedTask {
  values: Omit<NewTaskRow, 'createdBy'>;
  related: RelatedRecords;
  reminderAt: Date | null;
  reminderChanged: boolean;
}

/** The rules the schema cannot express, each reported on its field. */
async function checkTask(tx: Tx, input: Schemas['TaskInput'], existing: TaskRow | undefined): Promise<CheckedTask> {
  const errors = new FieldErrorBag();
  const subject = input.subject.trim();
  if (subject === '') errors.add('subject', fieldMessages.required);
  if (!(await isAdmin(tx.db, input.assigned_to))) errors.add('assigned_to', taskMessages.notAdmin);
  const { ids, related } = await checkRelatedInput(tx.db, input, errors);

  const reminderAt = input.reminder_at ? new Date(input.reminder_at) : null;
  const reminderChanged = (reminderAt?.getTime() ?? null) !== (existing?.reminderAt?.getTime() ?? null);
  // Only a new or moved reminder is checked: saving other fields keeps a reminder already sent.
  if (reminderAt && reminderChanged && reminderAt < startOfCurrentMinute()) {
    errors.add('reminder_at', taskMessages.reminderInPast);
  }
  errors.throwIfAny();

  return {
    values: {
      subject,
      assignedTo: input.assigned_to,
      dueDate: input.due_date ?? null,
      ...ids,
      priority: input.priority ?? 'normal',
      status: input.status ?? 'not_started',
      reminderAt,
      ...(reminderChanged ? { reminderSentAt: null } : {}),
      comment: optionalText(input.comment),
    },
    related,
    reminderAt,
    reminderChanged,
  };
}

async function reloadTask(tx: Tx, id: number): Promise<Schemas['Task']> {
  const row = await findTask(tx.db, id);
  if (!row) throw notFound(taskMessages.missing);
  return toTaskDto(row);
}

export async function createTask(ctx: AppContext, causerId: number, input: Schemas['TaskInput']): Promise<Schemas['Task']> {
  return ctx.database.transaction(async (tx) => {
    const checked = await checkTask(tx, input, undefined);
    const task = await insertTask(tx.db, { ...checked.values, createdBy: causerId });
    if (checked.reminderAt) await ctx.jobs.send(tx, taskReminderJob, { taskId: task.id }, { startAfter: checked.reminderAt });
    await recordRelatedActivity(tx.db, taskKind, { event: 'created', record: task, related: checked.related, causerId });
    return reloadTask(tx, task.id);
  });
}

export async function updateTask(ctx: AppContext, causerId: number, id: number, input: Schemas['TaskInput']): Promise<Schemas['Task']> {
  return ctx.database.transaction(async (tx) => {
    const existing = await lockTask(tx.db, id);
    if (!existing) throw notFound(taskMessages.missing);
    const checked = await checkTask(tx, input, existing);
    await updateTaskRow(tx.db, id, checked.values);
    if (checked.reminderAt && checked.reminderChanged) await ctx.jobs.send(tx, taskReminderJob, { taskId: id }, { startAfter: checked.reminderAt });
    await recordRelatedActivity(tx.db, taskKind, { event: 'updated', record: { id, subject: checked.values.subject }, related: checked.related, causerId });
    return reloadTask(tx, id);
  });
}

export async function deleteTask(ctx: AppContext, causerId: number, id: number): Promise<void> {
  await ctx.database.transaction(async (tx) => {
    const existing = await lockTask(tx.db, id);
    if (!existing) throw notFound(taskMessages.missing);
    const related = await findRelatedRecords(tx.db, existing);
    await deleteTaskRow(tx.db, id);
    // A queued reminder job finds no task and does nothing.
    await recordRelatedActivity(tx.db, taskKind, { event: 'deleted', record: existing, related, causerId });
  });
}

export async function getTask(ctx: AppContext, id: number): Promise<Schemas['Task']> {
  const row = await findTask(ctx.database.db, id);
  if (!row) throw notFound(taskMessages.missing);
  return toTaskDto(row);
}

export async function getTasks(ctx: AppContext, callerId: number, input: QueryOf<'getTasks'>): Promise<Schemas['TaskPage']> {
  const query: TaskQuery = {
    ...listWindow(input, { sort: 'due_date', order: 'asc' }),
    search: searchTerm(input.search),
    status: input.status,
    open: input.open,
    priority: input.priority,
    // mine=true is the caller's tasks whatever assigned_to says.
    assignedTo: input.mine ? callerId : input.assigned_to,
    ...relatedFilter(input),
  };
  const { matches, rows } = await listTasks(ctx.database.db, query);
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data: rows.map(toTaskDto) };
}
