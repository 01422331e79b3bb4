// Times the commission lists at 100 000 commissions: a fresh embedded PostgreSQL, migrations, the
// demo seed, 100 000 won opportunities with a venue, a quote and a commission each (generate_series),
// then each request through app.inject, median of 5 after one warm-up.
//   pnpm --filter @portal/api-server exec tsx scripts/measure-commission-lists.ts
import { demoUsers } from '../src/seed/seed.js';
import { login, timeRequests, withSeededApp } from './measure-harness.js';

const ROWS = 100_000;

await withSeededApp('commissions', async (app, database) => {
  console.log(`inserting ${ROWS} won opportunities with their commissions …`);
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO opportunities (name, status, start_date, end_date, participants, created_at)
       SELECT 'Mätning ' || md5(i::text), 'won', current_date + (i % 400) - 200, current_date + (i % 400) - 199, 10 + i % 50, now() - make_interval(mins => i)
         FROM generate_series(1, $1) AS i`,
      [ROWS],
    );
    await client.query(
      `INSERT INTO bidders (opportunity_id, account_id, outside_name, outside_email, index_priority)
       SELECT o.id, CASE WHEN o.id % 3 = 0 THEN NULL ELSE (SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell') END,
              CASE WHEN o.id % 3 = 0 THEN 'Extern ' || md5(o.id::text) END, CASE WHEN o.id % 3 = 0 THEN 'x' || o.id || '@ext.demo' END, 1
         FROM opportunities o WHERE o.name LIKE 'Mätning %'`,
    );
    await client.query(
      `INSERT INTO quotes (bidder_id, opportunity_id, status, total_ex_vat, total_inc_vat)
       SELECT b.id, b.opportunity_id, 'won', 1000000, 1120000 FROM bidders b JOIN opportunities o ON o.id = b.opportunity_id WHERE o.name LIKE 'Mätning %'`,
    );
    await client.query(
      `INSERT INTO commissions (opportunity_id, bidder_id, quote_id, account_id, status, event_start, event_end, commission_bp, quote_base, quote_amount, reported_amount, received_at, updated_at, search_text)
       SELECT q.opportunity_id, q.bidder_id, q.id, b.account_id,
              (ARRAY['upcoming', 'to_report', 'reported', 'invoiced', 'received'])[1 + q.id % 5], o.start_date, o.end_date, 1000, 1000000, 100000,
              CASE WHEN q.id % 5 >= 2 THEN 90000 + q.id % 20000 END, CASE WHEN q.id % 5 = 4 THEN now() - make_interval(hours => q.id % 2000) END,
              now() - make_interval(mins => q.id), lower(o.name || ' ' || coalesce(b.outside_name, 'demo konferenshotell'))
         FROM quotes q JOIN bidders b ON b.id = q.bidder_id JOIN opportunities o ON o.id = q.opportunity_id WHERE o.name LIKE 'Mätning %'`,
    );
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  for (const table of ['opportunities', 'bidders', 'quotes', 'commissions']) await database.pool.query(`VACUUM ANALYZE ${table}`);

  const admin = await login(app, demoUsers.admin);
  const partner = await login(app, demoUsers.partner);

  const urls: [string, string][] = [
    [admin, '/api/commissions?per_page=20'],
    [admin, '/api/commissions?per_page=20&filter=new_to_report'],
    [admin, '/api/commissions?per_page=20&filter=upcoming&page=500'],
    [admin, '/api/commissions?per_page=20&filter=pending'],
    [admin, '/api/commissions?per_page=20&filter=pending&page=1000'],
    [admin, '/api/commissions?per_page=20&filter=received'],
    [admin, '/api/commissions?per_page=20&search=m%C3%A4tning%20ab12'],
    [admin, '/api/commissions?per_page=20&search=extern'],
    [admin, '/api/commission-summary'],
    [partner, '/api/partner/commissions?per_page=20&tab=to_report'],
    [partner, '/api/partner/commissions?per_page=20&tab=submitted&page=100'],
  ];
  await timeRequests(app, urls);
  if (process.env.EXPLAIN) {
    console.log((await database.pool.query('show jit')).rows);
    for (const text of [
      `select status, count(*)::int, coalesce(sum(amount), 0)::bigint from commissions group by status`,
      `select count(*) from commissions c join opportunities o on o.id = c.opportunity_id join bidders b on b.id = c.bidder_id left join accounts a on a.id = c.account_id where lower(o.name) like '%extern%' or lower(coalesce(a.venue_name, a.company_name, b.outside_name, '')) like '%extern%'`,
    ]) {
      const plan = await database.pool.query(`explain (analyze, buffers) ${text}`);
      console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    }
  }
});
