import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let adminId: number;
let energy: number;
let bank: number;
let lars: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  const id = async (text: string, values: unknown[]) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;
  adminId = await id('SELECT id FROM users WHERE email = $1', ['admin@demo.test']);
  energy = await id('SELECT id FROM accounts WHERE company_name = $1', ['Nordisk Energi AB']);
  bank = await id('SELECT id FROM accounts WHERE company_name = $1', ['Skärgårdsbanken']);
  lars = await id('SELECT id FROM contacts WHERE email = $1', ['lars.eriksson@skargardsbanken.demo']);
});

afterAll(async () => {
  await t.close();
});

const activities = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/log-activities${query}`, headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  return json(response).data as { log_name: string; event: string; properties: Record<string, unknown>; causer_name: string | null; link: string | null }[];
};

describe('getLogActivities?account_id', () => {
  it("lists only the entries of records related to the account, newest first, with the causer's name", async () => {
    const task = json(
      await t.app.inject({ method: 'POST', url: '/api/tasks', headers: bearer(admin), payload: { subject: 'Bankens uppgift', assigned_to: adminId, contact_id: lars } }),
    ).data;
    await t.app.inject({ method: 'POST', url: '/api/notes', headers: bearer(admin), payload: { subject: 'Energins anteckning', account_id: energy } });

    const forBank = await activities(`?account_id=${bank}`);
    expect(forBank[0]).toEqual({
      log_id: expect.any(Number),
      log_name: 'Task',
      event: 'created',
      properties: { name: 'Bankens uppgift', contact: { name: 'Lars Eriksson' } },
      causer_name: 'Anna Admin',
      link: `/edit-task-${task.id}`,
      created_at: expect.any(String),
    });
    expect(forBank.some((entry) => entry.properties.name === 'Energins anteckning')).toBe(false);
    // The seed's work on the bank is there too; nothing of other accounts.
    expect(forBank.map((entry) => entry.properties.name)).toContain('Följ upp utvärderingen med Skärgårdsbanken');

    const forEnergy = await activities(`?account_id=${energy}`);
    expect(forEnergy[0]).toMatchObject({ log_name: 'Note', properties: { name: 'Energins anteckning', account: { name: 'Nordisk Energi AB' } } });

    const everything = await activities();
    expect(everything.slice(0, 2).map((entry) => entry.properties.name)).toEqual(['Energins anteckning', 'Bankens uppgift']);
    expect(await activities('?account_id=999999')).toEqual([]);
  });

  it('answers 50 entries at most, 422 for an invalid account id, 401 and 403', async () => {
    await rows(
      t.database,
      `INSERT INTO activity_log (log_name, event, subject_type, subject_id, properties, account_id)
       SELECT 'Note', 'created', 'Note', n, '{"name":"massa"}', $1 FROM generate_series(1, 60) n`,
      [bank],
    );
    expect(await activities(`?account_id=${bank}`)).toHaveLength(50);
    expect((await t.app.inject({ method: 'GET', url: '/api/log-activities?account_id=0', headers: bearer(admin) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/log-activities?account_id=1' })).statusCode).toBe(401);
    const partner = await loginAs.partner(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/log-activities?account_id=1', headers: bearer(partner) })).statusCode).toBe(403);
  });
});
