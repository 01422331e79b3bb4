import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, login, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let partner: string;
let adminId: number;
let otherAdminId: number;
let otherAdmin: string;
let partnerId: number;
let energy: number;
let bank: number;
let sara: number;
let lars: number;
let loneContact: number;
let opportunity: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, partner] = await Promise.all([loginAs.admin(t.app), loginAs.partner(t.app)]);
  otherAdminId = await createUser(t, { email: 'bo.task@demo.test', password: 'Task-admin-1', role: 1, firstName: 'Bo', lastName: 'Berg' });
  otherAdmin = await login(t.app, 'bo.task@demo.test', 'Task-admin-1');
  const id = async (text: string, values: unknown[]) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;
  adminId = await id('SELECT id FROM users WHERE email = $1', ['admin@demo.test']);
  partnerId = await id('SELECT id FROM users WHERE email = $1', ['partner@demo.test']);
  energy = await id('SELECT id FROM accounts WHERE company_name = $1', ['Nordisk Energi AB']);
  bank = await id('SELECT id FROM accounts WHERE company_name = $1', ['Skärgårdsbanken']);
  sara = await id('SELECT id FROM contacts WHERE email = $1', ['sara.lindqvist@nordiskenergi.demo']);
  lars = await id('SELECT id FROM contacts WHERE email = $1', ['lars.eriksson@skargardsbanken.demo']);
  loneContact = await id(`INSERT INTO contacts (first_name, last_name) VALUES ('Fri', 'Konsult') RETURNING id`, []);
  opportunity = await id(`INSERT INTO opportunities (name, account_id) VALUES ('Kickoff 2030', $1) RETURNING id`, [bank]);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const activityOf = (id: number) =>
  rows(t.database, `SELECT * FROM activity_log WHERE subject_type = 'Task' AND subject_id = $1 ORDER BY id`, [id]);

const reminderJobs = (id: number) =>
  rows(t.database, `SELECT start_after FROM pgboss.job WHERE name = 'task-reminder' AND (data->>'taskId')::int = $1`, [id]);

