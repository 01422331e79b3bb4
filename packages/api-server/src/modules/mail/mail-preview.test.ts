// Issue 26 §3, "see the mail before it goes": each of the four actions (invite a venue, present to
// the customer, ask for a preliminary booking, win) previews the mails it would send, written by
// the code that sends them, in each recipient's language, with the admin's personal message; the
// preview writes nothing, the sent mail is the previewed one, and the outbox keeps the message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';
import { withoutLinkTokens } from '../../core/mail/preview.js';

let t: TestApp;
let admin: string;
const { call, one, newOpportunity, submittedQuote } = pipeline(
  () => t,
  () => admin,
);
let hotel: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
});

afterAll(async () => {
  await t.close();
});

interface Preview {
  to: string;
  template: string;
  language: 'sv' | 'en';
  subject: string;
  html: string;
  text: string;
  personal_message: string | null;
}

const MESSAGE = 'Kunden <b>älskar</b> sjöutsikt & "tyst" rum.\n\nRing mig gärna: 070-111 22 33';
const ESCAPED = 'Kunden &lt;b&gt;älskar&lt;/b&gt; sjöutsikt &amp; &quot;tyst&quot; rum.';

/** Everything the four actions write: a preview must leave every count as it was. */
const written = async () =>
  (
    await rows(
      t.database,
      `SELECT (SELECT count(*) FROM outbox)::int AS outbox, (SELECT count(*) FROM capability_links)::int AS links,
              (SELECT count(*) FROM quotes)::int AS quotes, (SELECT count(*) FROM presentations)::int AS presentations,
              (SELECT count(*) FROM preliminary_bookings)::int AS bookings, (SELECT count(*) FROM commissions)::int AS commissions,
              (SELECT count(*) FROM activity_log)::int AS activity, (SELECT count(*) FROM pgboss.job)::int AS jobs,
              (SELECT coalesce(sum(jsonb_array_length(history)), 0)::int FROM bidders) AS history,
              (SELECT count(*) FROM bidders WHERE invited_at IS NOT NULL)::int AS invited,
              (SELECT count(*) FROM opportunities WHERE status <> 'open')::int AS decided`,
    )
  )[0];

/** The outbox rows written since `after`, as the preview shows a mail (its links' tokens blanked). */
async function sentSince(after: number): Promise<Preview[]> {
  const sent = await rows<Preview>(
    t.database,
    `SELECT to_email AS "to", template, language, subject, html, text, personal_message FROM outbox WHERE id > $1 ORDER BY id`,
    [after],
  );
  return sent.map((mail) => ({ ...mail, html: withoutLinkTokens(mail.html), text: withoutLinkTokens(mail.text) }));
}

const lastOutboxId = async () => (await rows<{ id: number }>(t.database, `SELECT coalesce(max(id), 0)::int AS id FROM outbox`))[0]!.id;

