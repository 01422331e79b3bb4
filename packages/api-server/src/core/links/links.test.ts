import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import { issueLink, linksOf, reissueLink, resolveLink, revokeLinks } from './links.js';
import { createMigratedDatabase } from '../../../test/support/database.js';

let database: Database;
let drop: () => Promise<void>;

let userId: number;
let nextSubject = 1;

/** A subject no other test uses. */
const subject = (subjectType = 'quote') => ({ subjectType, subjectId: nextSubject++ });
const DAY = 24 * 60 * 60;

async function query<T = Record<string, any>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

beforeAll(async () => {
  ({ database, drop } = await createMigratedDatabase());
  [{ id: userId }] = (await query<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ('links@x.se', 'Link', 'Sender', 1) RETURNING id",
  )) as [{ id: number }];
});

afterAll(async () => {
  await drop();
});

describe('issueLink', () => {
  it('returns a 256-bit token and stores only its hash', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'quote_answer', ...subject(), ttlSeconds: 30 * DAY, createdBy: userId });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(link).toMatchObject({ purpose: 'quote_answer', subjectType: 'quote', createdBy: userId, revokedAt: null, openCount: 0 });
    expect(link.tokenHash).toBe(hashToken(token));
    const lifetime = (link.expiresAt.getTime() - link.createdAt.getTime()) / 1000;
    expect(lifetime).toBeCloseTo(30 * DAY, 0);

    // The plaintext appears nowhere in the link tables.
    const dump = await query<{ text: string }>(
      `SELECT coalesce((SELECT json_agg(l)::text FROM capability_links l), '') ||
              coalesce((SELECT json_agg(o)::text FROM capability_link_opens o), '') AS text`,
    );
    expect(dump[0]!.text).toContain(link.tokenHash);
    expect(dump[0]!.text).not.toContain(token);
  });

  it('takes an explicit expiry, and refuses one in the past or none at all', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const { link } = await issueLink(database.db, { purpose: 'presentation_view', ...subject('opportunity'), expiresAt });
    expect(link.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect(link.createdBy).toBeNull();
    await expect(issueLink(database.db, { purpose: 'quote_answer', ...subject(), expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(RangeError);
    await expect(issueLink(database.db, { purpose: 'quote_answer', ...subject() })).rejects.toThrow(/exactly one/);
    await expect(issueLink(database.db, { purpose: 'nonsense' as never, ...subject(), ttlSeconds: 60 })).rejects.toThrow(/purpose/);
  });

  it('gives every link its own token', async () => {
    const s = subject();
    const a = await issueLink(database.db, { purpose: 'quote_answer', ...s, ttlSeconds: DAY });
    const b = await issueLink(database.db, { purpose: 'quote_answer', ...s, ttlSeconds: DAY });
    expect(a.token).not.toBe(b.token);
    expect((await linksOf(database.db, s, 'quote_answer')).map((link) => link.id)).toEqual([b.link.id, a.link.id]);
  });
});

describe('resolveLink', () => {
  it('resolves a live token for its purpose', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'quote_answer', ...subject(), ttlSeconds: DAY });
    const resolved = await resolveLink(database.db, token, { purpose: 'quote_answer' });
    expect(resolved).toEqual({ ok: true, link: expect.objectContaining({ id: link.id, subjectId: link.subjectId }) });
  });

  it('says unknown for tokens that are not ours', async () => {
    for (const token of [undefined, null, '', 'short', 'x'.repeat(43), 'é'.repeat(43), 'a'.repeat(10_000)]) {
      expect(await resolveLink(database.db, token, { purpose: 'quote_answer', log: true })).toEqual({ ok: false, reason: 'unknown' });
    }
  });

  it('says wrong_purpose for a token of another purpose, whatever its state', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'presentation_view', ...subject('opportunity'), ttlSeconds: DAY });
    expect(await resolveLink(database.db, token, { purpose: 'quote_answer' })).toEqual({ ok: false, reason: 'wrong_purpose' });
    await query('UPDATE capability_links SET revoked_at = now() WHERE id = $1', [link.id]);
    expect(await resolveLink(database.db, token, { purpose: 'quote_answer' })).toEqual({ ok: false, reason: 'wrong_purpose' });
  });

  it('says expired once the expiry has passed', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'commission_report', ...subject('commission'), ttlSeconds: DAY });
    await query("UPDATE capability_links SET expires_at = now() - interval '1 second' WHERE id = $1", [link.id]);
    expect(await resolveLink(database.db, token, { purpose: 'commission_report' })).toEqual({ ok: false, reason: 'expired' });
  });

  it('logs each opening with its outcome, and counts the successful ones', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'quote_answer', ...subject(), ttlSeconds: DAY });
    const userAgent = `Mozilla/5.0 ${'x'.repeat(1000)}`;
    const first = await resolveLink(database.db, token, { purpose: 'quote_answer', log: true, ip: '203.0.113.7', userAgent });
    const second = await resolveLink(database.db, token, { purpose: 'quote_answer', log: true, ip: '203.0.113.8' });
    await resolveLink(database.db, token, { purpose: 'presentation_view', log: true, ip: '203.0.113.9' });
    // Without `log`, nothing is written.
    await resolveLink(database.db, token, { purpose: 'quote_answer' });

    expect(first.ok && first.link.openCount).toBe(1);
    expect(second.ok && second.link.openCount).toBe(2);
    expect(second.ok && second.link.lastOpenedAt).toBeInstanceOf(Date);
    const opens = await query('SELECT outcome, ip, user_agent FROM capability_link_opens WHERE link_id = $1 ORDER BY id', [link.id]);
    expect(opens.map(({ outcome, ip }) => [outcome, ip])).toEqual([
      ['ok', '203.0.113.7'],
      ['ok', '203.0.113.8'],
      ['wrong_purpose', '203.0.113.9'],
    ]);
    expect(opens[0]!.user_agent).toHaveLength(512);
    expect(opens[1]!.user_agent).toBeNull();
    const [row] = await query('SELECT open_count FROM capability_links WHERE id = $1', [link.id]);
    expect(row!.open_count).toBe(2);
  });

  it('logs openings of expired and revoked links without counting them', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'preliminary_booking_answer', ...subject('preliminary_booking'), ttlSeconds: DAY });
    await query("UPDATE capability_links SET expires_at = now() - interval '1 second' WHERE id = $1", [link.id]);
    await resolveLink(database.db, token, { purpose: 'preliminary_booking_answer', log: true });
    await query('UPDATE capability_links SET revoked_at = now() WHERE id = $1', [link.id]);
    // Revoked wins over expired: it tells the holder that a newer link exists.
    expect(await resolveLink(database.db, token, { purpose: 'preliminary_booking_answer', log: true })).toEqual({ ok: false, reason: 'revoked' });
    const opens = await query('SELECT outcome FROM capability_link_opens WHERE link_id = $1 ORDER BY id', [link.id]);
    expect(opens.map((open) => open.outcome)).toEqual(['expired', 'revoked']);
    const [row] = await query('SELECT open_count, last_opened_at FROM capability_links WHERE id = $1', [link.id]);
    expect(row).toEqual({ open_count: 0, last_opened_at: null });
  });
});

