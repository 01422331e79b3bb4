import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/auth/tokens.js';
import { bearer, createTestApp, demoUsers, json, login, loginAs, rows, type TestApp } from '../../../test/support/app.js';

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

  it('locks an e-mail with 429 and Retry-After after 5 failures in 15 minutes, even for the right password', async () => {
    const email = 'locked.user@demo.test';
    await rows(
      t.database,
      `INSERT INTO users (email, password_hash, first_name, last_name, role) SELECT $1, password_hash, 'Lo', 'Cked', 2 FROM users WHERE email = $2`,
      [email, demoUsers.partner.email],
    );
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email, password: `wrong-${attempt}` }) });
      expect(response.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email, password: demoUsers.partner.password }),
    });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(json(locked).message.en).toMatch(/Too many failed attempts/);
    expect(json(locked).message.sw).toMatch(/För många/);

    // The lock is per e-mail: other accounts log in normally.
    await expect(loginAs.partner(t.app)).resolves.toBeTypeOf('string');

    // Failures that have left the window no longer count.
    await rows(t.database, `UPDATE login_attempts SET attempted_at = now() - interval '16 minutes' WHERE email = $1`, [email]);
    await expect(login(t.app, email, demoUsers.partner.password)).resolves.toBeTypeOf('string');
  });

  it('clears the failure count after a successful login', async () => {
    const email = demoUsers.partner2.email;
    await rows(t.database, 'DELETE FROM login_attempts WHERE email = $1', [email]);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email, password: 'wrong-pass-1' }) });
    }
    await login(t.app, email, demoUsers.partner2.password);
    expect(await rows(t.database, 'SELECT 1 FROM login_attempts WHERE email = $1', [email])).toHaveLength(0);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email, password: 'wrong-pass-1' }) });
      expect(response.statusCode).toBe(401);
    }
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

describe('login throttle per client', () => {
  it('answers 429 once one address has tried too many logins, whatever the accounts', async () => {
    await rows(
      t.database,
      `INSERT INTO throttle_hits (bucket, key, created_at) SELECT 'login:ip', '10.9.8.7', now() FROM generate_series(1, 100)`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.8.7',
      payload: { email: demoUsers.admin.email, password: demoUsers.admin.password },
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.8.6',
      payload: { email: demoUsers.admin.email, password: demoUsers.admin.password },
    });
    expect(other.statusCode).toBe(200);
  });
});
