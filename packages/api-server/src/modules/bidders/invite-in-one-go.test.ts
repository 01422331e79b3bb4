// Issue 26 §2, "Invite in one go, with venues suggested": sending every invitation at once (all
// or nothing, never twice under a double click or two admins), and the partner venues suggested
// for an opportunity (place, fit, responsiveness) with their filters and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';

let t: TestApp;
let admin: string;
let hotel: number;
let manor: number;

const { call, one, newOpportunity, daysFromToday } = pipeline(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  manor = await one(`SELECT id FROM accounts WHERE company_name = 'Sjöviks Herrgård'`);
});

afterAll(async () => {
  await t.close();
});

async function addBidder(opportunityId: number, payload: Body): Promise<number> {
  const response = await call('POST', `/opportunity/${opportunityId}/bidders`, payload);
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.bidder_id as number;
}

const inviteAll = (opportunityId: number, payload: Body) => call('POST', `/opportunity/${opportunityId}/invitations`, payload);

/** What the opportunity's venues hold: quotes, invited venues, invitations counted. */
const written = async (opportunityId: number) =>
  (
    await rows<{ quotes: number; invited: number; invitations: number }>(
      t.database,
      `SELECT (SELECT count(*) FROM quotes WHERE opportunity_id = $1)::int AS quotes,
              count(*) FILTER (WHERE invited_at IS NOT NULL)::int AS invited, coalesce(sum(invitations), 0)::int AS invitations
       FROM bidders WHERE opportunity_id = $1`,
      [opportunityId],
    )
  )[0]!;

const outboxSize = async () => (await rows<{ n: number }>(t.database, `SELECT count(*)::int AS n FROM outbox`))[0]!.n;

