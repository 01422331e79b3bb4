import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let partner: string;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  const response = await call('POST', '/api/accounts', { type: 'Customer', company_name: 'Kontaktbolaget AB' });
  accountId = json(response).data.id;
});

afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const person = (overrides: Body = {}) => ({ first_name: 'Greta', last_name: 'Garbo', ...overrides });

describe('contact calls need an admin', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/contacts'],
    ['POST', '/api/contacts', person()],
    ['GET', '/api/contact/1'],
    ['PUT', '/api/contact/1', person()],
    ['DELETE', '/api/contact/1'],
    ['GET', '/api/contacts/export'],
    ['POST', '/api/contacts/import/preview', { csv: 'first_name,last_name\n' }],
    ['POST', '/api/contacts/import', { csv: 'first_name,last_name\n' }],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    expect((await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
  });

  it.each(calls)('%s %s answers 403 to a partner', async (method, url, payload) => {
    expect((await call(method as 'GET', url, payload, partner)).statusCode).toBe(403);
  });
});

describe('contacts', () => {
  it('creates, reads, updates and deletes a contact with bilingual messages', async () => {
    const created = await call('POST', '/api/contacts', person({ email: 'greta@kontakt.demo', company: 'ignored', account_id: accountId, role: 'VD' }));
    expect(created.statusCode, created.body).toBe(201);
    const contact = json(created);
    expect(contact.message).toEqual({ en: 'Contact created', sw: 'Kontakten har skapats' });
    expect(contact.data).toMatchObject({
      name: 'Greta Garbo',
      company: 'Kontaktbolaget AB',
      account_id: accountId,
      account: { id: accountId, name: 'Kontaktbolaget AB' },
      role: 'VD',
    });

    expect(json(await call('GET', `/api/contact/${contact.data.id}`)).data).toEqual(contact.data);

    const updated = await call('PUT', `/api/contact/${contact.data.id}`, person({ last_name: 'Lovisa', company: 'Fri text AB' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated)).toMatchObject({
      message: { en: 'Contact updated', sw: 'Kontakten har uppdaterats' },
      data: { name: 'Greta Lovisa', company: 'Fri text AB', account: null, email: null },
    });

    const deleted = await call('DELETE', `/api/contact/${contact.data.id}`);
    expect(json(deleted)).toEqual({ message: { en: 'Contact deleted', sw: 'Kontakten har tagits bort' } });
    expect((await call('GET', `/api/contact/${contact.data.id}`)).statusCode).toBe(404);
  });

  it("shows, sorts and finds a linked contact by its account's name, also after the account is renamed", async () => {
    const account = json(await call('POST', '/api/accounts', { type: 'Customer', company_name: 'Zeta Sortering AB' })).data;
    const contact = json(await call('POST', '/api/contacts', person({ last_name: 'Zetasson', company: 'Annat AB', account_id: account.id }))).data;
    expect((await rows(t.database, 'SELECT company FROM contacts WHERE id = $1', [contact.id]))[0]).toEqual({ company: 'Zeta Sortering AB' });

    const renamed = await call('PUT', `/api/account/${account.id}`, { type: 'Customer', company_name: 'Alfa Omdöpt AB' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = json(await call('GET', '/api/contacts?search=alfa%20omd')).data;
    expect(found.data.map((c: { id: number; company: string }) => [c.id, c.company])).toEqual([[contact.id, 'Alfa Omdöpt AB']]);
    const sorted = json(await call('GET', '/api/contacts?sort=company&order=asc&per_page=100')).data.data as { id: number; company: string | null }[];
    const companies = sorted.map((c) => c.company).filter((name): name is string => name !== null);
    expect(companies).toEqual([...companies].sort((a, b) => a.localeCompare(b, 'sv')));
  });

  it('answers 422 per field and 404 for an unknown contact', async () => {
    const response = await call('POST', '/api/contacts', { first_name: ' ', last_name: '', email: 'nope', account_id: 999_999 });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      first_name: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
      last_name: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
      email: [{ en: 'Enter a valid email address, e.g. name@company.com.', sw: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' }],
      account_id: [{ en: 'The selected account does not exist', sw: 'Det valda kontot finns inte' }],
    });
    const missing = await call('PUT', '/api/contact/999999', person());
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toEqual({ en: 'The contact does not exist', sw: 'Kontakten finns inte' });
  });

  it('refuses to delete a primary contact (409) and keeps it', async () => {
    const contact = json(await call('POST', '/api/contacts', person({ account_id: accountId }))).data;
    await call('PUT', `/api/account/${accountId}`, { type: 'Customer', company_name: 'Kontaktbolaget AB', primary_contact_id: contact.id });
    const response = await call('DELETE', `/api/contact/${contact.id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toEqual({
      en: 'The contact cannot be deleted: 1 account refers to it.',
      sw: 'Kontakten kan inte tas bort: 1 konto hänvisar till den.',
    });
    expect(await rows(t.database, 'SELECT id FROM contacts WHERE id = $1', [contact.id])).toEqual([{ id: contact.id }]);
    const moved = await call('PUT', `/api/contact/${contact.id}`, person({ account_id: null }));
    expect(moved.statusCode).toBe(422);
    expect(json(moved).errors).toHaveProperty('account_id');
  });
});

describe('getContacts', () => {
  beforeAll(async () => {
    for (const [first, last, email] of [['Åsa', 'Ölund', 'asa@lista.demo'], ['Bo', 'Andersson', 'bo@lista.demo'], ['Cia', 'Berg', 'cia@lista.demo']]) {
      await call('POST', '/api/contacts', { first_name: first, last_name: last, email, account_id: accountId });
    }
  });

  it('pages, filters by account, searches and sorts by last name', async () => {
    const response = await call('GET', `/api/contacts?account_id=${accountId}&sort=name&order=asc&per_page=2`);
    const page = json(response).data;
    expect(page).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    expect(page.data.map((contact: Body) => contact.last_name)).toEqual(['Andersson', 'Berg']);
    const search = json(await call('GET', '/api/contacts?search=LISTA.demo&sort=email&order=desc')).data;
    expect(search.data.map((contact: Body) => contact.email)).toEqual(['cia@lista.demo', 'bo@lista.demo', 'asa@lista.demo']);
  });
});
