#!/usr/bin/env node
// `pnpm bench`: measures the production build on this machine and prints the figures: JavaScript
// per route (what a first visit transfers before its main content is drawn, against its budget in
// e2e/budgets.json), Largest Contentful Paint under issue 25's phone profile and of the staff's
// pages with a slowed-down CPU (scripts/bench-paint.mjs), API latency of every list on 100 000 rows, the
// commission lists on 100 000 commissions (against the 50 ms budget), throughput under concurrency, and how fast mail drains from the outbox
// to an SMTP server (against 50 mails/s). It starts its own server and fresh database (port 8092),
// like the e2e suite, and its own SMTP server on 127.0.0.1. `pnpm bench mail` measures only the mail,
// `pnpm bench js` only the JavaScript per route and the paint times (no seeding), `pnpm bench paint`
// only the paint times, `pnpm bench lists`
// only the list latencies (seeding, no browser).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build.mjs';
import { mixedLoad } from './bench-load.mjs';
import { reportBaseline } from './bench-baseline.mjs';
import { reportPaint } from './bench-paint.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8092);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54392);
const BASE = `http://127.0.0.1:${PORT}`;
const ROWS = 100_000;
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
const requireServerPackage = createRequire(join(root, 'packages/api-server/package.json'));
const pg = requireServerPackage('pg');
const MAIL_ONLY = process.argv.slice(2).includes('mail');
const FRONT_END_ONLY = process.argv.slice(2).includes('js');
const PAINT_ONLY = process.argv.slice(2).includes('paint');
const LISTS_ONLY = process.argv.slice(2).includes('lists');
const LOAD_ONLY = process.argv.slice(2).includes('load');
const CLUSTER_ONLY = process.argv.slice(2).includes('cluster');
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function startServer(smtpUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, [join(root, 'packages/api-server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PG_PORT: String(PG_PORT), PG_DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: '', SMTP_URL: smtpUrl, SEED: 'true', LOG_LEVEL: 'warn' },
  });
  let exitCode;
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve((exitCode = code ?? signal))));
  // Bounded: a server that already exited is not waited for, one that ignores SIGTERM is killed.
  const stop = async () => {
    if (exitCode === undefined) {
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120 && exitCode === undefined; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) return stop;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(exitCode === undefined ? 'the server did not start' : `the server exited (${exitCode})`);
}

/** Runs each statement in turn on the bench's database, on one connection closed afterwards. */
async function runSql(...statements) {
  await withClient(async (client) => {
    for (const statement of statements) await client.query(statement);
  });
}

/** The rows of one query on the bench's database. */
function querySql(text, values = []) {
  return withClient(async (client) => (await client.query(text, values)).rows);
}

