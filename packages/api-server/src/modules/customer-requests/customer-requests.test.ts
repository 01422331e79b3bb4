// The customer's request page (issue 27 §3): the `customer_request` link mailed with the receipt
// and every later customer mail (scoped, expiring, revocable), the stages it shows, a question
// that becomes a note and tells the owner, "none of these venues suits us", and the customer's
// mails after booking and after answering a preliminary booking, in the customer's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { daysFromToday, validLead } from '../../../test/support/leads.js';
import { pipeline, requestFields } from '../../../test/support/pipeline.js';
import { revokeLinks } from '../../core/links/links.js';

let t: TestApp;
let admin: string;
let partner: string;
let hotel: number;
let energy: number;
let sara: number;
let adminId: number;
const { call, byLink, one, submittedQuote, mailedToken } = pipeline(
  () => t,
  () => admin,
);

let ipCounter = 0;
const nextIp = () => `10.27.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const REQUEST_LINK = /my-request&id=([A-Za-z0-9_%-]+)/;
const SARA = 'sara.lindqvist@nordiskenergi.demo';

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  energy = await one(`SELECT id FROM accounts WHERE company_name = 'Nordisk Energi AB'`);
  sara = await one(`SELECT id FROM contacts WHERE email = $1`, [SARA]);
  adminId = await one(`SELECT id FROM users WHERE email = 'admin@demo.test'`);
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: Body, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { 'x-link-token': token }, payload, remoteAddress });
const status = async (token: string) => {
  const response = await byLink('GET', '/public/request', token);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
};
const stepsDone = (data: Body) => data.steps.filter((step: Body) => step.done).map((step: Body) => step.key);

/** A request from the public form in `language`; its id and the link its receipt carried. */
async function newRequest(language: 'sv' | 'en', email: string): Promise<{ leadId: number; token: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/leads', payload: await validLead(t.database, { language, email }), remoteAddress: nextIp() });
  expect(response.statusCode, response.body).toBe(201);
  return { leadId: json(response).data.id, token: await mailedToken('lead-received', email, REQUEST_LINK) };
}

/** The lead converted (the customer's contact: Sara), a venue's quote submitted and presented. */
async function presented(leadId: number): Promise<{ id: number; bidderId: number }> {
  const converted = await call('POST', `/convert-lead/${leadId}`, {
    name: null,
    account_id: energy,
    contact_id: sara,
    owner_id: adminId,
    ...requestFields(),
  });
  expect(converted.statusCode, converted.body).toBe(201);
  const id = json(converted).data.id as number;
  const { bidderId } = await submittedQuote(id, { account_id: hotel });
  expect((await call('PUT', `/bidder/${bidderId}/present`, { present: true })).statusCode).toBe(200);
  expect((await call('POST', `/opportunity/${id}/presentation`)).statusCode).toBe(200);
  return { id, bidderId };
}

describe('the customer request link', () => {
  it('comes with the receipt, in its language, and shows the request as received', async () => {
    const { token } = await newRequest('en', 'erik.en@request.example');
    const [mail] = await rows<{ language: string; text: string }>(t.database, `SELECT language, text FROM outbox WHERE template = 'lead-received' AND to_email = 'erik.en@request.example'`);
    expect(mail!.language).toBe('en');
    expect(mail!.text).toContain('Follow your request and ask us questions here: http');
    const data = await status(token);
    expect(data).toMatchObject({ language: 'en', first_name: 'Greta', stage: 'received', next: 'wait', can_say_none_suits: false, owner: null, messages: [] });
    expect(stepsDone(data)).toEqual(['received']);
  });

  it('is scoped to its purpose and its request: other links and other purposes are refused', async () => {
    const { token } = await newRequest('sv', 'scope@request.example');
    expect((await byLink('GET', '/public/presentation', token)).statusCode).toBe(401);
    expect((await byLink('GET', '/public/request', 'x'.repeat(43))).statusCode).toBe(401);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const refused = await byLink('GET', '/public/request', tampered);
    expect(refused.statusCode).toBe(401);
    expect(json(refused).message.sw).toBeTruthy();
  });

  it('stops working when revoked or expired (410, with the way to a new link)', async () => {
    const { leadId, token } = await newRequest('sv', 'revoke@request.example');
    expect(await revokeLinks(t.database.db, { subjectType: 'lead', subjectId: leadId }, 'customer_request')).toBe(1);
    const revoked = await byLink('GET', '/public/request', token);
    expect(revoked.statusCode).toBe(410);
    expect(json(revoked).message.en).toContain('no longer valid');

    const other = await newRequest('sv', 'expire@request.example');
    await rows(t.database, `UPDATE capability_links SET expires_at = now() - interval '1 minute' WHERE purpose = 'customer_request' AND subject_id = $1`, [other.leadId]);
    const expired = await byLink('GET', '/public/request', other.token);
    expect(expired.statusCode).toBe(410);
    expect(json(expired).message.sw).toBe('Länken har gått ut. Be oss om en ny.');
  });

  it('follows the lead into its opportunity: venues asked, answers in, presented, with the presentation as the next step', async () => {
    const { leadId, token } = await newRequest('en', 'follow@request.example');
    const { id } = await presented(leadId);
    const data = await status(token);
    expect(data).toMatchObject({ reference: `#${id}`, stage: 'presented', next: 'presentation', can_say_none_suits: true, owner: { email: 'admin@demo.test' } });
    expect(stepsDone(data)).toEqual(['received', 'venues_asked', 'answers_in', 'presented']);
    // The presentation mail carries a request link of its own; the receipt's keeps working.
    const presentationMailLink = await mailedToken('quote-presentation', SARA, REQUEST_LINK);
    expect(presentationMailLink).not.toBe(token);
    expect((await status(presentationMailLink)).reference).toBe(`#${id}`);
    // The next step opens through a fresh presentation link.
    const step = await post('/public/request/next-step', token, { step: 'presentation' });
    expect(step.statusCode, step.body).toBe(200);
    const path = json(step).data.path as string;
    expect(path).toMatch(new RegExp(`^/quote-presention-pre&o=${id}&a=${adminId}&t=`));
    const presentationToken = decodeURIComponent(path.split('&t=')[1]!);
    expect((await byLink('GET', '/public/presentation', presentationToken)).statusCode).toBe(200);
    expect((await post('/public/request/next-step', token, { step: 'preliminary_booking' })).statusCode).toBe(409);
  });
});

