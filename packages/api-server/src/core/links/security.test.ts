import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { HttpError } from '../errors.js';
import { issueLink, revokeLinks } from './links.js';
import { capabilitySecurity, httpErrorBehindSecurity, linkMessages, linkOf, linkPurposesOf } from './security.js';
import { newToken } from '../auth/tokens.js';
import { throttleRules } from '../throttle/throttle.js';
import { createMigratedDatabase } from '../../../test/support/database.js';

// A document shaped like openapi/ will be once operations are called by link: the capability
// scheme (proposed for components.securitySchemes) and an x-link-purpose on each operation.
const document = {
  openapi: '3.1.0',
  info: { title: 'links', version: '1' },
  components: {
    securitySchemes: { capability: { type: 'apiKey', in: 'header', name: 'X-Link-Token' } },
  },
  paths: {
    '/quote-answer/{id}': {
      post: {
        operationId: 'answerQuote',
        security: [{ capability: [] }],
        'x-link-purpose': 'quote_answer',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          200: {
            description: 'the link that opened it',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { link_id: { type: 'integer' }, subject_id: { type: 'integer' } } },
              },
            },
          },
        },
      },
    },
    '/presentation/{id}': {
      get: {
        operationId: 'showPresentation',
        security: [{ capability: [] }],
        'x-link-purpose': 'presentation_view',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { 200: { description: 'ok' } },
      },
    },
    '/misconfigured': {
      get: { operationId: 'misconfigured', security: [{ capability: [] }], responses: { 200: { description: 'ok' } } },
    },
  },
};

let database: Database;
let drop: () => Promise<void>;

let app: FastifyInstance;
/** Whether the error handler saw glue's wrapper instead of our HttpError (the wiring note). */
let wrapped = false;

beforeAll(async () => {
  ({ database, drop } = await createMigratedDatabase());

  app = Fastify({ logger: false });
  app.decorateRequest('link', null);
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (!(error instanceof HttpError)) wrapped = true;
    const answer = error instanceof HttpError ? error : httpErrorBehindSecurity(error);
    if (answer) return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
    return reply.code(error.statusCode ?? 500).send({ message: 'Server error' });
  });
  await app.register(openapiGlue, {
    specification: document,
    serviceHandlers: {
      answerQuote: async (request: Parameters<typeof linkOf>[0]) => ({ link_id: linkOf(request).id, subject_id: linkOf(request).subjectId }),
      showPresentation: async () => ({}),
      misconfigured: async () => ({}),
    },
    securityHandlers: { capability: capabilitySecurity({ database }) },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await drop();
});

