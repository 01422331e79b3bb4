// The opportunity core: create, edit, convert a lead, lose/close/revert through core/state,
// the seen flag, and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { daysFromToday, placeIds, validLead } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;
let partner: string;
let adminId: number;
let berglund: number;
let johan: number;
let energy: number;
let sara: number;
let hotel: number;

const one = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  adminId = await one(`SELECT id FROM users WHERE email = 'admin@demo.test'`);
  berglund = await one(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`);
  energy = await one(`SELECT id FROM accounts WHERE company_name = 'Nordisk Energi AB'`);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  johan = await one(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`);
  sara = await one(`SELECT id FROM contacts WHERE email = 'sara.lindqvist@nordiskenergi.demo'`);
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Body, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

const input = (overrides: Body = {}): Body => ({
  account_id: berglund,
  contact_id: johan,
  vat_basis: 'ex',
  conference_type: 'overnight',
  start_date: daysFromToday(30),
  end_date: daysFromToday(31),
  arrival_time: '09:00',
  departure_time: '15:30',
  participants: 20,
  single_rooms: 10,
  double_rooms: 5,
  conference_room_size: 20,
  seating: 'u_shaped',
  message: 'Gärna havsutsikt.',
  ...overrides,
});

async function newOpportunity(overrides: Body = {}): Promise<Body> {
  const response = await call('POST', '/opportunities', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data;
}

async function newLead(overrides: Body = {}): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/leads', payload: await validLead(t.database, overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.id as number;
}

describe('creating and editing', () => {
  it('creates an open, unseen opportunity named after the customer, owned by the caller, and logs it', async () => {
    const response = await call('POST', '/opportunities', input());
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body.message).toEqual({ en: 'Opportunity created', sw: 'Affärsmöjligheten har skapats' });
    expect(body.data).toMatchObject({
      name: `Berglund Konsult AB ${daysFromToday(30)}`,
      status: 'open',
      seen_by_admin: false,
      unseen: true,
      owner: { id: adminId, name: 'Anna Admin' },
      account: { id: berglund, name: 'Berglund Konsult AB' },
      contact: { id: johan, name: 'Johan Berglund' },
      lead_id: null,
      arrival_time: '09:00',
      departure_time: '15:30',
      single_rooms: 10,
      double_rooms: 5,
      seating: 'u_shaped',
      vat_basis: 'ex',
      lost_reason: null,
      allowed_actions: ['edit', 'lose', 'close', 'mark_seen'],
    });
    const [entry] = await rows(t.database, `SELECT * FROM activity_log WHERE subject_type = 'Opportunity' AND subject_id = $1`, [body.data.id]);
    expect(entry).toMatchObject({ event: 'created', causer_id: adminId, account_id: berglund, link: `/edit-opportunity-${body.data.id}` });
  });

  it('answers the single opportunity as the first item of data, or 404', async () => {
    const created = await newOpportunity({ name: 'Kickoff Berglund' });
    const found = await call('GET', `/opportunity/${created.id}`);
    expect(found.statusCode).toBe(200);
    expect(json(found).data).toEqual([created]);
    const missing = await call('GET', '/opportunity/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: { en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' } });
  });

  it('refuses a missing account, contact and VAT with the portal messages in both languages', async () => {
    const response = await call('POST', '/opportunities', input({ account_id: null, contact_id: undefined, vat_basis: null }));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Error validation',
      errors: {
        account_id: [{ en: 'Please select Account and Contact, it is required', sw: 'Välj ett konto och en kontakt.' }],
        contact_id: [{ en: 'Please select Account and Contact, it is required', sw: 'Välj ett konto och en kontakt.' }],
        vat_basis: [{ en: 'Please select Vat, it is required', sw: 'Välj om priserna anges exklusive eller inklusive moms.' }],
      },
    });
  });

  it('checks the customer, the owner, the dates, the times and the place on their fields', async () => {
    const lund = await placeIds(t.database, 'Skåne län', 'Lund');
    const falun = await placeIds(t.database, 'Dalarnas län', 'Falun');
    const partnerUser = await one(`SELECT id FROM users WHERE email = 'partner@demo.test'`);
    const response = await call(
      'POST',
      '/opportunities',
      input({
        account_id: hotel,
        contact_id: sara,
        owner_id: partnerUser,
        end_date: daysFromToday(29),
        arrival_time: '09:07',
        region_id: lund.region_id,
        city_id: falun.city_id,
      }),
    );
    expect(response.statusCode).toBe(422);
    const errors = json(response).errors;
    expect(Object.keys(errors).sort()).toEqual(['account_id', 'arrival_time', 'city_id', 'contact_id', 'end_date', 'owner_id']);
    expect(errors.account_id).toEqual([{ en: 'Choose a customer account.', sw: 'Välj ett kundkonto.' }]);
    expect(errors.arrival_time).toEqual([
      { en: 'Choose a time on the quarter hour, e.g. 09:00, 09:15, 09:30 or 09:45.', sw: 'Välj en tid på hel kvart, t.ex. 09:00, 09:15, 09:30 eller 09:45.' },
    ]);

    const elsewhere = await call('POST', '/opportunities', input({ contact_id: sara }));
    expect(json(elsewhere).errors).toEqual({
      contact_id: [{ en: 'The selected contact belongs to another account', sw: 'Den valda kontakten tillhör ett annat konto' }],
    });
    const schema = await call('POST', '/opportunities', input({ participants: 0, seating: 'round', extra: 1 }));
    expect(schema.statusCode).toBe(422);
    expect(Object.keys(json(schema).errors).sort()).toEqual(['extra', 'participants', 'seating']);
  });

  it('edits an open opportunity, keeps its owner, and logs the change', async () => {
    const created = await newOpportunity();
    const response = await call('PUT', `/opportunity/${created.id}`, input({ account_id: energy, contact_id: sara, participants: 25, name: 'Energidagarna' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      message: { en: 'Opportunity updated', sw: 'Affärsmöjligheten har uppdaterats' },
      data: { id: created.id, name: 'Energidagarna', participants: 25, account: { id: energy }, owner_id: adminId },
    });
    const entries = await rows(t.database, `SELECT event FROM activity_log WHERE subject_type = 'Opportunity' AND subject_id = $1 ORDER BY id`, [created.id]);
    expect(entries.map((entry) => entry.event)).toEqual(['created', 'updated']);
    expect((await call('PUT', '/opportunity/999999', input())).statusCode).toBe(404);
  });

  it('refuses to edit a decided opportunity with 409', async () => {
    const created = await newOpportunity();
    expect((await call('POST', `/opportunity/${created.id}/close`)).statusCode).toBe(200);
    const response = await call('PUT', `/opportunity/${created.id}`, input());
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      message: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' },
    });
  });
});

