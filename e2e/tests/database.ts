// The e2e server's own embedded PostgreSQL (serve.mjs: E2E_PG_PORT, user and password as in
// packages/api-server/src/core/db/embedded.ts). Only for what no page or call does yet: the
// venues' answer pages come with the quote responses, so a test puts a quote in the submitted
// state here, as the issue asks ("the tests put quotes in the submitted state directly").
import { createHash } from 'node:crypto';
import pg from 'pg';

// Each Playwright worker has its own server and database (playwright.config.ts): ports from E2E_PG_PORT up.
const port = Number(process.env.E2E_PG_PORT ?? '54391') + Number(process.env.TEST_PARALLEL_INDEX ?? '0');
const connectionString = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

export async function sql<Row = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A venue's quote as if it had answered: submitted, with its total in öre ex VAT (12 % VAT on top). */
export async function submitQuote(bidderId: number, totalExVat: number): Promise<void> {
  await sql(
    `UPDATE quotes SET status = 'submitted', submitted_at = now(), total_ex_vat = $2::bigint, total_inc_vat = round($2::bigint * 1.12) WHERE bidder_id = $1`,
    [bidderId, totalExVat],
  );
}

/**
 * A venue's quote as if it had answered line by line: every line at `unitPrice` öre ex VAT for
 * the quantity asked, with its VAT, and the quote submitted with the lines' sums (what the
 * comparison of the answers prices; `submitQuote` sets only the totals).
 */
export async function submitPricedQuote(bidderId: number, unitPrice: number): Promise<void> {
  await sql(
    `UPDATE quote_lines SET price = $2::bigint, total_ex_vat = requested_quantity * $2::bigint,
            total_inc_vat = round(requested_quantity * $2::bigint * (10000 + vat_rate_bp) / 10000.0)
      WHERE quote_id = (SELECT id FROM quotes WHERE bidder_id = $1)`,
    [bidderId, unitPrice],
  );
  await sql(
    `UPDATE quotes SET status = 'submitted', submitted_at = now(),
            total_ex_vat = (SELECT sum(total_ex_vat) FROM quote_lines WHERE quote_id = quotes.id),
            total_inc_vat = (SELECT sum(total_inc_vat) FROM quote_lines WHERE quote_id = quotes.id)
      WHERE bidder_id = $1`,
    [bidderId],
  );
}

/** Whether the token of a mailed link is live now (stored only as its SHA-256), and for what. */
export async function linkState(token: string): Promise<{ subject_type: string; subject_id: number; live: boolean } | undefined> {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await sql<{ subject_type: string; subject_id: number; live: boolean }>(
    `SELECT subject_type, subject_id, (revoked_at IS NULL AND expires_at > now()) AS live FROM capability_links WHERE token_hash = $1`,
    [hash],
  );
  return row;
}
