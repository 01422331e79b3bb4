// Preliminary bookings: the admin asks a venue (its quote submitted), the venue holds the dates
// until a date or cancels (partner portal, or an outside venue's quote link), the customer confirms
// or declines through its link (once), the admin asks to extend, and the job reminds before the
// date and expires the hold after it (once each, also when two sweeps run at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, login, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';
import { demoUsers } from '../../seed/seed.js';
import { addDays, todayIn } from '../../core/dates.js';
import { settleHold } from './service.js';
import { sweepHolds } from './jobs.js';

let t: TestApp;
let admin: string;
let partner: string;
let partner2: string;
const { call, byLink, one, newOpportunity, submittedQuote, mailedToken, daysFromToday } = pipeline(
  () => t,
  () => admin,
);
let hotel: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  partner2 = await login(t.app, demoUsers.partner2.email, demoUsers.partner2.password);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
});

afterAll(async () => {
  await t.close();
});

const CUSTOMER_LINK = /preliminary-booking&o=\d+&q=\d+&c_id=\d+&b_id=\d+&p_id=(\d+)&t=([A-Za-z0-9_%-]+)/;
const OUTSIDE_LINK = /email-editquote&id=([A-Za-z0-9_%-]+)/;
const tomorrow = () => addDays(todayIn(), 1);

async function customerLink(): Promise<{ bookingId: number; token: string }> {
  const [mail] = await rows<{ text: string }>(t.database, `SELECT text FROM outbox WHERE template = 'preliminary-booking-held' ORDER BY id DESC LIMIT 1`);
  const match = CUSTOMER_LINK.exec(mail!.text)!;
  return { bookingId: Number(match[1]), token: decodeURIComponent(match[2]!) };
}

/** A partner venue's submitted quote with a preliminary booking requested. */
async function requested(): Promise<{ id: number; bidderId: number; quoteId: number; bookingId: number }> {
  const id = await newOpportunity();
  const { bidderId, quoteId } = await submittedQuote(id, { account_id: hotel });
  const response = await call('POST', `/bidder/${bidderId}/preliminary-booking`, { message: 'Kunden vill gärna ha svar i veckan.' });
  expect(response.statusCode, response.body).toBe(201);
  return { id, bidderId, quoteId, bookingId: json(response).data.preliminary_booking_id };
}

