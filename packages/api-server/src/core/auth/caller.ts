// Who is calling. The bearer security handler resolves the token to a Caller; every service
// that acts for a signed-in user receives it, and partner scoping reads `accountId` from it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import type { Role } from '../types.js';
import { authTokens, users } from './schema.js';
import { hashToken } from './tokens.js';

export interface Caller {
  userId: number;
  role: Role;
  /** The account a partner user belongs to (their venue); null for admins without one. */
  accountId: number | null;
  tokenId: number;
  token: string;
}

export const isAdmin = (caller: Caller): boolean => caller.role === 1;

/**
 * The account a caller's queries are limited to: null for an admin (sees every row), the
 * caller's own account for a partner. A partner without an account sees nothing (-1 matches
 * no row), never everything.
 */
export function scopeAccountId(caller: Caller): number | null {
  if (isAdmin(caller)) return null;
  return caller.accountId ?? -1;
}

/**
 * The live token's row with its user: a named prepared statement (core/db/prepared.ts), as every
 * authenticated request runs it. On the pool's db, never inside a transaction.
 */
const tokenLookup = prepared('auth.caller', (db) =>
  db
    .select({ tokenId: authTokens.id, userId: users.id, role: users.role, accountId: users.accountId })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isNull(authTokens.revokedAt), sql`${authTokens.expiresAt} > now()`)),
);

/** The caller of a live token (not revoked, not expired by the database clock), or null. */
export async function authenticate(database: Database, token: string | undefined): Promise<Caller | null> {
  if (!token || token.length > 200) return null;
  const [row] = await tokenLookup(database.db).execute({ tokenHash: hashToken(token) });
  return row ? { ...row, token } : null;
}