describe('sending every invitation at once', () => {
  it('invites every confirmed venue not yet invited, in each one\'s language, and says how many', async () => {
    const id = await newOpportunity();
    const partner = await addBidder(id, { account_id: hotel });
    const outside = await addBidder(id, { name: 'Utsikten Konferens', email: 'info@utsikten.example', language: 'en' });
    const earlier = await addBidder(id, { account_id: manor });
    expect((await call('POST', `/bidder/${earlier}/invitation`)).statusCode).toBe(200);
    const mailsBefore = await outboxSize();

    const response = await inviteAll(id, { bidder_ids: [partner, outside, earlier], message: '  Kunden vill ha svar snabbt.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    expect(body.message).toEqual({ en: 'Invitations sent to 2 venues', sw: 'Inbjudningar har skickats till 2 anläggningar' });
    expect(body.data).toMatchObject({ sent: 2, skipped: 1 });
    expect(body.data.bidders.map((bidder: Body) => [bidder.bidder_id, bidder.status, bidder.invitations])).toEqual([
      [partner, 'invitation_sent', 1],
      [outside, 'invitation_sent', 1],
      // Invited before: not again.
      [earlier, 'invitation_sent', 1],
    ]);
    const mails = await rows<{ to_email: string; language: string; text: string }>(t.database, `SELECT to_email, language, text FROM outbox ORDER BY id OFFSET $1`, [mailsBefore]);
    expect(mails.map((mail) => [mail.to_email, mail.language]).sort()).toEqual([
      ['bokning@konferenshotell.demo', 'sv'],
      ['info@utsikten.example', 'en'],
    ]);
    // Each quote has its lines from the request, as a single invitation makes them.
    const lines = await rows<{ n: number }>(t.database, `SELECT count(*)::int AS n FROM quote_lines l JOIN quotes q ON q.id = l.quote_id WHERE q.bidder_id = $1`, [outside]);
    expect(lines[0]!.n).toBeGreaterThan(0);
  });

  it('answers a second request for the same venues with nothing sent, never a second invitation', async () => {
    const id = await newOpportunity();
    const ids = [await addBidder(id, { account_id: hotel }), await addBidder(id, { name: 'Kvarnen', email: 'kvarnen@example.se' })];
    const mails = await outboxSize();
    expect(json(await inviteAll(id, { bidder_ids: ids })).data.sent).toBe(2);
    const again = await inviteAll(id, { bidder_ids: ids });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({
      data: { sent: 0, skipped: 2 },
      message: { en: 'Every venue had already been invited; nothing more was sent.', sw: 'Alla anläggningar var redan inbjudna; inget mer skickades.' },
    });
    expect(await written(id)).toEqual({ quotes: 2, invited: 2, invitations: 2 });
    expect(await outboxSize()).toBe(mails + 2);
  });

  it('sends each invitation once when the same request comes many times at the same moment (double click, two admins)', async () => {
    const id = await newOpportunity();
    const ids = [
      await addBidder(id, { account_id: hotel }),
      await addBidder(id, { account_id: manor }),
      await addBidder(id, { name: 'Kvarnen', email: 'kvarnen@example.se' }),
    ];
    const other = await loginAs.admin(t.app);
    const mails = await outboxSize();
    // Eight at once, from two sessions: one sends all three, the others wait and find them invited.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', `/opportunity/${id}/invitations`, { bidder_ids: ids }, i % 2 === 0 ? admin : other)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const sent = answers.map((answer) => json(answer).data.sent as number).sort();
    expect(sent).toEqual([0, 0, 0, 0, 0, 0, 0, 3]);
    expect(await written(id)).toEqual({ quotes: 3, invited: 3, invitations: 3 });
    expect(await outboxSize()).toBe(mails + 3);
  });

  it('sends nothing when one venue has no email, naming it, or when the opportunity lacks what an invitation needs', async () => {
    const id = await newOpportunity();
    const ok = await addBidder(id, { account_id: hotel });
    const noEmail = await addBidder(id, { name: 'Ladan utan adress' });
    const mails = await outboxSize();
    const refused = await inviteAll(id, { bidder_ids: [ok, noEmail] });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.bidder_ids[0]).toEqual({
      en: 'Please add e-mail for these venues before sending invitations: Ladan utan adress',
      sw: 'Lägg till en e-postadress för de här anläggningarna innan du skickar inbjudningarna: Ladan utan adress',
    });
    expect(await written(id)).toEqual({ quotes: 0, invited: 0, invitations: 0 });

    const bare = await newOpportunity({ arrival_time: null, departure_time: null });
    const venue = await addBidder(bare, { account_id: hotel });
    const missing = await inviteAll(bare, { bidder_ids: [venue] });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json(missing).errors).sort()).toEqual(['arrival_time', 'departure_time']);
    expect(json(missing).errors.arrival_time[0]).toEqual({ en: 'Please fill required details.', sw: 'Fyll i de uppgifter som krävs.' });
    expect(await written(bare)).toEqual({ quotes: 0, invited: 0, invitations: 0 });
    expect(await outboxSize()).toBe(mails);
  });

  it('refuses a venue of another opportunity, an unknown or decided opportunity, bad bodies and non-admins', async () => {
    const id = await newOpportunity();
    const mine = await addBidder(id, { account_id: hotel });
    const elsewhere = await addBidder(await newOpportunity(), { account_id: manor });
    const foreign = await inviteAll(id, { bidder_ids: [mine, elsewhere] });
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign).errors.bidder_ids[0]).toEqual({ en: 'The venue is not on this opportunity', sw: 'Anläggningen finns inte på den här affärsmöjligheten' });
    expect(await written(id)).toEqual({ quotes: 0, invited: 0, invitations: 0 });

    const unknown = await inviteAll(2_000_000_000, { bidder_ids: [mine] });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toEqual({ en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' });

    expect((await inviteAll(id, { bidder_ids: [] })).statusCode).toBe(422);
    expect((await inviteAll(id, {})).statusCode).toBe(422);
    expect((await inviteAll(id, { bidder_ids: [mine], message: 'x'.repeat(2001) })).statusCode).toBe(422);

    const closed = await newOpportunity();
    const venue = await addBidder(closed, { account_id: hotel });
    expect((await call('POST', `/opportunity/${closed}/close`, {})).statusCode).toBe(200);
    const decided = await inviteAll(closed, { bidder_ids: [venue] });
    expect(decided.statusCode).toBe(409);

    expect((await call('POST', `/opportunity/${id}/invitations`, { bidder_ids: [mine] }, await loginAs.partner(t.app))).statusCode).toBe(403);
    expect((await call('POST', `/opportunity/${id}/invitations`, { bidder_ids: [mine] }, null)).statusCode).toBe(401);
  });
});

