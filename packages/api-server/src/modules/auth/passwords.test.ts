import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/auth/tokens.js';
import { bearer, createTestApp, createUser, demoUsers, json, login, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** The token in the newest mail of `template` to `to`, read from the stored text part. */
async function linkToken(to: string, template: 'reset-password' | 'set-password'): Promise<string> {
  const [mail] = await rows(
    t.database,
    'SELECT text, html FROM outbox WHERE to_email = $1 AND template = $2 ORDER BY id DESC LIMIT 1',
    [to, template],
  );
  const path = template === 'reset-password' ? 'reset-password' : 'set-password';
  const match = new RegExp(`http://portal\\.test/${path}&id=([A-Za-z0-9_-]{43})`).exec(String(mail?.text));
  if (!match?.[1]) throw new Error(`no ${template} link in the outbox for ${to}`);
  expect(String(mail?.html)).toContain(`${path}&amp;id=${match[1]}`);
  return match[1];
}

const newPassword = (password: string, token: string, confirmation = password) => ({
  token,
  password,
  password_confirmation: confirmation,
});

describe('forgot password', () => {
  it('answers 422 on the email field for an unknown address', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'nobody@demo.test' } });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Error validation',
      errors: {
        email: [{ en: 'Email not associated with any account', sw: 'E-postadressen är inte kopplad till något konto' }],
      },
    });
  });

  it('queues a reset mail with a one-hour link, in the outbox with its delivery job', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: demoUsers.partner2.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toEqual({ en: expect.any(String), sw: expect.any(String) });

    const [mail] = await rows(t.database, `SELECT * FROM outbox WHERE to_email = $1 AND template = 'reset-password'`, [
      demoUsers.partner2.email,
    ]);
    expect(mail).toMatchObject({ status: 'queued', language: 'sv', subject: 'Återställ ditt lösenord' });
    const jobs = await rows(t.database, `SELECT data FROM pgboss.job WHERE name = 'deliver-mail' AND data->>'outboxId' = $1`, [
      String(mail?.id),
    ]);
    expect(jobs).toHaveLength(1);

    const token = await linkToken(demoUsers.partner2.email, 'reset-password');
    const link = await t.app.inject({ method: 'GET', url: `/api/password-link/${token}` });
    expect(link.statusCode).toBe(200);
    const { data } = json(link);
    expect(data).toMatchObject({ purpose: 'reset', email: demoUsers.partner2.email });
    const lifetime = Date.parse(data.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });
});

describe('reset password through the mailed link', () => {
  it('resets once, logs in with the new password, and refuses the link afterwards', async () => {
    const email = demoUsers.partner.email;
    const oldSession = await loginAs.partner(t.app);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const token = await linkToken(email, 'reset-password');

    const weak = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('short1', token, 'other') });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(json(weak).errors).sort()).toEqual(['password', 'password_confirmation']);
    const noDigit = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('onlyletters', token) });
    expect(json(noDigit).errors.password[0].en).toMatch(/letter and a digit/);

    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('Fresh-pass-42', token) });
    expect(reset.statusCode).toBe(200);
    expect(json(reset).message).toEqual({ en: 'Your password has been reset', sw: 'Ditt lösenord har återställts' });

    await expect(login(t.app, email, 'Fresh-pass-42')).resolves.toBeTypeOf('string');
    await expect(login(t.app, email, demoUsers.partner.password)).rejects.toThrow(/401/);
    // Sessions from before the reset are revoked.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(oldSession) })).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('Another-pass-7', token) });
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({
      message: { en: 'The link has expired or has already been used', sw: 'Länken har gått ut eller har redan använts' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/password-link/${token}` })).statusCode).toBe(404);
  });

  it('rejects an expired link', async () => {
    const email = demoUsers.partner2.email;
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const token = await linkToken(email, 'reset-password');
    await rows(t.database, `UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(token),
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/password-link/${token}` })).statusCode).toBe(404);
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('Late-pass-99', token) });
    expect(reset.statusCode).toBe(404);
    await expect(login(t.app, email, 'Late-pass-99')).rejects.toThrow(/401/);
  });

  it('invalidates an earlier unused link when a new one is requested', async () => {
    const email = demoUsers.admin.email;
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const first = await linkToken(email, 'reset-password');
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const second = await linkToken(email, 'reset-password');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/password-link/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/password-link/${second}` })).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous submissions of the same link succeed', async () => {
    const email = demoUsers.customer.email;
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const token = await linkToken(email, 'reset-password');
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('Racer-one-1', token) }),
      t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('Racer-two-2', token) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    const winner = a.statusCode === 200 ? 'Racer-one-1' : 'Racer-two-2';
    const loser = a.statusCode === 200 ? 'Racer-two-2' : 'Racer-one-1';
    await expect(login(t.app, email, winner)).resolves.toBeTypeOf('string');
    await expect(login(t.app, email, loser)).rejects.toThrow(/401/);
  });

  it('throttles reset mails per address with 429 and Retry-After', async () => {
    const email = demoUsers.partner2.email;
    await rows(t.database, `DELETE FROM throttle_hits WHERE bucket = 'forgot-password:email'`);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let call = 0; call < 4; call += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
      statuses.push(response.statusCode);
      retryAfter = response.headers['retry-after'] as string | undefined;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
  });
});

