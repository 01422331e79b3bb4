// A venue's answer: lines made from the request, drafts and submits (the arithmetic on the
// server, the required fields, frozen after submit), declining, files, the outside venue's
// link, who may see what, the lists, deadlines and reminders.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, login, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { daysFromToday } from '../../../test/support/leads.js';
import { png, temporaryFilesDir } from '../../../test/support/uploads.js';
import { demoUsers } from '../../seed/seed.js';
import { todayIn } from '../../core/dates.js';
import { sendQuoteReminder, sweepQuoteReminders } from './jobs.js';
import { addDays } from './rules.js';

let t: TestApp;
let admin: string;
let partner: string;
let partner2: string;
let berglund: number;
let johan: number;
let hotel: number;
let manor: number;
let files: Awaited<ReturnType<typeof temporaryFilesDir>>;

const one = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

beforeAll(async () => {
  files = await temporaryFilesDir();
  t = await createTestApp({ env: { FILES_DIR: files.dir } });
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  partner2 = await login(t.app, demoUsers.partner2.email, demoUsers.partner2.password);
  berglund = await one(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  manor = await one(`SELECT id FROM accounts WHERE company_name = 'Sjöviks Herrgård'`);
  johan = await one(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`);
});

afterAll(async () => {
  await t.close();
  await files.remove();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Body, token: string | null = admin) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token === null ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
const byLink = (method: Method, url: string, token: string, payload?: Body) =>
  t.app.inject({ method, url: `/api${url}`, headers: { 'x-link-token': token }, ...(payload === undefined ? {} : { payload }) });

/** A multipart body with the file and the `kind` field, as the answer page sends it. */
function fileForm(kind: 'image' | 'attachment', filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----quote-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (url: string, form: ReturnType<typeof fileForm>, auth: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...form.headers, ...auth }, payload: form.payload });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The request of an opportunity as the form sends it, for a create or an edit. */
const opportunityBody = (overrides: Body = {}): Body => ({
  account_id: berglund,
  contact_id: johan,
  vat_basis: 'ex',
  conference_type: 'overnight',
  start_date: daysFromToday(40),
  end_date: daysFromToday(41),
  arrival_time: '09:00',
  departure_time: '16:00',
  participants: 18,
  single_rooms: 10,
  double_rooms: 4,
  ...overrides,
});

async function newOpportunity(overrides: Body = {}): Promise<number> {
  const response = await call('POST', '/opportunities', opportunityBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.id as number;
}

async function invitedQuote(opportunityId: number, venue: Body): Promise<{ bidderId: number; quoteId: number }> {
  const added = await call('POST', `/opportunity/${opportunityId}/bidders`, venue);
  expect(added.statusCode, added.body).toBe(201);
  const bidderId = json(added).data.bidder_id as number;
  const invited = await call('POST', `/bidder/${bidderId}/invitation`);
  expect(invited.statusCode, invited.body).toBe(200);
  return { bidderId, quoteId: json(invited).data.quote_id as number };
}

/** The token of the newest invitation mailed to `email` (outside venues). */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await rows<{ text: string }>(t.database, `SELECT text FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`, [email]);
  const match = /email-editquote&id=([A-Za-z0-9_-]+)/.exec(mail!.text);
  return match![1]!;
}

const complete = {
  responder_name: 'Eva Ek',
  responder_phone: '070-123 45 67',
  responder_email: 'eva@konferenshotell.demo',
  responded_accordingly: true,
};

describe('the quote a venue answers', () => {
  it('is made from the request: rooms × nights, conference rooms and meals × days, at the VAT of each kind', async () => {
    const id = await newOpportunity({ start_date: daysFromToday(40), end_date: daysFromToday(42) });
    const lunch = json(await call('GET', '/products?search=lunch')).data.data[0];
    const items = await call('PUT', `/opportunity/${id}/items`, {
      items: [
        { kind: 'conference_room', name: 'Stora salen', day: null, quantity: 18, room_size: 20, seating: 'u_shaped' },
        { kind: 'meal', product_id: lunch?.id ?? null, name: 'Lunch', day: null, quantity: 18 },
        { kind: 'meal', name: 'Middag', day: daysFromToday(41), quantity: 18 },
      ],
    });
    expect(items.statusCode, items.body).toBe(200);
    const { quoteId } = await invitedQuote(id, { account_id: hotel });

    const quote = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data;
    expect(quote).toMatchObject({ id: quoteId, status: 'new', vat_basis: 'ex', venue_name: 'Demo Konferenshotell', opportunity_name: null, history: null });
    expect(quote.lines.map((line: Body) => [line.kind, line.name, line.day, line.requested_quantity, line.vat_kind])).toEqual([
      ['single_room', 'Enkelrum', null, 20, 'accommodation'],
      ['double_room', 'Dubbelrum', null, 8, 'accommodation'],
      ['conference_room', 'Stora salen', null, 3, 'conference'],
      ['meal', 'Lunch', null, 54, 'food'],
      ['meal', 'Middag', daysFromToday(41), 18, 'food'],
    ]);
    expect(quote.lines.map((line: Body) => line.vat_rate_bp)).toEqual([1200, 1200, 2500, 1200, 1200]);
    expect(quote.request).toMatchObject({ participants: 18, single_rooms: 10, double_rooms: 4, arrival_time: '09:00' });
    expect(quote.request.items).toHaveLength(3);
    expect(quote.response_deadline).toBe(addDays(todayIn(), 7));
    expect(quote.actions).toEqual({ edit: true, submit: true, deny: true, extend_deadline: false });
    // The admin sees the same quote with its opportunity's name and history.
    const asAdmin = json(await call('GET', `/quote/${quoteId}`)).data;
    expect(asAdmin.opportunity_name).toEqual(expect.any(String));
    expect(asAdmin.history.map((entry: Body) => entry.event)).toEqual(['added', 'invited']);
    expect(asAdmin.actions.extend_deadline).toBe(true);
  });

  it('prices each line on the server, rounded per line half away from zero, with discounts, ex VAT', async () => {
    const id = await newOpportunity({ single_rooms: 1, double_rooms: 0 });
    const { quoteId } = await invitedQuote(id, { account_id: hotel });
    const [line] = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data.lines;
    // 1 room × 1 night at 1 234,57 kr with a 12.5 % discount: 123 457 − 15 432.125 → 108 025 öre; VAT 12 %: 12 963 öre.
    const saved = await call('PUT', `/quote/${quoteId}`, { lines: [{ id: line.id, price: 123_457, ordinary_price: 150_000, discount_bp: 1250 }] }, partner);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = json(saved);
    expect(body.message).toEqual({ en: 'Quote saved', sw: 'Offerten har sparats' });
    expect(body.data.status).toBe('saved');
    expect(body.data.lines[0]).toMatchObject({ price: 123_457, discount_bp: 1250, total_ex_vat: 108_025, total_inc_vat: 120_988 });
    expect(body.data.totals).toEqual({ ex_vat: 108_025, vat: 12_963, inc_vat: 120_988 });
    // An offered quantity replaces the requested one.
    const more = json(await call('PUT', `/quote/${quoteId}`, { lines: [{ id: line.id, offered_quantity: 2, discount_bp: 0 }] }, partner)).data;
    expect(more.lines[0]).toMatchObject({ offered_quantity: 2, total_ex_vat: 246_914, total_inc_vat: 276_544 });
    const [stored] = await rows(t.database, `SELECT total_ex_vat, total_inc_vat FROM quotes WHERE id = $1`, [quoteId]);
    expect(stored).toEqual({ total_ex_vat: '246914', total_inc_vat: '276544' });
  });

  it('takes prices inc VAT when the request asks so, and works out the part ex VAT per line', async () => {
    const id = await newOpportunity({ vat_basis: 'inc', single_rooms: 3, double_rooms: 0 });
    const { quoteId } = await invitedQuote(id, { account_id: hotel });
    const [line] = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data.lines;
    const data = json(await call('PUT', `/quote/${quoteId}`, { lines: [{ id: line.id, price: 100_000 }] }, partner)).data;
    // 3 × 1 000 kr inc 12 % VAT = 3 000 kr; ex VAT 300 000 / 1.12 = 267 857.14… → 267 857 öre.
    expect(data.vat_basis).toBe('inc');
    expect(data.lines[0]).toMatchObject({ total_inc_vat: 300_000, total_ex_vat: 267_857 });
    expect(data.totals).toEqual({ ex_vat: 267_857, vat: 32_143, inc_vat: 300_000 });
  });

  it('refuses a line of another quote, a malformed email and an empty hall name, keeping nothing of the call', async () => {
    const id = await newOpportunity();
    const { quoteId } = await invitedQuote(id, { account_id: hotel });
    const other = await invitedQuote(await newOpportunity(), { account_id: hotel });
    const otherLine = json(await call('GET', `/quote/${other.quoteId}`, undefined, partner)).data.lines[0];
    const wrong = await call('PUT', `/quote/${quoteId}`, { lines: [{ id: otherLine.id, price: 100 }], comments: 'kept?' }, partner);
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors['lines.0.id'][0].en).toBe('The line is not on this quote.');
    const email = await call('PUT', `/quote/${quoteId}`, { responder_email: 'eva@', halls: [{ name: '  ' }] }, partner);
    expect(json(email).errors).toMatchObject({ responder_email: [{ sw: 'Ange en giltig e-postadress.' }], 'halls.0.name': [{ en: 'Fill in this field.' }] });
    const quote = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data;
    expect(quote).toMatchObject({ status: 'new', comments: null });
    const negative = await call('PUT', `/quote/${quoteId}`, { lines: [{ id: quote.lines[0].id, price: -1 }] }, partner);
    expect(negative.statusCode).toBe(422);
  });

  it('submits only with responder, price and "responded accordingly" = yes; then it is frozen and the owner is told', async () => {
    const id = await newOpportunity({ owner_id: await one(`SELECT id FROM users WHERE email = 'admin@demo.test'`) });
    const { quoteId, bidderId } = await invitedQuote(id, { account_id: hotel });
    const quote = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data;

    const bare = await call('POST', `/quote/${quoteId}/submit`, { responded_accordingly: false }, partner);
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(json(bare).errors).sort()).toEqual(['lines', 'responded_accordingly', 'responder_email', 'responder_name', 'responder_phone']);
    expect(json(bare).errors.responded_accordingly[0]).toEqual({ en: 'Please select Yes inside your response', sw: 'Välj Ja i ert svar' });
    expect(json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data.status).toBe('new');

    const halls = [{ name: 'Stora salen', size_sqm: 80, capacity: 40, seating: 'u_shaped', comment: 'Utsikt mot sjön' }];
    const submitted = await call(
      'POST',
      `/quote/${quoteId}/submit`,
      { ...complete, lines: [{ id: quote.lines[0].id, price: 95_000 }], halls, commission_bp: 1000, free_cancellation: '30 dagar före', same_price: true },
      partner,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(json(submitted).message).toEqual({ en: 'Quote submitted', sw: 'Offerten har skickats' });
    const data = json(submitted).data;
    expect(data).toMatchObject({ status: 'submitted', responder_name: 'Eva Ek', commission_bp: 1000, halls, actions: { edit: false, submit: false, deny: false } });
    expect(data.submitted_at).toEqual(expect.any(String));

    const again = await call('POST', `/quote/${quoteId}/submit`, complete, partner);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toEqual({ en: 'This quote is already submitted', sw: 'Offerten är redan skickad' });
    const edit = await call('PUT', `/quote/${quoteId}`, { comments: 'late' }, partner);
    expect(json(edit).message.en).toBe('This quote is already submitted');

    const [notification] = await rows(t.database, `SELECT type, notifiable_type, data FROM notifications WHERE notifiable_id = $1 AND notifiable_type = 'Quote'`, [quoteId]);
    expect(notification).toMatchObject({ type: 'quote.submitted', data: { source: 'Quote', opportunity_id: id, link: `/edit-quotes-${quoteId}` } });
    const [mail] = await rows(t.database, `SELECT template, to_email, text FROM outbox WHERE template = 'quote-submitted' ORDER BY id DESC LIMIT 1`);
    expect(mail).toMatchObject({ to_email: 'admin@demo.test' });
    expect(mail!.text).toContain(`/edit-quotes-${quoteId}`);
    const bidder = json(await call('GET', `/get-bidder/${id}`)).data.find((row: Body) => row.bidder_id === bidderId);
    expect(bidder).toMatchObject({ status: 'submitted', seen_by_admin: false, total_ex_vat: 950_000 });

    // The win takes the submitted quote, and the venue's page then refuses changes for that reason.
    expect((await call('POST', `/opportunity/${id}/win`, { bidder_id: bidderId })).statusCode).toBe(200);
    expect(json(await call('PUT', `/quote/${quoteId}`, { comments: 'x' }, partner)).message.en).toBe("You can't edit after you submit");
  });

  it('lets the venue decline with a reason, and tells the owner', async () => {
    const id = await newOpportunity();
    const { quoteId } = await invitedQuote(id, { account_id: hotel });
    expect(json(await call('POST', `/quote/${quoteId}/deny`, { reason: '   ' }, partner)).errors.reason[0].en).toBe('Tell us why you decline.');
    const denied = await call('POST', `/quote/${quoteId}/deny`, { reason: 'Fullbokat de dagarna' }, partner);
    expect(denied.statusCode, denied.body).toBe(200);
    expect(json(denied).data).toMatchObject({ status: 'denied', denied_reason: 'Fullbokat de dagarna', actions: { edit: false } });
    const [notification] = await rows(t.database, `SELECT type FROM notifications WHERE notifiable_id = $1 AND notifiable_type = 'Quote'`, [quoteId]);
    expect(notification).toEqual({ type: 'quote.denied' });
    expect((await call('POST', `/quote/${quoteId}/submit`, complete, partner)).statusCode).toBe(409);
  });
});

/** Every statement the app sends to PostgreSQL while `work` runs (each pooled client's query, the transaction's included). */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const wrapped = new WeakSet<object>();
  const record = (client: { query: (...args: any[]) => any }) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client);
    client.query = (...args: any[]) => {
      if (recording) seen.push(typeof args[0] === 'string' ? args[0] : args[0].text);
      return query(...args);
    };
  };
  let recording = true;
  t.database.pool.on('acquire', record);
  try {
    await work();
  } finally {
    recording = false;
    t.database.pool.off('acquire', record);
  }
  return seen;
}

describe('one partner submit', () => {
  it('reads its quote (the six-table join) once and updates its lines in one statement, in one transaction', async () => {
    const id = await newOpportunity({ start_date: daysFromToday(40), end_date: daysFromToday(42) });
    const items = await call('PUT', `/opportunity/${id}/items`, {
      items: [
        { kind: 'conference_room', name: 'Stora salen', day: null, quantity: 18, room_size: 20, seating: 'u_shaped' },
        { kind: 'meal', name: 'Lunch', day: null, quantity: 18 },
      ],
    });
    expect(items.statusCode, items.body).toBe(200);
    const { quoteId } = await invitedQuote(id, { account_id: hotel });
    const quote = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data;
    expect(quote.lines.length).toBeGreaterThan(3);
    const lines = quote.lines.map((line: Body, index: number) => ({ id: line.id, price: 10_000 + index * 100, offered_quantity: line.requested_quantity }));
    let response: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsOf(async () => {
      response = await call('POST', `/quote/${quoteId}/submit`, { ...complete, lines }, partner);
    });
    expect(response!.statusCode, response!.body).toBe(200);
    const data = json(response!).data;
    expect(data.status).toBe('submitted');
    expect(data.lines.map((line: Body) => line.price)).toEqual(lines.map((line: Body) => line.price));
    const findQuote = statements.filter((text) => /from "quotes" inner join "bidders"/i.test(text) && /"regions"/.test(text));
    const lineUpdates = statements.filter((text) => /^\s*update "quote_lines"/i.test(text));
    console.log(`one partner submit (${quote.lines.length} lines): ${statements.length} statements, findQuote ${findQuote.length}, quote_lines updates ${lineUpdates.length}`);
    expect(findQuote).toHaveLength(1);
    expect(lineUpdates).toHaveLength(1);
    expect(statements.filter((text) => text === 'BEGIN')).toHaveLength(1);
  });
});

describe('who may see and change a quote', () => {
  it("hides one partner's quote from another, by id, in the lists, and from the public link routes", async () => {
    const id = await newOpportunity();
    const { quoteId } = await invitedQuote(id, { account_id: hotel });
    for (const [method, url, payload] of [
      ['GET', `/quote/${quoteId}`, undefined],
      ['PUT', `/quote/${quoteId}`, { comments: 'mine now' }],
      ['POST', `/quote/${quoteId}/submit`, complete],
      ['POST', `/quote/${quoteId}/deny`, { reason: 'no' }],
    ] as const) {
      const response = await call(method, url, payload, partner2);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response).message).toEqual({ en: 'Quote does not exists.', sw: 'Offerten finns inte.' });
    }
    const list = json(await call('GET', '/partner/quotes?tab=waiting&per_page=100', undefined, partner2)).data.data;
    expect(list.map((row: Body) => row.id)).not.toContain(quoteId);
    // Admin-only operations stay closed to partners.
    expect((await call('GET', '/quotes', undefined, partner)).statusCode).toBe(403);
    expect((await call('POST', `/quote/${quoteId}/deadline`, { response_deadline: daysFromToday(20) }, partner)).statusCode).toBe(403);
    expect((await call('GET', `/quote/${quoteId}`, undefined, null)).statusCode).toBe(401);
  });

  it('lets an outside venue answer through its link only, and a resent link replaces the old one', async () => {
    const id = await newOpportunity();
    const { quoteId, bidderId } = await invitedQuote(id, { name: 'Utsikten Konferens', email: 'info@utsikten.example', language: 'en' });
    const token = await mailedToken('info@utsikten.example');

    const quote = await byLink('GET', '/public/quote', token);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(json(quote).data).toMatchObject({ id: quoteId, is_outside_partner: true, venue_name: 'Utsikten Konferens', history: null, opportunity_name: null });
    const lineId = json(quote).data.lines[0].id;
    expect((await byLink('PUT', '/public/quote', token, { lines: [{ id: lineId, price: 80_000 }] })).statusCode).toBe(200);

    const tampered = await byLink('GET', '/public/quote', `${token.slice(0, -2)}xx`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.body).not.toContain('Utsikten');
    const guessed = await byLink('GET', '/public/quote', randomBytes(32).toString('base64url'));
    expect(guessed.statusCode).toBe(401);

    // The bearer routes do not take a link, and a partner's quote is not answered by link.
    expect((await byLink('GET', `/quote/${quoteId}`, token)).statusCode).toBe(401);

    expect((await call('POST', `/bidder/${bidderId}/invitation`)).statusCode).toBe(200);
    const revoked = await byLink('GET', '/public/quote', token);
    expect(revoked.statusCode).toBe(410);
    expect(json(revoked).message.en).toMatch(/no longer valid/);
    const fresh = await mailedToken('info@utsikten.example');
    const submitted = await byLink('POST', '/public/quote/submit', fresh, { ...complete, responder_email: 'bokning@utsikten.example' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(json(submitted).data.status).toBe('submitted');
    expect(json(submitted).data.totals.ex_vat).toBeGreaterThan(0);
    expect((await byLink('PUT', '/public/quote', fresh, { comments: 'x' })).statusCode).toBe(409);
  });
});

describe('files of a quote', () => {
  it('takes up to 3 images and one attachment, checked by content, and frees them on removal', async () => {
    const id = await newOpportunity();
    const { quoteId } = await invitedQuote(id, { account_id: hotel });
    const auth = bearer(partner);
    const image = await png(64, 48);
    for (let index = 0; index < 3; index += 1) {
      const added = await upload(`/quote/${quoteId}/files`, fileForm('image', `bild-${index}.png`, image, 'image/png'), auth);
      expect(added.statusCode, added.body).toBe(201);
      expect(json(added).data).toMatchObject({ kind: 'image', name: `bild-${index}.png`, content_type: 'image/png' });
    }
    const fourth = await upload(`/quote/${quoteId}/files`, fileForm('image', 'bild-4.png', image, 'image/png'), auth);
    expect(fourth.statusCode).toBe(422);
    expect(json(fourth).errors.file[0]).toEqual({ en: 'A quote holds at most 3 images.', sw: 'En offert kan ha högst 3 bilder.' });

    // A disguised file: a PDF's name and type on text bytes, an image name on a PDF.
    const fake = await upload(`/quote/${quoteId}/files`, fileForm('attachment', 'offert.pdf', Buffer.from('<script>alert(1)</script>'), 'application/pdf'), auth);
    expect(fake.statusCode).toBe(422);
    expect(json(fake).errors.file[0].en).toMatch(/not a PDF or office document/);
    const pdf = await upload(`/quote/${quoteId}/files`, fileForm('attachment', 'offert.pdf', PDF, 'application/pdf'), auth);
    expect(pdf.statusCode, pdf.body).toBe(201);
    const download = await t.app.inject({ method: 'GET', url: json(pdf).data.url });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const second = await upload(`/quote/${quoteId}/files`, fileForm('attachment', 'ny-offert.pdf', PDF, 'application/pdf'), auth);
    expect(second.statusCode).toBe(201);

    const quote = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data;
    expect(quote.files.map((file: Body) => [file.kind, file.name])).toEqual([
      ['image', 'bild-0.png'],
      ['image', 'bild-1.png'],
      ['image', 'bild-2.png'],
      ['attachment', 'ny-offert.pdf'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: json(pdf).data.url })).statusCode).toBe(404);
    const removed = await call('DELETE', `/quote/${quoteId}/files/${quote.files[0].id}`, undefined, partner);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: quote.files[0].url })).statusCode).toBe(404);
    expect((await call('DELETE', `/quote/${quoteId}/files/${quote.files[0].id}`, undefined, partner)).statusCode).toBe(404);
    // Another partner can neither add nor remove.
    expect((await upload(`/quote/${quoteId}/files`, fileForm('image', 'x.png', image, 'image/png'), bearer(partner2))).statusCode).toBe(404);
  });
});

describe('lists, dashboard, deadlines and reminders', () => {
  it("lists quotes for the admin by state, venue, opportunity and overdue, and the partner's by tab", async () => {
    const id = await newOpportunity();
    const mine = await invitedQuote(id, { account_id: hotel });
    const theirs = await invitedQuote(id, { account_id: manor });
    await call('POST', `/quote/${mine.quoteId}/deny`, { reason: 'Fullt' }, partner);

    const byOpportunity = json(await call('GET', `/quotes?opportunity_id=${id}`)).data;
    expect(byOpportunity.total).toBe(2);
    expect(byOpportunity.data.map((row: Body) => row.venue_name).sort()).toEqual(['Demo Konferenshotell', 'Sjöviks Herrgård']);
    const denied = json(await call('GET', `/quotes?opportunity_id=${id}&status=denied`)).data.data;
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({ id: mine.quoteId, status: 'denied', response_hours: expect.any(Number) });
    expect(json(await call('GET', `/quotes?opportunity_id=${id}&account_id=${manor}`)).data.data.map((row: Body) => row.id)).toEqual([theirs.quoteId]);

    const deniedTab = json(await call('GET', '/partner/quotes?tab=denied&per_page=100', undefined, partner)).data.data;
    expect(deniedTab.map((row: Body) => row.id)).toContain(mine.quoteId);
    const row = deniedTab.find((candidate: Body) => candidate.id === mine.quoteId);
    // A venue sees the request's number and town, never the opportunity's (customer's) name.
    expect(row.opportunity_name).toMatch(new RegExp(`^#${id}`));
    expect(json(await call('GET', '/partner/quotes?tab=waiting&per_page=100', undefined, partner)).data.data.map((r: Body) => r.id)).not.toContain(mine.quoteId);
    // The preliminary tab holds the quotes whose preliminary booking is open or confirmed (the demo's one request).
    const preliminary = json(await call('GET', '/partner/quotes?tab=preliminary', undefined, partner)).data;
    expect(preliminary.total).toBeGreaterThan(0);
    for (const item of preliminary.data) expect(['requested', 'held', 'confirmed']).toContain(item.preliminary_status);

    const dashboard = json(await call('GET', '/partner/dashboard', undefined, partner2)).data;
    expect(dashboard.to_answer.map((r: Body) => r.id)).toContain(theirs.quoteId);
    expect(dashboard.counts.to_answer).toBeGreaterThanOrEqual(1);
    expect(dashboard.activity[0]).toMatchObject({ event: 'invited', opportunity_name: expect.stringMatching(/^#\d+/) });
  });

  it('moves a deadline, marks overdue quotes, and reminds before and once after, idempotently', async () => {
    const id = await newOpportunity();
    const { quoteId, bidderId } = await invitedQuote(id, { account_id: hotel });
    expect(json(await call('POST', `/quote/${quoteId}/deadline`, { response_deadline: addDays(todayIn(), -1) })).errors.response_deadline[0].en).toBe(
      'Choose today or a later day.',
    );
    const tomorrow = addDays(todayIn(), 1);
    const moved = await call('POST', `/quote/${quoteId}/deadline`, { response_deadline: tomorrow });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).data.response_deadline).toBe(tomorrow);

    // This quote's reminders (the sweep may remind the demo's quotes of the same venue too).
    const link = new RegExp(`/p-editquote&id=${quoteId}(?!\\d)`);
    const reminders = async () =>
      (await rows(t.database, `SELECT template, text FROM outbox WHERE template IN ('quote-reminder', 'quote-overdue') ORDER BY id`))
        .filter((row) => link.test(row.text))
        .map((row) => row.template);
    const before = await reminders();
    expect(await sendQuoteReminder(t.ctx, quoteId)).toBe('before');
    expect(await sendQuoteReminder(t.ctx, quoteId)).toBeNull();
    await Promise.all([sweepQuoteReminders(t.ctx), sweepQuoteReminders(t.ctx)]);
    expect((await reminders()).slice(before.length)).toEqual(['quote-reminder']);

    // Two days on, the deadline has passed: one reminder after it, once, and the quote is overdue.
    const later = addDays(todayIn(), 3);
    await Promise.all([sendQuoteReminder(t.ctx, quoteId, later), sendQuoteReminder(t.ctx, quoteId, later)]);
    expect((await reminders()).slice(before.length)).toEqual(['quote-reminder', 'quote-overdue']);
    await rows(t.database, `UPDATE quotes SET response_deadline = $2 WHERE id = $1`, [quoteId, addDays(todayIn(), -2)]);
    expect(json(await call('GET', `/quote/${quoteId}`)).data.overdue).toBe(true);
    const bidder = json(await call('GET', `/get-bidder/${id}`)).data.find((row: Body) => row.bidder_id === bidderId);
    expect(bidder).toMatchObject({ overdue: true, response_deadline: addDays(todayIn(), -2) });
    expect(json(await call('GET', `/quotes?overdue=true&opportunity_id=${id}`)).data.data.map((row: Body) => row.id)).toEqual([quoteId]);
    const history = json(await call('GET', `/quote/${quoteId}`)).data.history.map((entry: Body) => entry.event);
    expect(history).toEqual(['added', 'invited', 'deadline', 'reminded', 'reminded']);
  });

  it("gives a venue's responsiveness: invited, answered, in time, median hours", async () => {
    const before = json(await call('GET', `/account/${manor}/responsiveness`)).data;
    const id = await newOpportunity();
    const { quoteId } = await invitedQuote(id, { account_id: manor });
    await rows(t.database, `UPDATE quotes SET created_at = now() - interval '10 hours' WHERE id = $1`, [quoteId]);
    await call('POST', `/quote/${quoteId}/deny`, { reason: 'Fullt' }, partner2);
    const after = json(await call('GET', `/account/${manor}/responsiveness`)).data;
    expect(after.invited).toBe(before.invited + 1);
    expect(after.answered).toBe(before.answered + 1);
    expect(after.answered_in_time).toBe(before.answered_in_time + 1);
    expect(after.median_hours).toEqual(expect.any(Number));
    expect((await call('GET', '/account/999999/responsiveness')).statusCode).toBe(404);
  });

  it("finds an admin's quotes by the opportunity's or the venue's name, following a rename of either", async () => {
    const id = await newOpportunity({ name: 'Vårkonferens Granit' });
    const { quoteId } = await invitedQuote(id, { name: 'Fjällstugan Kvarts', email: 'info@kvarts.example', language: 'sv' });
    const found = async (search: string) =>
      (json(await call('GET', `/quotes?search=${encodeURIComponent(search)}`)).data.data as { id: number }[]).map((quote) => quote.id);
    expect(await found('GRANIT')).toEqual([quoteId]);
    expect(await found('kvarts')).toEqual([quoteId]);
    expect(await found('marmor')).toEqual([]);
    const edited = await call('PUT', `/opportunity/${id}`, opportunityBody({ name: 'Höstkonferens Marmor' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('marmor')).toEqual([quoteId]);
    expect(await found('granit')).toEqual([]);
    await rows(t.database, `UPDATE bidders SET outside_name = 'Sjöstugan Opal' WHERE id = (SELECT bidder_id FROM quotes WHERE id = $1)`, [quoteId]);
    expect(await found('opal')).toEqual([quoteId]);
    expect(await found('kvarts')).toEqual([]);
  });
});