describe('task access', () => {
  it('answers 401 without a token and 403 to a partner on every task call', async () => {
    const calls: [Method, string][] = [
      ['GET', '/tasks'],
      ['POST', '/tasks'],
      ['GET', '/task/1'],
      ['PUT', '/task/1'],
      ['DELETE', '/task/1'],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode, `${method} ${url}`).toBe(401);
      const payload = method === 'POST' || method === 'PUT' ? { subject: 'x', assigned_to: 1 } : undefined;
      expect((await call(method, url, payload, partner)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('task CRUD', () => {
  it('creates a task with defaults, its activity entry on the account and a reminder job, in one go', async () => {
    const reminder = inMinutes(90);
    const response = await call('POST', '/tasks', {
      subject: ' Ring Sara ',
      assigned_to: adminId,
      due_date: '2030-05-10',
      contact_id: sara,
      account_id: energy,
      reminder_at: reminder,
      comment: 'Om offerten',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).message).toEqual({ en: 'Task created', sw: 'Uppgiften har skapats' });
    const task = json(response).data;
    expect(task).toMatchObject({
      subject: 'Ring Sara',
      assigned_to: adminId,
      assignee: { id: adminId, name: 'Anna Admin' },
      due_date: '2030-05-10',
      contact: { id: sara, name: 'Sara Lindqvist' },
      account: { id: energy, name: 'Nordisk Energi AB' },
      opportunity_id: null,
      opportunity: null,
      priority: 'normal',
      status: 'not_started',
      reminder_at: reminder,
      reminder_sent_at: null,
      comment: 'Om offerten',
    });
    expect(json(await call('GET', `/task/${task.id}`)).data).toEqual(task);

    const [activity] = await activityOf(task.id);
    expect(activity).toMatchObject({
      log_name: 'Task',
      event: 'created',
      causer_id: adminId,
      account_id: energy,
      link: `/edit-task-${task.id}`,
      properties: { name: 'Ring Sara', account: { name: 'Nordisk Energi AB' }, contact: { name: 'Sara Lindqvist' } },
    });
    const jobs = await reminderJobs(task.id);
    expect(jobs.map((job) => new Date(job.start_after).toISOString())).toEqual([reminder]);
  });

  it('updates: a moved reminder clears reminder_sent_at and queues a new job; an unchanged past one is kept', async () => {
    const task = json(await call('POST', '/tasks', { subject: 'Flytta', assigned_to: adminId, reminder_at: inMinutes(10) })).data;
    await rows(t.database, `UPDATE tasks SET reminder_at = now() - interval '1 day', reminder_sent_at = now() WHERE id = $1`, [task.id]);
    const past = json(await call('GET', `/task/${task.id}`)).data;

    // Saving other fields keeps the sent reminder from the past without a 422.
    const kept = await call('PUT', `/task/${task.id}`, { subject: 'Flytta igen', assigned_to: otherAdminId, status: 'in_progress', priority: 'high', reminder_at: past.reminder_at });
    expect(kept.statusCode).toBe(200);
    expect(json(kept).message).toEqual({ en: 'Task updated', sw: 'Uppgiften har uppdaterats' });
    expect(json(kept).data).toMatchObject({ subject: 'Flytta igen', assignee: { id: otherAdminId, name: 'Bo Berg' }, status: 'in_progress', priority: 'high', reminder_sent_at: past.reminder_sent_at });
    expect(await reminderJobs(task.id)).toHaveLength(1);

    const later = inMinutes(120);
    const moved = json(await call('PUT', `/task/${task.id}`, { subject: 'Flytta igen', assigned_to: otherAdminId, reminder_at: later })).data;
    expect(moved).toMatchObject({ reminder_at: later, reminder_sent_at: null, status: 'not_started', priority: 'normal' });
    expect(await reminderJobs(task.id)).toHaveLength(2);

    const activities = await activityOf(task.id);
    expect(activities.map((entry) => entry.event)).toEqual(['created', 'updated', 'updated']);
    expect(activities[2]).toMatchObject({ properties: { name: 'Flytta igen' }, account_id: null });
  });

  it('deletes with a message and an activity entry without a link, on the account of the contact', async () => {
    const task = json(await call('POST', '/tasks', { subject: 'Ta bort', assigned_to: adminId, contact_id: lars, opportunity_id: opportunity })).data;
    const response = await call('DELETE', `/task/${task.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: { en: 'Task deleted', sw: 'Uppgiften har tagits bort' } });
    expect((await call('GET', `/task/${task.id}`)).statusCode).toBe(404);
    const activities = await activityOf(task.id);
    expect(activities.at(-1)).toMatchObject({
      event: 'deleted',
      link: null,
      account_id: bank,
      properties: { name: 'Ta bort', contact: { name: 'Lars Eriksson' }, opportunity: { name: 'Kickoff 2030' } },
    });
  });

  it('answers 404 with a message for a missing task', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, '/task/999999', method === 'PUT' ? { subject: 'x', assigned_to: adminId } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(json(response).message).toEqual({ en: 'Task does not exist', sw: 'Uppgiften finns inte' });
    }
  });
});

describe('task validation', () => {
  it('lists the required fields and the schema errors', async () => {
    const missing = await call('POST', '/tasks', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json(missing).errors).sort()).toEqual(['assigned_to', 'subject']);
    const invalid = await call('POST', '/tasks', { subject: 'x', assigned_to: adminId, priority: 'urgent', status: 'done', due_date: '2030-13-40', reminder_at: 'soon' });
    expect(Object.keys(json(invalid).errors).sort()).toEqual(['due_date', 'priority', 'reminder_at', 'status']);
  });

  it('reports each rule on its field: blank subject, non-admin assignee, missing relations, past reminder', async () => {
    const response = await call('POST', '/tasks', {
      subject: '   ',
      assigned_to: partnerId,
      contact_id: 999999,
      account_id: 999998,
      opportunity_id: 999997,
      reminder_at: new Date(Date.now() - 120_000).toISOString(),
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      subject: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
      assigned_to: [{ en: 'Tasks can only be assigned to an admin', sw: 'Uppgifter kan bara tilldelas en administratör' }],
      contact_id: [{ en: 'The selected contact does not exist', sw: 'Den valda kontakten finns inte' }],
      account_id: [{ en: 'The selected account does not exist', sw: 'Det valda kontot finns inte' }],
      opportunity_id: [{ en: 'The selected opportunity does not exist', sw: 'Den valda affärsmöjligheten finns inte' }],
      reminder_at: [{ en: 'The reminder must be in the future', sw: 'Påminnelsen måste ligga i framtiden' }],
    });
  });

  it('accepts a reminder in the current minute', async () => {
    const startOfMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    expect((await call('POST', '/tasks', { subject: 'Nu', assigned_to: adminId, reminder_at: startOfMinute })).statusCode).toBe(201);
  });

  it("refuses a contact of another account, accepts a contact without any account", async () => {
    const other = await call('POST', '/tasks', { subject: 'Fel konto', assigned_to: adminId, contact_id: lars, account_id: energy });
    expect(json(other).errors).toEqual({
      contact_id: [{ en: 'The selected contact belongs to another account', sw: 'Den valda kontakten tillhör ett annat konto' }],
    });
    const lone = await call('POST', '/tasks', { subject: 'Fri konsult', assigned_to: adminId, contact_id: loneContact, account_id: energy });
    expect(lone.statusCode).toBe(201);
    expect(json(lone).data.contact).toEqual({ id: loneContact, name: 'Fri Konsult' });
  });

  it('writes nothing when the activity entry fails (one transaction)', async () => {
    const before = await rows(t.database, 'SELECT count(*)::int AS n FROM tasks');
    await rows(t.database, `ALTER TABLE activity_log ADD CONSTRAINT probe_no_tasks CHECK (log_name <> 'Task') NOT VALID`);
    try {
      const response = await call('POST', '/tasks', { subject: 'Rullas tillbaka', assigned_to: adminId, reminder_at: inMinutes(30) });
      expect(response.statusCode).toBe(500);
    } finally {
      await rows(t.database, 'ALTER TABLE activity_log DROP CONSTRAINT probe_no_tasks');
    }
    expect(await rows(t.database, 'SELECT count(*)::int AS n FROM tasks')).toEqual(before);
    expect(await rows(t.database, `SELECT 1 FROM tasks WHERE subject = 'Rullas tillbaka'`)).toEqual([]);
  });
});

describe('getTasks', () => {
  beforeAll(async () => {
    await rows(
      t.database,
      `INSERT INTO tasks (subject, assigned_to, due_date, priority, status, account_id)
       VALUES ('Lista a', $1, '2031-01-01', 'low', 'completed', $3), ('Lista b', $1, '2031-01-02', 'high', 'deferred', $3),
              ('Lista c', $2, '2031-01-03', 'normal', 'in_progress', null), ('Lista d', $2, null, 'high', 'not_started', null)`,
      [adminId, otherAdminId, bank],
    );
  });

  const list = async (query: string, token = admin) => {
    const response = await call('GET', `/tasks?${query}`, undefined, token);
    expect(response.statusCode, query).toBe(200);
    return json(response).data as { total: number; current_page: number; data: { subject: string; assigned_to: number; status: string; due_date: string | null }[] };
  };
  const subjects = async (query: string, token = admin) => (await list(`search=lista&${query}`, token)).data.map((task) => task.subject);

  it('searches subject and comment, sorts by due date (undated last ascending, first descending), priority, status', async () => {
    expect(await subjects('sort=due_date&order=asc')).toEqual(['Lista a', 'Lista b', 'Lista c', 'Lista d']);
    expect(await subjects('sort=due_date&order=desc')).toEqual(['Lista d', 'Lista c', 'Lista b', 'Lista a']);
    expect(await subjects('sort=status&order=asc')).toEqual(['Lista a', 'Lista b', 'Lista c', 'Lista d']);
    expect(await subjects('sort=priority&order=desc')).toEqual(['Lista d', 'Lista b', 'Lista c', 'Lista a']);
    expect(await subjects('sort=subject&order=desc')).toEqual(['Lista d', 'Lista c', 'Lista b', 'Lista a']);
    expect((await list('search=offerten')).data.map((task) => task.subject)).toContain('Ring Sara');
  });

  it("filters: mine (the caller's), open, status, priority, assignee, account, contact", async () => {
    expect(await subjects('mine=true&sort=subject&order=asc')).toEqual(['Lista a', 'Lista b']);
    expect(await subjects('mine=true&sort=subject&order=asc', otherAdmin)).toEqual(['Lista c', 'Lista d']);
    expect(await subjects('open=true&sort=subject&order=asc')).toEqual(['Lista b', 'Lista c', 'Lista d']);
    expect(await subjects('status=deferred')).toEqual(['Lista b']);
    expect(await subjects('priority=high&sort=subject&order=asc')).toEqual(['Lista b', 'Lista d']);
    expect(await subjects(`assigned_to=${otherAdminId}&sort=subject&order=asc`)).toEqual(['Lista c', 'Lista d']);
    expect(await subjects(`account_id=${bank}&sort=subject&order=asc`)).toEqual(['Lista a', 'Lista b']);
    // The seed's task for Sara and the one created above.
    expect((await list(`contact_id=${sara}&sort=subject&order=asc`)).data.map((task) => task.subject)).toEqual(['Ring Sara', 'Ring Sara om konferensen i Sigtuna']);
  });

  it('pages with the page description', async () => {
    const page = await list('search=lista&sort=subject&order=asc&per_page=3&page=2');
    expect(page).toMatchObject({ total: 4, current_page: 2, per_page: 3, last_page: 2, from: 4, to: 4 });
    expect(page.data.map((task) => task.subject)).toEqual(['Lista d']);
    expect((await call('GET', '/tasks?per_page=101')).statusCode).toBe(422);
  });
});
