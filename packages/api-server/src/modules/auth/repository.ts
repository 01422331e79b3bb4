import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
import { authTokens, users } from '../../core/auth/schema.js';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserWithAccount(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; account: AccountRow | null } | undefined> {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  return row;
}

export async function updateUser(
  db: Db,
  userId: number,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'mobilePhone' | 'address' | 'passwordHash' | 'language'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertToken(db: Db, userId: number, tokenHash: string, lifetimeSeconds: number): Promise<Date> {
  const [row] = await db
    .insert(authTokens)
    .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})` })
    .returning({ expiresAt: authTokens.expiresAt });
  if (!row) throw new Error('The token was not stored');
  return row.expiresAt;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of the user, except `keepTokenId` (the caller's own session). */
export async function revokeUserTokens(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    );
}
