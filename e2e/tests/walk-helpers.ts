// What the walks share: calls to the API as the admin, and the records they start from, made
// through the API (a change of user is the `signIn` fixture's).
import { sql } from './database';
import { expect, type Page } from './fixtures';
import { users } from './helpers';

type Request = Page['request'];

/** One API call with a bearer token; anything but a 2xx fails the test with the answer. */
export async function api(request: Request, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const response = await request.fetch(`/api${url}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { data: any };
}

export async function adminToken(request: Request): Promise<string> {
  const response = await request.post('/api/login', { form: { email: users.admin.email, password: users.admin.password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const idOf = async (query: string) => (await sql<{ id: number }>(query))[0]!.id;

/**
 * A new opportunity of the demo customer (Berglund Konsult AB, Johan) owned by the demo admin,
 * one night for 12 from `startDate` (through the API): its id. `extra` adds fields (a name).
 */
export async function demoOpportunity(request: Request, token: string, startDate: string, extra: Record<string, unknown> = {}): Promise<number> {
  const end = new Date(`${startDate}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const opportunity = await api(request, token, 'POST', '/opportunities', {
    ...extra,
    account_id: await idOf(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`),
    contact_id: await idOf(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`),
    owner_id: await idOf(`SELECT id FROM users WHERE email = 'admin@demo.test'`),
    vat_basis: 'ex',
    conference_type: 'overnight',
    start_date: startDate,
    end_date: end.toISOString().slice(0, 10),
    arrival_time: '09:00',
    departure_time: '16:00',
    participants: 12,
    single_rooms: 12,
    conference_room_size: 12,
  });
  return opportunity.data.id as number;
}

/**
 * Adds `venue` to the opportunity, invites it and submits its quote as the venue would, every
 * line at `price` öre; `extra` adds fields to the answer (halls, a commission). Returns its ids.
 */
export async function submittedQuote(
  request: Request,
  token: string,
  opportunityId: number,
  venue: Record<string, unknown>,
  price: number,
  extra: Record<string, unknown> = {},
): Promise<{ bidder: number; quoteId: number }> {
  const bidder = (await api(request, token, 'POST', `/opportunity/${opportunityId}/bidders`, venue)).data.bidder_id as number;
  const quoteId = (await api(request, token, 'POST', `/bidder/${bidder}/invitation`)).data.quote_id as number;
  const quote = (await api(request, token, 'GET', `/quote/${quoteId}`)).data;
  await api(request, token, 'POST', `/quote/${quoteId}/submit`, {
    responder_name: 'Eva Ek',
    responder_phone: '070-123 45 67',
    responder_email: 'eva@venue.example',
    responded_accordingly: true,
    lines: quote.lines.map((line: { id: number }) => ({ id: line.id, price })),
    ...extra,
  });
  return { bidder, quoteId };
}
