// LINK_FAILURE_LIMIT_PER_IP sets how many dead link tokens a client may try before 429, for the
// capability operations and the password links alike.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { LINK_FAILURE_LIMIT_PER_IP: '2' } });
});

afterAll(async () => {
  await t.close();
});

it('answers 429 with Retry-After after the configured number of failed tokens, for links and password links', async () => {
  const guess = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/public/quote', headers: { 'x-link-token': 'not-a-real-token-at-all-0123456789abcdef' }, remoteAddress });
  expect((await guess('198.51.100.7')).statusCode).toBe(401);
  expect((await guess('198.51.100.7')).statusCode).toBe(401);
  const third = await guess('198.51.100.7');
  expect(third.statusCode).toBe(429);
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  const password = await t.app.inject({ method: 'GET', url: '/api/password-link/not-a-real-token-at-all-0123456789abcdef', remoteAddress: '198.51.100.7' });
  expect(password.statusCode).toBe(429);
  // Another client is not held back.
  expect((await guess('198.51.100.8')).statusCode).toBe(401);
});
