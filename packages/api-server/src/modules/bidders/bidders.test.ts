// The venues of an opportunity: adding, ordering, inviting (mail + capability link), winning
// (race-safe, the other venues told), reverting the win, and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { daysFromToday } from '../../../test/support/leads.js';
import { resolveLink } from '../../core/links/links.js';

let t: TestApp;
let admin: string;
let partner: string;
let berglund: number;
let johan: number;
let hotel: number;
let manor: number;

const one = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  berglund = await one(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  manor = await one(`SELECT id FROM accounts WHERE company_name = 'Sjöviks Herrgård'`);
  johan = await one(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`);
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token: string | null = admin) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token === null ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

async function newOpportunity(overrides: Body = {}): Promise<number> {
  const response = await call('POST', '/opportunities', {
    account_id: berglund,
    contact_id: johan,
    vat_basis: 'ex',
    conference_type: 'overnight',
    start_date: daysFromToday(40),
    end_date: daysFromToday(41),
    arrival_time: '09:00',
    departure_time: '16:00',
    participants: 18,
    single_rooms: 18,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.id as number;
}

async function addBidder(opportunityId: number, payload: Body): Promise<Body> {
  const response = await call('POST', `/opportunity/${opportunityId}/bidders`, payload);
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data;
}

const invite = (bidderId: number) => call('POST', `/bidder/${bidderId}/invitation`);

/** Puts a quote in the submitted state directly (the venues' answer pages come with issue 11). */
async function submitQuote(bidderId: number, totalExVat = 4_500_000): Promise<void> {
  await rows(t.database, `UPDATE quotes SET status = 'submitted', submitted_at = now(), total_ex_vat = $2::bigint, total_inc_vat = round($2::bigint * 1.12) WHERE bidder_id = $1`, [
    bidderId,
    totalExVat,
  ]);
}

const counts = async () =>
  (
    await rows<{ bidders: number; quotes: number; outbox: number; links: number }>(
      t.database,
      `SELECT (SELECT count(*) FROM bidders)::int AS bidders, (SELECT count(*) FROM quotes)::int AS quotes,
              (SELECT count(*) FROM outbox)::int AS outbox, (SELECT count(*) FROM capability_links)::int AS links`,
    )
  )[0]!;

describe('adding and ordering venues', () => {
  it('adds partner and outside venues last in the order, each once, and lists them by index_priority', async () => {
    const id = await newOpportunity();
    const first = await addBidder(id, { account_id: hotel });
    expect(first).toMatchObject({
      opportunity_id: id,
      account_id: hotel,
      is_outside_partner: false,
      name: 'Demo Konferenshotell',
      email: 'bokning@konferenshotell.demo',
      index_priority: 1,
      invited: false,
      status: 'invitation_not_sent',
      send_invitation: true,
      resend_invitation: false,
      quote_id: null,
      can_remove: true,
    });
    expect(JSON.parse(first.history as string)).toMatchObject([{ event: 'added', by: { name: 'Anna Admin' } }]);
    const outside = await addBidder(id, { name: '  Utsikten Konferens ', email: 'info@utsikten.example', language: 'en' });
    expect(outside).toMatchObject({ is_outside_partner: true, name: 'Utsikten Konferens', language: 'en', index_priority: 2, account_id: null });

    const again = await call('POST', `/opportunity/${id}/bidders`, { account_id: hotel });
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.account_id[0]).toEqual({ en: 'This venue is already on the opportunity', sw: 'Anläggningen finns redan på affärsmöjligheten' });
    const customer = await call('POST', `/opportunity/${id}/bidders`, { account_id: berglund });
    expect(json(customer).errors.account_id[0].en).toBe('Choose a partner venue.');
    const nothing = await call('POST', `/opportunity/${id}/bidders`, { name: '   ' });
    expect(json(nothing).errors.account_id[0].en).toBe('Choose a partner venue or name an outside venue.');
    const badEmail = await call('POST', `/opportunity/${id}/bidders`, { name: 'X', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(422);
    expect(Object.keys(json(badEmail).errors)).toEqual(['email']);

    const list = await call('GET', `/get-bidder/${id}`);
    expect(list.statusCode).toBe(200);
    expect(json(list).data.map((bidder: Body) => bidder.name)).toEqual(['Demo Konferenshotell', 'Utsikten Konferens']);

    const reordered = await call('PUT', `/opportunity/${id}/bidder-order`, { bidder_ids: [outside.bidder_id, first.bidder_id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(json(reordered).message).toEqual({ en: 'Index changed', sw: 'Ordningen har ändrats' });
    expect(json(reordered).data.map((bidder: Body) => [bidder.name, bidder.index_priority])).toEqual([
      ['Utsikten Konferens', 1],
      ['Demo Konferenshotell', 2],
    ]);
    const partial = await call('PUT', `/opportunity/${id}/bidder-order`, { bidder_ids: [outside.bidder_id] });
    expect(partial.statusCode).toBe(422);
    const twice = await call('PUT', `/opportunity/${id}/bidder-order`, { bidder_ids: [outside.bidder_id, outside.bidder_id] });
    expect(twice.statusCode).toBe(422);

    const edited = await call('PUT', `/bidder/${outside.bidder_id}`, { name: 'Utsikten', email: null, language: 'sv' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).data).toMatchObject({ name: 'Utsikten', email: null, language: 'sv' });
    const partnerEdit = await call('PUT', `/bidder/${first.bidder_id}`, { name: 'Other name' });
    expect(partnerEdit.statusCode).toBe(422);

    const removed = await call('DELETE', `/bidder/${outside.bidder_id}`);
    expect(removed.statusCode).toBe(200);
    expect(json(removed).message).toEqual({ en: 'Bidder deleted', sw: 'Anläggningen har tagits bort' });
    expect(json(await call('GET', `/get-bidder/${id}`)).data).toHaveLength(1);
  });

  it('marks a venue seen or unseen by admin, in any state', async () => {
    const id = await newOpportunity();
    const bidder = await addBidder(id, { account_id: manor });
    expect(bidder.seen_by_admin).toBe(true);
    const unseen = await call('POST', `/bidder/${bidder.bidder_id}/seen`, { seen: false });
    expect(unseen.statusCode).toBe(200);
    expect(json(unseen)).toMatchObject({ data: { seen_by_admin: false }, message: { en: 'Marked as unseen by admin', sw: 'Markerad som osedd' } });
    await call('POST', `/opportunity/${id}/close`);
    const seen = await call('POST', `/bidder/${bidder.bidder_id}/seen`, { seen: true });
    expect(json(seen).data).toMatchObject({ seen_by_admin: true, send_invitation: false });
    expect((await call('POST', '/bidder/99999999/seen', { seen: true })).statusCode).toBe(404);
  });

  it("lets the opportunity list's search find an opportunity by its venues, kept through renames and removals", async () => {
    const id = await newOpportunity();
    const found = async (term: string) =>
      (json(await call('GET', `/opportunities?search=${encodeURIComponent(term)}&per_page=100`)).data.data as Body[]).some((row) => row.id === id);
    const outside = await addBidder(id, { name: 'Grönviks Pensionat' });
    expect(await found('grönviks')).toBe(true);
    await call('PUT', `/bidder/${outside.bidder_id}`, { name: 'Blåviks Pensionat' });
    expect(await found('grönviks')).toBe(false);
    expect(await found('blåviks')).toBe(true);
    await call('DELETE', `/bidder/${outside.bidder_id}`);
    expect(await found('blåviks')).toBe(false);

    const [partnerAccount] = await rows<{ id: number }>(
      t.database,
      `INSERT INTO accounts (type, company_name, venue_name, email) VALUES ('Partner', 'Sökbar Gård AB', 'Sökbara Gården', 'info@sokbar.example') RETURNING id`,
    );
    await addBidder(id, { account_id: partnerAccount!.id });
    expect(await found('sökbara gården')).toBe(true);
    await rows(t.database, `UPDATE accounts SET venue_name = 'Hittade Gården' WHERE id = $1`, [partnerAccount!.id]);
    expect(await found('hittade gården')).toBe(true);
    expect(await found('sökbara gården')).toBe(false);
  });

  it('answers 404 for an unknown opportunity or bidder', async () => {
    expect((await call('GET', '/get-bidder/99999999')).statusCode).toBe(404);
    expect((await call('POST', '/opportunity/99999999/bidders', { account_id: hotel })).statusCode).toBe(404);
    expect((await call('POST', '/bidder/99999999/invitation')).statusCode).toBe(404);
    expect((await call('DELETE', '/bidder/99999999')).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('refuses before the required details, naming each missing field, and writes nothing', async () => {
    const id = await newOpportunity({ arrival_time: null, departure_time: null });
    const bidder = await addBidder(id, { account_id: hotel });
    const before = await counts();
    const response = await invite(bidder.bidder_id);
    expect(response.statusCode).toBe(422);
    const { errors } = json(response);
    expect(Object.keys(errors).sort()).toEqual(['arrival_time', 'departure_time']);
    expect(errors.arrival_time[0]).toEqual({ en: 'Please fill required details.', sw: 'Fyll i de uppgifter som krävs.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a venue without an email with SPEC §5 message', async () => {
    const id = await newOpportunity();
    const bidder = await addBidder(id, { name: 'Utan Mejl Gård' });
    const before = await counts();
    const response = await invite(bidder.bidder_id);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors.email[0]).toEqual({
      en: 'Please add e-mail for this venue before sending invitation',
      sw: 'Lägg till en e-postadress för anläggningen innan du skickar inbjudan.',
    });
    expect(await counts()).toEqual(before);
  });

  it('mails the venue in its language with a working link, creates the quote, and a resend revokes the old link', async () => {
    const [place] = await rows<{ region_id: number; city_id: number }>(t.database, `SELECT region_id, id AS city_id FROM cities WHERE name = 'Varberg'`);
    const id = await newOpportunity({ region_id: place!.region_id, city_id: place!.city_id });
    const bidder = await addBidder(id, { name: 'Fjällgården', email: 'bokning@fjallgarden.example', language: 'en' });
    const sent = await invite(bidder.bidder_id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent).message).toEqual({ en: 'Invitation sent', sw: 'Inbjudan har skickats' });
    const data = json(sent).data;
    expect(data).toMatchObject({ invited: true, invitations: 1, status: 'invitation_sent', quote_status: 'new', send_invitation: false, resend_invitation: true, can_remove: false });

    const [mail] = await rows(t.database, `SELECT * FROM outbox WHERE to_email = 'bokning@fjallgarden.example'`);
    expect(mail).toMatchObject({ template: 'venue-invitation', language: 'en', status: 'queued' });
    expect(mail!.subject).toContain('18 participants');
    expect(mail!.text).toContain('in Varberg.');
    const token = /email-editquote&id=([A-Za-z0-9_-]{43})/.exec(mail!.text as string)?.[1];
    expect(token).toBeDefined();
    const resolved = await resolveLink(t.database.db, token!, { purpose: 'quote_answer' });
    expect(resolved).toMatchObject({ ok: true, link: { subjectType: 'quote', subjectId: data.quote_id } });

    const resent = await invite(bidder.bidder_id);
    expect(json(resent).message).toEqual({ en: 'Invitation resent', sw: 'Inbjudan har skickats igen' });
    expect(json(resent).data).toMatchObject({ invitations: 2, quote_id: data.quote_id });
    expect(await resolveLink(t.database.db, token!, { purpose: 'quote_answer' })).toEqual({ ok: false, reason: 'revoked' });
    const mails = await rows(t.database, `SELECT text FROM outbox WHERE to_email = 'bokning@fjallgarden.example' ORDER BY id`);
    expect(mails).toHaveLength(2);
    const newToken = /email-editquote&id=([A-Za-z0-9_-]{43})/.exec(mails[1]!.text as string)?.[1];
    expect((await resolveLink(t.database.db, newToken!, { purpose: 'quote_answer' })).ok).toBe(true);
    expect(JSON.parse(json(resent).data.history).map((entry: Body) => entry.event)).toEqual(['added', 'invited', 'reinvited']);

    // An invited venue stays on the opportunity.
    const remove = await call('DELETE', `/bidder/${bidder.bidder_id}`);
    expect(remove.statusCode).toBe(409);
  });

  it("sends a partner the partner portal's link in its login's language (Swedish)", async () => {
    const id = await newOpportunity();
    const bidder = await addBidder(id, { account_id: manor });
    expect((await invite(bidder.bidder_id)).statusCode).toBe(200);
    const [mail] = await rows(t.database, `SELECT * FROM outbox WHERE template = 'venue-invitation' AND to_email = 'info@sjoviksherrgard.demo' ORDER BY id DESC LIMIT 1`);
    expect(mail).toMatchObject({ language: 'sv' });
    // A partner answers behind its login: the link names the quote, no capability token.
    const quoteId = json(await call('GET', `/get-bidder/${id}`)).data.find((row: { bidder_id: number }) => row.bidder_id === bidder.bidder_id).quote_id;
    expect(mail!.text).toContain(`/p-editquote&id=${quoteId}`);
    expect(mail!.text).toMatch(/senast \d{1,2} \p{L}+ \d{4}/u);
    expect(mail!.subject).toContain('18 deltagare');
  });

  it('stage follows the quotes: new request → venues invited → quotes in', async () => {
    const id = await newOpportunity();
    const stage = async () => json(await call('GET', `/opportunity/${id}`)).data[0].stage;
    expect(await stage()).toBe('new_request');
    const bidder = await addBidder(id, { account_id: hotel });
    expect(await stage()).toBe('new_request');
    await invite(bidder.bidder_id);
    expect(await stage()).toBe('venues_invited');
    await submitQuote(bidder.bidder_id);
    expect(await stage()).toBe('quotes_in');
    expect(json(await call('GET', `/opportunity/${id}`)).data[0].allowed_actions).toContain('win');
  });
});

describe('winning and reverting', () => {
  async function opportunityWithQuotes() {
    const id = await newOpportunity();
    const winner = await addBidder(id, { account_id: hotel });
    const other = await addBidder(id, { account_id: manor });
    const outside = await addBidder(id, { name: 'Havsbadet', email: 'info@havsbadet.example' });
    const notInvited = await addBidder(id, { name: 'Aldrig Inbjuden', email: 'x@aldrig.example' });
    for (const bidder of [winner, other, outside]) expect((await invite(bidder.bidder_id)).statusCode).toBe(200);
    await submitQuote(winner.bidder_id);
    await submitQuote(other.bidder_id, 3_900_000);
    return { id, winner, other, outside, notInvited };
  }

  const statuses = async (id: number) =>
    Object.fromEntries(json(await call('GET', `/get-bidder/${id}`)).data.map((bidder: Body) => [bidder.name, bidder.status]));

  it('needs a venue whose quote is submitted', async () => {
    const { id, outside } = await opportunityWithQuotes();
    const none = await call('POST', `/opportunity/${id}/win`, {});
    expect(none.statusCode).toBe(422);
    expect(json(none).errors.bidder_id[0].en).toBe('Choose the winning venue.');
    const notSubmitted = await call('POST', `/opportunity/${id}/win`, { bidder_id: outside.bidder_id });
    expect(json(notSubmitted).errors.bidder_id[0]).toEqual({ en: 'Choose a venue whose quote is submitted.', sw: 'Välj en anläggning vars offert har skickats in.' });
    const elsewhere = await call('POST', `/opportunity/${id}/win`, { bidder_id: 99999999 });
    expect(elsewhere.statusCode).toBe(422);
    expect(json(await call('GET', `/opportunity/${id}`)).data[0].status).toBe('open');
  });

  it('wins with one venue: the others lost and told by mail, logged; revert restores every quote', async () => {
    const { id, winner } = await opportunityWithQuotes();
    const outboxBefore = (await counts()).outbox;
    const response = await call('POST', `/opportunity/${id}/win`, { bidder_id: winner.bidder_id });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    expect(body.message).toEqual({ en: 'Opportunity won', sw: 'Affärsmöjligheten har markerats som vunnen' });
    expect(body.data).toMatchObject({ status: 'won', stage: 'won', winning_bidder_id: winner.bidder_id, winning_venue: 'Demo Konferenshotell' });
    // Seen by the admin who won it: their own change is nothing new to them.
    expect(body.data.allowed_actions).toEqual(['revert', 'mark_unseen']);
    expect(await statuses(id)).toEqual({
      'Demo Konferenshotell': 'won',
      'Sjöviks Herrgård': 'lost',
      Havsbadet: 'lost',
      'Aldrig Inbjuden': 'invitation_not_sent',
    });
    const told = await rows(t.database, `SELECT to_email, language, template FROM outbox WHERE id > (SELECT max(id) - 2 FROM outbox) ORDER BY to_email`);
    expect((await counts()).outbox).toBe(outboxBefore + 2);
    expect(told).toEqual([
      { to_email: 'info@havsbadet.example', language: 'sv', template: 'quote-not-chosen' },
      { to_email: 'info@sjoviksherrgard.demo', language: 'sv', template: 'quote-not-chosen' },
    ]);
    const [activity] = await rows(t.database, `SELECT event FROM activity_log WHERE subject_type = 'Opportunity' AND subject_id = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(activity).toEqual({ event: 'won' });
    // Decided: no more venues, invitations or second win.
    expect((await call('POST', `/opportunity/${id}/bidders`, { name: 'Sen' })).statusCode).toBe(409);
    expect(json(await call('GET', `/get-bidder/${id}`)).data.every((bidder: Body) => !bidder.send_invitation && !bidder.resend_invitation)).toBe(true);

    const reverted = await call('POST', `/opportunity/${id}/revert`);
    expect(reverted.statusCode).toBe(200);
    expect(json(reverted).data).toMatchObject({ status: 'open', stage: 'quotes_in', winning_bidder_id: null, winning_venue: null });
    expect(await statuses(id)).toEqual({
      'Demo Konferenshotell': 'submitted',
      'Sjöviks Herrgård': 'submitted',
      Havsbadet: 'invitation_sent',
      'Aldrig Inbjuden': 'invitation_not_sent',
    });
    const history = JSON.parse(json(await call('GET', `/get-bidder/${id}`)).data[1].history).map((entry: Body) => entry.event);
    expect(history).toEqual(['added', 'invited', 'lost', 'restored']);
  });

  it('two admins winning at once: exactly one succeeds, the other gets 409', async () => {
    const { id, winner, other } = await opportunityWithQuotes();
    const secondAdmin = await loginAs.admin(t.app);
    const answers = await Promise.all([
      call('POST', `/opportunity/${id}/win`, { bidder_id: winner.bidder_id }),
      call('POST', `/opportunity/${id}/win`, { bidder_id: other.bidder_id }, secondAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(json(refused).message).toEqual({ en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' });
    const won = await rows(t.database, `SELECT count(*)::int AS n FROM quotes WHERE opportunity_id = $1 AND status = 'won'`, [id]);
    expect(won[0]).toEqual({ n: 1 });
  });

  it('an invitation racing a win: the invitation waits and is refused (409), nothing half-written', async () => {
    const { id, winner, notInvited } = await opportunityWithQuotes();
    const before = await counts();
    const [win, invitation] = await Promise.all([
      call('POST', `/opportunity/${id}/win`, { bidder_id: winner.bidder_id }),
      invite(notInvited.bidder_id),
    ]);
    expect(win.statusCode).toBe(200);
    if (invitation.statusCode === 200) {
      // The invitation came first: its quote was then lost with the win.
      expect(json(await call('GET', `/get-bidder/${id}`)).data.find((bidder: Body) => bidder.bidder_id === notInvited.bidder_id).status).toBe('lost');
    } else {
      expect(invitation.statusCode).toBe(409);
      expect((await counts()).quotes).toBe(before.quotes);
    }
  });
});

describe('access', () => {
  it('partners get 403 and anonymous callers 401 on every bidder call', async () => {
    const id = await newOpportunity();
    const bidder = await addBidder(id, { account_id: hotel });
    const attempts: [Parameters<typeof call>[0], string, Body?][] = [
      ['GET', '/bidders'],
      ['GET', `/get-bidder/${id}`],
      ['POST', `/opportunity/${id}/bidders`, { account_id: manor }],
      ['PUT', `/opportunity/${id}/bidder-order`, { bidder_ids: [bidder.bidder_id] }],
      ['POST', `/bidder/${bidder.bidder_id}/invitation`],
      ['PUT', `/bidder/${bidder.bidder_id}`, { name: 'x' }],
      ['DELETE', `/bidder/${bidder.bidder_id}`],
      ['POST', `/bidder/${bidder.bidder_id}/seen`, { seen: false }],
      ['POST', `/opportunity/${id}/win`, { bidder_id: bidder.bidder_id }],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, payload, partner)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(json(await call('GET', `/get-bidder/${id}`)).data).toHaveLength(1);
  });

  it('GET /bidders pages across opportunities and filters by opportunity, account and status', async () => {
    const id = await newOpportunity();
    const bidder = await addBidder(id, { account_id: hotel });
    await invite(bidder.bidder_id);
    const byOpportunity = json(await call('GET', `/bidders?opportunity_id=${id}`)).data;
    expect(byOpportunity.total).toBe(1);
    expect(byOpportunity.data[0].bidder_id).toBe(bidder.bidder_id);
    const sent = json(await call('GET', `/bidders?account_id=${hotel}&status=invitation_sent&per_page=100`)).data;
    expect(sent.data.every((row: Body) => row.account_id === hotel && row.status === 'invitation_sent')).toBe(true);
    expect(sent.data.some((row: Body) => row.bidder_id === bidder.bidder_id)).toBe(true);
  });
});