describe('a question from the request page', () => {
  it('becomes a note on the opportunity, a bell notification and a mail to the owner', async () => {
    const { leadId, token } = await newRequest('sv', 'question@request.example');
    const { id } = await presented(leadId);
    const before = await rows<{ n: number }>(t.database, `SELECT count(*)::int AS n FROM notifications WHERE type = 'customer.question'`);
    const response = await post('/public/request/question', token, { question: '  Finns det parkering för 10 bilar?  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).message.sw).toBe('Tack, din fråga är skickad. Vi svarar så snart vi kan.');
    expect(json(response).data.messages).toEqual([{ kind: 'question', body: 'Finns det parkering för 10 bilar?', created_at: expect.any(String) }]);

    const notes = json(await call('GET', `/notes?opportunity_id=${id}`)).data;
    const note = (notes.data ?? notes).find((row: Body) => row.comment === 'Finns det parkering för 10 bilar?');
    expect(note).toMatchObject({ subject: 'Fråga från kunden: Sara Lindqvist', author: null });
    const after = await rows<{ n: number }>(t.database, `SELECT count(*)::int AS n FROM notifications WHERE type = 'customer.question'`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const [mail] = await rows<{ to_email: string; text: string }>(t.database, `SELECT to_email, text FROM outbox WHERE template = 'customer-question' ORDER BY id DESC LIMIT 1`);
    expect(mail).toMatchObject({ to_email: 'admin@demo.test' });
    expect(mail!.text).toContain('Finns det parkering för 10 bilar?');
    expect(mail!.text).toContain(`/edit-note-${note.id}`);
  });

  it('before conversion tells every admin, and refuses an empty or too long text with nothing written', async () => {
    const { token } = await newRequest('en', 'early@request.example');
    const ok = await post('/public/request/question', token, { question: 'Can we bring a dog?' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [bell] = await rows<{ user_id: number | null; data: Body }>(t.database, `SELECT user_id, data FROM notifications WHERE type = 'customer.question' ORDER BY created_at DESC LIMIT 1`);
    expect(bell).toMatchObject({ user_id: null, data: { link: expect.stringMatching(/^\/convert-lead-id=\d+$/) } });

    const count = async () => (await rows<{ n: number }>(t.database, `SELECT count(*)::int AS n FROM customer_messages`))[0]!.n;
    const before = await count();
    const empty = await post('/public/request/question', token, { question: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors.question[0]).toEqual({ en: 'Write your question.', sw: 'Skriv din fråga.' });
    const long = await post('/public/request/question', token, { question: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect((await post('/public/request/question', token, {})).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('is throttled per client like the other public posts', async () => {
    const { token } = await newRequest('sv', 'throttle@request.example');
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i++) expect((await post('/public/request/question', token, { question: `Fråga ${i}` }, ip)).statusCode).toBe(200);
    const over = await post('/public/request/question', token, { question: 'En till' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('"none of these venues suits us"', () => {
  it('is recorded once with its reason, as a note the admin sees, and tells the owner', async () => {
    const { leadId, token } = await newRequest('sv', 'nonesuits@request.example');
    const { id } = await presented(leadId);
    const empty = await post('/public/request/none-suits', token, { reason: '' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors.reason[0].sw).toBe('Berätta varför ingen av anläggningarna passar.');
    const response = await post('/public/request/none-suits', token, { reason: 'För långt från Karlshamn.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({ can_say_none_suits: false, none_suits_at: expect.any(String), next: 'wait' });
    const again = await post('/public/request/none-suits', token, { reason: 'För långt från Karlshamn.' });
    expect(again.statusCode).toBe(200);
    expect(await rows(t.database, `SELECT kind, body FROM customer_messages WHERE opportunity_id = $1`, [id])).toEqual([{ kind: 'none_suits', body: 'För långt från Karlshamn.' }]);
    const notes = json(await call('GET', `/notes?opportunity_id=${id}`)).data;
    expect((notes.data ?? notes).some((row: Body) => row.comment === 'För långt från Karlshamn.' && row.subject.startsWith('Ingen av anläggningarna passar'))).toBe(true);
    const [mail] = await rows<{ text: string }>(t.database, `SELECT text FROM outbox WHERE template = 'customer-none-suits' ORDER BY id DESC LIMIT 1`);
    expect(mail!.text).toContain('För långt från Karlshamn.');
  });

  it('is refused (409) without a presentation', async () => {
    const { token } = await newRequest('sv', 'nopresentation@request.example');
    const response = await post('/public/request/none-suits', token, { reason: 'Inget passar' });
    expect(response.statusCode).toBe(409);
    expect(json(response).message.en).toBe('There are no venues presented to you yet.');
  });
});

describe('the customer is told what happens next', () => {
  it('after booking, and after confirming or declining the held dates, in the customer language with the request link', async () => {
    const { leadId, token } = await newRequest('en', 'booking@request.example');
    const { id, bidderId } = await presented(leadId);
    const presentationToken = await mailedToken('quote-presentation', SARA, /quote-presention-pre&o=\d+&a=\d+&t=([A-Za-z0-9_%-]+)/);
    expect((await byLink('POST', '/public/presentation/book', presentationToken, { bidder_ids: [bidderId] })).statusCode).toBe(200);
    const [booked] = await rows<{ language: string; subject: string; text: string }>(t.database, `SELECT language, subject, text FROM outbox WHERE template = 'customer-booked' ORDER BY id DESC LIMIT 1`);
    expect(booked).toMatchObject({ language: 'en', subject: 'Thank you for your booking – what happens next' });
    expect(booked!.text).toContain('Demo Konferenshotell');
    expect(REQUEST_LINK.test(booked!.text)).toBe(true);
    expect(await status(token)).toMatchObject({ stage: 'booked', booked_venues: ['Demo Konferenshotell'], can_say_none_suits: false });
    // The presentation's thank-you leads to the request page (customers cannot log in).
    const fromThanks = await byLink('POST', '/public/presentation/request-link', presentationToken);
    expect(fromThanks.statusCode, fromThanks.body).toBe(200);
    const thanksToken = decodeURIComponent(REQUEST_LINK.exec(json(fromThanks).data.path)![1]!);
    expect((await status(thanksToken)).reference).toBe(`#${id}`);
    expect((await byLink('POST', '/public/preliminary-booking/request-link', presentationToken)).statusCode).toBe(401);
    expect((await post('/public/request/none-suits', token, { reason: 'Ändrat oss' })).statusCode).toBe(409);

    expect((await call('POST', `/bidder/${bidderId}/preliminary-booking`, {})).statusCode).toBe(201);
    const bookingId = (await rows<{ id: number }>(t.database, `SELECT id FROM preliminary_bookings WHERE bidder_id = $1`, [bidderId]))[0]!.id;
    const held = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: daysFromToday(10) }, partner);
    expect(held.statusCode, held.body).toBe(200);
    const heldMail = await mailedToken('preliminary-booking-held', SARA, REQUEST_LINK);
    expect((await status(heldMail)).reference).toBe(`#${id}`);
    const waiting = await status(token);
    expect(waiting).toMatchObject({ stage: 'held', next: 'preliminary_booking', hold: { venue_name: 'Demo Konferenshotell', status: 'held', hold_until: daysFromToday(10) } });
    const step = json(await post('/public/request/next-step', token, { step: 'preliminary_booking' })).data.path as string;
    const bookingToken = decodeURIComponent(step.split('&t=')[1]!);
    expect((await byLink('POST', '/public/preliminary-booking/answer', bookingToken, { answer: 'confirm' })).statusCode).toBe(200);
    const fromBookingThanks = await byLink('POST', '/public/preliminary-booking/request-link', bookingToken);
    expect(fromBookingThanks.statusCode, fromBookingThanks.body).toBe(200);
    expect(json(fromBookingThanks).data.path).toMatch(/^\/my-request&id=/);
    const [confirmed] = await rows<{ language: string; subject: string; text: string }>(t.database, `SELECT language, subject, text FROM outbox WHERE template = 'customer-booking-confirmed' ORDER BY id DESC LIMIT 1`);
    expect(confirmed).toMatchObject({ language: 'en', subject: 'Your booking at Demo Konferenshotell is confirmed' });
    expect(REQUEST_LINK.test(confirmed!.text)).toBe(true);
    expect(await status(token)).toMatchObject({ stage: 'confirmed', next: 'none' });
  });

  it('after declining, in Swedish for a Swedish request', async () => {
    const { leadId } = await newRequest('sv', 'decline@request.example');
    const { bidderId } = await presented(leadId);
    expect((await call('POST', `/bidder/${bidderId}/preliminary-booking`, {})).statusCode).toBe(201);
    const bookingId = (await rows<{ id: number }>(t.database, `SELECT id FROM preliminary_bookings WHERE bidder_id = $1`, [bidderId]))[0]!.id;
    expect((await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: daysFromToday(10) }, partner)).statusCode).toBe(200);
    const bookingToken = await mailedToken('preliminary-booking-held', SARA, /preliminary-booking&o=\d+&q=\d+&c_id=\d+&b_id=\d+&p_id=\d+&t=([A-Za-z0-9_%-]+)/);
    expect((await byLink('POST', '/public/preliminary-booking/answer', bookingToken, { answer: 'decline', comment: 'För dyrt' })).statusCode).toBe(200);
    const [declined] = await rows<{ language: string; subject: string; text: string }>(t.database, `SELECT language, subject, text FROM outbox WHERE template = 'customer-booking-declined' ORDER BY id DESC LIMIT 1`);
    expect(declined).toMatchObject({ language: 'sv', subject: 'Du har avböjt bokningen hos Demo Konferenshotell' });
    expect(declined!.text).toContain('Så här går det vidare');
    expect(REQUEST_LINK.test(declined!.text)).toBe(true);
  });
});
