import type { AppContext } from '../../core/context.js';
import type { AnswerOf, BodyOf, Schemas } from '../../core/contract.js';
import { authenticate, type Caller } from '../../core/auth/caller.js';
import { lockKey } from '../../core/db/locks.js';
import type { Language } from '../../core/types.js';
import { HttpError, FieldErrorBag, messages, tooManyRequests, unauthenticated } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.js';
import { hashToken, newToken } from '../../core/auth/tokens.js';
import { clearFailures, lockedForSeconds, recordFailure } from './login-attempts.js';
import { consume, throttleRules } from '../../core/throttle/throttle.js';
import { fieldMessages } from '../../core/validation.js';
import {
  findUserByEmail,
  findUserWithAccount,
  insertToken,
  revokeToken,
  revokeUserTokens,
  updateUser,
} from './repository.js';
import { checkNewPassword, normalizeEmail } from './passwords.js';
import { loadUser, toUserDto } from './users.js';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** 429 while an account has had too many wrong passwords lately (login and change-password alike). */
async function assertNotLocked(db: Parameters<typeof lockedForSeconds>[0], email: string): Promise<void> {
  const lockedSeconds = await lockedForSeconds(db, email, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS);
  if (lockedSeconds === null) return;
  const minutes = Math.max(1, Math.ceil(lockedSeconds / 60));
  throw tooManyRequests(lockedSeconds, {
    en: `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    sw: `För många misslyckade försök. Försök igen om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}`,
  });
}

export async function login(ctx: AppContext, input: Schemas['LoginForm'], ip: string | null): Promise<AnswerOf<'login'>['data']> {
  const email = normalizeEmail(input.email);
  // One password against many accounts is limited per client too, not only per account.
  if (ip) await consume(ctx.database, { ...throttleRules.loginIp, limit: ctx.config.loginLimitPerIp }, ip);
  const user = await ctx.database.transaction(async (tx) => {
    // Every attempt counts as a failure before the check and a success clears the count, so
    // parallel guesses cannot outrun the limit while the slow check runs outside this lock.
    await lockKey(tx, `login:${email}`);
    await assertNotLocked(tx.db, email);
    await recordFailure(tx.db, email, ip);
    return findUserByEmail(tx.db, email);
  });
  // argon2 is slow on purpose: no connection or lock is held while it runs.
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw new HttpError(401, { message: messages.invalidCredentials });
  return ctx.database.transaction(async (tx) => {
    await clearFailures(tx.db, email);
    const token = newToken();
    const expiresAt = await insertToken(tx.db, user.id, hashToken(token), TOKEN_LIFETIME_SECONDS);
    return { token, expires_at: expiresAt.toISOString() };
  });
}

/** The user a token belongs to, with that token (the legacy get-user answer). */
export async function getUserByToken(ctx: AppContext, token: string | undefined): Promise<Schemas['User']> {
  const auth = await authenticate(ctx.database, token);
  if (!auth) throw unauthenticated();
  const user = await loadUser(ctx.database.db, auth.userId);
  return { ...user, token: auth.token };
}

/** Revokes the token if it is live; unknown or already revoked tokens are fine (idempotent). */
export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await revokeToken(ctx.database.db, hashToken(token));
}

export function getProfile(ctx: AppContext, auth: Caller): Promise<Schemas['User']> {
  return loadUser(ctx.database.db, auth.userId);
}

const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

export async function updateProfile(ctx: AppContext, auth: Caller, input: Schemas['ProfileInput']): Promise<Schemas['User']> {
  const errors = new FieldErrorBag();
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  if (firstName === '') errors.add('first_name', fieldMessages.required);
  if (lastName === '') errors.add('last_name', fieldMessages.required);
  errors.throwIfAny();

  return ctx.database.transaction(async (tx) => {
    await updateUser(tx.db, auth.userId, {
      firstName,
      lastName,
      phone: blankToNull(input.phone),
      mobilePhone: blankToNull(input.mobile_phone),
      address: blankToNull(input.address),
    });
    const row = await findUserWithAccount(tx.db, auth.userId);
    if (!row) throw unauthenticated();
    return toUserDto(row.user, row.account);
  });
}

/** The interface language a user chose; mails to them are written in it. */
export async function updateProfileLanguage(ctx: AppContext, auth: Caller, language: Language): Promise<AnswerOf<'updateProfileLanguage'>['data']> {
  await updateUser(ctx.database.db, auth.userId, { language });
  return { language };
}

export async function changePassword(ctx: AppContext, auth: Caller, input: BodyOf<'changePassword'>): Promise<void> {
  const row = await findUserWithAccount(ctx.database.db, auth.userId);
  if (!row) throw unauthenticated();
  const errors = new FieldErrorBag();
  // Guessing the current password with a session token counts like guessing it at login.
  const email = row.user.email;
  await assertNotLocked(ctx.database.db, email);
  if (await verifyPassword(row.user.passwordHash, input.current_password)) {
    await clearFailures(ctx.database.db, email);
  } else {
    await recordFailure(ctx.database.db, email, null);
    errors.add('current_password', { en: 'Current password is incorrect', sw: 'Nuvarande lösenord är fel' });
  }
  checkNewPassword(errors, input.password, input.password_confirmation);
  errors.throwIfAny();

  const passwordHash = await hashPassword(input.password);
  await ctx.database.transaction(async (tx) => {
    await updateUser(tx.db, auth.userId, { passwordHash });
    // Other sessions (another browser, a stolen token) end; the caller's own stays valid.
    await revokeUserTokens(tx.db, auth.userId, auth.tokenId);
  });
}
