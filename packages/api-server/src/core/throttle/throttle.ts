import type { Database, Db } from '../db/client.js';
import { lockKey } from '../db/locks.js';
import { tooManyRequests } from '../errors.js';
import type { LocalizedText } from '../types.js';
import { blockedForSeconds, recordHit, windowUsage } from './repository.js';

export { clientKey } from './client-key.js';

export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export const throttleRules = {
  /** The public lead form, per client IP. */
  createLead: { bucket: 'create-lead:ip', limit: 20, windowSeconds: 10 * 60 },
  /** Password-reset mails, per client IP and per address, so nobody can flood a mailbox. */
  forgotPasswordIp: { bucket: 'forgot-password:ip', limit: 10, windowSeconds: 15 * 60 },
  forgotPasswordEmail: { bucket: 'forgot-password:email', limit: 3, windowSeconds: 15 * 60 },
  /**
   * Failed logins per client (`clientKey`), whatever the accounts, against one password sprayed
   * over many accounts; the limit is `LOGIN_LIMIT_PER_IP` (config). Successful logins do not count.
   */
  loginIp: { bucket: 'login:ip', limit: 100, windowSeconds: 15 * 60 },
  /**
   * Tokens of mailed links (X-Link-Token, password links) that opened nothing (unknown,
   * malformed, other purpose, expired, revoked, used), per client. A customer who opens an old
   * link a few times stays far below; a guesser gets 30 lookups per 5 minutes instead of
   * hundreds a second. Working tokens do not count.
   */
  linkFailuresIp: { bucket: 'link-failure:ip', limit: 30, windowSeconds: 5 * 60 },
  /** A question or "none suits" from the customer's request page, per client IP (as the lead form). */
  customerRequestPost: { bucket: 'customer-request:ip', limit: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, ThrottleRule>;

/**
 * Counts one call against the rule's window, kept in PostgreSQL so that every replica sees
 * the same count; throws 429 with Retry-After when the window is full.
 */
export async function consume(database: Database, rule: ThrottleRule, key: string): Promise<void> {
  await database.transaction(async (tx) => {
    await lockKey(tx, `throttle:${rule.bucket}:${key}`);
    const usage = await windowUsage(tx.db, rule.bucket, key, rule.windowSeconds);
    if (usage.count >= rule.limit) throw tooManyRequests(usage.oldestExpiresInSeconds ?? rule.windowSeconds);
    await recordHit(tx.db, rule.bucket, key);
  });
}

/**
 * For throttles that count failures only: seconds until the key may try again when the rule's
 * window already holds `limit` failures, otherwise null. One statement, no transaction and no
 * lock. Failures that run at the same moment may all pass the check before any is counted, so
 * the window can overshoot the limit by as many as run at once; the next check then refuses.
 */
export function failuresBlockFor(db: Db, rule: ThrottleRule, key: string): Promise<number | null> {
  return blockedForSeconds(db, rule.bucket, key, rule.limit, rule.windowSeconds);
}

/** Counts one failure against the rule's window: one INSERT. */
export function countFailure(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  return recordHit(db, rule.bucket, key);
}

/** "3 minutes" / "3 minuter" for a wait in seconds (at least one minute), for 429 messages. */
export function waitInWords(seconds: number): LocalizedText {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? { en: '1 minute', sw: '1 minut' } : { en: `${minutes} minutes`, sw: `${minutes} minuter` };
}
