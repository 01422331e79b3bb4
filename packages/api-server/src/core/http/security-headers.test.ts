import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../../../test/support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});

afterAll(async () => {
  await t.close();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('are on successes, errors and unknown routes alike', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/regions' }),
      t.app.inject({ method: 'GET', url: '/api/leads' }),
      t.app.inject({ method: 'POST', url: '/api/leads', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/unknown' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 422, 404]);
    for (const response of responses) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-eval');
      const policy = directives(csp);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('allow the CDN origins of REMOTE_ORIGINS for scripts and connections', async () => {
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp({
        config: loadConfig({
          LOG_LEVEL: 'silent',
          DATABASE_URL: t.databaseUrl,
          REMOTE_ORIGINS: 'https://cdn.example.com, https://static.example.net:8443',
        }),
        database: t.database,
        boss: t.boss,
        logger: false,
      });
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      const policy = directives(String(response.headers['content-security-policy']));
      for (const name of ['script-src', 'connect-src']) {
        expect(policy.get(name)).toEqual(["'self'", 'https://cdn.example.com', 'https://static.example.net:8443']);
      }
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
    } finally {
      await app?.close();
    }
  });
});
