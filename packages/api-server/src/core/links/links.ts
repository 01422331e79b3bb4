// Capability links (PIPELINE.md "Public links"): a random token of 256 bits, stored only as its
// SHA-256, scoped to one subject and one purpose, expiring, revocable, re-issued on resend and
// logged when opened.
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Db, Tx } from '../db/client.js';
import { lockKey } from '../db/locks.js';
import { capabilityLinkOpens, capabilityLinks, LINK_PURPOSES, type LinkOpenOutcome, type LinkPurpose } from './schema.js';

export type { LinkPurpose } from './schema.js';
export type CapabilityLink = typeof capabilityLinks.$inferSelect;

/** The record a link is about: `{ subjectType: 'quote', subjectId: 17 }`. */
export interface LinkSubject {
  /** The aggregate's name in snake_case (`quote`, `opportunity`, `preliminary_booking` …). */
  subjectType: string;
  subjectId: number;
}

export interface IssueLinkInput extends LinkSubject {
  purpose: LinkPurpose;
  /** When the link stops working: give either this or `ttlSeconds`. */
  expiresAt?: Date;
  /** Lifetime from now (the database's clock). */
  ttlSeconds?: number;
  /** The user who caused the mail, if any (null for links sent by the system). */
  createdBy?: number | null;
}

export interface IssuedLink {
  /** The token for the URL in the mail. Only its hash is stored: it cannot be shown again. */
  token: string;
  link: CapabilityLink;
}

export type LinkFailureReason = 'unknown' | 'expired' | 'revoked' | 'wrong_purpose';

export type ResolvedLink = { ok: true; link: CapabilityLink } | { ok: false; reason: LinkFailureReason };

export interface ResolveLinkOptions {
  /** The purpose of the operation the token is presented to. */
  purpose: LinkPurpose;
  /** Record this opening (a row in capability_link_opens; counters of the link when it works). */
  log?: boolean;
  ip?: string | null;
  userAgent?: string | null;
}

const USER_AGENT_MAX = 512;
const SUBJECT_TYPE = /^[a-z][a-z0-9_]*$/;
// newToken(): 32 random bytes as base64url, 43 characters. Anything else cannot be one of ours.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isLinkPurpose(value: unknown): value is LinkPurpose {
  return typeof value === 'string' && (LINK_PURPOSES as readonly string[]).includes(value);
}

function checkInput(input: IssueLinkInput): void {
  if (!isLinkPurpose(input.purpose)) throw new TypeError(`unknown link purpose ${String(input.purpose)}`);
  if (!SUBJECT_TYPE.test(input.subjectType)) throw new TypeError(`invalid link subject type ${JSON.stringify(input.subjectType)}`);
  if (!Number.isSafeInteger(input.subjectId) || input.subjectId <= 0) throw new TypeError(`invalid link subject id ${input.subjectId}`);
  const hasExpiry = input.expiresAt !== undefined;
  const hasTtl = input.ttlSeconds !== undefined;
  if (hasExpiry === hasTtl) throw new TypeError('a link needs exactly one of expiresAt and ttlSeconds');
  if (hasTtl && !(Number.isFinite(input.ttlSeconds) && input.ttlSeconds! > 0)) {
    throw new RangeError(`a link's ttlSeconds must be positive, got ${input.ttlSeconds}`);
  }
  if (hasExpiry && !(input.expiresAt!.getTime() > Date.now())) {
    throw new RangeError(`a link must expire in the future, got ${input.expiresAt!.toISOString()}`);
  }
}

/**
 * A new link for one subject and purpose. Returns the token (for the mail) and the stored row,
 * which holds only the token's hash. Other live links of the subject stay valid: use
 * `reissueLink` when a mail is sent again.
 */
