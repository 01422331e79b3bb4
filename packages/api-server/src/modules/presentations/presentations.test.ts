// The customer's presentation: the admin ticks submitted quotes, previews and sends; the customer
// opens the link (the owner is told), compares, books once (idempotent, also two at once), and
// downloads the PDF; a tampered, revoked or expired link is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';

let t: TestApp;
let admin: string;
const p = pipeline(
  () => t,
  () => admin,
);
const { call, byLink, one, newOpportunity, submittedQuote, mailedToken } = p;
let hotel: number;
let manor: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  manor = await one(`SELECT id FROM accounts WHERE company_name = 'Sjöviks Herrgård'`);
});

afterAll(async () => {
  await t.close();
});

const PRESENTATION_LINK = /quote-presention-pre&o=\d+&a=\d+&t=([A-Za-z0-9_%-]+)/;

/** An opportunity with two submitted quotes, both ticked, and the presentation sent; returns the link's token. */
async function presented(): Promise<{ id: number; first: number; second: number; token: string }> {
  const id = await newOpportunity();
  const first = (await submittedQuote(id, { account_id: hotel }, 100_000)).bidderId;
  const second = (await submittedQuote(id, { name: 'Strandhotellet', email: `strand-${id}@venue.demo` }, 90_000)).bidderId;
  for (const bidder of [first, second]) expect((await call('PUT', `/bidder/${bidder}/present`, { present: true })).statusCode).toBe(200);
  const sent = await call('POST', `/opportunity/${id}/presentation`);
  expect(sent.statusCode, sent.body).toBe(200);
  return { id, first, second, token: await mailedToken('quote-presentation', 'johan@berglundkonsult.demo', PRESENTATION_LINK) };
}