describe('revokeLinks and reissueLink', () => {
  it('revokes every live link of the subject and purpose, and nothing else', async () => {
    const s = subject();
    const a = await issueLink(database.db, { purpose: 'quote_answer', ...s, ttlSeconds: DAY });
    const b = await issueLink(database.db, { purpose: 'quote_answer', ...s, ttlSeconds: DAY });
    const otherPurpose = await issueLink(database.db, { purpose: 'commission_report', ...s, ttlSeconds: DAY });
    const otherSubject = await issueLink(database.db, { purpose: 'quote_answer', subjectType: s.subjectType, subjectId: s.subjectId + 10_000, ttlSeconds: DAY });
    const otherType = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'bidder', subjectId: s.subjectId, ttlSeconds: DAY });

    expect(await revokeLinks(database.db, s, 'quote_answer')).toBe(2);
    expect(await revokeLinks(database.db, s, 'quote_answer')).toBe(0);
    for (const { token } of [a, b]) {
      expect(await resolveLink(database.db, token, { purpose: 'quote_answer' })).toEqual({ ok: false, reason: 'revoked' });
    }
    expect((await resolveLink(database.db, otherPurpose.token, { purpose: 'commission_report' })).ok).toBe(true);
    expect((await resolveLink(database.db, otherSubject.token, { purpose: 'quote_answer' })).ok).toBe(true);
    expect((await resolveLink(database.db, otherType.token, { purpose: 'quote_answer' })).ok).toBe(true);
  });

  it('reissue revokes the old link and issues a new one in the same transaction', async () => {
    const s = subject();
    const old = await issueLink(database.db, { purpose: 'quote_answer', ...s, ttlSeconds: DAY });
    const fresh = await database.transaction((tx) => reissueLink(tx, { purpose: 'quote_answer', ...s, ttlSeconds: 7 * DAY, createdBy: userId }));
    expect(fresh.revoked).toBe(1);
    expect(fresh.token).not.toBe(old.token);
    expect(await resolveLink(database.db, old.token, { purpose: 'quote_answer' })).toEqual({ ok: false, reason: 'revoked' });
    expect(await resolveLink(database.db, fresh.token, { purpose: 'quote_answer' })).toMatchObject({ ok: true, link: { id: fresh.link.id } });
  });

  it('a rolled-back reissue leaves the old link working and no new one', async () => {
    const s = subject();
    const old = await issueLink(database.db, { purpose: 'quote_answer', ...s, ttlSeconds: DAY });
    let newToken = '';
    await expect(
      database.transaction(async (tx) => {
        newToken = (await reissueLink(tx, { purpose: 'quote_answer', ...s, ttlSeconds: DAY })).token;
        throw new Error('the mail could not be written');
      }),
    ).rejects.toThrow('the mail could not be written');
    expect((await resolveLink(database.db, old.token, { purpose: 'quote_answer' })).ok).toBe(true);
    expect(await resolveLink(database.db, newToken, { purpose: 'quote_answer' })).toEqual({ ok: false, reason: 'unknown' });
  });

  it('concurrent reissues leave exactly one live link', async () => {
    const s = subject();
    await issueLink(database.db, { purpose: 'quote_answer', ...s, ttlSeconds: DAY });
    const results = await Promise.all(
      [1, 2, 3].map(() => database.transaction((tx) => reissueLink(tx, { purpose: 'quote_answer', ...s, ttlSeconds: DAY }))),
    );
    const live = [];
    for (const { token } of results) {
      if ((await resolveLink(database.db, token, { purpose: 'quote_answer' })).ok) live.push(token);
    }
    expect(live).toHaveLength(1);
    expect((await linksOf(database.db, s, 'quote_answer')).filter((link) => link.revokedAt === null)).toHaveLength(1);
  });
});
