import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
});

afterAll(async () => {
  await t.close();
});

const put = (payload: unknown, token: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/crm-settings', headers: token ? bearer(token) : {}, payload: payload as object });

describe('CRM settings', () => {
  it('starts at 7 idle days and keeps a change, with who made it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/crm-settings', headers: bearer(admin) });
    expect(first.statusCode).toBe(200);
    expect(json(first).data).toMatchObject({ opportunity_idle_days: 7 });

    const saved = await put({ opportunity_idle_days: 14 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ data: { opportunity_idle_days: 14 }, message: { en: 'Settings saved', sw: 'Inställningarna har sparats' } });
    const again = await t.app.inject({ method: 'GET', url: '/api/crm-settings', headers: bearer(admin) });
    expect(json(again).data.opportunity_idle_days).toBe(14);
    const [row] = await rows(t.database, `SELECT count(*)::int AS n, max(updated_by) AS by FROM settings`);
    expect(row).toMatchObject({ n: 1 });
    expect(row!.by).not.toBeNull();
  });

  it.each([
    [0, 'The value must be at least 1', 'Värdet måste vara minst 1'],
    [366, 'The value may not be greater than 365', 'Värdet får inte vara större än 365'],
  ])('refuses %s days with a message on the field', async (days, en, sw) => {
    const response = await put({ opportunity_idle_days: days });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ opportunity_idle_days: [{ en, sw }] });
  });

  it.each([[1.5], ['7'], [null]])('refuses %j as a number of days', async (days) => {
    const response = await put({ opportunity_idle_days: days });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors)).toEqual(['opportunity_idle_days']);
  });

  it('refuses a missing field and an unknown one', async () => {
    const missing = await put({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json(missing).errors)).toEqual(['opportunity_idle_days']);
    const unknown = await put({ opportunity_idle_days: 5, colour: 'red' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(json(unknown).errors)).toEqual(['colour']);
  });

  it('answers 403 to a partner and 401 without a token, reading or writing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/crm-settings', headers: bearer(partner) })).statusCode).toBe(403);
    expect((await put({ opportunity_idle_days: 5 }, partner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/crm-settings' })).statusCode).toBe(401);
    expect((await put({ opportunity_idle_days: 5 }, null)).statusCode).toBe(401);
  });

  it('is held by the database too: one row, 1 to 365', async () => {
    await expect(rows(t.database, `UPDATE settings SET opportunity_idle_days = 0`)).rejects.toThrow(/settings_opportunity_idle_days_check/);
    await expect(rows(t.database, `INSERT INTO settings (id) VALUES (2)`)).rejects.toThrow(/settings_single_row_check/);
  });
});
