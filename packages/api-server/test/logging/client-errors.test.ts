import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { clientErrorThrottle } from '../../src/modules/system/service.js';

// Its own app, with a logger whose lines the test reads (the shared test app logs nothing).
let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, any>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: 'warn' },
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

const report = (body: unknown, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/client-errors', payload: body as object, remoteAddress: ip });

const crash = {
  kind: 'crash',
  message: "TypeError: Cannot read properties of null (reading '0')",
  stack: "TypeError: Cannot read properties of null (reading '0')\n    at EndDate (remoteEntry.js:1:2)",
  path: '/reset-password&id=SECRET-token-1',
  module: 'mf-public',
  route_id: 'resetPassword',
};

describe('POST /client-errors', () => {
  it('writes a crash to the log at warn, through the request logger, without a link token, and answers 204 without a session', async () => {
    lines.length = 0;
    const response = await report(crash);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const line = lines.find((entry) => entry.clientError);
    expect(line).toMatchObject({
      level: 40,
      msg: 'a page crashed in the browser',
      // The request logger's child: the line names its request.
      reqId: expect.anything(),
      clientError: { kind: 'crash', message: crash.message, stack: crash.stack, path: '/reset-password&id=[redacted]', module: 'mf-public', routeId: 'resetPassword' },
    });
    expect(JSON.stringify(lines)).not.toContain('SECRET-token-1');
  });

  it('takes a module that could not be loaded with only the required fields', async () => {
    lines.length = 0;
    const response = await report({ kind: 'unavailable', message: 'Module mf-leads is not available', path: '/leads' }, '203.0.113.8');
    expect(response.statusCode).toBe(204);
    expect(lines.find((entry) => entry.clientError)).toMatchObject({ msg: 'a module could not be loaded in the browser', clientError: { kind: 'unavailable', path: '/leads' } });
  });

  it.each([
    ['a message over its limit', { ...crash, message: 'x'.repeat(1001) }],
    ['a stack over its limit', { ...crash, stack: 'x'.repeat(4001) }],
    ['a full address instead of a path', { ...crash, path: 'https://evil.test/' }],
    ['an unknown kind', { ...crash, kind: 'fatal' }],
    ['a field the contract does not name', { ...crash, cookie: 'a=1' }],
    ['no body', undefined],
    ['a module name with markup', { ...crash, module: '<script>' }],
  ])('refuses %s with 422 and logs nothing', async (_case, body) => {
    lines.length = 0;
    const response = await report(body, '203.0.113.9');
    expect(response.statusCode).toBe(422);
    expect(lines.filter((entry) => entry.clientError)).toHaveLength(0);
  });

  it('stops listening to one address after its share, with 429 and Retry-After', async () => {
    const ip = '203.0.113.10';
    for (let n = 0; n < clientErrorThrottle.limit; n++) expect((await report(crash, ip)).statusCode).toBe(204);
    const refused = await report(crash, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is still heard.
    expect((await report(crash, '203.0.113.11')).statusCode).toBe(204);
  });
});