export async function issueLink(db: Db, input: IssueLinkInput): Promise<IssuedLink> {
  checkInput(input);
  const token = newToken();
  const [link] = await db
    .insert(capabilityLinks)
    .values({
      purpose: input.purpose,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      tokenHash: hashToken(token),
      expiresAt: input.expiresAt ?? sql`now() + make_interval(secs => ${input.ttlSeconds!})`,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  return { token, link: link! };
}

/** Revokes every link of the subject for the purpose not revoked yet; returns how many. */
export async function revokeLinks(db: Db, subject: LinkSubject, purpose: LinkPurpose): Promise<number> {
  const revoked = await db
    .update(capabilityLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(capabilityLinks.subjectType, subject.subjectType),
        eq(capabilityLinks.subjectId, subject.subjectId),
        eq(capabilityLinks.purpose, purpose),
        isNull(capabilityLinks.revokedAt),
      ),
    )
    .returning({ id: capabilityLinks.id });
  return revoked.length;
}

/**
 * A resend: revokes the subject's live links for the purpose and issues a new one, in the
 * caller's transaction (which also writes the mail), so the old link dies exactly when the new
 * one is committed. Concurrent re-issues of the same subject and purpose wait for each other,
 * so only one link stays live.
 */
export async function reissueLink(tx: Tx, input: IssueLinkInput): Promise<IssuedLink & { revoked: number }> {
  checkInput(input);
  await lockKey(tx, `capability-link:${input.subjectType}:${input.subjectId}:${input.purpose}`);
  const revoked = await revokeLinks(tx.db, input, input.purpose);
  const issued = await issueLink(tx.db, input);
  return { ...issued, revoked };
}

/**
 * The live link a token stands for, if it serves `purpose`; otherwise why not. With `log`,
 * every presentation of a known token is recorded (with its outcome), and a successful one
 * also counts on the link (open_count, last_opened_at).
 */
export async function resolveLink(db: Db, token: string | undefined | null, options: ResolveLinkOptions): Promise<ResolvedLink> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return { ok: false, reason: 'unknown' };
  const [row] = await db
    .select({ ...getTableColumns(capabilityLinks), expired: sql<boolean>`${capabilityLinks.expiresAt} <= now()` })
    .from(capabilityLinks)
    .where(eq(capabilityLinks.tokenHash, hashToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };

  const { expired, ...link } = row;
  // A token of another purpose tells nothing about its own state.
  const outcome: LinkOpenOutcome =
    link.purpose !== options.purpose ? 'wrong_purpose' : link.revokedAt !== null ? 'revoked' : expired ? 'expired' : 'ok';
  if (!options.log) return outcome === 'ok' ? { ok: true, link } : { ok: false, reason: outcome };

  const logOpening = (result: LinkOpenOutcome) =>
    db.insert(capabilityLinkOpens).values({
      linkId: link.id,
      outcome: result,
      ip: options.ip ?? null,
      userAgent: options.userAgent ? options.userAgent.slice(0, USER_AGENT_MAX) : null,
    });
  if (outcome !== 'ok') {
    await logOpening(outcome);
    return { ok: false, reason: outcome };
  }
  // Counted only while still live: a revoke or the expiry may have come in between, and then
  // that is the answer (and what is logged).
  const [opened] = await db
    .update(capabilityLinks)
    .set({ openCount: sql`${capabilityLinks.openCount} + 1`, lastOpenedAt: sql`now()` })
    .where(and(eq(capabilityLinks.id, link.id), isNull(capabilityLinks.revokedAt), sql`${capabilityLinks.expiresAt} > now()`))
    .returning();
  if (!opened) return resolveLink(db, token, options);
  await logOpening('ok');
  return { ok: true, link: opened };
}

/** The links of a subject for a purpose, newest first (for an admin view of what was sent). */
export async function linksOf(db: Db, subject: LinkSubject, purpose: LinkPurpose): Promise<CapabilityLink[]> {
  return db
    .select()
    .from(capabilityLinks)
    .where(
      and(
        eq(capabilityLinks.subjectType, subject.subjectType),
        eq(capabilityLinks.subjectId, subject.subjectId),
        eq(capabilityLinks.purpose, purpose),
      ),
    )
    .orderBy(sql`${capabilityLinks.createdAt} desc, ${capabilityLinks.id} desc`);
}