async function withClient(work) {
  const client = new pg.Client({ host: '127.0.0.1', port: PG_PORT, user: 'postgres', password: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function addLeads() {
  await runSql(`
    INSERT INTO leads (first_name, last_name, business, email, phone, conference_type, start_date, end_date, arrival_time,
      departure_time, participants, single_room_people, double_room_people, accepts_shared_double, conference_room_size,
      furnishing, region_id, city_id, vat_basis, contact_method, language, submitted_at, status)
    SELECT 'Förnamn' || g, 'Efternamn' || (g % 9973), 'Företag ' || (g % 5000) || ' AB', 'person' || g || '@example.se',
      '+46 70 ' || g, CASE WHEN g % 3 = 0 THEN 'day' ELSE 'overnight' END, date '2027-01-01' + (g % 300),
      date '2027-01-01' + (g % 300) + 1, '09:00', '16:00', 10 + (g % 90), 0, 0, false, 10 + (g % 90), 'school',
      c.region_id, c.id, 'ex', 'email', 'sv', now() - (g || ' minutes')::interval,
      CASE WHEN g % 5 = 0 THEN 'Discarded' ELSE 'New' END
    FROM generate_series(1, ${ROWS}) g
    CROSS JOIN LATERAL (SELECT id, region_id FROM cities ORDER BY id LIMIT 1 OFFSET (g % 50)) c;
    ANALYZE leads;`);
}

/** 100 000 rows in each CRM list: accounts, contacts (one per account), products, tasks, notes and opportunities. */
async function addRecords() {
  await runSql(`
    INSERT INTO accounts (type, company_name, venue_name, email, phone, corporate_number, owner_id, created_at)
    SELECT CASE WHEN g % 4 = 0 THEN 'Partner' ELSE 'Customer' END, 'Bolag ' || g || ' AB',
      CASE WHEN g % 4 = 0 THEN 'Hotell ' || g END, 'info' || g || '@bolag.se', '+46 8 ' || g,
      lpad(g::text, 6, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
      (SELECT id FROM users WHERE role = 1 ORDER BY id LIMIT 1), now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) g;
    INSERT INTO contacts (account_id, first_name, last_name, email, phone, company, role, created_at)
    SELECT a.id, 'Förnamn' || a.id, 'Efternamn' || (a.id % 9973), 'kontakt' || a.id || '@bolag.se', '+46 70 ' || a.id,
      a.company_name, 'Inköpare', a.created_at
    FROM accounts a WHERE a.company_name LIKE 'Bolag %';
    INSERT INTO products (name, family, active, price_per_person, minimum_price, start_price, description, created_at)
    SELECT 'Produkt ' || g, (ARRAY['accommodation','conference','meal','activity','other'])[1 + g % 5], g % 7 <> 0,
      10000 + (g % 500) * 100, 0, 0, 'Beskrivning ' || g, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) g;
    INSERT INTO tasks (subject, assigned_to, due_date, account_id, priority, status, comment, created_at)
    SELECT 'Uppgift ' || g, (SELECT id FROM users WHERE role = 1 ORDER BY id LIMIT 1), date '2027-01-01' + (g % 400),
      (SELECT min(id) FROM accounts) + (g % 1000), (ARRAY['low','normal','high'])[1 + g % 3],
      (ARRAY['not_started','in_progress','completed','deferred'])[1 + g % 4], 'Kommentar ' || g, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) g;
    INSERT INTO notes (subject, account_id, comment, created_at)
    SELECT 'Anteckning ' || g, (SELECT min(id) FROM accounts) + (g % 1000), 'Text ' || g, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) g;
    INSERT INTO opportunities (name, account_id, contact_id, owner_id, status, conference_type, start_date,
      end_date, participants, vat_basis, lost_reason, created_at)
    SELECT 'Affär ' || g, c.account_id, c.id, (SELECT id FROM users WHERE role = 1 ORDER BY id LIMIT 1),
      (ARRAY['open','open','won','lost','closed'])[1 + g % 5],
      CASE WHEN g % 3 = 0 THEN 'day' ELSE 'overnight' END, date '2027-01-01' + (g % 300), date '2027-01-01' + (g % 300) + 1,
      10 + (g % 90), 'ex', CASE WHEN g % 5 = 3 THEN 'customer_cancelled' END, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) g
    JOIN (SELECT id, account_id, row_number() OVER (ORDER BY id) - 1 AS n FROM contacts WHERE company LIKE 'Bolag %' ORDER BY id LIMIT 1000) c
      ON c.n = g % 1000;
    -- A third seen by the admin who reads the lists (New is per admin: record_views).
    INSERT INTO record_views (user_id, record_type, record_id, seen_at)
    SELECT (SELECT id FROM users WHERE role = 1 ORDER BY id LIMIT 1), 'opportunity', id, now() FROM opportunities WHERE name LIKE 'Affär %' AND id % 3 = 0;
    -- Venues on every third opportunity (three each, outside ones), a submitted quote on every ninth: the board's stages.
    INSERT INTO bidders (opportunity_id, outside_name, outside_email, outside_language, index_priority)
    SELECT o.id, 'Hotell ' || k, 'hotell' || k || '@bolag.se', 'sv', k FROM opportunities o CROSS JOIN generate_series(1, 3) k
    WHERE o.name LIKE 'Affär %' AND o.id % 3 = 0;
    INSERT INTO quotes (bidder_id, opportunity_id, status, submitted_at, response_deadline, total_ex_vat, total_inc_vat)
    SELECT b.id, b.opportunity_id, CASE WHEN b.opportunity_id % 9 = 0 AND b.index_priority = 1 THEN 'submitted' ELSE 'new' END,
      CASE WHEN b.opportunity_id % 9 = 0 AND b.index_priority = 1 THEN now() END, current_date + (b.id % 21 - 10),
      CASE WHEN b.opportunity_id % 9 = 0 AND b.index_priority = 1 THEN 1000000 + b.id % 500 * 1000 END,
      CASE WHEN b.opportunity_id % 9 = 0 AND b.index_priority = 1 THEN 1120000 + b.id % 500 * 1120 END
    FROM bidders b WHERE b.outside_email LIKE 'hotell%@bolag.se' ON CONFLICT DO NOTHING;
    -- The board's later stages: presented (every 27th), the customer's choice (every 54th), a held date (every 162nd).
    INSERT INTO presentations (opportunity_id, booked_at)
    SELECT o.id, CASE WHEN o.id % 54 = 0 THEN now() END FROM opportunities o WHERE o.name LIKE 'Affär %' AND o.id % 27 = 0;
    INSERT INTO presentation_venues (presentation_id, bidder_id, position, booked)
    SELECT p.id, q.bidder_id, 0, p.booked_at IS NOT NULL FROM presentations p JOIN quotes q ON q.opportunity_id = p.opportunity_id AND q.status = 'submitted';
    INSERT INTO preliminary_bookings (opportunity_id, bidder_id, quote_id, status, response, hold_until)
    SELECT q.opportunity_id, q.bidder_id, q.id, 'held', 'hold', current_date + 14 FROM quotes q WHERE q.status = 'submitted' AND q.opportunity_id % 162 = 0;
    ANALYZE accounts; ANALYZE contacts; ANALYZE products; ANALYZE tasks; ANALYZE notes; ANALYZE opportunities; ANALYZE record_views; ANALYZE bidders; ANALYZE quotes;
    ANALYZE presentations; ANALYZE preliminary_bookings; ANALYZE opportunity_stages;`);
}

/**
 * 100 000 commissions: as many more won opportunities, each with its venue (two in three the demo
 * venue, the rest outside venues), its won quote and a commission in one of the five statuses.
 * Added after the other lists are timed, so their figures stay those of 100 000 opportunities.
 */
async function addCommissions() {
  await runSql(
    `INSERT INTO opportunities (name, status, start_date, end_date, participants, created_at)
     SELECT 'Mätning ' || md5(g::text), 'won', current_date + (g % 400) - 200, current_date + (g % 400) - 199, 10 + g % 50,
       now() - make_interval(mins => g)
     FROM generate_series(1, ${ROWS}) g`,
    `INSERT INTO bidders (opportunity_id, account_id, outside_name, outside_email, index_priority)
     SELECT o.id, CASE WHEN o.id % 3 = 0 THEN NULL ELSE (SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell') END,
       CASE WHEN o.id % 3 = 0 THEN 'Extern ' || md5(o.id::text) END, CASE WHEN o.id % 3 = 0 THEN 'x' || o.id || '@ext.demo' END, 1
     FROM opportunities o WHERE o.name LIKE 'Mätning %'`,
    `INSERT INTO quotes (bidder_id, opportunity_id, status, total_ex_vat, total_inc_vat)
     SELECT b.id, b.opportunity_id, 'won', 1000000, 1120000 FROM bidders b JOIN opportunities o ON o.id = b.opportunity_id
     WHERE o.name LIKE 'Mätning %'`,
    `INSERT INTO commissions (opportunity_id, bidder_id, quote_id, account_id, status, event_start, event_end, commission_bp, quote_base,
       quote_amount, reported_amount, received_at, updated_at, search_text)
     SELECT q.opportunity_id, q.bidder_id, q.id, b.account_id, (ARRAY['upcoming', 'to_report', 'reported', 'invoiced', 'received'])[1 + q.id % 5],
       o.start_date, o.end_date, 1000, 1000000, 100000, CASE WHEN q.id % 5 >= 2 THEN 90000 + q.id % 20000 END,
       CASE WHEN q.id % 5 = 4 THEN now() - make_interval(hours => q.id % 2000) END, now() - make_interval(mins => q.id),
       lower(o.name || ' ' || coalesce(b.outside_name, 'demo konferenshotell'))
     FROM quotes q JOIN bidders b ON b.id = q.bidder_id JOIN opportunities o ON o.id = q.opportunity_id WHERE o.name LIKE 'Mätning %'`,
  );
  await vacuum(['opportunities', 'bidders', 'quotes', 'commissions', 'opportunity_stages', 'opportunity_stage_totals']);
}

/** The commission lists, the staff's and the demo venue's, timed after addCommissions. */
const COMMISSION_LISTS = [
  ['admin', '/api/commissions?per_page=20'],
  ['admin', '/api/commissions?per_page=20&filter=new_to_report'],
  ['admin', '/api/commissions?per_page=20&filter=upcoming&page=500'],
  ['admin', '/api/commissions?per_page=20&filter=pending'],
  ['admin', '/api/commissions?per_page=20&filter=pending&page=1000'],
  ['admin', '/api/commissions?per_page=20&filter=received'],
  ['admin', '/api/commissions?per_page=20&search=m%C3%A4tning%20ab12'],
  // A word in a third of the rows: the count stops at the cap.
  ['admin', '/api/commissions?per_page=20&search=extern'],
  ['admin', '/api/commission-summary'],
  ['partner', '/api/partner/commissions?per_page=20&tab=to_report'],
  ['partner', '/api/partner/commissions?per_page=20&tab=submitted&page=100'],
];

/** One client, one request at a time: the median of 11 answers, against the 50 ms budget of a list. */
async function latency(path, bearer) {
  const times = [];
  for (let i = 0; i < 11; i++) {
    const started = performance.now();
    const response = await fetch(BASE + path, { headers: { Authorization: `Bearer ${bearer}`, 'Accept-Encoding': 'gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

const LIST_BUDGET_MS = 50;
const LISTS = [
  '/api/leads?per_page=20',
  '/api/leads?page=2500',
  '/api/accounts',
  '/api/accounts?type=Partner&sort=created_at&order=desc',
  '/api/accounts?search=bolag%204242',
  '/api/accounts?page=2500&sort=venue_name',
  '/api/contacts',
  '/api/contacts?search=kontakt77',
  '/api/contacts?page=2500&sort=company',
  '/api/products?active=true&family=meal',
  '/api/products?search=produkt%2099&sort=price_per_person',
  '/api/products?page=2500',
  '/api/tasks?mine=true&open=true&sort=due_date&order=asc',
  '/api/tasks?search=uppgift%20123&sort=priority',
  '/api/tasks?page=2500&sort=subject',
  '/api/notes',
  '/api/notes?search=anteckning%205555',
  '/api/notes?page=2500&sort=subject',
  '/api/opportunities',
  '/api/opportunities?status=open&sort=start_date&order=asc',
  '/api/opportunities?search=bolag%20123',
  '/api/opportunities?page=2500&sort=name',
  '/api/opportunity-board',
  '/api/opportunity-board?owner_id=1',
  '/api/opportunity-stats',
  '/api/quotes',
  '/api/quotes?status=submitted',
  '/api/quotes?overdue=true',
  '/api/quotes?page=2500',
  '/api/partner/quotes?tab=waiting',
  '/api/partner/dashboard',
  // The holds nearing their end (the seeded ones end in 14 days): the held index on hold_until.
  '/api/preliminary-bookings/ending',
  '/api/preliminary-bookings/ending?days=30',
  // Words in nearly every row: the count stops at 10 000 (total_capped).
  '/api/leads?search=person',
  '/api/accounts?search=bolag',
  '/api/contacts?search=efternamn',
  '/api/products?search=produkt',
  '/api/tasks?search=uppgift',
  '/api/notes?search=anteckning',
  '/api/opportunities?search=bolag',
  '/api/opportunity-board?search=bolag',
  '/api/quotes?search=hotell',
  // Words in some thousands of rows (about 1 100 and 11 000): the trigram index, then the cap.
  '/api/accounts?search=info12',
  '/api/leads?search=person12',
  '/api/contacts?search=efternamn5',
];

async function token(email = 'admin@demo.test', password = 'Demo-admin-1') {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return (await response.json()).data.token;
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

const budgets = await import(pathToFileURL(join(root, 'e2e/js-budget.mjs')).href);

/** How this bench was started, for the figures' "command:" (the ports only when not the defaults). */
function commandOf(part) {
  const ports = [process.env.BENCH_PORT && `BENCH_PORT=${PORT}`, process.env.BENCH_PG_PORT && `BENCH_PG_PORT=${PG_PORT}`].filter(Boolean).join(' ');
  return `${ports ? `${ports} ` : ''}pnpm bench ${part}`;
}

/**
 * JavaScript per route against its budget (e2e/budgets.json, the table the e2e budget check
 * reads): compressed bytes a first visit with an empty cache transfers before the page's main
 * content is drawn (js-budget.mjs measureRoute), one fresh context each; beside it what the tab
 * transferred in all until it settled, and the row's target where it has one (not yet enforced).
 */
async function reportJavaScript(browser) {
  console.log(
    `\nJavaScript per route before the main content is drawn (first visit, empty cache, compressed; budgets and targets from e2e/budgets.json)  command: ${commandOf('js')}` +
      `\n  the same check in pnpm test: pnpm build && cd e2e && pnpm budgets`,
  );
  let over = 0;
  let missed = 0;
  let copies = 0;
  for (const route of budgets.budgetTable.routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const measured = await budgets.measureRoute(page, BASE, route);
      const duplicates = await budgets.findDuplicates(measured.all);
      const ratio = measured.kib / route.kib;
      if (ratio > 1) over++;
      const missesTarget = route.target !== undefined && measured.kib > route.target;
      if (missesTarget) missed++;
      copies += duplicates.length;
      console.log(
        `  ${budgets.routeLabel(route).padEnd(46)} ${String(measured.files).padStart(3)} JS files  ${measured.kib.toFixed(0).padStart(5)} KiB of ${String(route.kib).padStart(3)}  ` +
          `${ratio.toFixed(2)} of budget${ratio > 1 ? '  OVER' : ''}  (${measured.allKib.toFixed(0)} KiB until settled)` +
          `${route.target !== undefined ? `  target ${route.target}${missesTarget ? ' MISS' : ''}` : ''}${duplicates.length ? `  ${duplicates.length} second copies` : ''}`,
      );
      for (const line of duplicates) console.log(`      second copy: ${line}`);
    } catch (error) {
      over++;
      console.log(`  ${budgets.routeLabel(route).padEnd(46)} not measured: ${error.message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
  console.log(
    `  ${over === 0 ? 'every route within budget' : `${over} over budget or not measured`}, ${missed === 0 ? 'every target met' : `${missed} miss their target (not yet enforced)`}, ` +
      `${copies === 0 ? 'no second copy of any module' : `${copies} second copies`}`,
  );
}

/** JavaScript per route and paint times: no seeding needed (`pnpm bench js`; `pnpm bench paint` the paint times alone). */
async function frontEndBench({ paintOnly = false } = {}) {
  const browser = await chromium.launch(LAUNCH);
  try {
    if (!paintOnly) await reportJavaScript(browser);
    await reportPaint({ browser, budgets, base: BASE, command: commandOf(paintOnly ? 'paint' : 'js'), query: querySql });
  } finally {
    await browser.close();
  }
}

/** `concurrency` clients calling `path` for `seconds`: requests per second and latency percentiles. */
async function load(path, bearer, { concurrency = 8, seconds = 5 } = {}) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(BASE + path, { headers: { Authorization: `Bearer ${bearer}`, 'Accept-Encoding': 'gzip' } });
        await response.arrayBuffer();
        if (!response.ok) failed++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { rps: latencies.length / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), failed };
}

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const MAIL_REQUIRED_PER_SECOND = 50;
/** The drain is cut off here and the rate reported from what was sent by then (bench stops by itself). */
const MAIL_TIMEOUT_MS = Number(process.env.BENCH_MAIL_TIMEOUT_SECONDS ?? 60) * 1000;

/** An SMTP server in this process, on 127.0.0.1: the server's mail worker delivers to it. Counts messages per recipient. */
async function startSmtpServer() {
  const { SMTPServer } = requireServerPackage('smtp-server');
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 2000,
    onData(stream, session, callback) {
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) received.set(address, (received.get(address) ?? 0) + 1);
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Writes MAILS mails (a real template) through the API's own enqueue path, outbox row and pg-boss
 * job in one transaction, then times from the commit until every row is `sent`: the running
 * server's worker delivers them to `smtp`.
 */
async function mailDrain(smtp) {
  const dist = (path) => import(pathToFileURL(join(root, 'packages/api-server/dist', path)).href);
  const [{ createDatabase }, { createMailQueue }, { exampleValuesOf }] = await Promise.all([
    dist('core/db/client.js'),
    dist('core/mail/queue.js'),
    dist('core/mail/templates.js'),
  ]);
  const PgBoss = requireServerPackage('pg-boss');
  const database = createDatabase({ connectionString: `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/postgres`, max: 2, applicationName: 'bench' });
  try {
    // Never started: it only writes jobs inside our transaction, as the API's enqueue does.
    const boss = new PgBoss({ db: { executeSql: (text, values) => database.pool.query(text, values) }, schema: 'pgboss' });
    const queue = createMailQueue(boss);
    const recipient = (i) => `bench-mail-${i}@example.se`;
    const enqueueStarted = performance.now();
    await database.transaction(async (tx) => {
      for (let i = 0; i < MAILS; i++) {
        await queue.enqueue(tx, { to: recipient(i), template: 'lead-received', language: 'en', vars: exampleValuesOf('lead-received') });
      }
    });
    const committed = performance.now();
    const count = async () =>
      (
        await database.pool.query(
          `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM outbox WHERE to_email LIKE 'bench-mail-%'`,
        )
      ).rows[0];
    let counts = await count();
    while (counts.sent + counts.failed < MAILS && performance.now() - committed < MAIL_TIMEOUT_MS) {
      await sleep(25);
      counts = await count();
    }
    const seconds = (performance.now() - committed) / 1000;
    let missing = 0;
    let duplicates = 0;
    for (let i = 0; i < MAILS; i++) {
      const times = smtp.received.get(recipient(i)) ?? 0;
      if (times === 0) missing++;
      else duplicates += times - 1;
    }
    return { enqueueSeconds: (committed - enqueueStarted) / 1000, seconds, ...counts, missing, duplicates, finished: counts.sent + counts.failed >= MAILS };
  } finally {
    await database.close();
  }
}

async function reportMail(smtp) {
  console.log(`\nMail: ${MAILS.toLocaleString('sv-SE')} mails from the outbox to a local SMTP server (the server's own worker; requirement ${MAIL_REQUIRED_PER_SECOND} mails/s)`);
  const r = await mailDrain(smtp);
  const rate = r.sent / r.seconds;
  console.log(`  enqueued in one transaction in ${r.enqueueSeconds.toFixed(2)} s`);
  console.log(
    `  ${r.sent.toLocaleString('sv-SE')} sent in ${r.seconds.toFixed(2)} s${r.finished ? '' : ` (cut off after ${MAIL_TIMEOUT_MS / 1000} s)`}  ` +
      `${rate.toFixed(1).padStart(6)} mails/s  ${(rate / MAIL_REQUIRED_PER_SECOND).toFixed(2)} of requirement${rate < MAIL_REQUIRED_PER_SECOND ? '  BELOW' : ''}`,
  );
  const problems = [r.failed && `${r.failed} failed`, r.duplicates && `${r.duplicates} received twice or more`, r.missing - (MAILS - r.sent) > 0 && `${r.missing - (MAILS - r.sent)} sent but not received`];
  console.log(`  ${problems.filter(Boolean).join(', ') || 'each mail received exactly once'}`);
}

// The cluster (issue 28, scripts/bench-cluster.mjs) runs its own replicas, HAProxy and PostgreSQL.
if (CLUSTER_ONLY) {
  buildStale({ only: ['@portal/api-server'] });
  const { clusterBench } = await import('./bench-cluster.mjs');
  process.exit((await clusterBench()) === 0 ? 0 : 1);
}

// The mail drain, the lists and the mixed load need only the API (no browser, no page).
buildStale(MAIL_ONLY || LISTS_ONLY || LOAD_ONLY ? { only: ['@portal/api-server'] } : {});
const smtp = await startSmtpServer();
const stop = await startServer(smtp.url);
try {
  if (MAIL_ONLY) {
    await reportMail(smtp);
  } else if (FRONT_END_ONLY || PAINT_ONLY) {
    await frontEndBench({ paintOnly: PAINT_ONLY && !FRONT_END_ONLY });
  } else if (LISTS_ONLY) {
    await seedRows();
    await listBench(await token());
  } else if (LOAD_ONLY) {
    if (await mixedLoad({ base: BASE, bearer: await token(), query: querySql, seconds: MIXED_SECONDS })) process.exitCode = 1;
  } else {
    await fullBench();
    await reportMail(smtp);
  }
} finally {
  await stop();
  await smtp.close();
}

async function seedRows() {
  console.log(`bench: adding ${ROWS.toLocaleString('sv-SE')} leads, accounts, contacts, products, tasks, notes and opportunities …`);
  await addLeads();
  await addRecords();
  await vacuum(['leads', 'accounts', 'contacts', 'products', 'tasks', 'notes', 'opportunities', 'bidders', 'quotes', 'opportunity_stages', 'opportunity_stage_totals']);
}

/**
 * VACUUM ANALYZE: the state autovacuum leaves a table in a while after a bulk insert (visibility map
 * set, statistics fresh), so a list is not timed while autovacuum is still working on its table.
 */
async function vacuum(tables) {
  await runSql(...tables.map((table) => `VACUUM ANALYZE ${table}`));
}

async function fullBench() {
  await seedRows();
  await frontEndBench();
  const bearer = await token();
  await listBench(bearer);

  console.log(`\nAPI on ${ROWS.toLocaleString('sv-SE')} leads (8 concurrent clients, 5 s each)`);
  for (const path of ['/api/leads?per_page=20', '/api/leads?search=person4242', '/api/leads?status=New&sort=name&order=asc&per_page=50', '/api/leads?page=2500', '/api/notifications']) {
    const { rps, p50, p95, failed } = await load(path, bearer);
    console.log(`  ${path.padEnd(56)} ${rps.toFixed(0).padStart(5)} req/s  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${failed ? `  (${failed} failed)` : ''}`);
  }
  if (await mixedLoad({ base: BASE, bearer, query: querySql, seconds: MIXED_SECONDS })) process.exitCode = 1;
}

/** Every list's latency on 100 000 rows, then the commission lists on 100 000 commissions. */
async function listBench(bearer) {
  console.log(`\nList latency on ${ROWS.toLocaleString('sv-SE')} rows each (one client, median of 11; budget ${LIST_BUDGET_MS} ms)`);
  await timeLists(LISTS.map((path) => [path, bearer]), 60, 'every list within budget');
  await suggestionBench(bearer);

  console.log(`\nbench: adding ${ROWS.toLocaleString('sv-SE')} won opportunities with a commission each …`);
  await addCommissions();
  const bearers = { admin: bearer, partner: await token('partner@demo.test', 'Demo-partner-1') };
  console.log(`\nCommission lists on ${ROWS.toLocaleString('sv-SE')} commissions (one client, median of 11; budget ${LIST_BUDGET_MS} ms)`);
  await timeLists(COMMISSION_LISTS.map(([who, path]) => [`${path} (${who})`, bearers[who], path]), 70, 'every commission list within budget');

  // Each busy list's req/s beside a bare Fastify + pg handler running the same SQL (bench-baseline.mjs).
  await reportBaseline({ base: BASE, connectionString: `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/postgres`, bearers });
}

/**
 * The venues panel's suggestions (issue 26 §2) among the 25 000 partner venues, once each has a
 * place, halls and rooms and half of them have figures of answered invitations: without a filter
 * every partner is ranked; with a region, a fiftieth of them. Added after the other lists are
 * timed, so their figures stay those of the plain 100 000 rows.
 */
async function suggestionBench(bearer) {
  await runSql(
    `UPDATE accounts a SET region_id = c.region_id, city_id = c.id, guest_rooms = 10 + a.id % 150
     FROM (SELECT id, region_id, row_number() OVER (ORDER BY id) - 1 AS n FROM cities) c
     WHERE a.type = 'Partner' AND a.company_name LIKE 'Bolag %' AND c.n = a.id % 50`,
    `INSERT INTO account_halls (account_id, position, name, capacity)
     SELECT a.id, k, 'Sal ' || k, 10 + (a.id * k) % 200 FROM accounts a CROSS JOIN generate_series(0, 1) k
     WHERE a.type = 'Partner' AND a.company_name LIKE 'Bolag %'`,
    `UPDATE accounts a SET largest_hall = h.places FROM (SELECT account_id, max(capacity) AS places FROM account_halls GROUP BY 1) h
     WHERE a.id = h.account_id AND a.company_name LIKE 'Bolag %'`,
    // Their answers' figures as the triggers on quotes keep them (12 500 bidders written here would
    // each rewrite an opportunity's search text, minutes of seeding for no difference in the read).
    `INSERT INTO venue_responsiveness (account_id, invited, answered, answered_in_time, median_hours)
     SELECT a.id, 2 + a.id % 7, 1 + a.id % 5, a.id % 4, (a.id % 960) / 10.0
     FROM accounts a WHERE a.type = 'Partner' AND a.company_name LIKE 'Bolag %' AND a.id % 2 = 0
     ON CONFLICT (account_id) DO NOTHING`,
    'ANALYZE accounts; ANALYZE account_halls; ANALYZE venue_responsiveness;',
  );
  const [opportunity] = await querySql(
    `SELECT o.id, o.region_id FROM opportunities o WHERE o.name LIKE 'Affär %' AND o.status = 'open' AND o.region_id IS NOT NULL ORDER BY o.id LIMIT 1`,
  );
  const [anyOpen] = opportunity ? [opportunity] : await querySql(`SELECT id, null AS region_id FROM opportunities WHERE status = 'open' ORDER BY id LIMIT 1`);
  const [region] = await querySql(`SELECT region_id FROM accounts WHERE type = 'Partner' AND region_id IS NOT NULL LIMIT 1`);
  const paths = [
    `/api/opportunity/${anyOpen.id}/venue-suggestions`,
    `/api/opportunity/${anyOpen.id}/venue-suggestions?limit=50`,
    `/api/opportunity/${anyOpen.id}/venue-suggestions?region_id=${anyOpen.region_id ?? region.region_id}`,
  ];
  console.log('\nVenue suggestions among 25 000 partner venues (one client, median of 11)');
  await timeLists(paths.map((path) => [path, bearer]), 60, 'every suggestion list within budget');
}

/** Times each [label, bearer, path = label] against the list budget, a line each, then how many were over. */
async function timeLists(entries, width, allWithin) {
  let over = 0;
  for (const [label, bearer, path = label] of entries) {
    const ms = await latency(path, bearer);
    if (ms > LIST_BUDGET_MS) over++;
    console.log(`  ${label.padEnd(width)} ${ms.toFixed(1).padStart(6)} ms  ${(ms / LIST_BUDGET_MS).toFixed(2)} of budget${ms > LIST_BUDGET_MS ? '  OVER' : ''}`);
  }
  console.log(`  ${over === 0 ? allWithin : `${over} over budget`}`);
}