describe('preliminary bookings', () => {
  it('are asked of a venue whose quote is submitted, once at a time, and mailed to it', async () => {
    const id = await newOpportunity();
    const added = json(await call('POST', `/opportunity/${id}/bidders`, { account_id: hotel })).data;
    const early = await call('POST', `/bidder/${added.bidder_id}/preliminary-booking`, {});
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.bidder_id[0].en).toBe('Choose a venue whose quote is submitted.');

    const { bidderId, quoteId, bookingId } = await requested();
    const [mail] = await rows(t.database, `SELECT to_email, language, text FROM outbox WHERE template = 'preliminary-booking-request' ORDER BY id DESC LIMIT 1`);
    expect(mail!.text).toContain(`/p-editquote&id=${quoteId}`);
    expect(mail!.text).toContain('Kunden vill gärna ha svar i veckan.');
    const again = await call('POST', `/bidder/${bidderId}/preliminary-booking`, {});
    expect(again.statusCode).toBe(409);
    const [bidder] = json(await call('GET', `/get-bidder/${json(await call('GET', `/quote/${quoteId}`)).data.opportunity_id}`)).data;
    expect(bidder).toMatchObject({ preliminary: true, preliminary_booking_id: bookingId, preliminary_booking: { status: 'requested', actions: { answer: true, extend: false, win: false } } });
    // The venue sees it on its quote, without the customer's name or email, and in its preliminary tab.
    const quote = json(await call('GET', `/quote/${quoteId}`, undefined, partner)).data;
    expect(quote.preliminary_booking).toMatchObject({ status: 'requested', customer_account_detail: null, opportunity_detail: { email: null } });
    const tab = json(await call('GET', '/partner/quotes?tab=preliminary', undefined, partner)).data.data;
    expect(tab.find((row: Body) => row.id === quoteId)).toMatchObject({ preliminary_status: 'requested' });
    const dashboard = json(await call('GET', '/partner/dashboard', undefined, partner)).data;
    expect(dashboard.counts.preliminary).toBeGreaterThan(0);
    expect(dashboard.preliminary.map((row: Body) => row.id)).toContain(quoteId);
  });

  it('are held by the venue until a date (today or later), which mails the customer a link to answer once', async () => {
    const { id, bookingId } = await requested();
    const other = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: tomorrow() }, partner2);
    expect(other.statusCode).toBe(404);
    const noDate = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold' }, partner);
    expect(noDate.statusCode).toBe(422);
    expect(json(noDate).errors.hold_until[0].sw).toBe('Välj till och med vilket datum ni håller datumen, i dag eller senare.');
    const past = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: addDays(todayIn(), -1) }, partner);
    expect(past.statusCode).toBe(422);

    const held = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: addDays(todayIn(), 10), additional_information: 'Vi håller salen också.' }, partner);
    expect(held.statusCode, held.body).toBe(200);
    expect(json(held).data).toMatchObject({ status: 'held', response: 'hold', additional_information: 'Vi håller salen också.' });
    const [notification] = await rows(t.database, `SELECT data FROM notifications WHERE type = 'preliminary_booking' AND notifiable_id = $1`, [bookingId]);
    expect(notification!.data).toMatchObject({ source: 'Preliminary Booking from Partner Panel', opportunity_id: id });

    const link = await customerLink();
    expect(link.bookingId).toBe(bookingId);
    const shown = await byLink('GET', `/get-preliminary-booking/${bookingId}`, link.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(json(shown).data).toMatchObject({
      preliminary_booking_id: bookingId,
      response: 'hold',
      message: null,
      opportunity_detail: { email: 'johan@berglundkonsult.demo', number_of_participants: 18 },
      customer_account_detail: { name: 'Berglund Konsult AB' },
      actions: { respond: true, answer: false },
    });
    expect((await byLink('GET', `/get-preliminary-booking/${bookingId + 1000}`, link.token)).statusCode).toBe(404);
    expect((await byLink('GET', `/get-preliminary-booking/${bookingId}`, `${link.token.slice(0, -2)}zz`)).statusCode).toBe(401);

    const confirm = await byLink('POST', '/public/preliminary-booking/answer', link.token, { answer: 'confirm', comment: 'Vi ser fram emot det!' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(json(confirm).data).toMatchObject({ status: 'confirmed', customer_comment: 'Vi ser fram emot det!', actions: { respond: false } });
    expect((await byLink('POST', '/public/preliminary-booking/answer', link.token, { answer: 'confirm' })).statusCode).toBe(200);
    const decline = await byLink('POST', '/public/preliminary-booking/answer', link.token, { answer: 'decline' });
    expect(decline.statusCode).toBe(409);
    expect(json(decline).message.en).toBe('You have already answered this preliminary booking.');
    const [venueMail] = await rows(t.database, `SELECT text FROM outbox WHERE template = 'preliminary-booking-answered' ORDER BY id DESC LIMIT 1`);
    expect(venueMail!.text).toContain('bekräftat');

    // The admin then marks the opportunity won with that venue in one step.
    const [bidder] = json(await call('GET', `/get-bidder/${id}`)).data;
    expect(bidder.preliminary_booking.actions.win).toBe(true);
    expect((await call('POST', `/opportunity/${id}/win`, { bidder_id: bidder.bidder_id })).statusCode).toBe(200);
  });

  it('are cancelled by the venue, and then the customer cannot confirm', async () => {
    const { bookingId } = await requested();
    await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: addDays(todayIn(), 5) }, partner);
    const { token } = await customerLink();
    const cancelled = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'cancel', decline_reason: 'dates_taken', additional_information: 'Tyvärr fullt.' }, partner);
    expect(json(cancelled).data).toMatchObject({ status: 'cancelled' });
    const confirm = await byLink('POST', '/public/preliminary-booking/answer', token, { answer: 'confirm' });
    expect(confirm.statusCode).toBe(409);
    expect(json(confirm).message.en).toBe('The venue has cancelled the preliminary booking.');
    expect((await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: tomorrow() }, partner)).statusCode).toBe(409);
  });

  it('are answered by an outside venue through its quote link', async () => {
    const id = await newOpportunity();
    const email = `outside-${id}@venue.demo`;
    const { bidderId } = await submittedQuote(id, { name: 'Strandhotellet', email });
    expect((await call('POST', `/bidder/${bidderId}/preliminary-booking`, {})).statusCode).toBe(201);
    const token = await mailedToken('preliminary-booking-request', email, OUTSIDE_LINK);
    const quote = json(await byLink('GET', '/public/quote', token)).data;
    expect(quote.preliminary_booking).toMatchObject({ status: 'requested', actions: { answer: true } });
    const held = await byLink('POST', '/public/quote/preliminary-booking', token, { response: 'hold', hold_until: tomorrow() });
    expect(held.statusCode, held.body).toBe(200);
    expect(json(held).data.status).toBe('held');
  });

  it('remind before the date and expire after it, once each, and can then be extended', async () => {
    const { bookingId } = await requested();
    await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: tomorrow() }, partner);
    const [first, second] = await Promise.all([settleHold(t.ctx, bookingId), settleHold(t.ctx, bookingId)]);
    expect([first, second].sort()).toEqual(['reminded', null].sort());
    // Other tests' holds may be due too: the sweep settles them, and this one not again.
    await sweepHolds(t.ctx);
    expect(await settleHold(t.ctx, bookingId)).toBeNull();
    const reminders = await rows(t.database, `SELECT to_email FROM outbox WHERE template = 'preliminary-booking-reminder' AND text LIKE '%Demo Konferenshotell%' ORDER BY id DESC LIMIT 2`);
    expect(reminders.map((row) => row.to_email).sort()).toEqual(['johan@berglundkonsult.demo', expect.any(String)].sort());

    // The day after the date, the hold expires; a second sweep finds nothing.
    const later = addDays(todayIn(), 2);
    expect(await sweepHolds(t.ctx, later)).toBeGreaterThanOrEqual(1);
    expect(await settleHold(t.ctx, bookingId, later)).toBeNull();
    const expired = json(await call('GET', `/get-bidder/${(await rows(t.database, `SELECT opportunity_id FROM preliminary_bookings WHERE id = $1`, [bookingId]))[0]!.opportunity_id}`)).data[0];
    expect(expired.preliminary_booking).toMatchObject({ status: 'expired', actions: { extend: true } });
    expect(await rows(t.database, `SELECT id FROM outbox WHERE template = 'preliminary-booking-expired' ORDER BY id DESC LIMIT 2`)).toHaveLength(2);

    const extended = await call('POST', `/preliminary-booking/${bookingId}/extend`);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(json(extended).data).toMatchObject({ status: 'requested', extension_requested_at: expect.any(String) });
    expect((await call('POST', `/preliminary-booking/${bookingId}/extend`)).statusCode).toBe(409);
    const held = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: addDays(todayIn(), 7) }, partner);
    expect(json(held).data.status).toBe('held');
  });

  it("hold until a date on or before the event's first day and not in the past, nothing written when refused", async () => {
    // The event of newOpportunity starts 40 days from today.
    const { bookingId } = await requested();
    const answer = (body: Body) => call('POST', `/preliminary-booking/${bookingId}/answer`, body, partner);
    const after = await answer({ response: 'hold', hold_until: daysFromToday(45) });
    expect(after.statusCode).toBe(422);
    expect(json(after).errors.hold_until[0]).toEqual({
      en: "The hold must end on or before the event's first day.",
      sw: 'Datumen kan hållas längst till och med konferensens första dag.',
    });
    const past = await answer({ response: 'hold', hold_until: addDays(todayIn(), -1) });
    expect(json(past).errors.hold_until[0].en).toBe('The hold cannot end before today.');
    // Nothing was written by the refusals.
    expect(await rows(t.database, `SELECT status, hold_until FROM preliminary_bookings WHERE id = $1`, [bookingId])).toEqual([{ status: 'requested', hold_until: null }]);
    const onFirstDay = await answer({ response: 'hold', hold_until: daysFromToday(40) });
    expect(onFirstDay.statusCode, onFirstDay.body).toBe(200);

    // An event that has begun cannot be held at all.
    const { id: begun, bookingId: late } = await requested();
    await rows(t.database, `UPDATE opportunities SET start_date = $2 WHERE id = $1`, [begun, addDays(todayIn(), -1)]);
    const refused = await call('POST', `/preliminary-booking/${late}/answer`, { response: 'hold', hold_until: todayIn() }, partner);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.hold_until[0].sw).toBe('Konferensen har redan börjat: datumen kan inte hållas längre.');
  });

  it('are declined with a preset reason (other with a text), shown to the admin and counted per venue', async () => {
    const before = json(await call('GET', `/account/${hotel}/preliminary-declines`)).data;
    const { id, bookingId } = await requested();
    const answer = (body: Body) => call('POST', `/preliminary-booking/${bookingId}/answer`, body, partner);
    const noReason = await answer({ response: 'cancel' });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason).errors.decline_reason[0]).toEqual({ en: 'Choose why you decline.', sw: 'Välj varför ni avböjer.' });
    const noText = await answer({ response: 'cancel', decline_reason: 'other', decline_reason_text: '  ' });
    expect(json(noText).errors.decline_reason_text[0].sw).toBe('Skriv orsaken med några ord.');
    expect((await answer({ response: 'cancel', decline_reason: 'nope' })).statusCode).toBe(422);

    const declined = await answer({ response: 'cancel', decline_reason: 'other', decline_reason_text: ' Renovering i mars ' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(json(declined).data).toMatchObject({ status: 'cancelled', decline_reason: 'other', decline_reason_text: 'Renovering i mars' });
    const [bidder] = json(await call('GET', `/get-bidder/${id}`)).data;
    expect(bidder.preliminary_booking).toMatchObject({ decline_reason: 'other', decline_reason_text: 'Renovering i mars' });
    const [notification] = await rows(t.database, `SELECT data FROM notifications WHERE notifiable_id = $1 ORDER BY id DESC LIMIT 1`, [bookingId]);
    expect(notification!.data.message.sw).toContain('Renovering i mars');

    const second = await requested();
    await call('POST', `/preliminary-booking/${second.bookingId}/answer`, { response: 'cancel', decline_reason: 'price', decline_reason_text: 'ignored' }, partner);
    const after = json(await call('GET', `/account/${hotel}/preliminary-declines`)).data;
    expect(after).toMatchObject({ price: before.price + 1, other: before.other + 1, dates_taken: before.dates_taken, total: before.total + 2 });
    expect(after.latest_other[0]).toBe('Renovering i mars');
    expect((await call('GET', `/account/${hotel}/preliminary-declines`, undefined, partner)).statusCode).toBe(403);
    expect((await call('GET', '/account/999999/preliminary-declines')).statusCode).toBe(404);
  });

  it('never answer 500 when the venue answers twice at once', async () => {
    const { bookingId } = await requested();
    const answers = await Promise.all([
      call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'cancel', decline_reason: 'too_small' }, partner),
      call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'cancel', decline_reason: 'price' }, partner),
      call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: tomorrow() }, partner),
    ]);
    const codes = answers.map((response) => response.statusCode);
    expect(codes.every((code) => code === 200 || code === 409), codes.join()).toBe(true);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    const [row] = await rows(t.database, `SELECT status, decline_reason FROM preliminary_bookings WHERE id = $1`, [bookingId]);
    expect(['cancelled', 'held']).toContain(row!.status);
    expect(row!.decline_reason === null).toBe(row!.status === 'held');
  });

  it('nearing their end are listed for the admin and the venue, and an extension is asked and answered', async () => {
    const { id, bookingId } = await requested();
    await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: addDays(todayIn(), 2) }, partner);
    const far = await requested();
    await call('POST', `/preliminary-booking/${far.bookingId}/answer`, { response: 'hold', hold_until: addDays(todayIn(), 20) }, partner);

    const adminList = json(await call('GET', '/preliminary-bookings/ending?days=7'));
    const mine = adminList.data.find((row: Body) => row.preliminary_booking_id === bookingId);
    expect(mine).toMatchObject({ opportunity_id: id, venue_name: 'Demo Konferenshotell', status: 'held', hold_until: addDays(todayIn(), 2), actions: { extend: true } });
    expect(adminList.data.map((row: Body) => row.preliminary_booking_id)).not.toContain(far.bookingId);
    expect(adminList.total).toBeGreaterThanOrEqual(adminList.data.length);
    const dates = adminList.data.filter((row: Body) => row.status === 'held').map((row: Body) => row.hold_until);
    expect(dates).toEqual([...dates].sort());
    const venueList = json(await call('GET', '/preliminary-bookings/ending', undefined, partner)).data;
    expect(venueList.find((row: Body) => row.preliminary_booking_id === bookingId)).toMatchObject({ actions: { extend: false } });
    expect(json(await call('GET', '/preliminary-bookings/ending', undefined, partner2)).data.map((row: Body) => row.preliminary_booking_id)).not.toContain(bookingId);
    expect((await call('GET', '/preliminary-bookings/ending?days=61')).statusCode).toBe(422);

    // The admin asks to extend: the venue is mailed, the list shows the request waiting for it.
    const asked = await call('POST', `/preliminary-booking/${bookingId}/extend`);
    expect(asked.statusCode, asked.body).toBe(200);
    const [extendMail] = await rows(t.database, `SELECT text FROM outbox WHERE template = 'preliminary-booking-extend' ORDER BY id DESC LIMIT 1`);
    expect(extendMail!.text).toContain('/p-editquote&id=');
    const waiting = json(await call('GET', '/preliminary-bookings/ending')).data.find((row: Body) => row.preliminary_booking_id === bookingId);
    expect(waiting).toMatchObject({ status: 'requested', extension_requested_at: expect.any(String), actions: { extend: false } });

    // The venue answers with a new date, checked as any hold, and the customer gets a fresh link.
    const tooLate = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: daysFromToday(41) }, partner);
    expect(tooLate.statusCode).toBe(422);
    const extended = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: addDays(todayIn(), 14) }, partner);
    expect(json(extended).data).toMatchObject({ status: 'held', hold_until: addDays(todayIn(), 14) });
    expect((await customerLink()).bookingId).toBe(bookingId);
    expect(json(await call('GET', '/preliminary-bookings/ending?days=7')).data.map((row: Body) => row.preliminary_booking_id)).not.toContain(bookingId);
  });
});