describe('venue suggestions', () => {
  let regionA: number;
  let regionB: number;
  let cityA: number;
  let cityA2: number;
  let cityB: number;

  /** A partner venue in a place, with halls of the given places and its guest rooms. */
  async function venue(name: string, place: { regionId: number; cityId: number }, seats: number[], guestRooms: number | null): Promise<number> {
    const accountId = await one(
      `INSERT INTO accounts (type, company_name, venue_name, email, region_id, city_id, guest_rooms) VALUES ('Partner', $1::text || ' AB', $1::text, lower($1::text) || '@example.se', $2::int, $3::int, $4::int) RETURNING id`,
      [name, place.regionId, place.cityId, guestRooms],
    );
    for (const [position, capacity] of seats.entries()) {
      await rows(t.database, `INSERT INTO account_halls (account_id, position, name, capacity) VALUES ($1::int, $2::int, 'Sal ' || $2::text, $3::int)`, [accountId, position, capacity]);
    }
    // As the profile's save keeps it (accounts/repository.ts replaceAccountHalls).
    await rows(t.database, `UPDATE accounts SET largest_hall = (SELECT max(capacity) FROM account_halls WHERE account_id = $1) WHERE id = $1`, [accountId]);
    return accountId;
  }

  /** Past invitations of a venue: hours to its answer (null: none yet) and whether it came by the deadline. */
  async function history(accountId: number, answers: { hours: number | null; late?: boolean }[]): Promise<void> {
    const opportunity = await newOpportunity();
    for (const [i, answer] of answers.entries()) {
      const bidder = await one(`INSERT INTO bidders (opportunity_id, account_id, index_priority) VALUES ($1, $2, $3) RETURNING id`, [
        i === 0 ? opportunity : await newOpportunity(),
        accountId,
        1,
      ]);
      await rows(
        t.database,
        `INSERT INTO quotes (bidder_id, opportunity_id, status, created_at, submitted_at, response_deadline)
         SELECT $1, opportunity_id, CASE WHEN $2::float8 IS NULL THEN 'new' ELSE 'submitted' END, now() - interval '30 days',
           now() - interval '30 days' + make_interval(secs => $2::float8 * 3600),
           CASE WHEN $3 THEN (now() - interval '40 days')::date ELSE (now() + interval '10 days')::date END
         FROM bidders WHERE id = $1`,
        [bidder, answer.hours, answer.late ?? false],
      );
    }
  }

  const suggest = (opportunityId: number, query = '') => call('GET', `/opportunity/${opportunityId}/venue-suggestions${query}`);
  const names = (response: Awaited<ReturnType<typeof suggest>>) => json(response).data.suggestions.map((s: Body) => s.name as string);

  beforeAll(async () => {
    // Two regions and three cities no seeded venue is in.
    const places = await rows<{ region_id: number; city_id: number }>(
      t.database,
      `SELECT c.region_id, c.id AS city_id FROM cities c
       WHERE c.region_id NOT IN (SELECT region_id FROM accounts WHERE region_id IS NOT NULL)
       ORDER BY c.region_id, c.id`,
    );
    const byRegion = new Map<number, number[]>();
    for (const row of places) byRegion.set(row.region_id, [...(byRegion.get(row.region_id) ?? []), row.city_id]);
    const [a, b] = [...byRegion.entries()].filter(([, list]) => list.length >= 2);
    [regionA, regionB, cityA, cityA2, cityB] = [a![0], b![0], a![1][0]!, a![1][1]!, b![1][0]!];

    const inA = { regionId: regionA, cityId: cityA };
    const inA2 = { regionId: regionA, cityId: cityA2 };
    await history(await venue('Stadshotellet', inA, [30, 60], 40), [{ hours: 5 }, { hours: 9 }, { hours: 30 }]);
    await history(await venue('Slottet', inA, [80], 50), [{ hours: 50 }, { hours: 70, late: true }]);
    await venue('Lilla Pensionatet', inA, [20], 8);
    await history(await venue('Sjögården', inA2, [100], 60), [{ hours: 2 }]);
    await venue('Prästgården', inA2, [], null);
    await venue('Norrbyn', { regionId: regionB, cityId: cityB }, [200], 120);
  });

  it('ranks the city first, then the region, then fit, then the venues that answer in time and fast', async () => {
    const id = await newOpportunity({ region_id: regionA, city_id: cityA, participants: 40, conference_room_size: 45, single_rooms: 30, double_rooms: 5 });
    const response = await suggest(id, `?region_id=${regionA}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data;
    expect(data).toMatchObject({ seats_needed: 45, rooms_needed: 35, region_id: regionA, city_id: cityA });
    // In the city: both fit, and Stadshotellet answered all three by the deadline (Slottet one of two);
    // then Lilla Pensionatet, too small. Then the region's: Sjögården fits, Prästgården said nothing.
    expect(names(response)).toEqual(['Stadshotellet', 'Slottet', 'Lilla Pensionatet', 'Sjögården', 'Prästgården']);
    const [first, , small, , unknown] = data.suggestions as Body[];
    expect(first).toMatchObject({
      city_match: true,
      region_match: true,
      seats: 60,
      seats_fit: true,
      guest_rooms: 40,
      rooms_fit: true,
      invited: 3,
      answered: 3,
      answered_in_time: 3,
      median_hours: 9,
    });
    expect(small).toMatchObject({ seats: 20, seats_fit: false, guest_rooms: 8, rooms_fit: false, invited: 0, median_hours: null });
    expect(unknown).toMatchObject({ city_match: false, region_match: true, seats: null, seats_fit: null, guest_rooms: null, rooms_fit: null });
    // The same figures as the venue's responsiveness.
    const slottet = (data.suggestions as Body[])[1]!;
    const figures = json(await call('GET', `/account/${slottet.account_id}/responsiveness`)).data;
    expect({ invited: slottet.invited, answered: slottet.answered, answered_in_time: slottet.answered_in_time, median_hours: slottet.median_hours }).toEqual(figures);
  });

  it('puts the fitting venue first within a place, whatever its name', async () => {
    // A day conference for 90: only Sjögården's hall seats them; rooms are not asked for.
    const id = await newOpportunity({ region_id: regionA, city_id: cityA2, conference_type: 'day', participants: 90, single_rooms: 0, double_rooms: 0, conference_room_size: null });
    const data = json(await suggest(id, `?region_id=${regionA}`)).data;
    expect(data.rooms_needed).toBe(0);
    expect((data.suggestions as Body[]).map((s) => [s.name, s.seats_fit, s.rooms_fit])).toEqual([
      ['Sjögården', true, null],
      ['Prästgården', null, null],
      // Both too small: the one answering in time first.
      ['Stadshotellet', false, null],
      ['Slottet', false, null],
      ['Lilla Pensionatet', false, null],
    ]);
  });

  it('narrows to a city or a region, leaves out venues already added, and without a filter puts the place first', async () => {
    const id = await newOpportunity({ region_id: regionA, city_id: cityA, participants: 40 });
    expect(names(await suggest(id, `?city_id=${cityA2}`))).toEqual(['Sjögården', 'Prästgården']);
    expect(names(await suggest(id, `?region_id=${regionB}`))).toEqual(['Norrbyn']);
    const stadshotellet = await one(`SELECT id FROM accounts WHERE venue_name = 'Stadshotellet'`);
    await addBidder(id, { account_id: stadshotellet });
    const all = names(await suggest(id, '?limit=50'));
    expect(all).not.toContain('Stadshotellet');
    expect(all.slice(0, 4)).toEqual(['Slottet', 'Lilla Pensionatet', 'Sjögården', 'Prästgården']);
    expect(all).toContain('Norrbyn');
    expect(names(await suggest(id, `?region_id=${regionA}&limit=2`))).toEqual(['Slottet', 'Lilla Pensionatet']);
    // Without a filter, a region that fills the list gives the same list.
    expect(names(await suggest(id, '?limit=4'))).toEqual(['Slottet', 'Lilla Pensionatet', 'Sjögården', 'Prästgården']);
    // A list its city cannot fill goes on in the region, then elsewhere, each place still ranked.
    expect(names(await suggest(id, '?limit=3'))).toEqual(['Slottet', 'Lilla Pensionatet', 'Sjögården']);
  });

  it('keeps the figures as venues answer: a submitted quote counts at once', async () => {
    const id = await newOpportunity({ region_id: regionB, city_id: cityB });
    const norrbyn = await one(`SELECT id FROM accounts WHERE venue_name = 'Norrbyn'`);
    const before = (json(await suggest(id, `?region_id=${regionB}`)).data.suggestions as Body[])[0]!;
    expect(before).toMatchObject({ name: 'Norrbyn', invited: 0, answered: 0 });
    const bidder = await addBidder(await newOpportunity(), { account_id: norrbyn });
    expect((await call('POST', `/bidder/${bidder}/invitation`)).statusCode).toBe(200);
    expect((json(await suggest(id, `?region_id=${regionB}`)).data.suggestions as Body[])[0]).toMatchObject({ invited: 1, answered: 0 });
    await rows(t.database, `UPDATE quotes SET status = 'submitted', submitted_at = created_at + interval '3 hours' WHERE bidder_id = $1`, [bidder]);
    expect((json(await suggest(id, `?region_id=${regionB}`)).data.suggestions as Body[])[0]).toMatchObject({ invited: 1, answered: 1, answered_in_time: 1, median_hours: 3 });
  });

  it("keeps the opportunity's place when the edit form saves it without one, so the suggestions start from it", async () => {
    const id = await newOpportunity({ region_id: regionA, city_id: cityA });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/opportunity/${id}`,
      headers: bearer(admin),
      payload: { account_id: await one(`SELECT account_id AS id FROM opportunities WHERE id = $1`, [id]), contact_id: await one(`SELECT contact_id AS id FROM opportunities WHERE id = $1`, [id]), vat_basis: 'ex', conference_type: 'overnight', start_date: daysFromToday(40), end_date: daysFromToday(41), participants: 20 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ region_id: regionA, city_id: cityA, participants: 20 });
    expect(json(await suggest(id)).data).toMatchObject({ region_id: regionA, city_id: cityA });
  });

  it('ranks by fit alone for an opportunity without a place', async () => {
    const id = await newOpportunity({ participants: 150, single_rooms: 100 });
    const response = await suggest(id, `?region_id=${regionA}`);
    expect(response.statusCode, response.body).toBe(200);
    // No hall in region A seats 150 and no venue has 100 rooms: the one that said nothing first, then the fastest to answer in time.
    expect(names(response)).toEqual(['Prästgården', 'Sjögården', 'Stadshotellet', 'Slottet', 'Lilla Pensionatet']);
    expect(json(response).data.suggestions.every((s: Body) => !s.city_match && !s.region_match)).toBe(true);
    expect((await suggest(id)).statusCode).toBe(200);
  });

  it('refuses an unknown opportunity, region or city, and non-admins', async () => {
    const id = await newOpportunity();
    const missing = await suggest(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toEqual({ en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' });
    const region = await suggest(id, '?region_id=2000000000');
    expect(region.statusCode).toBe(422);
    expect(json(region).errors.region_id[0]).toEqual({ en: 'Region does not exist', sw: 'Regionen finns inte' });
    expect(json(await suggest(id, '?city_id=2000000000')).errors.city_id[0].en).toBe('The city does not exist');
    expect((await suggest(id, '?limit=51')).statusCode).toBe(422);
    expect((await call('GET', `/opportunity/${id}/venue-suggestions`, undefined, await loginAs.partner(t.app))).statusCode).toBe(403);
  });
});