describe('presenting quotes to the customer', () => {
  it('ticks only submitted quotes and needs one ticked to send', async () => {
    const id = await newOpportunity();
    const added = json(await call('POST', `/opportunity/${id}/bidders`, { account_id: manor })).data;
    const early = await call('PUT', `/bidder/${added.bidder_id}/present`, { present: true });
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.present_to_customer[0]).toEqual({ en: 'Only a submitted quote can be presented.', sw: 'Bara en inskickad offert kan presenteras.' });
    const none = await call('POST', `/opportunity/${id}/presentation`);
    expect(none.statusCode).toBe(422);
    expect(json(none).errors.present_to_customer[0]).toEqual({ en: 'Please select Present to customer', sw: 'Kryssa i Presentera för kund vid minst en anläggning med inskickad offert.' });
    expect(await rows(t.database, `SELECT id FROM presentations WHERE opportunity_id = $1`, [id])).toEqual([]);
  });

  it('previews the ticked venues in their order, compared with the request, without sending anything', async () => {
    const id = await newOpportunity();
    const { bidderId } = await submittedQuote(id, { account_id: hotel }, 100_000);
    const ticked = json(await call('PUT', `/bidder/${bidderId}/present`, { present: true })).data;
    expect(ticked).toMatchObject({ present_to_customer: true, booked_by_customer: false, preliminary_booking: null });
    const preview = json(await call('GET', `/opportunity/${id}/presentation`)).data;
    expect(preview).toMatchObject({ preview: true, can_book: false, sent_at: null, customer_name: 'Berglund Konsult AB', vat_basis: 'ex', language: 'sv' });
    expect(preview.venues).toHaveLength(1);
    // 10 single + 4 double rooms × 1 night at 1 000 kr each = 14 000 kr; 18 participants; 2 days.
    expect(preview.venues[0]).toMatchObject({ name: 'Demo Konferenshotell', position: 1, comparison: { total: 1_400_000, per_participant: 77_778, per_day: 700_000, single_rooms: 10, double_rooms: 4, gaps: [] } });
    expect(await rows(t.database, `SELECT id FROM outbox WHERE template = 'quote-presentation' AND text LIKE $1`, [`%o=${id}&%`])).toEqual([]);
    const pdf = await call('GET', `/opportunity/${id}/presentation/pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("mails the customer's contact a link that shows the sent venues and tells the owner once an hour", async () => {
    const { id, first, second, token } = await presented();
    const [mail] = await rows(t.database, `SELECT language, subject FROM outbox WHERE template = 'quote-presentation' ORDER BY id DESC LIMIT 1`);
    expect(mail).toMatchObject({ language: 'sv', subject: 'Offerter på er konferensförfrågan' });
    const opened = await byLink('GET', '/public/presentation', token);
    expect(opened.statusCode, opened.body).toBe(200);
    const data = json(opened).data;
    expect(data).toMatchObject({ preview: false, can_book: true, booked_at: null, opportunity_id: id });
    expect(data.venues.map((venue: Body) => venue.bidder_id)).toEqual([first, second]);
    await byLink('GET', '/public/presentation', token);
    const told = await rows(t.database, `SELECT data FROM notifications WHERE type = 'presentation.opened' AND data->>'opportunity_id' = $1`, [String(id)]);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ source: 'Preview Quote' });
    const history = JSON.parse(json(await call('GET', `/get-bidder/${id}`)).data[0].history);
    expect(history.at(-1)).toMatchObject({ event: 'presented' });
  });

  it('books once: none chosen is refused, two books at once make one booking, another choice is a 409', async () => {
    const { id, first, second, token } = await presented();
    const none = await byLink('POST', '/public/presentation/book', token, { bidder_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(json(none).errors.bidder_ids[0]).toEqual({ en: 'Select at least one venue', sw: 'Välj minst en anläggning' });
    const stranger = await byLink('POST', '/public/presentation/book', token, { bidder_ids: [999_999] });
    expect(stranger.statusCode).toBe(422);

    const [a, b] = await Promise.all([
      byLink('POST', '/public/presentation/book', token, { bidder_ids: [first] }),
      byLink('POST', '/public/presentation/book', token, { bidder_ids: [first] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json(a).data).toEqual(json(b).data);
    expect(json(a).message).toEqual({ en: 'Venue booked', sw: 'Anläggningen är bokad' });
    expect(await rows(t.database, `SELECT bidder_id FROM presentation_venues v JOIN presentations p ON p.id = v.presentation_id WHERE p.opportunity_id = $1 AND booked`, [id])).toEqual([{ bidder_id: first }]);
    expect(await rows(t.database, `SELECT id FROM notifications WHERE type = 'presentation.booked' AND data->>'opportunity_id' = $1`, [String(id)])).toHaveLength(1);
    expect(await rows(t.database, `SELECT id FROM outbox WHERE template = 'presentation-booked' AND text LIKE $1`, [`%edit-opportunity-${id}%`])).toHaveLength(1);

    const other = await byLink('POST', '/public/presentation/book', token, { bidder_ids: [second] });
    expect(other.statusCode).toBe(409);
    expect(json(other).message.en).toBe('this conference venue or opportunity already booked');
    const shown = json(await byLink('GET', '/public/presentation', token)).data;
    expect(shown).toMatchObject({ can_book: false, booked_bidder_ids: [first] });
    const panel = json(await call('GET', `/get-bidder/${id}`)).data;
    expect(panel.find((row: Body) => row.bidder_id === first)).toMatchObject({ booked_by_customer: true, seen_by_admin: false });
    // A booked presentation is not sent again.
    expect((await call('POST', `/opportunity/${id}/presentation`)).statusCode).toBe(409);
    const pdf = await byLink('GET', '/public/presentation/pdf', token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="offertpresentation-${id}.pdf"`);
  });

  it('refuses a tampered, a revoked (sent again) and an expired link, saying how to get a new one', async () => {
    const { id, token } = await presented();
    const tampered = await byLink('GET', '/public/presentation', `${token.slice(0, -2)}xx`);
    expect(tampered.statusCode).toBe(401);
    expect(await call('POST', `/opportunity/${id}/presentation`).then((response) => response.statusCode)).toBe(200);
    const revoked = await byLink('GET', '/public/presentation', token);
    expect(revoked.statusCode).toBe(410);
    expect(json(revoked).message.sw).toEqual(expect.any(String));
    const fresh = await mailedToken('quote-presentation', 'johan@berglundkonsult.demo', PRESENTATION_LINK);
    await t.database.pool.query(`UPDATE capability_links SET expires_at = now() - interval '1 minute' WHERE purpose = 'presentation_view' AND subject_id = $1 AND revoked_at IS NULL`, [id]);
    const expired = await byLink('GET', '/public/presentation', fresh);
    expect(expired.statusCode).toBe(410);
    // Another purpose's token opens nothing here.
    expect((await byLink('POST', '/public/presentation/book', 'a'.repeat(43), { bidder_ids: [1] })).statusCode).toBe(401);
  });

  it('keeps the decided opportunity from being presented or booked', async () => {
    const { id, first, token } = await presented();
    expect((await call('POST', `/opportunity/${id}/win`, { bidder_id: first })).statusCode).toBe(200);
    const book = await byLink('POST', '/public/presentation/book', token, { bidder_ids: [first] });
    expect(book.statusCode).toBe(409);
    expect(json(book).message.en).toBe('This opportunity already won or lost');
    expect((await call('PUT', `/bidder/${first}/present`, { present: false })).statusCode).toBe(409);
  });
});
