import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/auth/tokens.js';
import { bearer, createTestApp, createUser, demoUsers, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';
import { ACCOUNT_ATTACK_FAILURES, blockSeconds, FREE_FAILURES } from './login-attempts.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const badCredentials = { message: { en: 'Please check email-id or password', sw: 'Kontrollera e-post eller lösenord' } };

describe('login', () => {
  it('answers a 12-hour token for a form login and stores only its hash', async () => {
    const before = Date.now();
    const response = await t.app.inject({ method: 'POST', url: '/api/login', ...form(demoUsers.admin) });
    expect(response.statusCode).toBe(200);
    const { data, message } = json(response);
    expect(message).toEqual({ en: 'You are logged in', sw: 'Du är inloggad' });
    expect(Object.keys(data).sort()).toEqual(['expires_at', 'token']);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(data.expires_at) - before;
    expect(lifetime).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThan(12 * 3600_000 + 60_000);

    const stored = await rows(t.database, 'SELECT token_hash FROM auth_tokens WHERE token_hash = $1', [hashToken(data.token)]);
    expect(stored).toHaveLength(1);
    const plain = await rows(t.database, 'SELECT 1 FROM auth_tokens WHERE token_hash = $1', [data.token]);
    expect(plain).toHaveLength(0);
  });

  it('accepts JSON and any capitalisation of the e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: '  Partner@Demo.TEST ', password: demoUsers.partner.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores argon2id password hashes', async () => {
    const [user] = await rows(t.database, 'SELECT password_hash FROM users WHERE email = $1', [demoUsers.admin.email]);
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 401 with the bilingual message for a wrong password or an unknown e-mail', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email: demoUsers.partner2.email, password: 'nope-1234' }) });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual(badCredentials);

    const unknown = await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email: 'nobody@demo.test', password: 'x' }) });
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual(badCredentials);
  });

  it('refuses a user who has no password yet', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email: demoUsers.newPartner.email, password: '' }) });
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 per field when the form is incomplete', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email: 'a@b.se' }) });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Error validation',
      errors: { password: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }] },
    });
  });

  it('lets a customer (role 3) log in at the API level', async () => {
    const token = await loginAs.customer(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/get-user', ...form({ token }) });
    expect(json(response).data.roles).toBe(3);
    expect(json(response).data.company).toBe('Berglund Konsult AB');
  });
});

