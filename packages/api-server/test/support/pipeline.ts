// Helpers of the pipeline's API tests: an opportunity with a request, venues invited and their
// quotes submitted, and the tokens the mails carried.
import { expect } from 'vitest';
import { bearer, json, rows, type Body, type TestApp } from './app.js';
import { daysFromToday } from './leads.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The request of the tests' opportunities: 18 people, two days 40 days ahead, ten single and four double rooms. */
export const requestFields = () => ({
  vat_basis: 'ex',
  conference_type: 'overnight',
  start_date: daysFromToday(40),
  end_date: daysFromToday(41),
  arrival_time: '09:00',
  departure_time: '16:00',
  participants: 18,
  single_rooms: 10,
  double_rooms: 4,
});

export function pipeline(t: () => TestApp, admin: () => string) {
  const call = (method: Method, url: string, payload?: Body, token: string | null = admin()) =>
    t().app.inject({ method, url: `/api${url}`, headers: token === null ? {} : bearer(token), ...(payload === undefined ? {} : { payload }) });
  const byLink = (method: Method, url: string, token: string, payload?: Body) =>
    t().app.inject({ method, url: `/api${url}`, headers: { 'x-link-token': token }, ...(payload === undefined ? {} : { payload }) });
  const one = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t().database, text, values))[0]!.id;

  async function newOpportunity(overrides: Body = {}): Promise<number> {
    const response = await call('POST', '/opportunities', {
      account_id: await one(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`),
      contact_id: await one(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`),
      owner_id: await one(`SELECT id FROM users WHERE email = 'admin@demo.test'`),
      ...requestFields(),
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data.id as number;
  }

  /** Invites the venue and submits its quote (each line at `price` öre), as the venue would. */
  async function submittedQuote(opportunityId: number, venue: Body, price = 100_000, answerer: string | null = null): Promise<{ bidderId: number; quoteId: number }> {
    const added = await call('POST', `/opportunity/${opportunityId}/bidders`, venue);
    expect(added.statusCode, added.body).toBe(201);
    const bidderId = json(added).data.bidder_id as number;
    const invited = await call('POST', `/bidder/${bidderId}/invitation`);
    expect(invited.statusCode, invited.body).toBe(200);
    const quoteId = json(invited).data.quote_id as number;
    const quote = json(await call('GET', `/quote/${quoteId}`)).data;
    const submitted = await call(
      'POST',
      `/quote/${quoteId}/submit`,
      {
        responder_name: 'Eva Ek',
        responder_phone: '070-123 45 67',
        responder_email: 'eva@venue.demo',
        responded_accordingly: true,
        lines: quote.lines.map((line: Body) => ({ id: line.id, price })),
        halls: [{ name: 'Stora salen', size_sqm: 80, capacity: 40, seating: 'u_shaped' }],
      },
      answerer ?? admin(),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { bidderId, quoteId };
  }

  /** The token of the newest mail of a template to an address, read from the link's `pattern`. */
  async function mailedToken(template: string, email: string, pattern: RegExp): Promise<string> {
    const [mail] = await rows<{ text: string }>(t().database, `SELECT text FROM outbox WHERE template = $1 AND to_email = $2 ORDER BY id DESC LIMIT 1`, [template, email]);
    const match = pattern.exec(mail?.text ?? '');
    expect(match, `no ${template} mail to ${email}`).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  return { call, byLink, one, newOpportunity, submittedQuote, mailedToken, daysFromToday };
}
