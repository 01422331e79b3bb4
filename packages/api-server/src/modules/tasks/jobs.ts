import { portalPaths, portalUrl } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import { defineJob } from '../../core/jobs/registry.js';
import { insertNotification } from '../../core/audit/audit.js';
import { dueReminderIds, lockDueReminder, updateTaskRow } from './repository.js';

export const TASK_REMINDER = 'task-reminder';
export const TASK_REMINDER_SWEEP = 'task-reminder-sweep';

export interface TaskReminderJob {
  taskId: number;
}

/**
 * Sends one task's reminder if it is due and unsent: the assignee's notification, the mail in
 * their language and reminder_sent_at commit together under the task's row lock, so a second
 * job for the same reminder (a retry, the sweep) finds it sent and does nothing.
 */
export async function sendTaskReminder(ctx: AppContext, taskId: number): Promise<boolean> {
  return ctx.database.transaction(async (tx) => {
    const due = await lockDueReminder(tx.db, taskId);
    if (!due) return false;
    const { task, assignee } = due;
    await insertNotification(tx.db, {
      type: 'task.reminder',
      notifiableType: 'Task',
      notifiableId: task.id,
      userId: task.assignedTo,
      data: {
        source: 'Task',
        message: { en: `Reminder: ${task.subject}`, sw: `Påminnelse: ${task.subject}` },
        opportunity_id: task.opportunityId,
        link: portalPaths.task(task.id),
      },
    });
    await ctx.mail.enqueue(tx, {
      to: assignee.email,
      template: 'task-reminder',
      language: assignee.language,
      vars: {
        first_name: assignee.firstName,
        task_subject: task.subject,
        due_date: task.dueDate ?? '–',
        link: portalUrl(ctx.config, portalPaths.task(task.id)),
      },
    });
    await updateTaskRow(tx.db, task.id, { reminderSentAt: new Date() });
    return true;
  });
}

// A sweep handles at most this many per minute; the next minute takes the rest.
const SWEEP_BATCH = 200;

/** Sends the reminders whose job was lost (a restore, a purged queue); normally finds none. */
export async function sweepTaskReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const taskId of await dueReminderIds(ctx.database.db, SWEEP_BATCH)) {
    if (await sendTaskReminder(ctx, taskId)) sent += 1;
  }
  return sent;
}

/** One reminder, due at the time the task names (sent with startAfter by the task's save). */
export const taskReminderJob = defineJob<TaskReminderJob>({
  name: TASK_REMINDER,
  sendOptions: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  // A reminder set to the current minute must arrive within seconds: poll every second.
  worker: { batchSize: 5, pollingIntervalSeconds: 1 },
  async handle(ctx, jobs) {
    for (const job of jobs) await sendTaskReminder(ctx, job.data.taskId);
  },
});

/** Every minute; the singleton queue keeps replicas from sweeping at the same time. */
export const taskReminderSweepJob = defineJob({
  name: TASK_REMINDER_SWEEP,
  policy: 'singleton',
  cron: '* * * * *',
  async handle(ctx) {
    const sent = await sweepTaskReminders(ctx);
    if (sent > 0) ctx.log.warn({ sent }, 'task reminders sent by the sweep (their jobs were missing)');
  },
});