async function preview(url: string, payload?: Body): Promise<Preview[]> {
  const before = await written();
  const response = await call('POST', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(await written()).toEqual(before);
  return json(response).data as Preview[];
}

async function outsideVenue(opportunityId: number, language: 'sv' | 'en'): Promise<number> {
  const added = await call('POST', `/opportunity/${opportunityId}/bidders`, { name: `Venue ${language} ${opportunityId}`, email: `${language}-${opportunityId}@venue.demo`, language });
  expect(added.statusCode, added.body).toBe(201);
  return json(added).data.bidder_id as number;
}

describe('the invitation', () => {
  it('previews the mail in the venue’s language with the message escaped after the greeting, writes nothing, and sends exactly that', async () => {
    const id = await newOpportunity();
    const bidder = await outsideVenue(id, 'en');
    const [mail, ...more] = await preview(`/bidder/${bidder}/invitation/mail-preview`, { message: MESSAGE });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: `en-${id}@venue.demo`, template: 'venue-invitation', language: 'en', personal_message: MESSAGE });
    expect(mail!.subject).toMatch(/^Request for a quote: 18 participants on /);
    expect(mail!.html).toContain(`<p style="border-left:3px solid #1f4e79;padding-left:12px">${ESCAPED}</p>`);
    expect(mail!.html).not.toContain('<b>älskar');
    // After the greeting, before the request itself; a link's token is not made until it is sent.
    expect(mail!.text).toMatch(new RegExp(`^Hello Venue en ${id},\\n\\nKunden <b>älskar</b> sjöutsikt & "tyst" rum\\.\\n\\nRing mig gärna: 070-111 22 33\\n\\nA customer of ours`));
    expect(mail!.text).toContain('/email-editquote&id=…');

    const after = await lastOutboxId();
    const sent = await call('POST', `/bidder/${bidder}/invitation`, { message: MESSAGE });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await sentSince(after)).toEqual([mail]);
    const [row] = await rows<{ text: string }>(t.database, `SELECT text FROM outbox WHERE id > $1`, [after]);
    expect(row!.text).toMatch(/\/email-editquote&id=[A-Za-z0-9_-]{43}/);

    const listed = json(await call('GET', `/outbox?search=${encodeURIComponent(`en-${id}@venue.demo`)}`)).data.data;
    expect(listed).toEqual([expect.objectContaining({ template: 'venue-invitation', personal_message: MESSAGE })]);
  });

  it('writes a Swedish venue’s mail in Swedish, and a mail without a message as before', async () => {
    const id = await newOpportunity();
    const bidder = await outsideVenue(id, 'sv');
    const [mail] = await preview(`/bidder/${bidder}/invitation/mail-preview`, { message: 'Välkommen tillbaka!' });
    expect(mail).toMatchObject({ language: 'sv', personal_message: 'Välkommen tillbaka!' });
    expect(mail!.text).toMatch(new RegExp(`^Hej Venue sv ${id}!\\n\\nVälkommen tillbaka!\\n\\nVi har en kund`));
    const [plain] = await preview(`/bidder/${bidder}/invitation/mail-preview`);
    expect(plain).toMatchObject({ personal_message: null });
    expect(plain!.text).toMatch(new RegExp(`^Hej Venue sv ${id}!\\n\\nVi har en kund`));
    expect(plain!.html).not.toContain('border-left');
  });

  it('refuses a message over 2000 characters in both languages, writing nothing, and previews the action’s own refusals', async () => {
    const id = await newOpportunity();
    const bidder = await outsideVenue(id, 'sv');
    const before = await written();
    for (const url of [`/bidder/${bidder}/invitation/mail-preview`, `/bidder/${bidder}/invitation`]) {
      const response = await call('POST', url, { message: 'x'.repeat(2001) });
      expect(response.statusCode, url).toBe(422);
      expect(json(response).errors.message).toEqual([{ en: 'The field may not be longer than 2000 characters', sw: 'Fältet får inte vara längre än 2000 tecken' }]);
    }
    expect(await written()).toEqual(before);
    const [mail] = await preview(`/bidder/${bidder}/invitation/mail-preview`, { message: 'x'.repeat(2000) });
    expect(mail!.personal_message).toHaveLength(2000);

    // The action's own refusals: a venue that is not there, a closed opportunity.
    expect((await call('POST', `/bidder/999999/invitation/mail-preview`, { message: 'Hej' })).statusCode).toBe(404);
    expect((await call('POST', `/opportunity/${id}/close`)).statusCode).toBe(200);
    const closed = await call('POST', `/bidder/${bidder}/invitation/mail-preview`);
    expect(closed.statusCode).toBe(409);
    expect(await rows(t.database, `SELECT id FROM outbox WHERE to_email = $1`, [`sv-${id}@venue.demo`])).toEqual([]);
  });
});

describe('the presentation', () => {
  it('previews the mail to the customer’s contact with the message, then sends exactly that and the outbox keeps the message', async () => {
    const id = await newOpportunity();
    const { bidderId } = await submittedQuote(id, { account_id: hotel });
    const none = await call('POST', `/opportunity/${id}/presentation/mail-preview`, { message: 'Hej' });
    expect(none.statusCode).toBe(422);
    expect(json(none).errors.present_to_customer[0]).toEqual({ en: 'Please select Present to customer', sw: 'Kryssa i Presentera för kund vid minst en anläggning med inskickad offert.' });
    expect((await call('PUT', `/bidder/${bidderId}/present`, { present: true })).statusCode).toBe(200);

    const [mail, ...more] = await preview(`/opportunity/${id}/presentation/mail-preview`, { message: MESSAGE });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'johan@berglundkonsult.demo', template: 'quote-presentation', language: 'sv', subject: 'Offerter på er konferensförfrågan' });
    expect(mail!.html).toContain(ESCAPED);
    expect(mail!.text).toContain('/quote-presention-pre&o=');
    expect(mail!.text).toContain('&t=…');

    const after = await lastOutboxId();
    const sent = await call('POST', `/opportunity/${id}/presentation`, { message: MESSAGE });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await sentSince(after)).toEqual([mail]);
  });
});

