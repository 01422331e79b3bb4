// Converting a lead with its request edited in the opportunity form (/create-opportunity-{id},
// /add-opportunity&l=&a=&c=), and the notes and tasks an opportunity's page lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { daysFromToday, placeIds, validLead } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;
let adminId: number;
let berglund: number;
let johan: number;
let energy: number;
let sara: number;

const one = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  adminId = await one(`SELECT id FROM users WHERE email = 'admin@demo.test'`);
  berglund = await one(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`);
  energy = await one(`SELECT id FROM accounts WHERE company_name = 'Nordisk Energi AB'`);
  johan = await one(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`);
  sara = await one(`SELECT id FROM contacts WHERE email = 'sara.lindqvist@nordiskenergi.demo'`);
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: Body) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), ...(payload === undefined ? {} : { payload }) });

async function newLead(overrides: Body = {}): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/leads', payload: await validLead(t.database, overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.id as number;
}

/** What the form sends: the customer and the whole request, as OpportunityInput. */
const edited = (overrides: Body = {}): Body => ({
  name: null,
  account_id: energy,
  contact_id: sara,
  vat_basis: 'inc',
  conference_type: 'day',
  start_date: daysFromToday(40),
  end_date: daysFromToday(40),
  arrival_time: '08:45',
  departure_time: '17:00',
  participants: 35,
  single_rooms: 0,
  double_rooms: 0,
  conference_room_size: 40,
  seating: 'school',
  message: 'Ändrat av säljaren.',
  ...overrides,
});

const leadStatus = async (id: number) => (await rows<{ status: string }>(t.database, 'SELECT status FROM leads WHERE id = $1', [id]))[0]!.status;
const opportunitiesOf = (leadId: number) => rows(t.database, 'SELECT id FROM opportunities WHERE lead_id = $1', [leadId]);

describe('converting a lead with its request edited', () => {
  it("uses the admin's values, keeps the lead's place, sets the owner and makes the lead Converted", async () => {
    const ownerId = await createUser(t, { email: 'owner.convert@demo.test', password: 'Owner-admin-1', role: 1, firstName: 'Olle', lastName: 'Ägare' });
    const leadId = await newLead({ first_name: 'Redigerad' });
    const response = await call('POST', `/convert-lead/${leadId}`, edited({ owner_id: ownerId }));
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = json(response);
    expect(message).toEqual({ en: 'Lead converted to an opportunity', sw: 'Leaden har konverterats till en affärsmöjlighet' });
    const falun = await placeIds(t.database, 'Dalarnas län', 'Falun');
    expect(data).toMatchObject({
      name: `Nordisk Energi AB ${daysFromToday(40)}`,
      status: 'open',
      lead_id: leadId,
      owner: { id: ownerId, name: 'Olle Ägare' },
      account: { id: energy, name: 'Nordisk Energi AB' },
      contact: { id: sara },
      vat_basis: 'inc',
      conference_type: 'day',
      start_date: daysFromToday(40),
      arrival_time: '08:45',
      participants: 35,
      single_rooms: 0,
      double_rooms: 0,
      conference_room_size: 40,
      seating: 'school',
      message: 'Ändrat av säljaren.',
      region_id: falun.region_id,
      city_id: falun.city_id,
    });
    expect(await leadStatus(leadId)).toBe('Converted');
    const events = await rows(t.database, `SELECT event, properties FROM activity_log WHERE subject_type = 'Opportunity' AND subject_id = $1`, [data.id]);
    expect(events).toMatchObject([{ event: 'created', properties: { account: { name: 'Nordisk Energi AB' } } }]);
  });

  it('owns it by the caller when no owner is given, and takes a place the body names', async () => {
    const leadId = await newLead();
    const stockholm = await placeIds(t.database, 'Stockholms län', 'Stockholm');
    const response = await call('POST', `/convert-lead/${leadId}`, edited({ ...stockholm, name: 'Kickoff' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response).data).toMatchObject({ name: 'Kickoff', owner_id: adminId, city_id: stockholm.city_id, region_id: stockholm.region_id });
  });

  it('checks the request like OpportunityInput: 422 on each field, the lead still New, nothing written', async () => {
    const leadId = await newLead();
    const cases: [Body, string[]][] = [
      [edited({ end_date: daysFromToday(39), arrival_time: '08:50' }), ['arrival_time', 'end_date']],
      [edited({ owner_id: 999999 }), ['owner_id']],
      [edited({ account_id: berglund, contact_id: sara }), ['contact_id']],
      [edited({ participants: 0 }), ['participants']],
      [{ account_id: null, contact_id: johan, vat_basis: 'ex', participants: 12 }, ['account_id', 'conference_type', 'end_date', 'start_date']],
    ];
    for (const [body, fields] of cases) {
      const response = await call('POST', `/convert-lead/${leadId}`, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(json(response).errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await leadStatus(leadId)).toBe('New');
    expect(await opportunitiesOf(leadId)).toEqual([]);
  });

  it('answers 409 for a lead already converted or discarded, also with an edited request', async () => {
    const leadId = await newLead();
    expect((await call('POST', `/convert-lead/${leadId}`, edited())).statusCode).toBe(201);
    const again = await call('POST', `/convert-lead/${leadId}`, edited({ participants: 50 }));
    expect(again.statusCode).toBe(409);
    expect(await opportunitiesOf(leadId)).toHaveLength(1);
    const discarded = await newLead();
    expect((await call('POST', `/discard-lead/${discarded}`)).statusCode).toBe(200);
    expect((await call('POST', `/convert-lead/${discarded}`, edited())).statusCode).toBe(409);
  });
});

describe("an opportunity's notes and tasks", () => {
  it('lists only the notes and tasks linked to the opportunity with opportunity_id', async () => {
    const leadId = await newLead();
    const mine = json(await call('POST', `/convert-lead/${leadId}`, edited())).data.id as number;
    const other = json(await call('POST', '/opportunities', { ...edited(), name: 'Annan' })).data.id as number;
    for (const [opportunity, subject] of [
      [mine, 'Ring kunden'],
      [other, 'Annan uppgift'],
      [null, 'Fristående'],
    ] as const) {
      expect((await call('POST', '/tasks', { subject, assigned_to: adminId, opportunity_id: opportunity })).statusCode).toBe(201);
      expect((await call('POST', '/notes', { subject, opportunity_id: opportunity })).statusCode).toBe(201);
    }
    for (const list of ['tasks', 'notes']) {
      const page = json(await call('GET', `/${list}?opportunity_id=${mine}`)).data;
      expect(page.total, list).toBe(1);
      expect(page.data.map((row: Body) => [row.subject, row.opportunity])).toEqual([['Ring kunden', { id: mine, name: `Nordisk Energi AB ${daysFromToday(40)}` }]]);
      expect(json(await call('GET', `/${list}?opportunity_id=999999`)).data.total).toBe(0);
      expect((await call('GET', `/${list}?opportunity_id=0`)).statusCode).toBe(422);
    }
  });
});
