import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { passwordTokens, type PasswordTokenPurpose } from './schema.js';
import { users } from '../../core/auth/schema.js';

export async function insertPasswordToken(
  db: Db,
  values: { userId: number; purpose: PasswordTokenPurpose; tokenHash: string; lifetimeSeconds: number },
): Promise<Date> {
  const [row] = await db
    .insert(passwordTokens)
    .values({
      userId: values.userId,
      purpose: values.purpose,
      tokenHash: values.tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${values.lifetimeSeconds})`,
    })
    .returning({ expiresAt: passwordTokens.expiresAt });
  if (!row) throw new Error('The password token was not stored');
  return row.expiresAt;
}

/** Marks the user's unused links as used, optionally only those of one purpose. */
export async function invalidateUnusedTokens(db: Db, userId: number, purpose?: PasswordTokenPurpose): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        purpose === undefined ? undefined : eq(passwordTokens.purpose, purpose),
      ),
    );
}

export async function findLivePasswordToken(
  db: Db,
  tokenHash: string,
): Promise<{ purpose: PasswordTokenPurpose; email: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ purpose: passwordTokens.purpose, email: users.email, expiresAt: passwordTokens.expiresAt })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), sql`${passwordTokens.expiresAt} > now()`),
    );
  return row;
}

/**
 * Uses the link up in one statement: of two concurrent calls with the same token, the second
 * waits for the first one's row lock, then finds used_at set and gets nothing back.
 */
export async function consumePasswordToken(
  db: Db,
  tokenHash: string,
  purpose: PasswordTokenPurpose,
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
        sql`${passwordTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row;
}
