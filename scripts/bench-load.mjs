// The mixed load of `pnpm bench` (issue 22): staff browsing lists, venues saving and submitting
// their quotes through their links, customers opening their presentation and booking, all at once,
// at 50 and then 200 concurrent clients for 30 s each. Prints requests per second, p50 and p99
// latency, the answers by status class and the count of 5xx, which must be 0.

const STAFF_LISTS = [
  '/api/leads?per_page=20',
  '/api/opportunities',
  '/api/opportunity-board',
  '/api/quotes?status=submitted',
  '/api/accounts?type=Partner',
  '/api/contacts',
  '/api/tasks?mine=true&open=true',
  '/api/commissions?per_page=20',
  '/api/notifications',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Opportunities made through the API as the admin would: each with three outside venues invited;
 * on half of them two venues submit and the customer is sent the presentation. Returns the link
 * tokens the mails carried: venues' (answering) and customers' (with the venues to book).
 */
export async function makeFixtures({ base, bearer, query, opportunities }) {
  const call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`bench fixtures: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  const byLink = async (method, path, token, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'X-Link-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`bench fixtures: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  const [customer] = await query(
    `SELECT a.id AS account_id, c.id AS contact_id, c.email FROM accounts a JOIN contacts c ON c.account_id = a.id
     WHERE a.company_name = 'Berglund Konsult AB' ORDER BY c.id LIMIT 1`,
  );
  const [owner] = await query(`SELECT id FROM users WHERE email = 'admin@demo.test'`);
  const tokenOf = async (email, pattern) => {
    const [mail] = await query(`SELECT text FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`, [email]);
    const match = pattern.exec(mail?.text ?? '');
    if (!match) throw new Error(`bench fixtures: no link in the mail to ${email}`);
    return decodeURIComponent(match[1]);
  };
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 61 * 86_400_000).toISOString().slice(0, 10);
  const venues = [];
  const customers = [];
  for (let index = 0; index < opportunities; index++) {
    const { data: opportunity } = await call('POST', '/api/opportunities', {
      account_id: customer.account_id,
      contact_id: customer.contact_id,
      owner_id: owner.id,
      vat_basis: 'ex',
      conference_type: 'overnight',
      start_date: start,
      end_date: end,
      arrival_time: '09:00',
      departure_time: '16:00',
      participants: 20,
      single_rooms: 10,
      double_rooms: 5,
    });
    const links = [];
    for (let venue = 0; venue < 3; venue++) {
      const email = `bench-${opportunity.id}-${venue}@venue.example`;
      const { data: bidder } = await call('POST', `/api/opportunity/${opportunity.id}/bidders`, { name: `Benchhotellet ${opportunity.id}-${venue}`, email, language: 'sv' });
      await call('POST', `/api/bidder/${bidder.bidder_id}/invitation`);
      const token = await tokenOf(email, /email-editquote&id=([A-Za-z0-9_%-]+)/);
      const { data: quote } = await byLink('GET', '/api/public/quote', token);
      links.push({ bidderId: bidder.bidder_id, token, lines: quote.lines.map((line) => line.id) });
    }
    if (index % 2 === 0) {
      for (const link of links.slice(0, 2)) {
        await byLink('POST', '/api/public/quote/submit', link.token, {
          responder_name: 'Eva Ek',
          responder_phone: '070-123 45 67',
          responder_email: 'eva@venue.example',
          responded_accordingly: true,
          lines: link.lines.map((id) => ({ id, price: 95_000 })),
        });
        await call('PUT', `/api/bidder/${link.bidderId}/present`, { present: true });
      }
      await call('POST', `/api/opportunity/${opportunity.id}/presentation`);
      const token = await tokenOf(customer.email, /quote-presention-pre&o=\d+&a=\d+&t=([A-Za-z0-9_%-]+)/);
      customers.push({ token, bidderIds: links.slice(0, 2).map((link) => link.bidderId) });
      venues.push(links[2]);
    } else {
      venues.push(...links);
    }
  }
  return { venues, customers };
}