describe('the preliminary booking request', () => {
  it('previews the request with the message where its template places it, then sends exactly that', async () => {
    const id = await newOpportunity();
    const { bidderId } = await submittedQuote(id, { name: 'Engelska gården', email: `prel-${Date.now()}@venue.demo`, language: 'en' });
    const [mail] = await preview(`/bidder/${bidderId}/preliminary-booking/mail-preview`, { message: MESSAGE });
    expect(mail).toMatchObject({ template: 'preliminary-booking-request', language: 'en', personal_message: MESSAGE });
    expect(mail!.subject).toMatch(/^Request for a preliminary booking from /);
    // Once, where {{message}} stands: after the question, before the link.
    expect(mail!.html.split(ESCAPED)).toHaveLength(2);
    expect(mail!.text).toMatch(/until which date\?\n\nKunden <b>älskar<\/b>[^]*\n\nAnswer here: /);

    const after = await lastOutboxId();
    const sent = await call('POST', `/bidder/${bidderId}/preliminary-booking`, { message: MESSAGE });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await sentSince(after)).toEqual([mail]);
  });
});

describe('the win', () => {
  it('previews one "not chosen" mail per other venue, each in its language, then sends exactly those', async () => {
    const id = await newOpportunity();
    const winner = (await submittedQuote(id, { account_id: hotel })).bidderId;
    const english = await outsideVenue(id, 'en');
    await submittedQuote(id, { name: 'Svenska gården', email: `sv-win-${id}@venue.demo`, language: 'sv' });
    expect((await call('POST', `/bidder/${english}/invitation`)).statusCode).toBe(200);

    const message = 'Tack för ett fint förslag – nästa gång!';
    const mails = await preview(`/opportunity/${id}/win/mail-preview`, { bidder_id: winner, message });
    expect(mails.map((mail) => [mail.to, mail.language, mail.subject])).toEqual(
      expect.arrayContaining([
        [`en-${id}@venue.demo`, 'en', 'The customer chose another venue'],
        [`sv-win-${id}@venue.demo`, 'sv', 'Kunden har valt en annan anläggning'],
      ]),
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain(`\n\n${message}\n\n`);
    expect(json(await call('GET', `/opportunity/${id}`)).data[0].status).toBe('open');

    const after = await lastOutboxId();
    const won = await call('POST', `/opportunity/${id}/win`, { bidder_id: winner, message });
    expect(won.statusCode, won.body).toBe(200);
    expect(await sentSince(after)).toEqual(expect.arrayContaining(mails));
    expect(await sentSince(after)).toHaveLength(2);

    // Decided: the preview answers as a second win would.
    const again = await call('POST', `/opportunity/${id}/win/mail-preview`, { bidder_id: winner });
    expect(again.statusCode).toBe(409);
  });
});

describe('the loss', () => {
  it('previews the mail to each venue still in play, in its language, then sends exactly those; a venue never invited is not told', async () => {
    const id = await newOpportunity();
    await submittedQuote(id, { account_id: hotel });
    const english = await outsideVenue(id, 'en');
    expect((await call('POST', `/bidder/${english}/invitation`)).statusCode).toBe(200);
    const notInvited = await outsideVenue(id, 'sv');
    expect(notInvited).toBeGreaterThan(0);

    const reasonMissing = await call('POST', `/opportunity/${id}/lose/mail-preview`, { message: 'Hej' });
    expect(reasonMissing.statusCode).toBe(422);
    const mails = await preview(`/opportunity/${id}/lose/mail-preview`, { lost_reason: 'customer_cancelled', message: MESSAGE });
    expect(mails.map((mail) => [mail.to, mail.language, mail.subject])).toEqual(
      expect.arrayContaining([
        [`en-${id}@venue.demo`, 'en', 'The request no longer stands'],
        [expect.any(String), 'sv', 'Förfrågan gäller inte längre'],
      ]),
    );
    // The venue never invited has no quote and hears nothing.
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.html).toContain(ESCAPED);

    const after = await lastOutboxId();
    const lost = await call('POST', `/opportunity/${id}/lose`, { lost_reason: 'customer_cancelled', message: MESSAGE });
    expect(lost.statusCode, lost.body).toBe(200);
    const sent = await sentSince(after);
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(expect.arrayContaining(mails));
  });
});
