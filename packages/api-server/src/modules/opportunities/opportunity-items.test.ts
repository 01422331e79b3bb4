// An opportunity's meals, conference rooms and other products: replaced as one list, checked
// row by row, refused once decided, admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { daysFromToday } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;
let partner: string;
let berglund: number;
let johan: number;
let lunch: number;
let dinner: number;
let groupRoom: number;
let kayak: number;

const one = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  berglund = await one(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`);
  johan = await one(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`);
  lunch = await one(`SELECT id FROM products WHERE name = 'Lunchbuffé'`);
  dinner = await one(`SELECT id FROM products WHERE name = 'Trerättersmiddag'`);
  groupRoom = await one(`SELECT id FROM products WHERE name = 'Grupprum'`);
  kayak = await one(`SELECT id FROM products WHERE name = 'Guidad kajaktur'`);
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Body, token: string | null = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: token === null ? {} : bearer(token), ...(payload === undefined ? {} : { payload }) });

async function newOpportunity(): Promise<number> {
  const response = await call('POST', '/opportunities', {
    account_id: berglund,
    contact_id: johan,
    vat_basis: 'ex',
    conference_type: 'overnight',
    start_date: daysFromToday(50),
    end_date: daysFromToday(51),
    participants: 20,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.id as number;
}

const rowsOf = (overrides: Body[] = []): Body[] => [
  { kind: 'meal', product_id: lunch, name: 'Lunchbuffé', day: daysFromToday(50), quantity: 20, price_per_person: 18_500 },
  { kind: 'meal', product_id: dinner, name: 'Trerättersmiddag', day: null, quantity: 20, price_per_person: 62_500, comment: ' Två veganer ' },
  { kind: 'conference_room', product_id: groupRoom, name: 'Grupprum', quantity: 6, room_size: 8, seating: 'boardroom', start_price: 150_000 },
  { kind: 'product', product_id: kayak, name: 'Guidad kajaktur', day: daysFromToday(51), quantity: 20, price_per_person: 59_000, minimum_price: 590_000 },
  ...overrides,
];

describe('opportunity items', () => {
  it('replaces the list in order, trims texts, and reads it back with product names', async () => {
    const id = await newOpportunity();
    expect(json(await call('GET', `/opportunity/${id}/items`)).data).toEqual([]);
    const saved = await call('PUT', `/opportunity/${id}/items`, { items: rowsOf() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toEqual({ en: 'Meals, rooms and extras saved', sw: 'Måltider, rum och tillval har sparats' });
    const data = json(await call('GET', `/opportunity/${id}/items`)).data as Body[];
    expect(data.map((item) => [item.kind, item.name, item.day, item.quantity])).toEqual([
      ['meal', 'Lunchbuffé', daysFromToday(50), 20],
      ['meal', 'Trerättersmiddag', null, 20],
      ['conference_room', 'Grupprum', null, 6],
      ['product', 'Guidad kajaktur', daysFromToday(51), 20],
    ]);
    expect(data[1]).toMatchObject({ comment: 'Två veganer', product: { id: dinner, name: 'Trerättersmiddag' }, price_per_person: 62_500 });
    expect(data[2]).toMatchObject({ room_size: 8, seating: 'boardroom', start_price: 150_000 });

    const fewer = await call('PUT', `/opportunity/${id}/items`, { items: [rowsOf()[3]] });
    expect(json(fewer).data).toHaveLength(1);
    const none = await call('PUT', `/opportunity/${id}/items`, { items: [] });
    expect(json(none).data).toEqual([]);
  });

  it('names each wrong row by its field and writes nothing', async () => {
    const id = await newOpportunity();
    await call('PUT', `/opportunity/${id}/items`, { items: rowsOf() });
    const response = await call('PUT', `/opportunity/${id}/items`, {
      items: [
        { kind: 'meal', product_id: kayak, name: 'Kajak som måltid', quantity: 5 },
        { kind: 'meal', name: '   ', quantity: 5, day: daysFromToday(60) },
        { kind: 'conference_room', name: 'Stora salen', quantity: 20 },
        { kind: 'product', product_id: 99999999, name: 'Finns inte', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    const { errors } = json(response);
    expect(Object.keys(errors).sort()).toEqual(['items.0.product_id', 'items.1.day', 'items.1.name', 'items.2.room_size', 'items.3.product_id']);
    expect(errors['items.1.day'][0]).toEqual({ en: 'Choose a day of the conference, or every day.', sw: 'Välj en av konferensens dagar, eller alla dagar.' });
    expect(json(await call('GET', `/opportunity/${id}/items`)).data).toHaveLength(4);

    const schema = await call('PUT', `/opportunity/${id}/items`, { items: [{ kind: 'meal', name: 'X', quantity: 0 }] });
    expect(schema.statusCode).toBe(422);
    expect(Object.keys(json(schema).errors)).toEqual(['items.0.quantity']);
  });

  it('refuses a decided opportunity (409), an unknown one (404), partners (403) and anonymous callers (401)', async () => {
    const id = await newOpportunity();
    await call('POST', `/opportunity/${id}/close`);
    const decided = await call('PUT', `/opportunity/${id}/items`, { items: rowsOf() });
    expect(decided.statusCode).toBe(409);
    expect(json(decided).message.en).toBe('This opportunity already won or lost');
    expect((await call('GET', '/opportunity/99999999/items')).statusCode).toBe(404);
    expect((await call('PUT', '/opportunity/99999999/items', { items: [] })).statusCode).toBe(404);
    for (const method of ['GET', 'PUT'] as const) {
      expect((await call(method, `/opportunity/${id}/items`, method === 'PUT' ? { items: [] } : undefined, partner)).statusCode).toBe(403);
      expect((await call(method, `/opportunity/${id}/items`, method === 'PUT' ? { items: [] } : undefined, null)).statusCode).toBe(401);
    }
  });
});