/** One client's next request: a staff list (60 %), a venue's save or submit (30 %), a customer's visit or booking (10 %). */
export function nextRequest({ bearer, venues, customers }, random) {
  const roll = random();
  if (roll < 0.6) {
    return { kind: 'staff', method: 'GET', path: STAFF_LISTS[Math.floor(random() * STAFF_LISTS.length)], headers: { Authorization: `Bearer ${bearer}`, 'Accept-Encoding': 'gzip' } };
  }
  if (roll < 0.9) {
    const venue = venues[Math.floor(random() * venues.length)];
    const headers = { 'X-Link-Token': venue.token, 'Content-Type': 'application/json' };
    if (roll < 0.87) {
      const body = { lines: venue.lines.map((id) => ({ id, price: 80_000 + Math.floor(random() * 20_000) })), comments: `Sparat ${Date.now()}` };
      return { kind: 'venue', method: 'PUT', path: '/api/public/quote', headers, body };
    }
    const body = {
      responder_name: 'Eva Ek',
      responder_phone: '070-123 45 67',
      responder_email: 'eva@venue.example',
      responded_accordingly: true,
      lines: venue.lines.map((id) => ({ id, price: 90_000 })),
    };
    return { kind: 'venue', method: 'POST', path: '/api/public/quote/submit', headers, body };
  }
  const customer = customers[Math.floor(random() * customers.length)];
  const headers = { 'X-Link-Token': customer.token, 'Content-Type': 'application/json' };
  if (roll < 0.95) return { kind: 'customer', method: 'GET', path: '/api/public/presentation', headers };
  return { kind: 'customer', method: 'POST', path: '/api/public/presentation/book', headers, body: { bidder_ids: [customer.bidderIds[0]] } };
}

/** A small seeded generator, so two runs send the same mix. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function run({ base, fixtures, clients, seconds }) {
  const latencies = [];
  const byClass = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, network: 0 };
  const clientErrors = {};
  const byKind = {};
  const fiveHundreds = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const random = seeded(client + 1);
      while (performance.now() < until) {
        const request = nextRequest(fixtures, random);
        const started = performance.now();
        try {
          const response = await fetch(base + request.path, {
            method: request.method,
            headers: request.headers,
            ...(request.body ? { body: JSON.stringify(request.body) } : {}),
            signal: AbortSignal.timeout(30_000),
          });
          const text = await response.text();
          const statusClass = `${Math.floor(response.status / 100)}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          if (statusClass === '4xx') clientErrors[response.status] = (clientErrors[response.status] ?? 0) + 1;
          if (response.status >= 500 && fiveHundreds.length < 5) fiveHundreds.push(`${request.method} ${request.path} ${response.status} ${text.slice(0, 200)}`);
        } catch (error) {
          byClass.network++;
          if (fiveHundreds.length < 5) fiveHundreds.push(`${request.method} ${request.path} ${error.message}`);
        }
        const ms = performance.now() - started;
        latencies.push(ms);
        (byKind[request.kind] ??= []).push(ms);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  for (const list of Object.values(byKind)) list.sort((a, b) => a - b);
  return { latencies, byClass, clientErrors, byKind, fiveHundreds, seconds };
}

/**
 * Builds the fixtures (`opportunities` of them), then runs the mix at each client count for
 * `seconds`, printing a line per run and per kind of visitor. Returns the total count of 5xx and
 * failed connections, which must be 0.
 */
export async function mixedLoad({ base, bearer, query, clientCounts = [50, 200], seconds = 30, opportunities = 40 }) {
  console.log(`\nMixed load: staff lists 60 %, venues saving and submitting by link 30 %, customers viewing and booking 10 % (${seconds} s each)`);
  console.log(`bench: making ${opportunities} opportunities with venues invited and presentations sent through the API …`);
  const fixtures = { bearer, ...(await makeFixtures({ base, bearer, query, opportunities })) };
  let serverErrors = 0;
  for (const clients of clientCounts) {
    const result = await run({ base, fixtures, clients, seconds });
    const { latencies, byClass } = result;
    serverErrors += byClass['5xx'] + byClass.network;
    const rps = latencies.length / seconds;
    console.log(
      `  ${String(clients).padStart(3)} clients  ${rps.toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(latencies, 0.99).toFixed(1).padStart(7)} ms  ` +
        `2xx ${byClass['2xx']}  4xx ${byClass['4xx']}${byClass['4xx'] ? ` (${Object.entries(result.clientErrors).map(([status, n]) => `${status}×${n}`).join(' ')})` : ''}  5xx ${byClass['5xx']}${byClass.network ? `  failed connections ${byClass.network}` : ''}${byClass['5xx'] + byClass.network ? '  FAIL' : ''}`,
    );
    for (const [kind, list] of Object.entries(result.byKind)) {
      console.log(`      ${kind.padEnd(9)} ${String(list.length).padStart(6)} requests  p50 ${percentile(list, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(list, 0.99).toFixed(1).padStart(7)} ms`);
    }
    for (const line of result.fiveHundreds) console.log(`      ${line}`);
  }
  console.log(`  ${serverErrors === 0 ? 'no 5xx and no failed connection under load' : `${serverErrors} answers were 5xx or failed`}`);
  return serverErrors;
}