describe('guessed password links', () => {
  it('count per client with the other mailed links: 429 with Retry-After once a client has 30 failures in 5 minutes', async () => {
    const guesser = '10.40.0.1';
    const guess = (i: number) => `guessed-token-${i}`;
    // Unknown tokens of both shapes, to look at and to use: each counts.
    for (let i = 0; i < 30; i += 1) {
      const response =
        i % 2 === 0
          ? await t.app.inject({ method: 'GET', url: `/api/password-link/${guess(i)}`, remoteAddress: guesser })
          : await t.app.inject({ method: 'POST', url: '/api/reset-password', remoteAddress: guesser, payload: newPassword('Guessed-pass-1', guess(i)) });
      expect(response.statusCode).toBe(404);
    }
    expect(await rows(t.database, `SELECT 1 FROM throttle_hits WHERE bucket = 'link-failure:ip' AND key = $1`, [guesser])).toHaveLength(30);

    const blocked = [
      await t.app.inject({ method: 'GET', url: `/api/password-link/${guess(99)}`, remoteAddress: guesser }),
      await t.app.inject({ method: 'POST', url: '/api/set-password', remoteAddress: guesser, payload: newPassword('Guessed-pass-1', guess(99)) }),
      // The same client's tokens of the other mailed links wait too (the API's error handler keeps Retry-After).
      await t.app.inject({ method: 'GET', url: '/api/public/quote', remoteAddress: guesser, headers: { 'x-link-token': 'x'.repeat(43) } }),
    ];
    for (const response of blocked) {
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(300);
      expect(json(response).message.en).toMatch(/^Too many links that do not work/);
      expect(json(response).message.sw).toMatch(/^För många länkar som inte fungerar/);
    }

    // Another client's real link still works.
    const email = 'forgetful@demo.test';
    await createUser(t, { email, password: 'Forgetful-pass-1', role: 2 });
    const mailed = await t.app.inject({ method: 'POST', url: '/api/forgot-password', remoteAddress: '10.40.0.2', payload: { email } });
    expect(mailed.statusCode).toBe(200);
    const token = await linkToken(email, 'reset-password');
    const real = await t.app.inject({ method: 'GET', url: `/api/password-link/${token}`, remoteAddress: '10.40.0.2' });
    expect(real.statusCode).toBe(200);
    expect(await rows(t.database, `SELECT 1 FROM throttle_hits WHERE bucket = 'link-failure:ip' AND key = '10.40.0.2'`)).toEqual([]);
  });
});

describe('set password for a new user', () => {
  it('uses the link the seed mailed to new.partner@demo.test, once', async () => {
    const email = demoUsers.newPartner.email;
    const token = await linkToken(email, 'set-password');
    const info = await t.app.inject({ method: 'GET', url: `/api/password-link/${token}` });
    expect(json(info).data).toMatchObject({ purpose: 'set', email });

    // A set link cannot be used on the reset form (and the other way round).
    const wrongPurpose = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: newPassword('Welcome-pass-1', token) });
    expect(wrongPurpose.statusCode).toBe(404);

    const set = await t.app.inject({ method: 'POST', url: '/api/set-password', payload: newPassword('Welcome-pass-1', token) });
    expect(set.statusCode).toBe(200);
    expect(json(set).message).toEqual({ en: 'Your password has been set', sw: 'Ditt lösenord har sparats' });
    const session = await login(t.app, email, 'Welcome-pass-1');
    const user = await t.app.inject({ method: 'POST', url: '/api/get-user', payload: { token: session } });
    expect(json(user).data).toMatchObject({ email, roles: 2, company: 'Strandhotellet Varberg' });

    const reuse = await t.app.inject({ method: 'POST', url: '/api/set-password', payload: newPassword('Welcome-pass-2', token) });
    expect(reuse.statusCode).toBe(404);
  });

  it('refuses unknown fields and missing ones per field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/set-password', payload: { token: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors).sort()).toEqual(['password', 'password_confirmation']);
  });
});

describe('change password', () => {
  it('answers 422 on current_password when it is wrong', async () => {
    const token = await loginAs.admin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: bearer(token),
      payload: { current_password: 'not-it-1', password: 'Brand-new-1', password_confirmation: 'Brand-new-1' },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Error validation',
      errors: { current_password: [{ en: 'Current password is incorrect', sw: 'Nuvarande lösenord är fel' }] },
    });
  });

  it('locks further guesses of the current password like failed logins (429 with Retry-After)', async () => {
    const email = 'guesser@demo.test';
    await rows(
      t.database,
      `INSERT INTO users (email, password_hash, first_name, last_name, role) SELECT $1, password_hash, 'Gue', 'Sser', 2 FROM users WHERE email = $2`,
      [email, demoUsers.partner2.email],
    );
    const token = await login(t.app, email, demoUsers.partner2.password);
    const guess = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/change-password',
        headers: bearer(token),
        payload: { current_password: current, password: 'Brand-new-1', password_confirmation: 'Brand-new-1' },
      });
    for (let i = 0; i < 5; i++) expect((await guess(`wrong-guess-${i}`)).statusCode).toBe(422);
    const locked = await guess(demoUsers.partner2.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('changes the password, keeps the caller signed in and ends other sessions', async () => {
    const email = 'changer@demo.test';
    await rows(
      t.database,
      `INSERT INTO users (email, password_hash, first_name, last_name, role) SELECT $1, password_hash, 'Cha', 'Nger', 1 FROM users WHERE email = $2`,
      [email, demoUsers.partner2.email],
    );
    const current = demoUsers.partner2.password;
    const mine = await login(t.app, email, current);
    const other = await login(t.app, email, current);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: bearer(mine),
      payload: { current_password: current, password: 'Changed-pass-5', password_confirmation: 'Changed-pass-5' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toEqual({ en: 'Password changed successfully', sw: 'Lösenordet har ändrats' });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(mine) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(other) })).statusCode).toBe(401);
    await expect(login(t.app, email, 'Changed-pass-5')).resolves.toBeTypeOf('string');
  });
});
