import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from './purge-expired.js';
import { createTestApp, demoUsers, login, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('purgeExpired', () => {
  it('deletes only history that no rule reads any more', async () => {
    await login(t.app, demoUsers.admin.email, demoUsers.admin.password);
    await login(t.app, demoUsers.partner.email, demoUsers.partner.password);
    await rows(
      t.database,
      `INSERT INTO throttle_hits (bucket, key, created_at) VALUES ('b', 'old', now() - interval '2 days'), ('b', 'fresh', now());
       INSERT INTO login_attempts (email, attempted_at) VALUES ('old@x.se', now() - interval '2 days'), ('fresh@x.se', now());
       UPDATE auth_tokens SET expires_at = now() - interval '8 days'
         WHERE user_id = (SELECT id FROM users WHERE email = '${demoUsers.admin.email}');`,
    );
    await purgeExpired(t.database);
    expect(await rows(t.database, "SELECT key FROM throttle_hits WHERE bucket = 'b'")).toEqual([{ key: 'fresh' }]);
    expect(await rows(t.database, 'SELECT email FROM login_attempts')).toEqual([{ email: 'fresh@x.se' }]);
    const tokens = await rows(t.database, 'SELECT u.email FROM auth_tokens a JOIN users u ON u.id = a.user_id');
    expect(tokens).toEqual([{ email: demoUsers.partner.email }]);
    // The seeded set-password link is still valid and stays.
    expect(await rows(t.database, 'SELECT purpose FROM password_tokens')).toEqual([{ purpose: 'set' }]);
  });
});
