import type { AppContext } from '../../core/context.js';
import type { AnswerOf, BodyOf, Schemas } from '../../core/contract.js';
import { authenticate, type Caller } from '../../core/auth/caller.js';
import { lockKey } from '../../core/db/locks.js';
import type { Language } from '../../core/types.js';
import { HttpError, FieldErrorBag, messages, unauthenticated } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.js';
import { hashToken, newToken } from '../../core/auth/tokens.js';
import { clearSourceFailures, loginBlock, recordFailure, type LoginSource } from './login-attempts.js';
import { clientKey } from '../../core/throttle/throttle.js';
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

/**
 * A login, throttled per account and source (login-attempts.ts): only failures count, a source
 * that has not failed for the account gets in with the right password however many others fail,
 * and a failing source waits longer with each further failure. Unknown accounts count per
 * source like wrong passwords and take as long to answer, with the same 401.
 */
export async function login(ctx: AppContext, input: Schemas['LoginForm'], ip: string | null): Promise<AnswerOf<'login'>['data']> {
  const who: LoginSource = { email: normalizeEmail(input.email), source: clientKey(ip) };
  const throttle = { limitPerSource: ctx.config.loginLimitPerIp };
  // A waiting source is answered at once, without the slow hash.
  const blocked = await loginBlock(ctx.database.db, who, throttle);
  if (blocked) throw blocked;
  const user = await findUserByEmail(ctx.database.db, who.email);
  // argon2 is slow on purpose: no connection or lock is held while it runs.
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  const outcome = await ctx.database.transaction(async (tx) => {
    // Attempts of one source on one account settle one at a time, and each looks again at the
    // failures settled meanwhile: guesses sent all at once cannot outrun the wait, and once the
    // source must wait even a right guess is answered 429, telling nothing. Other sources and
    // right passwords from this one never wait for each other's hashing, only for this step.
    await lockKey(tx, `login:${who.email}:${who.source}`);
    const blockedNow = await loginBlock(tx.db, who, throttle);
    if (blockedNow) return { error: blockedNow };
    if (!user || !valid) {
      await recordFailure(tx.db, who, true);
      return { error: new HttpError(401, { message: messages.invalidCredentials }) };
    }
    await clearSourceFailures(tx.db, who);
    const token = newToken();
    const expiresAt = await insertToken(tx.db, user.id, hashToken(token), TOKEN_LIFETIME_SECONDS);
    return { data: { token, expires_at: expiresAt.toISOString() } };
  });
  // Thrown after the commit, so the failure counted above is kept.
  if (outcome.error) throw outcome.error;
  return outcome.data;
}

/** The user a token belongs to, with that token (the legacy get-user answer). */
export async function getUserByToken(ctx: AppContext, token: string | undefined): Promise<Schemas['User']> {
  const auth = await authenticate(ctx.database, token);
  if (!auth) throw unauthenticated();
  const user = await loadUser(ctx.database.db, auth.userId);
  return { ...user, token: auth.token };
}

/**
 * Revokes the token if it is live; unknown or already revoked tokens are fine (idempotent). The
 * token comes from the form field or, without one, the bearer header.
 */
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

export async function changePassword(ctx: AppContext, auth: Caller, input: BodyOf<'changePassword'>, ip: string | null): Promise<void> {
  const row = await findUserWithAccount(ctx.database.db, auth.userId);
  if (!row) throw unauthenticated();
  const errors = new FieldErrorBag();
  // Guessing the current password with a session token counts like guessing it at login, for
  // the account and this source.
  const who: LoginSource = { email: normalizeEmail(row.user.email), source: clientKey(ip) };
  const blocked = await loginBlock(ctx.database.db, who, { limitPerSource: null });
  if (blocked) throw blocked;
  if (await verifyPassword(row.user.passwordHash, input.current_password)) {
    await clearSourceFailures(ctx.database.db, who);
  } else {
    await recordFailure(ctx.database.db, who, false);
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
