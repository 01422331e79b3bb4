import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../core/db/migrate.js';
import { seedIfEmpty } from './seed.js';
import { createTestApp, rows, type TestApp } from '../../test/support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const count = async (table: string) => (await rows<{ n: number }>(t.database, `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('migrations', () => {
  it('install pg_trgm and apply every migration once, also when run concurrently again', async () => {
    await Promise.all([runMigrations(t.database.pool), runMigrations(t.database.pool)]);
    expect(await rows(t.database, `SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).toHaveLength(1);
    const applied = await rows(t.database, 'SELECT hash FROM drizzle.__drizzle_migrations');
    // Every migration in drizzle/ is applied exactly once (not twice by the concurrent run).
    const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    expect(journal.entries.length).toBeGreaterThanOrEqual(7);
    expect(applied).toHaveLength(journal.entries.length);
    expect(await count('regions')).toBe(21);
  });

  it('keep e-mail addresses unique regardless of case', async () => {
    await expect(
      rows(t.database, `INSERT INTO users (email, first_name, last_name, role) VALUES ('ADMIN@demo.test', 'A', 'B', 1)`),
    ).rejects.toThrow(/users_email_lower_idx/);
  });
});

describe('seed', () => {
  it('created the demo users, accounts, contacts, leads in varied states, notifications and the set-password mail', async () => {
    const users = await rows(t.database, 'SELECT email, role, password_hash IS NOT NULL AS has_password FROM users ORDER BY id');
    expect(users).toEqual([
      { email: 'admin@demo.test', role: 1, has_password: true },
      { email: 'partner@demo.test', role: 2, has_password: true },
      { email: 'partner2@demo.test', role: 2, has_password: true },
      { email: 'customer@demo.test', role: 3, has_password: true },
      { email: 'new.partner@demo.test', role: 2, has_password: false },
    ]);
    expect(await rows(t.database, `SELECT type, company_name FROM accounts WHERE company_name IN ('Demo Konferenshotell', 'Sjöviks Herrgård') ORDER BY id`)).toEqual([
      { type: 'Partner', company_name: 'Demo Konferenshotell' },
      { type: 'Partner', company_name: 'Sjöviks Herrgård' },
    ]);
    expect(await count('contacts')).toBeGreaterThanOrEqual(3);
    const leads = await rows<{ status: string; n: number }>(t.database, 'SELECT status, count(*)::int AS n FROM leads GROUP BY status ORDER BY status');
    expect(leads.map((row) => row.status)).toEqual(['Converted', 'Discarded', 'New']);
    expect(leads.reduce((sum, row) => sum + row.n, 0)).toBe(12);
    expect((await rows(t.database, 'SELECT DISTINCT region_id FROM leads')).length).toBeGreaterThan(5);
    expect(await count('notifications')).toBe(2);
    // A living pipeline: every state, open ones at every stage, venues of both kinds.
    const opportunities = await rows<{ status: string; n: number }>(t.database, 'SELECT status, count(*)::int AS n FROM opportunities GROUP BY status ORDER BY status');
    expect(opportunities).toEqual([
      { status: 'closed', n: 2 },
      { status: 'lost', n: 3 },
      { status: 'open', n: 11 },
      { status: 'won', n: 7 },
    ]);
    const stages = await rows<{ stage: string }>(
      t.database,
      `SELECT DISTINCT CASE WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.opportunity_id = o.id AND q.status = 'submitted') THEN 'quotes_in'
              WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.opportunity_id = o.id) THEN 'venues_invited' ELSE 'new_request' END AS stage
       FROM opportunities o WHERE status = 'open' ORDER BY stage`,
    );
    expect(stages.map((row) => row.stage)).toEqual(['new_request', 'quotes_in', 'venues_invited']);
    const venues = await rows<{ outside: boolean }>(t.database, 'SELECT DISTINCT account_id IS NULL AS outside FROM bidders ORDER BY 1');
    expect(venues).toEqual([{ outside: false }, { outside: true }]);
    expect(await rows(t.database, `SELECT count(*)::int AS n FROM quotes WHERE status = 'won'`)).toEqual([{ n: 7 }]);
    // Every won opportunity has its commission, in every state; the demo partner has one to report.
    expect(await rows(t.database, `SELECT status, count(*)::int AS n FROM commissions GROUP BY status ORDER BY status`)).toEqual([
      { status: 'invoiced', n: 1 },
      { status: 'received', n: 1 },
      { status: 'reported', n: 1 },
      { status: 'to_report', n: 1 },
      { status: 'upcoming', n: 3 },
    ]);
    expect(
      await rows(t.database, `SELECT count(*)::int AS n FROM commissions c JOIN accounts a ON a.id = c.account_id WHERE c.status = 'to_report' AND a.company_name = 'Demo Konferenshotell'`),
    ).toEqual([{ n: 1 }]);
    const [reported] = await rows(t.database, `SELECT reported_amount < quote_amount AS less FROM commissions WHERE status = 'reported'`);
    expect(reported).toEqual({ less: true });
    const [mail] = await rows(t.database, `SELECT template, to_email FROM outbox`);
    expect(mail).toEqual({ template: 'set-password', to_email: 'new.partner@demo.test' });
    expect(await rows(t.database, `SELECT purpose FROM password_tokens`)).toEqual([{ purpose: 'set' }]);
  });

  it('does nothing once there are users', async () => {
    const before = await Promise.all(['users', 'accounts', 'leads', 'outbox'].map(count));
    expect(await seedIfEmpty(t.ctx)).toBe(false);
    expect(await Promise.all(['users', 'accounts', 'leads', 'outbox'].map(count))).toEqual(before);
  });
});
