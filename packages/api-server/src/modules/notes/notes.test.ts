import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, login, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let partner: string;
let otherAdmin: string;
let adminId: number;
let energy: number;
let bank: number;
let sara: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, partner] = await Promise.all([loginAs.admin(t.app), loginAs.partner(t.app)]);
  await createUser(t, { email: 'bo.note@demo.test', password: 'Note-admin-1', role: 1, firstName: 'Bo', lastName: 'Berg' });
  otherAdmin = await login(t.app, 'bo.note@demo.test', 'Note-admin-1');
  const id = async (text: string, values: unknown[]) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;
  adminId = await id('SELECT id FROM users WHERE email = $1', ['admin@demo.test']);
  energy = await id('SELECT id FROM accounts WHERE company_name = $1', ['Nordisk Energi AB']);
  bank = await id('SELECT id FROM accounts WHERE company_name = $1', ['Skärgårdsbanken']);
  sara = await id('SELECT id FROM contacts WHERE email = $1', ['sara.lindqvist@nordiskenergi.demo']);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const activityOf = (id: number) =>
  rows(t.database, `SELECT * FROM activity_log WHERE subject_type = 'Note' AND subject_id = $1 ORDER BY id`, [id]);

describe('note access', () => {
  it('answers 401 without a token and 403 to a partner on every note call', async () => {
    const calls: [Method, string][] = [
      ['GET', '/notes'],
      ['POST', '/notes'],
      ['GET', '/note/1'],
      ['PUT', '/note/1'],
      ['DELETE', '/note/1'],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode, `${method} ${url}`).toBe(401);
      const payload = method === 'POST' || method === 'PUT' ? { subject: 'x' } : undefined;
      expect((await call(method, url, payload, partner)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('note CRUD', () => {
  it('creates with the caller as author, updates (author kept), deletes, each with its activity entry', async () => {
    const created = await call('POST', '/notes', { subject: ' Möte ', contact_id: sara, comment: ' Bra möte ' });
    expect(created.statusCode).toBe(201);
    expect(json(created).message).toEqual({ en: 'Note created', sw: 'Anteckningen har skapats' });
    const note = json(created).data;
    expect(note).toMatchObject({
      subject: 'Möte',
      comment: 'Bra möte',
      contact: { id: sara, name: 'Sara Lindqvist' },
      account_id: null,
      account: null,
      opportunity: null,
      author: { id: adminId, name: 'Anna Admin' },
    });
    expect(json(await call('GET', `/note/${note.id}`)).data).toEqual(note);

    const updated = await call('PUT', `/note/${note.id}`, { subject: 'Möte 2', account_id: bank }, otherAdmin);
    expect(updated.statusCode).toBe(200);
    expect(json(updated).message).toEqual({ en: 'Note updated', sw: 'Anteckningen har uppdaterats' });
    expect(json(updated).data).toMatchObject({ subject: 'Möte 2', contact: null, account: { id: bank, name: 'Skärgårdsbanken' }, comment: null, author: { id: adminId } });

    const deleted = await call('DELETE', `/note/${note.id}`);
    expect(json(deleted)).toEqual({ message: { en: 'Note deleted', sw: 'Anteckningen har tagits bort' } });
    expect((await call('GET', `/note/${note.id}`)).statusCode).toBe(404);

    const activities = await activityOf(note.id);
    expect(activities.map((entry) => [entry.event, entry.account_id, entry.link])).toEqual([
      // The contact's account is the note's account in the log.
      ['created', energy, `/edit-note-${note.id}`],
      ['updated', bank, `/edit-note-${note.id}`],
      ['deleted', bank, null],
    ]);
    expect(activities[0]).toMatchObject({ log_name: 'Note', causer_id: adminId, properties: { name: 'Möte', contact: { name: 'Sara Lindqvist' } } });
    expect(activities[2]!.properties).toEqual({ name: 'Möte 2', account: { name: 'Skärgårdsbanken' } });
  });

  it('answers 404 for a missing note and 422 per field', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, '/note/999999', method === 'PUT' ? { subject: 'x' } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(json(response).message).toEqual({ en: 'Note does not exist', sw: 'Anteckningen finns inte' });
    }
    expect(Object.keys(json(await call('POST', '/notes', {})).errors)).toEqual(['subject']);
    const response = await call('POST', '/notes', { subject: ' ', account_id: 999999, opportunity_id: 999999, contact_id: 999999 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors).sort()).toEqual(['account_id', 'contact_id', 'opportunity_id', 'subject']);
  });
});

describe('getNotes', () => {
  it('pages, searches subject and comment, filters by account and contact, sorts', async () => {
    for (const [subject, comment] of [['Lista ett', 'alfa'], ['Lista två', 'beta'], ['Lista tre', 'gamma']]) {
      await call('POST', '/notes', { subject, comment, account_id: energy });
    }
    const list = async (query: string) => json(await call('GET', `/notes?${query}`)).data;
    const subjects = async (query: string) => (await list(query)).data.map((note: { subject: string }) => note.subject);

    expect(await subjects('search=lista&sort=subject&order=asc')).toEqual(['Lista ett', 'Lista tre', 'Lista två']);
    expect(await subjects('search=lista')).toEqual(['Lista tre', 'Lista två', 'Lista ett']);
    expect(await subjects('search=GAMMA')).toEqual(['Lista tre']);
    expect(await subjects(`account_id=${energy}&search=lista&sort=created_at&order=asc`)).toEqual(['Lista ett', 'Lista två', 'Lista tre']);
    expect(await subjects(`contact_id=${sara}`)).toEqual(['Önskemål om vegetarisk meny']);
    const page = await list('search=lista&per_page=2&page=2&sort=subject&order=asc');
    expect(page).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
    expect(page.data.map((note: { subject: string }) => note.subject)).toEqual(['Lista två']);
  });
});
