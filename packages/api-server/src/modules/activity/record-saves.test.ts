// Every change of an account, contact or product leaves an activity entry (DESIGN: every state
// change does), written in the transaction of the change, with who did it and a link to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  adminId = (await rows<{ id: number }>(t.database, `SELECT id FROM users WHERE email = 'admin@demo.test'`))[0]!.id;
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

const entriesOf = (subjectType: string, id: number) =>
  rows<{ event: string; causer_id: number; link: string | null; properties: { name: string }; account_id: number | null }>(
    t.database,
    'SELECT event, causer_id, link, properties, account_id FROM activity_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY id',
    [subjectType, id],
  );

describe('activity of record saves', () => {
  it('logs creating, changing and deleting an account, and its contact on its page', async () => {
    const account = json(await call('POST', '/api/accounts', { type: 'Customer', company_name: 'Loggbolaget AB' })).data;
    await call('PUT', `/api/account/${account.id}`, { type: 'Customer', company_name: 'Loggbolaget i Lund AB' });
    const contact = json(await call('POST', '/api/contacts', { first_name: 'Lotta', last_name: 'Logg', account_id: account.id })).data;
    await call('PUT', `/api/contact/${contact.id}`, { first_name: 'Lotta', last_name: 'Loggsson', account_id: account.id });
    expect((await call('DELETE', `/api/contact/${contact.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/account/${account.id}`)).statusCode).toBe(200);

    expect(await entriesOf('Account', account.id)).toEqual([
      { event: 'created', causer_id: adminId, link: `/edit-account-${account.id}`, properties: { name: 'Loggbolaget AB' }, account_id: null },
      { event: 'updated', causer_id: adminId, link: `/edit-account-${account.id}`, properties: { name: 'Loggbolaget i Lund AB' }, account_id: null },
      { event: 'deleted', causer_id: adminId, link: null, properties: { name: 'Loggbolaget i Lund AB' }, account_id: null },
    ]);
    expect((await entriesOf('Contact', contact.id)).map((entry) => [entry.event, entry.properties.name, entry.link])).toEqual([
      ['created', 'Lotta Logg', `/edit-contact-${contact.id}`],
      ['updated', 'Lotta Loggsson', `/edit-contact-${contact.id}`],
      ['deleted', 'Lotta Loggsson', null],
    ]);
  });

  it('logs product changes, and writes no entry when the save is refused', async () => {
    const product = json(await call('POST', '/api/products', { name: 'Loggfika', family: 'meal', price_per_person: 5_000 })).data;
    expect((await call('PUT', `/api/product/${product.id}`, { name: '', family: 'meal' })).statusCode).toBe(422);
    await call('PUT', `/api/product/${product.id}`, { name: 'Loggfika deluxe', family: 'meal' });
    await call('DELETE', `/api/product/${product.id}`);
    expect((await entriesOf('Product', product.id)).map((entry) => [entry.event, entry.properties.name])).toEqual([
      ['created', 'Loggfika'],
      ['updated', 'Loggfika deluxe'],
      ['deleted', 'Loggfika deluxe'],
    ]);
  });
});