const answer = (headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/quote-answer/5', headers });

describe('capabilitySecurity', () => {
  it('lets a live token of the operation purpose in and puts its link on the request', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 5, ttlSeconds: 3600 });
    const response = await answer({ 'x-link-token': token, 'user-agent': 'test-agent' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ link_id: link.id, subject_id: 5 });
    const opens = await database.pool.query('SELECT outcome, user_agent, ip FROM capability_link_opens WHERE link_id = $1', [link.id]);
    expect(opens.rows).toEqual([{ outcome: 'ok', user_agent: 'test-agent', ip: '127.0.0.1' }]);
  });

  it('answers 401 with a bilingual message without a token, for unknown tokens and for other purposes', async () => {
    const presentation = await issueLink(database.db, { purpose: 'presentation_view', subjectType: 'opportunity', subjectId: 5, ttlSeconds: 3600 });
    const cases: Record<string, string>[] = [{}, { 'x-link-token': 'not-a-token' }, { 'x-link-token': presentation.token }];
    for (const headers of cases) {
      const response = await answer(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: linkMessages.invalid, reason: 'invalid' });
    }
    // The same token opens what it was made for.
    const view = await app.inject({ method: 'GET', url: '/presentation/5', headers: { 'x-link-token': presentation.token } });
    expect(view.statusCode).toBe(200);
  });

  it('ignores a token in the query string', async () => {
    const { token } = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 5, ttlSeconds: 3600 });
    const response = await app.inject({ method: 'POST', url: `/quote-answer/5?token=${token}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 410 for an expired link, saying so and how to get a new one', async () => {
    const { token, link } = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 6, ttlSeconds: 3600 });
    await database.pool.query("UPDATE capability_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [link.id]);
    const response = await answer({ 'x-link-token': token });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: linkMessages.expired, reason: 'expired' });
    expect(response.json().message).toEqual({ en: 'This link has expired. Ask us for a new one.', sw: 'Länken har gått ut. Be oss om en ny.' });
  });

  it('answers 410 for a revoked link, pointing to the newer one', async () => {
    const { token } = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 7, ttlSeconds: 3600 });
    await revokeLinks(database.db, { subjectType: 'quote', subjectId: 7 }, 'quote_answer');
    const response = await answer({ 'x-link-token': token });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: linkMessages.revoked, reason: 'revoked' });
    expect(response.json().message.en).toMatch(/newer link/);
  });

  it('answers 500, not 401, for an operation without x-link-purpose', async () => {
    const { token } = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 5, ttlSeconds: 3600 });
    const response = await app.inject({ method: 'GET', url: '/misconfigured', headers: { 'x-link-token': token } });
    expect(response.statusCode).toBe(500);
  });

  it('reaches the error handler wrapped by glue: the handler must unwrap it (httpErrorBehindSecurity)', () => {
    expect(wrapped).toBe(true);
  });
});

describe('throttling of guessed tokens', () => {
  const from = (remoteAddress: string, token: string) => app.inject({ method: 'POST', url: '/quote-answer/5', remoteAddress, headers: { 'x-link-token': token } });
  const failures = async (key: string) =>
    (await database.pool.query(`SELECT count(*)::int AS n FROM throttle_hits WHERE bucket = 'link-failure:ip' AND key = $1`, [key])).rows[0].n as number;
  const opensOf = async (linkId: number) => (await database.pool.query('SELECT count(*)::int AS n FROM capability_link_opens WHERE link_id = $1', [linkId])).rows[0].n as number;

  it('answers 429 with Retry-After, before looking the token up, once a client has 30 failed tokens in 5 minutes', async () => {
    const { limit, windowSeconds } = throttleRules.linkFailuresIp;
    expect([limit, windowSeconds]).toEqual([30, 300]);
    const live = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 20, ttlSeconds: 3600 });
    const other = await issueLink(database.db, { purpose: 'presentation_view', subjectType: 'opportunity', subjectId: 20, ttlSeconds: 3600 });
    const revoked = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 21, ttlSeconds: 3600 });
    await revokeLinks(database.db, { subjectType: 'quote', subjectId: 21 }, 'quote_answer');
    const guesser = '10.30.0.1';
    // Malformed, unknown, of another purpose, revoked: each counts.
    const bad = ['not-a-token', newToken(), other.token, revoked.token];
    for (let i = 0; i < limit; i += 1) {
      const response = await from(guesser, bad[i % bad.length]!);
      expect([401, 410]).toContain(response.statusCode);
    }
    expect(await failures(guesser)).toBe(limit);

    const opens = await opensOf(revoked.link.id);
    const blocked = await from(guesser, revoked.token);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 30);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(blocked.json().message).toEqual({
      en: 'Too many links that do not work have been opened from your network. Wait 5 minutes, then open the link in the latest e-mail from us.',
      sw: 'För många länkar som inte fungerar har öppnats från ditt nätverk. Vänta 5 minuter och öppna sedan länken i det senaste e-postmeddelandet från oss.',
    });
    // Not looked up: a known token's opening would have been logged.
    expect(await opensOf(revoked.link.id)).toBe(opens);
    // A refused call is not another failure, and even a working token waits from this client.
    expect((await from(guesser, live.token)).statusCode).toBe(429);
    expect(await failures(guesser)).toBe(limit);

    // Another client's working link opens.
    expect((await from('10.30.0.2', live.token)).statusCode).toBe(200);
    // The wait ends by itself when the failures leave the window.
    await database.pool.query(`UPDATE throttle_hits SET created_at = created_at - interval '5 minutes' WHERE key = $1`, [guesser]);
    expect((await from(guesser, live.token)).statusCode).toBe(200);
  });

  it('does not count working tokens or calls without a token', async () => {
    const live = await issueLink(database.db, { purpose: 'quote_answer', subjectType: 'quote', subjectId: 22, ttlSeconds: 3600 });
    const client = '10.30.0.3';
    for (let i = 0; i < 40; i += 1) expect((await from(client, live.token)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: 'POST', url: '/quote-answer/5', remoteAddress: client })).statusCode).toBe(401);
    }
    expect(await failures(client)).toBe(0);
  });
});

describe('linkPurposesOf', () => {
  it('maps operations to their purposes', () => {
    const valid = { paths: { ...document.paths, '/misconfigured': {} } };
    expect(linkPurposesOf(valid)).toEqual(
      new Map([
        ['answerQuote', 'quote_answer'],
        ['showPresentation', 'presentation_view'],
      ]),
    );
  });

  it('fails on a missing or unknown purpose, or a purpose without the capability scheme', () => {
    expect(() => linkPurposesOf(document)).toThrow(/GET \/misconfigured uses capability security but has no x-link-purpose/);
    expect(() =>
      linkPurposesOf({ paths: { '/a': { get: { operationId: 'a', security: [{ capability: [] }], 'x-link-purpose': 'quote_anwser' } } } }),
    ).toThrow(/unknown x-link-purpose "quote_anwser"/);
    expect(() => linkPurposesOf({ paths: { '/a': { get: { operationId: 'a', 'x-link-purpose': 'quote_answer' } } } })).toThrow(
      /has x-link-purpose but not capability security/,
    );
  });
});
