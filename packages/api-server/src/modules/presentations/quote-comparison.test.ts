// The admin's comparison of an opportunity's answers (GET /opportunity/{id}/quote-comparison): each
// venue's totals, per participant and day, the commission a win would make, the gaps against the
// request and the response time; the same figures whatever the venues' order; 404 and admin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';

let t: TestApp;
let admin: string;
const p = pipeline(
  () => t,
  () => admin,
);
const { call, one, newOpportunity, submittedQuote } = p;
let hotel: number;
let hotelBp: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  [{ bp: hotelBp }] = (await rows<{ bp: number }>(t.database, `SELECT commission_basis_points AS bp FROM accounts WHERE id = $1`, [hotel])) as [{ bp: number }];
});

afterAll(async () => {
  await t.close();
});

/** Invites an outside venue and submits its quote: each line at `price`, single rooms cut to `singleRooms`, one hall of `places`. */
async function outsideAnswer(opportunityId: number, name: string, answer: { price: number; singleRooms: number; places: number; commissionBp: number }) {
  const added = json(await call('POST', `/opportunity/${opportunityId}/bidders`, { name, email: `${name.toLowerCase()}-${opportunityId}@venue.demo`, language: 'sv' })).data;
  const invited = json(await call('POST', `/bidder/${added.bidder_id}/invitation`)).data;
  const quote = json(await call('GET', `/quote/${invited.quote_id}`)).data;
  const submitted = await call('POST', `/quote/${invited.quote_id}/submit`, {
    responder_name: 'Eva Ek',
    responder_phone: '070-123 45 67',
    responder_email: 'eva@venue.demo',
    responded_accordingly: true,
    commission_bp: answer.commissionBp,
    lines: quote.lines.map((line: Body) => ({
      id: line.id,
      price: answer.price,
      ...(line.kind === 'single_room' ? { offered_quantity: answer.singleRooms } : {}),
    })),
    halls: [{ name: 'Lilla salen', size_sqm: 20, capacity: answer.places, seating: 'boardroom' }],
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { bidderId: added.bidder_id as number, quoteId: invited.quote_id as number };
}

const comparisonOf = async (id: number) => {
  const response = await call('GET', `/opportunity/${id}/quote-comparison`);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
};

describe('comparing the answers of an opportunity', () => {
  it('prices each submitted quote, its commission and its gaps, and lists a venue without an answer without figures', async () => {
    // 18 participants, 2 days, 10 single and 4 double rooms for 1 night, a hall for 18.
    const id = await newOpportunity({ conference_room_size: 18 });
    const first = await submittedQuote(id, { account_id: hotel }, 100_000);
    const second = await outsideAnswer(id, 'Strandhotellet', { price: 90_000, singleRooms: 6, places: 12, commissionBp: 1250 });
    const waiting = json(await call('POST', `/opportunity/${id}/bidders`, { name: 'Fjällgården', email: `fjall-${id}@venue.demo`, language: 'en' })).data;
    // The hotel answered 26 hours after it was first invited.
    await rows(t.database, `UPDATE quotes SET created_at = submitted_at - interval '26 hours' WHERE id = $1`, [first.quoteId]);

    const comparison = await comparisonOf(id);
    expect(comparison).toMatchObject({ opportunity_id: id, vat_basis: 'ex' });
    expect(comparison.venues.map((venue: Body) => venue.bidder_id)).toEqual([first.bidderId, second.bidderId, waiting.bidder_id]);
    const [hotelRow, strandRow, waitingRow] = comparison.venues;
    // 14 rooms and the hall's 2 days × 1 000 kr = 16 000 kr ex VAT (rooms at 12 % VAT, the hall at
    // 25 %); commission at the account's percent on all of it (accommodation and conference).
    expect(hotelRow).toMatchObject({
      name: 'Demo Konferenshotell',
      status: 'submitted',
      can_present: true,
      present_to_customer: false,
      response_hours: 26,
      total_ex_vat: 1_600_000,
      total_inc_vat: 1_818_000,
      per_participant: 88_889,
      per_participant_day: 44_444,
      commission_bp: hotelBp,
      commission_meals_bp: 0,
      commission_amount: Math.round((1_600_000 * hotelBp) / 10_000),
      comparison: { single_rooms: 10, double_rooms: 4, most_places: 40, gaps: [] },
    });
    expect(hotelRow.answered_at).toEqual(expect.any(String));
    // 6 single and 4 double rooms and 2 hall days × 900 kr = 10 800 kr; the quote's own 12.5 %;
    // short of single rooms and of places.
    expect(strandRow).toMatchObject({
      name: 'Strandhotellet',
      is_outside_partner: true,
      total_ex_vat: 1_080_000,
      total_inc_vat: 1_233_000,
      per_participant: 60_000,
      per_participant_day: 30_000,
      commission_bp: 1250,
      commission_amount: 135_000,
    });
    expect(strandRow.comparison.gaps).toEqual([
      { kind: 'single_rooms', requested: 10, offered: 6, name: null, day: null },
      { kind: 'hall_capacity', requested: 18, offered: 12, name: null, day: null },
    ]);
    expect(waitingRow).toMatchObject({
      name: 'Fjällgården',
      status: 'invitation_not_sent',
      quote_id: null,
      can_present: false,
      invited_at: null,
      answered_at: null,
      response_hours: null,
      total_ex_vat: null,
      total_inc_vat: null,
      per_participant: null,
      per_participant_day: null,
      commission_bp: null,
      commission_amount: null,
      comparison: null,
    });
  });

  it('gives the same figures whatever the venues order, and follows the presentation tick', async () => {
    const id = await newOpportunity();
    const first = await submittedQuote(id, { account_id: hotel }, 100_000);
    const second = await outsideAnswer(id, 'Havsbaden', { price: 80_000, singleRooms: 10, places: 30, commissionBp: 900 });
    const before = await comparisonOf(id);
    const reordered = await call('PUT', `/opportunity/${id}/bidder-order`, { bidder_ids: [second.bidderId, first.bidderId] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await call('PUT', `/bidder/${first.bidderId}/present`, { present: true })).statusCode).toBe(200);
    const after = await comparisonOf(id);
    expect(after.venues.map((venue: Body) => venue.bidder_id)).toEqual([second.bidderId, first.bidderId]);
    const figures = (venue: Body) => {
      const { index_priority: _order, present_to_customer: _ticked, ...rest } = venue;
      return rest;
    };
    for (const venue of before.venues) {
      expect(figures(after.venues.find((row: Body) => row.bidder_id === venue.bidder_id))).toEqual(figures(venue));
    }
    expect(after.venues.find((row: Body) => row.bidder_id === first.bidderId).present_to_customer).toBe(true);
  });

  it('prices in the request VAT basis per participant and shows a decline with its response time but no figures', async () => {
    const id = await newOpportunity({ vat_basis: 'inc' });
    await submittedQuote(id, { account_id: hotel }, 100_000);
    const added = json(await call('POST', `/opportunity/${id}/bidders`, { name: 'Nej Tack', email: `nej-${id}@venue.demo`, language: 'sv' })).data;
    const invited = json(await call('POST', `/bidder/${added.bidder_id}/invitation`)).data;
    expect((await call('POST', `/quote/${invited.quote_id}/deny`, { reason: 'Fullbokat' })).statusCode).toBe(200);
    const comparison = await comparisonOf(id);
    expect(comparison.vat_basis).toBe('inc');
    const [priced, declined] = comparison.venues;
    expect(priced.per_participant).toBe(Math.round(priced.total_inc_vat / 18));
    expect(priced.per_participant_day).toBe(Math.round(priced.total_inc_vat / 36));
    expect(declined).toMatchObject({ status: 'denied', total_ex_vat: null, comparison: null, commission_amount: null, can_present: false });
    expect(declined.response_hours).toEqual(expect.any(Number));
    expect(declined.answered_at).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown opportunity and only to admins', async () => {
    const unknown = await call('GET', '/opportunity/2147483647/quote-comparison');
    expect(unknown.statusCode).toBe(404);
    const id = await newOpportunity();
    const partner = await loginAs.partner(t.app);
    expect((await call('GET', `/opportunity/${id}/quote-comparison`, undefined, partner)).statusCode).toBe(403);
    expect((await call('GET', `/opportunity/${id}/quote-comparison`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/opportunity/0/quote-comparison')).statusCode).toBeLessThan(500);
  });
});
