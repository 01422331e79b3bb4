import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../../core/jobs/registry.js';
import { sendTaskReminder, sweepTaskReminders, taskReminderJob, taskReminderSweepJob } from './jobs.js';
import { bearer, createTestApp, createUser, eventually, json, login, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let anna: string;
let bo: string;
let annaId: number;
let boId: number;

beforeAll(async () => {
  t = await createTestApp();
  // An English-speaking assignee: the mail is written in the assignee's language.
  boId = await createUser(t, { email: 'bo.reminder@demo.test', password: 'Remind-admin-1', role: 1, firstName: 'Bo', lastName: 'Berg' });
  await rows(t.database, `UPDATE users SET language = 'en' WHERE id = $1`, [boId]);
  [anna, bo] = await Promise.all([loginAs.admin(t.app), login(t.app, 'bo.reminder@demo.test', 'Remind-admin-1')]);
  annaId = (await rows<{ id: number }>(t.database, `SELECT id FROM users WHERE email = 'admin@demo.test'`))[0]!.id;
  await startWorkers(t.boss, t.ctx, [taskReminderJob, taskReminderSweepJob], { pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await t.close();
});

const createTask = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/tasks', headers: bearer(anna), payload });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as { id: number };
};

const mailsTo = (to: string) => rows(t.database, `SELECT * FROM outbox WHERE to_email = $1 AND template = 'task-reminder' ORDER BY id`, [to]);
const taskNotifications = (id: number) =>
  rows(t.database, `SELECT * FROM notifications WHERE notifiable_type = 'Task' AND notifiable_id = $1`, [id]);
const notificationsOf = async (token: string) =>
  json(await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).data as { id: string; notifiable_id: number; notifiable_type: string }[];

describe('task reminders', () => {
  it('sends a reminder set to the current minute within seconds: mail in the outbox and a notification for the assignee only', async () => {
    const startOfMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const task = await createTask({ subject: 'Ring <Sara> & Co', assigned_to: boId, due_date: '2030-05-10', reminder_at: startOfMinute });

    const [mail] = await eventually(async () => {
      const found = await mailsTo('bo.reminder@demo.test');
      return found.length > 0 ? found : undefined;
    }, 10_000);
    expect(mail).toMatchObject({ subject: 'Reminder: Ring <Sara> & Co', language: 'en' });
    expect(mail!.text).toContain('Hello Bo,');
    expect(mail!.text).toContain('"Ring <Sara> & Co" (due 10 May 2030)');
    expect(mail!.text).toContain(`http://portal.test/edit-task-${task.id}`);
    expect(mail!.html).toContain('Ring &lt;Sara&gt; &amp; Co');
    expect(mail!.html).toContain(`<a href="http://portal.test/edit-task-${task.id}"`);

    const [notification] = await taskNotifications(task.id);
    expect(notification).toMatchObject({
      type: 'task.reminder',
      user_id: boId,
      data: {
        source: 'Task',
        message: { en: 'Reminder: Ring <Sara> & Co', sw: 'Påminnelse: Ring <Sara> & Co' },
        opportunity_id: null,
        link: `/edit-task-${task.id}`,
      },
    });
    const [row] = await rows(t.database, 'SELECT reminder_sent_at FROM tasks WHERE id = $1', [task.id]);
    expect(row!.reminder_sent_at).not.toBeNull();

    // Only the assignee sees it; reading it works for them, not for another admin.
    expect((await notificationsOf(bo)).some((item) => item.notifiable_id === task.id && item.notifiable_type === 'Task')).toBe(true);
    expect((await notificationsOf(anna)).some((item) => item.notifiable_type === 'Task')).toBe(false);
    const id = notification!.id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/mark-as-read/${id}`, headers: bearer(anna) })).statusCode).toBe(404);
    const read = await t.app.inject({ method: 'POST', url: `/api/mark-as-read/${id}`, headers: bearer(bo) });
    expect(read.statusCode).toBe(200);
    expect(json(read).data.read_at).not.toBeNull();
    // Marking all as seen does not mark another admin's reminders.
    await t.app.inject({ method: 'POST', url: '/api/notification-seen', headers: bearer(anna) });
    expect(await rows(t.database, 'SELECT * FROM notification_reads WHERE notification_id = $1 AND user_id = $2', [id, annaId])).toEqual([]);
  });

  it('is idempotent: a second job or the sweep sends nothing more', async () => {
    const task = await createTask({ subject: 'En gång', assigned_to: annaId, reminder_at: new Date(Date.now() + 60 * 60_000).toISOString() });
    await rows(t.database, `UPDATE tasks SET reminder_at = now() - interval '1 minute' WHERE id = $1`, [task.id]);
    const results = await Promise.all([sendTaskReminder(t.ctx, task.id), sendTaskReminder(t.ctx, task.id)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await sendTaskReminder(t.ctx, task.id)).toBe(false);
    await sweepTaskReminders(t.ctx);
    expect(await taskNotifications(task.id)).toHaveLength(1);
    const mails = await rows(t.database, `SELECT * FROM outbox WHERE template = 'task-reminder' AND subject = 'Påminnelse: En gång'`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_email: 'admin@demo.test', language: 'sv' });
    expect(mails[0]!.text).toContain('Hej Anna!');
  });

  it('does nothing before the reminder time, for a completed or deleted task, and the sweep sends lost reminders', async () => {
    const future = await createTask({ subject: 'Senare', assigned_to: annaId, reminder_at: new Date(Date.now() + 60 * 60_000).toISOString() });
    expect(await sendTaskReminder(t.ctx, future.id)).toBe(false);

    const done = await createTask({ subject: 'Klar', assigned_to: annaId, status: 'completed', reminder_at: new Date(Date.now() + 60 * 60_000).toISOString() });
    await rows(t.database, `UPDATE tasks SET reminder_at = now() - interval '1 minute' WHERE id = $1`, [done.id]);
    expect(await sendTaskReminder(t.ctx, done.id)).toBe(false);
    expect(await sendTaskReminder(t.ctx, 999999)).toBe(false);

    // A reminder whose job is gone (e.g. a restored database): only the sweep can send it.
    const lost = await createTask({ subject: 'Förlorad', assigned_to: annaId, reminder_at: new Date(Date.now() + 60 * 60_000).toISOString() });
    await rows(t.database, `DELETE FROM pgboss.job WHERE name = 'task-reminder' AND (data->>'taskId')::int = $1`, [lost.id]);
    await rows(t.database, `UPDATE tasks SET reminder_at = now() - interval '5 minutes' WHERE id = $1`, [lost.id]);
    expect(await sweepTaskReminders(t.ctx)).toBe(1);
    expect(await taskNotifications(lost.id)).toHaveLength(1);
    expect(await taskNotifications(done.id)).toHaveLength(0);
    expect(await taskNotifications(future.id)).toHaveLength(0);
  });
});
