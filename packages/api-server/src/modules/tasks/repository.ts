import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { tasks, type TaskPriority, type TaskStatus } from './schema.js';
import { users } from '../../core/auth/schema.js';
import type { MatchCount } from '../../core/db/paging.js';
import { countAndPage, rowsInPageOrder, searchCondition } from '../../core/db/list-queries.js';
import type { SortOrder } from '../../core/db/paging.js';
import { relatedConditions, type RelatedFilter, type RelatedNames } from '../../core/related.js';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

export interface TaskWithNames extends RelatedNames {
  task: TaskRow;
  assigneeName: string;
}

export type TaskSort = NonNullable<QueryOf<'getTasks'>['sort']>;

export interface TaskQuery extends RelatedFilter {
  page: number;
  perPage: number;
  search: string | undefined;
  sort: TaskSort;
  order: SortOrder;
  status: TaskStatus | undefined;
  /** true: every status but completed; false or absent: no filter. */
  open: boolean | undefined;
  priority: TaskPriority | undefined;
  assignedTo: number | undefined;
}

const assignee = alias(users, 'assignee');

const withNames = {
  task: tasks,
  assigneeName: sql<string>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
  contactName: sql<string | null>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
  accountName: accounts.companyName,
  opportunityName: opportunities.name,
};

function selectWithNames(db: Db) {
  return db
    .select(withNames)
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .leftJoin(accounts, eq(accounts.id, tasks.accountId))
    .leftJoin(opportunities, eq(opportunities.id, tasks.opportunityId));
}

// Urgency, not the alphabet: high first when descending. The same expression as the index
// tasks_priority_rank_idx, so the sort reads the index instead of sorting every task.
const priorityRank = sql`(case ${tasks.priority} when 'high' then 3 when 'normal' then 2 else 1 end)`;

function sortColumns(sort: TaskSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const columns: Record<TaskSort, SQL[]> = {
    // PostgreSQL's own null order (undated tasks last ascending, first descending) lets both
    // directions read the (due_date, id) indexes instead of sorting every task.
    due_date: [direction(tasks.dueDate)],
    subject: [direction(tasks.subject)],
    priority: [order === 'asc' ? sql`${priorityRank} asc` : sql`${priorityRank} desc`],
    // Within a status the due date orders the tasks, as the index tasks_status_due_date_idx does.
    status: [direction(tasks.status), direction(tasks.dueDate)],
    created_at: [direction(tasks.createdAt)],
  };
  // The id makes the order total, so pages neither repeat nor skip rows.
  return [...columns[sort], direction(tasks.id)];
}

/**
 * One page of tasks: the ids of the page first, then their names, so a deep page does not
 * join every row it skips.
 */
export async function listTasks(db: Db, query: TaskQuery): Promise<{ matches: MatchCount; rows: TaskWithNames[] }> {
  const conditions = relatedConditions(tasks, query);
  if (query.status) conditions.push(eq(tasks.status, query.status));
  if (query.open === true) conditions.push(ne(tasks.status, 'completed'));
  if (query.priority) conditions.push(eq(tasks.priority, query.priority));
  if (query.assignedTo !== undefined) conditions.push(eq(tasks.assignedTo, query.assignedTo));
  if (query.search) conditions.push(searchCondition(tasks.searchText, query.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const { matches, page } = await countAndPage(db, tasks, tasks.id, where, sortColumns(query.sort, query.order), query);
  const ids = (await page).map((row) => row.id);
  const rows = await rowsInPageOrder(ids, (pageIds) => selectWithNames(db).where(inArray(tasks.id, pageIds)), (row) => row.task.id);
  return { matches, rows };
}

export async function findTask(db: Db, id: number): Promise<TaskWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(tasks.id, id));
  return row;
}

/** The task row, locked until the transaction ends, so concurrent saves and reminders queue up. */
export async function lockTask(db: Db, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

export async function insertTask(db: Db, values: NewTaskRow): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  if (!row) throw new Error('The task was not stored');
  return row;
}

export async function updateTaskRow(db: Db, id: number, values: Partial<NewTaskRow>): Promise<void> {
  await db
    .update(tasks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tasks.id, id));
}

export async function deleteTaskRow(db: Db, id: number): Promise<void> {
  await db.delete(tasks).where(eq(tasks.id, id));
}

export interface DueReminder {
  task: TaskRow;
  assignee: { email: string; firstName: string; language: 'sv' | 'en' };
}

/**
 * The task with its assignee when its reminder is due and unsent, locked for the rest of the
 * transaction; undefined otherwise (already sent, moved to later, removed, task completed or deleted).
 */
export async function lockDueReminder(db: Db, taskId: number): Promise<DueReminder | undefined> {
  const [row] = await db
    .select({ task: tasks, assignee: { email: users.email, firstName: users.firstName, language: users.language } })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.assignedTo))
    .where(
      and(
        eq(tasks.id, taskId),
        sql`${tasks.reminderAt} <= now()`,
        sql`${tasks.reminderSentAt} is null`,
        ne(tasks.status, 'completed'),
      ),
    )
    .for('update', { of: tasks });
  return row;
}

/** Tasks whose reminder is due and unsent (the partial index tasks_reminder_due_idx finds them). */
export async function dueReminderIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(sql`${tasks.reminderSentAt} is null`, sql`${tasks.reminderAt} is not null`, sql`${tasks.reminderAt} <= now()`, ne(tasks.status, 'completed')))
    .orderBy(asc(tasks.reminderAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Tasks are assigned to admins (role 1) only. */
export async function isAdmin(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 1)));
  return row !== undefined;
}
