import { portalPaths, portalUrl } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { AnswerOf, BodyOf, Schemas } from '../../core/contract.js';
import type { Tx } from '../../core/db/client.js';
import type { PasswordTokenPurpose } from './schema.js';
import { FieldErrorBag, fieldError, notFound } from '../../core/errors.js';
import { hashPassword } from '../../core/auth/passwords.js';
import { hashToken, newToken } from '../../core/auth/tokens.js';
import { fieldMessages } from '../../core/validation.js';
import { clearFailures } from './login-attempts.js';
import {
  consumePasswordToken,
  findLivePasswordToken,
  insertPasswordToken,
  invalidateUnusedTokens,
} from './password-tokens.js';
import { findUserByEmail, findUserWithAccount, revokeUserTokens, updateUser, type UserRow } from './repository.js';
import { consume, throttleRules } from '../../core/throttle/throttle.js';
import { assertLinkGuessesAllowed, countLinkFailure, linkFailureRule } from '../../core/links/security.js';

export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
// A new user may not read the welcome mail within the hour.
export const SET_LINK_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const linkGone = { en: 'The link has expired or has already been used', sw: 'Länken har gått ut eller har redan använts' };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Password rules: at least 8 characters with a letter and a digit, confirmed. */
export function checkNewPassword(errors: FieldErrorBag, password: string, confirmation: string): void {
  if (password.length < 8 || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    errors.add('password', {
      en: 'The password must be at least 8 characters and contain a letter and a digit',
      sw: 'Lösenordet måste vara minst 8 tecken och innehålla en bokstav och en siffra',
    });
  }
  if (password !== confirmation) {
    errors.add('password_confirmation', { en: 'The password confirmation does not match', sw: 'Lösenorden matchar inte' });
  }
}

/**
 * Creates a single-use link for the user (earlier unused links of the same purpose stop
 * working) and queues the mail carrying it, in the user's language, inside `tx`.
 */
export async function sendPasswordLink(
  ctx: AppContext,
  tx: Tx,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>,
  purpose: PasswordTokenPurpose,
): Promise<void> {
  const token = newToken();
  const lifetimeSeconds = purpose === 'reset' ? RESET_LINK_LIFETIME_SECONDS : SET_LINK_LIFETIME_SECONDS;
  await invalidateUnusedTokens(tx.db, user.id, purpose);
  await insertPasswordToken(tx.db, { userId: user.id, purpose, tokenHash: hashToken(token), lifetimeSeconds });
  const link = portalUrl(ctx.config, purpose === 'reset' ? portalPaths.resetPassword(token) : portalPaths.setPassword(token));
  if (purpose === 'reset') {
    await ctx.mail.enqueue(tx, {
      to: user.email,
      template: 'reset-password',
      language: user.language,
      vars: { first_name: user.firstName, link, expires_minutes: lifetimeSeconds / 60 },
    });
  } else {
    await ctx.mail.enqueue(tx, {
      to: user.email,
      template: 'set-password',
      language: user.language,
      vars: { first_name: user.firstName, link, expires_days: lifetimeSeconds / 86_400 },
    });
  }
}

export async function forgotPassword(ctx: AppContext, input: BodyOf<'forgotPassword'>, ip: string): Promise<void> {
  const email = normalizeEmail(input.email);
  if (email === '') throw fieldError('email', fieldMessages.required);
  await consume(ctx.database, throttleRules.forgotPasswordIp, ip);
  await consume(ctx.database, throttleRules.forgotPasswordEmail, email);
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user) {
    throw fieldError('email', {
      en: 'Email not associated with any account',
      sw: 'E-postadressen är inte kopplad till något konto',
    });
  }
  await ctx.database.transaction((tx) => sendPasswordLink(ctx, tx, user, 'reset'));
}

/**
 * The state of a mailed password link. Unknown, used and expired tokens count as failed link
 * lookups of the client (the same throttle as the X-Link-Token links), and a client with too
 * many gets 429 before its token is looked up.
 */
export async function getPasswordLink(ctx: AppContext, token: string, ip: string | null): Promise<AnswerOf<'getPasswordLink'>['data']> {
  await assertLinkGuessesAllowed(ctx.database.db, ip, linkFailureRule(ctx.config));
  const row = await findLivePasswordToken(ctx.database.db, hashToken(token));
  if (!row) {
    await countLinkFailure(ctx.database.db, ip, linkFailureRule(ctx.config));
    throw notFound(linkGone);
  }
  return { purpose: row.purpose, email: row.email, expires_at: row.expiresAt.toISOString() };
}

/** Reset or set a password through a link: once, before it expires, for its purpose only. */
export async function usePasswordLink(
  ctx: AppContext,
  purpose: PasswordTokenPurpose,
  input: Schemas['NewPasswordForm'],
  ip: string | null,
): Promise<void> {
  const errors = new FieldErrorBag();
  checkNewPassword(errors, input.password, input.password_confirmation);
  errors.throwIfAny();
  // Before the slow hash: a guesser of links gets 429, not a free argon2 run per guess.
  await assertLinkGuessesAllowed(ctx.database.db, ip, linkFailureRule(ctx.config));
  // Hashing is the slow part; done before the transaction so no row lock waits for it.
  const passwordHash = await hashPassword(input.password);

  const used = await ctx.database.transaction(async (tx) => {
    const consumed = await consumePasswordToken(tx.db, hashToken(input.token), purpose);
    if (!consumed) return false;
    const row = await findUserWithAccount(tx.db, consumed.userId);
    if (!row) throw notFound(linkGone);
    await updateUser(tx.db, consumed.userId, { passwordHash });
    // Every other way in ends: sessions, other outstanding links, the failed-login waits.
    await revokeUserTokens(tx.db, consumed.userId);
    await invalidateUnusedTokens(tx.db, consumed.userId);
    await clearFailures(tx.db, normalizeEmail(row.user.email));
    return true;
  });
  if (!used) {
    await countLinkFailure(ctx.database.db, ip, linkFailureRule(ctx.config));
    throw notFound(linkGone);
  }
}
