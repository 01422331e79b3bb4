// Lead discard through the one state-change helper: allowed actions, the race, and the rollback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState } from '../../core/state/change-state.js';
import { leadTransitions } from './rules.js';
import { leads } from './schema.js';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';
import { validLead } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
});

afterAll(async () => {
  await t.close();
});

async function newLead(firstName: string): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/leads', payload: await validLead(t.database, { first_name: firstName }) });
  expect(response.statusCode).toBe(201);
  return json(response).data.id as number;
}

describe('discarding a lead', () => {
  it('answers each lead with the actions the admin may take now', async () => {
    const id = await newLead('Allowed');
    const before = await t.app.inject({ method: 'GET', url: `/api/lead/${id}`, headers: bearer(admin) });
    expect(json(before).data.allowed_actions).toEqual(['discard', 'convert']);
    const discarded = await t.app.inject({ method: 'POST', url: `/api/discard-lead/${id}`, headers: bearer(admin) });
    expect(json(discarded).data).toMatchObject({ status: 'Discarded', allowed_actions: [] });
    const list = await t.app.inject({ method: 'GET', url: `/api/leads?search=Allowed`, headers: bearer(admin) });
    expect(json(list).data.data[0]).toMatchObject({ first_name: 'Allowed', allowed_actions: [] });
  });

  it('lets exactly one of two simultaneous discards through; the other gets 409 and one log entry is written', async () => {
    const id = await newLead('Race');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'POST', url: `/api/discard-lead/${id}`, headers: bearer(admin) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const entries = await rows(t.database, `SELECT id FROM activity_log WHERE subject_type = 'Lead' AND subject_id = $1 AND event = 'discarded'`, [id]);
    expect(entries).toHaveLength(1);
  });

  it('writes nothing when an effect of the change fails', async () => {
    const id = await newLead('Rollback');
    const [caller] = await rows<{ id: number }>(t.database, `SELECT id FROM users WHERE email = 'admin@demo.test'`);
    const attempt = changeState(t.ctx, { userId: caller!.id, role: 1, accountId: null, tokenId: 0, token: '' }, {
      table: leads,
      idColumn: leads.id,
      stateColumn: leads.status,
      stateKey: 'status',
      id,
      action: 'discard',
      transitions: leadTransitions,
      messages: { missing: { en: 'x', sw: 'x' }, conflict: () => ({ en: 'x', sw: 'x' }) },
      effects: async () => {
        throw new Error('the mail server exploded');
      },
    });
    await expect(attempt).rejects.toThrow('the mail server exploded');
    const [lead] = await rows<{ status: string }>(t.database, 'SELECT status FROM leads WHERE id = $1', [id]);
    expect(lead!.status).toBe('New');
  });

  it('refuses a partner before looking at the lead', async () => {
    const partner = await loginAs.partner(t.app);
    const id = await newLead('Partner');
    const answer = await t.app.inject({ method: 'POST', url: `/api/discard-lead/${id}`, headers: bearer(partner) });
    expect(answer.statusCode).toBe(403);
  });
});
