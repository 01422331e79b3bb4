// Throttling of password guesses, the way OWASP's Authentication Cheat Sheet describes it: only
// failures count, per account AND source, with delays that grow and end by themselves, so a
// stranger's wrong passwords never keep the owner out, and never a permanent lockout.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { tooManyRequests, type HttpError } from '../../core/errors.js';
import { throttleHits } from '../../core/throttle/schema.js';
import { countFailure, throttleRules, waitInWords } from '../../core/throttle/throttle.js';
import { loginAttempts } from './schema.js';

/** Wrong passwords for one account from one source before that source has to wait. */
export const FREE_FAILURES = 5;
/** The first wait; each further failure from the source doubles it, up to `MAX_BLOCK_SECONDS`. */
export const FIRST_BLOCK_SECONDS = 60;
export const MAX_BLOCK_SECONDS = 60 * 60;
/** How long a failure is remembered (the hourly purge deletes older rows). */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
/**
 * Failures of one account from all sources together in `ACCOUNT_WINDOW_SECONDS` that mean it is
 * being guessed from many places at once: then a source waits after its first failure, not its
 * fifth. A source without failures for the account still gets in with the right password.
 */
export const ACCOUNT_ATTACK_FAILURES = 20;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;

/** Who is trying: the normalised e-mail and the client's key (`clientKey`). */
export interface LoginSource {
  email: string;
  source: string;
}

export interface LoginThrottleOptions {
  /** Failures per source (any account) in `throttleRules.loginIp`'s window; null: not checked (change-password). */
  limitPerSource: number | null;
}

/**
 * The wait before the source may try this account again, after `failures` of its own within
 * the memory; `freeFailures` of them cost nothing. 5 → 1 min, 6 → 2 min, 7 → 4 min … 11+ → 60 min.
 */
export function blockSeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_BLOCK_SECONDS, FIRST_BLOCK_SECONDS * 2 ** Math.min(failures - freeFailures, 20));
}

const tooManyForAccount = (seconds: number) => {
  const wait = waitInWords(seconds);
  return tooManyRequests(seconds, {
    en: `Too many failed attempts. Try again in ${wait.en}`,
    sw: `För många misslyckade försök. Försök igen om ${wait.sw}`,
  });
};

const tooManyFromSource = (seconds: number) => {
  const wait = waitInWords(seconds);
  return tooManyRequests(seconds, {
    en: `Too many failed logins from your network. Try again in ${wait.en}`,
    sw: `För många misslyckade inloggningar från ditt nätverk. Försök igen om ${wait.sw}`,
  });
};

/**
 * The 429 this source gets for this account now, or null when it may try. One statement: the
 * source's failures for the account (with the time since its last), the account's failures from
 * everywhere, and the source's failures over all accounts.
 */
export async function loginBlock(db: Db, { email, source }: LoginSource, options: LoginThrottleOptions): Promise<HttpError | null> {
  const rule = throttleRules.loginIp;
  const sourceLimit = options.limitPerSource;
  const [row] = await db
    .select({
      sourceFailures: sql<number>`count(*) FILTER (WHERE ${loginAttempts.ip} = ${source})`.mapWith(Number),
      sinceLastSourceFailure: sql<number | null>`extract(epoch from now() - max(${loginAttempts.attemptedAt}) FILTER (WHERE ${loginAttempts.ip} = ${source}))`.mapWith(
        Number,
      ),
      accountFailures: sql<number>`count(*) FILTER (WHERE ${loginAttempts.attemptedAt} > now() - make_interval(secs => ${ACCOUNT_WINDOW_SECONDS}))`.mapWith(
        Number,
      ),
      // Seconds until the source's `limit`-th newest failure (any account) leaves the window.
      sourceBlockedFor:
        sourceLimit === null
          ? sql<number | null>`NULL::float8`
          : sql<number | null>`(
              SELECT extract(epoch from (${throttleHits.createdAt} + make_interval(secs => ${rule.windowSeconds}) - now()))
              FROM ${throttleHits}
              WHERE ${throttleHits.bucket} = ${rule.bucket} AND ${throttleHits.key} = ${source}
                AND ${throttleHits.createdAt} > now() - make_interval(secs => ${rule.windowSeconds})
              ORDER BY ${throttleHits.createdAt} DESC OFFSET ${sourceLimit - 1} LIMIT 1
            )`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), sql`${loginAttempts.attemptedAt} > now() - make_interval(secs => ${FAILURE_MEMORY_SECONDS})`));
  if (!row) return null;
  if (row.sourceBlockedFor !== null && row.sourceBlockedFor > 0) return tooManyFromSource(Number(row.sourceBlockedFor));
  if (row.sourceFailures === 0 || row.sinceLastSourceFailure === null) return null;
  const freeFailures = row.accountFailures >= ACCOUNT_ATTACK_FAILURES ? 1 : FREE_FAILURES;
  const remaining = blockSeconds(row.sourceFailures, freeFailures) - Number(row.sinceLastSourceFailure);
  return remaining > 0 ? tooManyForAccount(remaining) : null;
}

/** One wrong password (or unknown account) from the source; `perSource` also counts it for LOGIN_LIMIT_PER_IP. */
export async function recordFailure(db: Db, { email, source }: LoginSource, perSource: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip: source });
  if (perSource) await countFailure(db, throttleRules.loginIp, source);
}

/** A right password: the source's failures for the account are forgotten (other sources' stay). */
export async function clearSourceFailures(db: Db, { email, source }: LoginSource): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, source)));
}

/** Every failure of the account (a password set through a mailed link). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