describe('converting a lead', () => {
  it("makes an opportunity of the lead's request and the lead Converted, in one go", async () => {
    const leadId = await newLead({ first_name: 'Konvertera', double_room_people: 5, single_room_people: 10 });
    const response = await call('POST', `/convert-lead/${leadId}`, { account_id: energy, contact_id: sara, vat_basis: 'inc' });
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = json(response);
    expect(message).toEqual({ en: 'Lead converted to an opportunity', sw: 'Leaden har konverterats till en affärsmöjlighet' });
    expect(data).toMatchObject({
      status: 'open',
      unseen: true,
      lead_id: leadId,
      account: { id: energy, name: 'Nordisk Energi AB' },
      contact: { id: sara, name: 'Sara Lindqvist' },
      owner_id: adminId,
      vat_basis: 'inc',
      conference_type: 'overnight',
      start_date: daysFromToday(20),
      end_date: daysFromToday(22),
      arrival_time: '09:30',
      departure_time: '15:00',
      participants: 20,
      single_rooms: 10,
      double_rooms: 3,
      conference_room_size: 20,
      seating: 'u_shaped',
      city_name: 'Falun',
      region_name: 'Dalarnas län',
      message: 'Gärna vegetarisk lunch.',
    });
    const lead = json(await call('GET', `/lead/${leadId}`)).data;
    expect(lead).toMatchObject({ status: 'Converted', allowed_actions: [] });
    const events = await rows(
      t.database,
      `SELECT subject_type, event FROM activity_log WHERE (subject_type = 'Lead' AND subject_id = $1) OR (subject_type = 'Opportunity' AND subject_id = $2) ORDER BY id`,
      [leadId, data.id],
    );
    expect(events).toEqual([
      { subject_type: 'Lead', event: 'created' },
      { subject_type: 'Opportunity', event: 'created' },
      { subject_type: 'Lead', event: 'converted' },
    ]);
    expect(json(await call('GET', `/opportunities?search=falun`)).data.data.map((row: Body) => row.id)).toContain(data.id);
  });

  it('needs an account, a contact and the VAT basis, and writes nothing without them', async () => {
    const leadId = await newLead();
    for (const body of [undefined, {}, { account_id: berglund, vat_basis: 'ex' }]) {
      const response = await call('POST', `/convert-lead/${leadId}`, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(json(response).errors.contact_id).toEqual([
        { en: 'Please select Account and Contact, it is required', sw: 'Välj ett konto och en kontakt.' },
      ]);
    }
    const none = json(await call('POST', `/convert-lead/${leadId}`, {})).errors;
    expect(Object.keys(none).sort()).toEqual(['account_id', 'contact_id', 'vat_basis']);
    expect(none.vat_basis).toEqual([{ en: 'Please select Vat, it is required', sw: 'Välj om priserna anges exklusive eller inklusive moms.' }]);
    const [lead] = await rows(t.database, 'SELECT status FROM leads WHERE id = $1', [leadId]);
    expect(lead!.status).toBe('New');
    expect(await rows(t.database, 'SELECT id FROM opportunities WHERE lead_id = $1', [leadId])).toEqual([]);
  });

  it('converts a lead once: a second convert, or two at once, get 409', async () => {
    const leadId = await newLead();
    const body = { account_id: berglund, contact_id: johan, vat_basis: 'ex' };
    const [a, b] = await Promise.all([call('POST', `/convert-lead/${leadId}`, body), call('POST', `/convert-lead/${leadId}`, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await call('POST', `/convert-lead/${leadId}`, body);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: { en: 'The lead is already converted', sw: 'Leaden har redan konverterats' } });
    expect(await rows(t.database, 'SELECT id FROM opportunities WHERE lead_id = $1', [leadId])).toHaveLength(1);

    const discarded = await newLead();
    expect((await call('POST', `/discard-lead/${discarded}`)).statusCode).toBe(200);
    expect((await call('POST', `/convert-lead/${discarded}`, body)).statusCode).toBe(409);
    expect((await call('POST', '/convert-lead/999999', body)).statusCode).toBe(404);
  });
});

describe('lose, close and revert', () => {
  it('loses an open opportunity with a reason, logs it, and reverts it to open', async () => {
    const created = await newOpportunity();
    const lost = await call('POST', `/opportunity/${created.id}/lose`, { lost_reason: 'booked_alternative' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(json(lost)).toMatchObject({
      message: { en: 'Opportunity marked as lost', sw: 'Affärsmöjligheten har markerats som förlorad' },
      // Seen by the admin who lost it (their own change is nothing new to them).
      data: { status: 'lost', lost_reason: 'booked_alternative', unseen: false, seen_by_admin: true, allowed_actions: ['revert', 'mark_unseen'] },
    });
    const reverted = await call('POST', `/opportunity/${created.id}/revert`);
    expect(reverted.statusCode).toBe(200);
    expect(json(reverted)).toMatchObject({
      message: { en: 'Status reverted', sw: 'Statusen har återställts' },
      data: { status: 'open', lost_reason: null, lost_reason_text: null },
    });
    const events = await rows(t.database, `SELECT event, causer_id FROM activity_log WHERE subject_type = 'Opportunity' AND subject_id = $1 ORDER BY id`, [created.id]);
    expect(events).toEqual([
      { event: 'created', causer_id: adminId },
      { event: 'lost', causer_id: adminId },
      { event: 'reverted', causer_id: adminId },
    ]);
  });

  it('needs a reason to lose, and a text for other', async () => {
    const created = await newOpportunity();
    const none = await call('POST', `/opportunity/${created.id}/lose`);
    expect(none.statusCode).toBe(422);
    expect(json(none).errors).toEqual({ lost_reason: [{ en: 'Choose a reason.', sw: 'Välj en anledning.' }] });
    const other = await call('POST', `/opportunity/${created.id}/lose`, { lost_reason: 'other', lost_reason_text: '  ' });
    expect(json(other).errors).toEqual({ lost_reason_text: [{ en: 'Describe the reason.', sw: 'Beskriv anledningen.' }] });
    const bad = await call('POST', `/opportunity/${created.id}/lose`, { lost_reason: 'weather' });
    expect(bad.statusCode).toBe(422);
    const described = await call('POST', `/opportunity/${created.id}/lose`, { lost_reason: 'other', lost_reason_text: 'Budgeten drogs in' });
    expect(json(described).data).toMatchObject({ status: 'lost', lost_reason: 'other', lost_reason_text: 'Budgeten drogs in' });
  });

  it('closes an open opportunity and refuses what the table does not allow with 409', async () => {
    const created = await newOpportunity();
    const open = await call('POST', `/opportunity/${created.id}/revert`);
    expect(open.statusCode).toBe(409);
    expect(json(open)).toEqual({ message: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' } });
    const closed = await call('POST', `/opportunity/${created.id}/close`);
    expect(json(closed)).toMatchObject({ message: { en: 'Opportunity closed', sw: 'Affärsmöjligheten har stängts' }, data: { status: 'closed' } });
    expect((await call('POST', `/opportunity/${created.id}/lose`, { lost_reason: 'changed_dates' })).statusCode).toBe(409);
    expect((await call('POST', `/opportunity/${created.id}/close`)).statusCode).toBe(409);
    expect((await call('POST', '/opportunity/999999/close')).statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous loses through; the other gets 409 and one entry is logged', async () => {
    const created = await newOpportunity();
    const answers = await Promise.all([
      call('POST', `/opportunity/${created.id}/lose`, { lost_reason: 'customer_cancelled' }),
      call('POST', `/opportunity/${created.id}/lose`, { lost_reason: 'changed_dates' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(json(loser)).toEqual({ message: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' } });
    const entries = await rows(t.database, `SELECT id FROM activity_log WHERE subject_type = 'Opportunity' AND subject_id = $1 AND event = 'lost'`, [created.id]);
    expect(entries).toHaveLength(1);
  });

  it('reverts a won opportunity too', async () => {
    const created = await newOpportunity();
    await rows(t.database, `UPDATE opportunities SET status = 'won' WHERE id = $1`, [created.id]);
    expect(json(await call('GET', `/opportunity/${created.id}`)).data[0].allowed_actions).toEqual(['revert', 'mark_seen']);
    expect(json(await call('POST', `/opportunity/${created.id}/revert`)).data.status).toBe('open');
  });
});

describe('the seen flag', () => {
  it('marks an opportunity seen and unseen again, in any state', async () => {
    const created = await newOpportunity();
    const seen = await call('POST', `/opportunity/${created.id}/seen`, { seen: true });
    expect(json(seen)).toMatchObject({
      message: { en: 'Marked as seen by admin', sw: 'Markerad som sedd' },
      data: { seen_by_admin: true, unseen: false, allowed_actions: ['edit', 'lose', 'close', 'mark_unseen'] },
    });
    await call('POST', `/opportunity/${created.id}/close`);
    const unseen = await call('POST', `/opportunity/${created.id}/seen`, { seen: false });
    expect(json(unseen)).toMatchObject({ message: { en: 'Marked as unseen by admin', sw: 'Markerad som osedd' }, data: { seen_by_admin: false, unseen: false } });
    expect((await call('POST', `/opportunity/${created.id}/seen`, { seen: 'yes' })).statusCode).toBe(422);
    expect((await call('POST', '/opportunity/999999/seen', { seen: true })).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('answers a partner 403 and nobody 401 on every opportunity call', async () => {
    const created = await newOpportunity();
    const leadId = await newLead();
    const calls: ['GET' | 'POST' | 'PUT', string, Body?][] = [
      ['GET', '/opportunities'],
      ['POST', '/opportunities', input()],
      ['GET', `/opportunity/${created.id}`],
      ['PUT', `/opportunity/${created.id}`, input()],
      ['POST', `/convert-lead/${leadId}`, { account_id: berglund, contact_id: johan, vat_basis: 'ex' }],
      ['POST', `/opportunity/${created.id}/lose`, { lost_reason: 'other', lost_reason_text: 'x' }],
      ['POST', `/opportunity/${created.id}/close`],
      ['POST', `/opportunity/${created.id}/revert`],
      ['POST', `/opportunity/${created.id}/seen`, { seen: true }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, partner)).statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(json(await call('GET', `/opportunity/${created.id}`)).data[0]).toMatchObject({ status: 'open', seen_by_admin: false });
  });
});
