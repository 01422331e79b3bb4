import type { Database } from '../db/client.js';
import { lockKey } from '../db/locks.js';
import { tooManyRequests } from '../errors.js';
import { recordHit, windowUsage } from './repository.js';

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
  /** Logins per client IP, against spraying one password over many accounts. */
  loginIp: { bucket: 'login:ip', limit: 100, windowSeconds: 15 * 60 },
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