describe('get-user', () => {
  it('answers the user of a form token with account details and the token', async () => {
    const token = await loginAs.partner(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/get-user', ...form({ token }) });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data).toEqual({
      id: expect.any(Number),
      first_name: 'Erik',
      last_name: 'Nilsson',
      email: demoUsers.partner.email,
      roles: 2,
      address: expect.any(String),
      phone: expect.any(String),
      mobile_phone: expect.any(String),
      company: 'Demo Konferenshotell',
      language: 'sv',
      accountDetail: [{ id: expect.any(Number), name: 'Demo Konferenshotell', type: 'Partner', profile_picture: null }],
      token,
    });
    // Serialised by the schema: nothing beyond it leaks (no password hash, no timestamps).
    expect(Object.keys(data)).not.toContain('password_hash');
    expect(Object.keys(data)).not.toContain('passwordHash');
  });

  it('answers an empty accountDetail for a user without an account', async () => {
    const token = await loginAs.admin(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/get-user', payload: { token } });
    expect(json(response).data).toMatchObject({ roles: 1, company: null, accountDetail: [] });
  });

  it('takes the bearer header when the request has no body', async () => {
    const token = await loginAs.admin(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/get-user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.email).toBe(demoUsers.admin.email);
  });

  it('answers 401 Unauthenticated for an unknown or expired token', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/get-user', ...form({ token: 'not-a-token' }) });
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual({ message: 'Unauthenticated' });

    const token = await loginAs.admin(t.app);
    await rows(t.database, `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(token)]);
    const expired = await t.app.inject({ method: 'POST', url: '/api/get-user', ...form({ token }) });
    expect(expired.statusCode).toBe(401);
    const call = await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) });
    expect(call.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token, after which it is rejected everywhere', async () => {
    const token = await loginAs.admin(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) })).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'POST', url: '/api/logout', ...form({ token }) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { status: 'Logout' }, message: { en: expect.any(String), sw: expect.any(String) } });

    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/get-user', ...form({ token }) })).statusCode).toBe(401);
    const [row] = await rows(t.database, 'SELECT revoked_at FROM auth_tokens WHERE token_hash = $1', [hashToken(token)]);
    expect(row?.revoked_at).toBeInstanceOf(Date);
  });

  it('ends the session of a bearer header sent without a body, with an empty body or an empty form', async () => {
    const variants: { name: string; headers: Record<string, string>; payload?: string }[] = [
      { name: 'no body, no content type', headers: {} },
      { name: 'empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
      { name: 'JSON object without token', headers: { 'content-type': 'application/json' }, payload: '{}' },
      { name: 'empty form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
    ];
    for (const variant of variants) {
      const token = await loginAs.admin(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...bearer(token), ...variant.headers },
        ...(variant.payload === undefined ? {} : { payload: variant.payload }),
      });
      expect(response.statusCode, `${variant.name}: ${response.body}`).toBe(200);
      expect(json(response).data).toEqual({ status: 'Logout' });
      const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(after.statusCode, variant.name).toBe(401);
    }
  });

  it("revokes the form field's token when both are sent, and answers Logout without any token", async () => {
    const mine = await loginAs.admin(t.app);
    const other = await loginAs.admin(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', ...form({ token: other }), headers: { ...form({}).headers, ...bearer(mine) } });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(mine) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });

  it('is idempotent: an unknown or already revoked token still answers Logout', async () => {
    const token = await loginAs.admin(t.app);
    for (const value of [token, token, 'never-issued']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', ...form({ token: value }) });
      expect(response.statusCode).toBe(200);
      expect(json(response).data).toEqual({ status: 'Logout' });
    }
  });
});

describe('access control', () => {
  it('answers 401 Unauthenticated without a token, with a malformed header or a made-up token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('made-up-token')]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'Unauthenticated' });
    }
  });

  it('checks the token before validating the request (401 before 422)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/leads?per_page=500' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a partner calling admin-only operations', async () => {
    const token = await loginAs.partner(t.app);
    for (const url of ['/api/leads', '/api/notifications', '/api/outbox', '/api/log-activities', '/api/lead/1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(403);
      expect(json(response)).toEqual({ message: { en: 'You are not authorized', sw: 'Du har inte behörighet' } });
    }
    const discard = await t.app.inject({ method: 'POST', url: '/api/discard-lead/1', headers: bearer(token) });
    expect(discard.statusCode).toBe(403);
  });

  it('answers 403 to a customer on every role-restricted call, even its own profile', async () => {
    const token = await loginAs.customer(t.app);
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/leads'],
      ['POST', '/api/notification-seen'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers 500, not 401, when the token cannot be checked', async () => {
    const token = await loginAs.admin(t.app);
    await rows(t.database, 'ALTER TABLE auth_tokens RENAME TO auth_tokens_away');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
      expect(response.statusCode).toBe(500);
      expect(json(response)).toEqual({ message: { en: 'Server error', sw: 'Serverfel' } });
    } finally {
      await rows(t.database, 'ALTER TABLE auth_tokens_away RENAME TO auth_tokens');
    }
  });

  it('answers a JSON 404 for unknown API routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: { en: 'Not found', sw: 'Hittades inte' } });
    const post = await t.app.inject({ method: 'DELETE', url: '/api/leads' });
    expect(post.statusCode).toBe(404);
  });
});

describe('profile', () => {
  it('reads and updates the signed-in user, trimming and clearing optional fields', async () => {
    const token = await loginAs.partner(t.app);
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(json(read).data.email).toBe(demoUsers.partner.email);
    expect(json(read).data).not.toHaveProperty('token');

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(token),
      payload: { first_name: '  Erika ', last_name: 'Nilsson', phone: '', mobile_phone: null, address: 'Ny gata 1' },
    });
    expect(update.statusCode).toBe(200);
    expect(json(update)).toMatchObject({
      data: { first_name: 'Erika', last_name: 'Nilsson', phone: null, mobile_phone: null, address: 'Ny gata 1' },
      message: { en: 'Profile updated successfully', sw: 'Profilen har uppdaterats' },
    });
  });

  it('stores the interface language, and the next mail to the user is written in it', async () => {
    const token = await loginAs.admin(t.app);
    const refused = await t.app.inject({ method: 'POST', url: '/api/profile/language', headers: bearer(token), payload: { language: 'de' } });
    expect(refused.statusCode).toBe(422);
    const stored = await t.app.inject({ method: 'POST', url: '/api/profile/language', headers: bearer(token), payload: { language: 'en' } });
    expect(stored.statusCode).toBe(200);
    expect(json(stored).data).toEqual({ language: 'en' });
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(json(read).data.language).toBe('en');

    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: demoUsers.admin.email } });
    const [mail] = await rows<{ language: string; subject: string }>(
      t.database,
      `SELECT language, subject FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`,
      [demoUsers.admin.email],
    );
    expect(mail).toEqual({ language: 'en', subject: 'Reset your password' });
  });

  it('rejects a blank name per field', async () => {
    const token = await loginAs.admin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(token),
      payload: { first_name: '   ', last_name: 'Admin' },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ first_name: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }] });
  });
});

describe('login throttle: failures only, per account and source (OWASP)', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, ...form({ email, password }) });
  const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
  /** Moves a source's failures for an account back in time, as if the wait had passed. */
  const age = (email: string, source: string, seconds: number) =>
    rows(t.database, `UPDATE login_attempts SET attempted_at = attempted_at - make_interval(secs => $3) WHERE email = $1 AND ip = $2`, [email, source, seconds]);
  let users = 0;
  async function newUser(): Promise<{ email: string; password: string }> {
    users += 1;
    const user = { email: `throttled.${users}@demo.test`, password: `Throttle-pass-${users}` };
    await createUser(t, { ...user, role: 2 });
    return user;
  }

  it('grows the wait from 1 minute, doubling per further failure up to 1 hour', () => {
    expect(FREE_FAILURES).toBe(5);
    expect([0, 4, 5, 6, 7, 8, 10, 11, 12, 60].map((failures) => blockSeconds(failures, FREE_FAILURES))).toEqual([
      0, 0, 60, 120, 240, 480, 1920, 3600, 3600, 3600,
    ]);
    // An account failing from many places: a source waits after its first failure.
    expect([0, 1, 2, 3].map((failures) => blockSeconds(failures, 1))).toEqual([0, 60, 120, 240]);
  });

  it("keeps a stranger's wrong passwords from locking the owner out: the right password from another source gets in", async () => {
    const user = await newUser();
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await attempt(user.email, `wrong-${i}`, '10.0.0.1');
      expect(wrong.statusCode).toBe(401);
      expect(json(wrong)).toEqual(badCredentials);
    }
    // The stranger's source waits, even with the right password …
    const blocked = await attempt(user.email, user.password, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(json(blocked).message).toEqual({
      en: 'Too many failed attempts. Try again in 1 minute',
      sw: 'För många misslyckade försök. Försök igen om 1 minut',
    });
    // … the owner, elsewhere, does not; nor does the stranger's source on another account.
    expect((await attempt(user.email, user.password, '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt(demoUsers.partner.email, demoUsers.partner.password, '10.0.0.1')).statusCode).toBe(200);
    // The owner's success clears only the owner's source.
    expect(await rows(t.database, 'SELECT ip FROM login_attempts WHERE email = $1', [user.email])).toEqual(Array(5).fill({ ip: '10.0.0.1' }));
  });

  it('makes a failing source wait longer after each further failure, never for good, and forgets it on success', async () => {
    const user = await newUser();
    const source = '10.0.1.1';
    for (let i = 0; i < 5; i += 1) expect((await attempt(user.email, 'wrong-pass-1', source)).statusCode).toBe(401);
    const waits: number[] = [];
    for (const expected of [60, 120, 240]) {
      const blocked = await attempt(user.email, user.password, source);
      expect(blocked.statusCode).toBe(429);
      waits.push(Number(blocked.headers['retry-after']));
      expect(waits.at(-1)).toBeGreaterThan(expected - 10);
      expect(waits.at(-1)).toBeLessThanOrEqual(expected);
      // The wait is over: one more wrong password is answered (401) and makes the next wait longer.
      await age(user.email, source, expected + 1);
      expect((await attempt(user.email, 'wrong-pass-2', source)).statusCode).toBe(401);
    }
    expect(waits[1]! > waits[0]! && waits[2]! > waits[1]!).toBe(true);
    // Waited out: the right password gets in and the source starts afresh.
    await age(user.email, source, 481);
    expect((await attempt(user.email, user.password, source)).statusCode).toBe(200);
    expect(await rows(t.database, 'SELECT 1 FROM login_attempts WHERE email = $1', [user.email])).toEqual([]);
    expect((await attempt(user.email, 'wrong-pass-3', source)).statusCode).toBe(401);
  });

  it('counts unknown accounts per source like wrong passwords, with the same answer', async () => {
    const email = 'nobody.here@demo.test';
    for (let i = 0; i < 5; i += 1) {
      const response = await attempt(email, `guess-${i}`, '10.0.2.1');
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual(badCredentials);
    }
    expect((await attempt(email, 'guess-6', '10.0.2.1')).statusCode).toBe(429);
    expect((await attempt(email, 'guess-6', '10.0.2.2')).statusCode).toBe(401);
  });

  it('answers guesses sent all at once as if one after another: 5 wrong answers, then only waits', async () => {
    const user = await newUser();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(user.email, `parallel-${i}`, '10.0.3.1')));
    const counted = statuses(answers).reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    expect(counted).toEqual({ 401: 5, 429: 15 });
    // Even the right password, once the source waits, tells nothing.
    expect((await attempt(user.email, user.password, '10.0.3.1')).statusCode).toBe(429);
  });

  it('lets 50 concurrent right passwords in while a stranger fails on the same account; none counts as a failure', async () => {
    const user = await newUser();
    const [rights, wrongs] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, () => attempt(user.email, user.password, '10.0.4.1'))),
      Promise.all(Array.from({ length: 8 }, (_, i) => attempt(user.email, `stranger-${i}`, '10.0.4.2'))),
    ]);
    expect(statuses(rights)).toEqual(Array(50).fill(200));
    expect(statuses(wrongs).filter((status) => status === 401)).toHaveLength(5);
    expect(await rows(t.database, 'SELECT 1 FROM login_attempts WHERE email = $1 AND ip = $2', [user.email, '10.0.4.1'])).toEqual([]);
  });

  it('makes each failing source wait after one failure while an account fails from many places; a clean source still gets in', async () => {
    const user = await newUser();
    for (let i = 1; i <= ACCOUNT_ATTACK_FAILURES; i += 1) {
      expect((await attempt(user.email, 'sprayed-pass-1', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const failed = await attempt(user.email, user.password, '10.1.0.1');
    expect(failed.statusCode).toBe(429);
    expect(Number(failed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await attempt(user.email, user.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i += 1) expect((await attempt(user.email, 'wrong-pass-1', `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await attempt(user.email, user.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('lets more than LOGIN_LIMIT_PER_IP right logins in from one address: only failures count per client', async () => {
    expect(t.config.loginLimitPerIp).toBe(100);
    const address = '10.2.0.1';
    const answers: number[] = [];
    for (let batch = 0; batch < 7; batch += 1) {
      const sent = await Promise.all(Array.from({ length: 15 }, () => attempt(demoUsers.partner2.email, demoUsers.partner2.password, address)));
      answers.push(...statuses(sent));
    }
    expect(answers).toEqual(Array(105).fill(200));
    expect(await rows(t.database, `SELECT 1 FROM throttle_hits WHERE bucket = 'login:ip' AND key = $1`, [address])).toEqual([]);
  });

  it('makes a client wait, whatever the account, once it has LOGIN_LIMIT_PER_IP failures in 15 minutes', async () => {
    const address = '10.9.8.7';
    await rows(
      t.database,
      `INSERT INTO throttle_hits (bucket, key, created_at) SELECT 'login:ip', $1, now() - interval '10 minutes' FROM generate_series(1, 99)`,
      [address],
    );
    // The hundredth failure is a wrong password on yet another account; it is counted for the client.
    expect((await attempt(demoUsers.partner2.email, 'sprayed-pass-2', address)).statusCode).toBe(401);
    expect(await rows(t.database, `SELECT 1 FROM throttle_hits WHERE bucket = 'login:ip' AND key = $1`, [address])).toHaveLength(100);
    const blocked = await attempt(demoUsers.admin.email, demoUsers.admin.password, address);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    // Until the oldest of the last 100 failures (10 minutes old) leaves the 15-minute window.
    expect(retryAfter).toBeGreaterThan(280);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(json(blocked).message).toEqual({
      en: 'Too many failed logins from your network. Try again in 5 minutes',
      sw: 'För många misslyckade inloggningar från ditt nätverk. Försök igen om 5 minuter',
    });
    expect((await attempt(demoUsers.admin.email, demoUsers.admin.password, '10.9.8.6')).statusCode).toBe(200);
  });
});
