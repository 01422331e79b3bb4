// Issue 22 §2: no answer of the API is kept by a browser or a shared cache for the next person. Every
// operation of the contract, found there (a new one is covered the day it is added), is called
// without a credential, with one, and — called by link — with a live, a revoked and an unknown
// token; every answer must say `Cache-Control: no-store`, except the successes of an operation that
// declares `x-cache-control` (a file by its key), which must say exactly that.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../config.js';
import { bearer, createTestApp, createUser, demoUsers, json, login, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';
import { temporaryFilesDir, uploadPng } from '../../../test/support/uploads.js';
import { accessPolicies, loadOpenApiDocument, type OpenApiDocument } from './openapi.js';
import { CACHE_CONTROL_EXTENSION, cachePoliciesOf, NO_STORE } from './cache-control.js';
import { LINK_PURPOSE_EXTENSION } from '../links/security.js';
import { issueLink, type LinkPurpose } from '../links/links.js';
import { sweepCommissions } from '../../modules/commissions/jobs.js';

let t: TestApp;
let files: Awaited<ReturnType<typeof temporaryFilesDir>>;
let admin: string;
const { call, byLink, one, newOpportunity, submittedQuote, mailedToken } = pipeline(
  () => t,
  () => admin,
);

const document = loadOpenApiDocument();
const policies = accessPolicies(document);
const declared = cachePoliciesOf(document);

beforeAll(async () => {
  files = await temporaryFilesDir();
  // The walk presents every link operation's unknown and revoked tokens: more failures than the
  // per-client guess limit allows, which is not what this file is about.
  t = await createTestApp({ env: { FILES_DIR: files.dir, LINK_FAILURE_LIMIT_PER_IP: '1000' } });
  admin = await loginAs.admin(t.app);
});

afterAll(async () => {
  await t?.close();
  await files?.remove();
});

// ---------------------------------------------------------------------------------------------
// The document's operations

type Schema = Record<string, any>;

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  operationId: string;
  purpose?: LinkPurposeInUse;
  pathParameters: { name: string; schema: Schema }[];
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (node: any): any => (node?.$ref ? resolve(node.$ref.replace(/^#\//, '').split('/').reduce((at: any, key: string) => at?.[key], doc)) : node);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = item[method] as Schema | undefined;
      if (!operation) continue;
      const parameters = [...((item.parameters as Schema[] | undefined) ?? []), ...((operation.parameters as Schema[] | undefined) ?? [])].map(resolve);
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: operation.operationId,
        ...(operation[LINK_PURPOSE_EXTENSION] ? { purpose: operation[LINK_PURPOSE_EXTENSION] } : {}),
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// What the walk needs: people, links of every purpose (live and revoked), a file, a password link

interface Identity {
  name: string;
  role: 1 | 2 | 3;
  token: string;
}

let identities: Record<1 | 2 | 3, Identity>;
let users = 0;

/** A fresh user of this role: the walk may end its session (logout), so each can be replaced. */
async function signIn(role: 1 | 2 | 3): Promise<Identity> {
  users += 1;
  const name = ['', 'admin', 'partner', 'customer'][role]!;
  const email = `cache.${name}.${users}@demo.test`;
  const password = `Cache-${name}-${users}`;
  await createUser(t, { email, password, role });
  return { name, role, token: await login(t.app, email, password) };
}

type LinkPurposeInUse = LinkPurpose;

interface Links {
  live: Record<LinkPurposeInUse, string>;
  revoked: Record<LinkPurposeInUse, string>;
}

const OUTSIDE_LINK = /email-editquote&id=([A-Za-z0-9_%-]+)/;
const PRESENTATION_LINK = /quote-presention-pre&o=\d+&a=\d+&t=([A-Za-z0-9_%-]+)/;
const BOOKING_LINK = /preliminary-booking&o=\d+&q=\d+&c_id=\d+&b_id=\d+&p_id=\d+&t=([A-Za-z0-9_%-]+)/;
const RESET_LINK = /reset-password&id=([A-Za-z0-9_%-]+)/;
const COMMISSION_LINK = /email-editCommission&id=([A-Za-z0-9_%-]+)/;
const REQUEST_LINK = /my-request&id=([A-Za-z0-9_%-]+)/;

let links: Links;
let bookingId: number;
let fileKey: string;
let passwordToken: string;

/**
 * The links the portal mails, made as it makes them: an outside venue invited twice (the first
 * link revoked), a presentation sent twice (likewise), a preliminary booking held. A revoked link
 * of a purpose the portal does not resend is one issued for the same record and revoked.
 */
async function mailedLinks(): Promise<Links> {
  const partner = await loginAs.partner(t.app);
  const hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  const id = await newOpportunity();
  const outsideEmail = `cache-${id}@venue.demo`;

  const outside = json(await call('POST', `/opportunity/${id}/bidders`, { name: 'Cachegården', email: outsideEmail, language: 'sv' })).data.bidder_id as number;
  expect((await call('POST', `/bidder/${outside}/invitation`)).statusCode).toBe(200);
  const firstQuoteLink = await mailedToken('venue-invitation', outsideEmail, OUTSIDE_LINK);
  expect((await call('POST', `/bidder/${outside}/invitation`)).statusCode).toBe(200);
  const quoteLink = await mailedToken('venue-invitation', outsideEmail, OUTSIDE_LINK);
  expect(quoteLink).not.toBe(firstQuoteLink);

  const { bidderId } = await submittedQuote(id, { account_id: hotel });
  expect((await call('PUT', `/bidder/${bidderId}/present`, { present: true })).statusCode).toBe(200);
  expect((await call('POST', `/opportunity/${id}/presentation`)).statusCode).toBe(200);
  const firstPresentationLink = await mailedToken('quote-presentation', 'johan@berglundkonsult.demo', PRESENTATION_LINK);
  expect((await call('POST', `/opportunity/${id}/presentation`)).statusCode).toBe(200);
  const presentationLink = await mailedToken('quote-presentation', 'johan@berglundkonsult.demo', PRESENTATION_LINK);
  expect(presentationLink).not.toBe(firstPresentationLink);

  const requested = await call('POST', `/bidder/${bidderId}/preliminary-booking`, { message: 'Svar i veckan.' });
  expect(requested.statusCode, requested.body).toBe(201);
  bookingId = json(requested).data.preliminary_booking_id as number;
  const held = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) }, partner);
  expect(held.statusCode, held.body).toBe(200);
  const bookingLink = await mailedToken('preliminary-booking-held', 'johan@berglundkonsult.demo', BOOKING_LINK);
  const requestLink = await mailedToken('preliminary-booking-held', 'johan@berglundkonsult.demo', REQUEST_LINK);

  // An outside venue's won commission: asked to report (the first link), then reminded (its link replaces it).
  const won = await newOpportunity();
  const commissionEmail = `cache-commission-${won}@venue.demo`;
  const { bidderId: winner } = await submittedQuote(won, { name: 'Provisionsgården', email: commissionEmail, language: 'en' });
  expect((await call('POST', `/opportunity/${won}/win`, { bidder_id: winner })).statusCode).toBe(200);
  const commissionId = await one(`SELECT id FROM commissions WHERE opportunity_id = $1`, [won]);
  await rows(t.database, `UPDATE commissions SET event_start = current_date - 3, event_end = current_date - 2 WHERE id = $1`, [commissionId]);
  await sweepCommissions(t.ctx);
  const firstCommissionLink = await mailedToken('commission-report-request', commissionEmail, COMMISSION_LINK);
  expect((await call('POST', `/commission/${commissionId}/remind`)).statusCode).toBe(200);
  const commissionLink = await mailedToken('commission-reminder', commissionEmail, COMMISSION_LINK);
  expect(commissionLink).not.toBe(firstCommissionLink);

  const revokedOf = async (purpose: LinkPurposeInUse, subjectType: string, subjectId: number) => {
    const { token, link } = await issueLink(t.database.db, { purpose, subjectType, subjectId, ttlSeconds: 3600 });
    await rows(t.database, `UPDATE capability_links SET revoked_at = now() WHERE id = $1`, [link.id]);
    return token;
  };
  return {
    live: {
      quote_answer: quoteLink,
      presentation_view: presentationLink,
      preliminary_booking_answer: bookingLink,
      commission_report: commissionLink,
      customer_request: requestLink,
    },
    revoked: {
      quote_answer: firstQuoteLink,
      presentation_view: firstPresentationLink,
      // The portal does not resend a preliminary booking's link: one issued for it, then revoked.
      preliminary_booking_answer: await revokedOf('preliminary_booking_answer', 'preliminary_booking', bookingId),
      commission_report: firstCommissionLink,
      customer_request: await revokedOf('customer_request', 'opportunity', id),
    },
  };
}

/** A value for a path parameter: the records made above where the name says which. */
function pathValue(name: string, schema: Schema): string {
  if (name === 'bookingId') return String(bookingId);
  if (name === 'key') return fileKey;
  if (name === 'token') return passwordToken;
  return schema.type === 'integer' ? '1' : 'x';
}

function urlOf(operation: Operation): string {
  const values = Object.fromEntries(operation.pathParameters.map(({ name, schema }) => [name, encodeURIComponent(pathValue(name, schema))]));
  return `/api${operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1')}`;
}

// ---------------------------------------------------------------------------------------------
// The walk

interface Answer {
  where: string;
  operation?: Operation;
  response: LightMyRequestResponse;
}

/** What an answer must say: the operation's declared policy on a success, no-store on anything else. */
function expected(answer: Answer): string {
  const policy = answer.operation && answer.response.statusCode < 300 ? declared.get(answer.operation.operationId) : undefined;
  return policy ?? NO_STORE;
}

function misses(answers: Answer[]): string[] {
  return answers
    .filter((answer) => answer.response.headers['cache-control'] !== expected(answer))
    .map((answer) => `${answer.where} → ${answer.response.statusCode} with cache-control ${JSON.stringify(answer.response.headers['cache-control'])}, not ${expected(answer)}`);
}

describe('Cache-Control on API answers', () => {
  const answers: Answer[] = [];

  beforeAll(async () => {
    identities = { 1: await signIn(1), 2: await signIn(2), 3: await signIn(3) };
    links = await mailedLinks();
    fileKey = ((await uploadPng(t.app, admin)).url as string).replace('/api/files/', '');
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'admin@demo.test' } });
    passwordToken = await mailedToken('reset-password', 'admin@demo.test', RESET_LINK);
  }, 60_000);

  it('is no-store on every answer of every operation, with and without a credential, by link live, revoked and unknown', { timeout: 120_000 }, async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBe(policies.size);
    // Reads first, so the walk's writes (a logout, a booking) cannot change what a read answers.
    const ordered = [...operations.filter((operation) => operation.method === 'GET'), ...operations.filter((operation) => operation.method !== 'GET')];
    for (const operation of ordered) {
      const policy = policies.get(operation.operationId)!;
      const url = urlOf(operation);
      const send = async (who: string, headers: Record<string, string>) => {
        const response = await t.app.inject({ method: operation.method, url, headers, ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }) });
        answers.push({ where: `${operation.method} ${url} (${operation.operationId}) ${who}`, operation, response });
        return response;
      };
      await send('without a credential', {});
      if (operation.purpose) {
        await send('by a live link', { 'x-link-token': links.live[operation.purpose] });
        await send('by a revoked link', { 'x-link-token': links.revoked[operation.purpose] });
        await send('by an unknown link', { 'x-link-token': 'A'.repeat(43) });
      } else if (!policy.public) {
        const role = ([1, 2, 3] as const).find((candidate) => policy.roles.includes(candidate))!;
        await send(`as ${identities[role].name}`, bearer(identities[role].token));
        const other = ([1, 2, 3] as const).find((candidate) => !policy.roles.includes(candidate));
        if (other) await send(`as ${identities[other].name} (not allowed)`, bearer(identities[other].token));
      } else {
        await send('with a session', bearer(identities[1].token));
      }
      // A write may have ended a session (logout, a password change): carry on with a new one.
      if (operation.method !== 'GET') {
        for (const role of [1, 2, 3] as const) {
          const probe = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(identities[role].token) });
          if (probe.statusCode === 401) identities[role] = await signIn(role);
        }
      }
    }

    expect(misses(answers), 'answers without the right Cache-Control').toEqual([]);
    // The walk reached what it is about: successes, the access checks' and the links' refusals.
    const statuses = new Set(answers.map((answer) => answer.response.statusCode));
    for (const status of [200, 401, 403, 404, 410, 422]) expect(statuses, `a ${status} among the answers`).toContain(status);
  });

  it('walked every read by link to a success with its live token and to a 410 with the revoked one', () => {
    const reads = operationsOf(document).filter((operation) => operation.method === 'GET' && operation.purpose);
    expect(reads.map((operation) => operation.operationId).sort()).toEqual([
      'getCustomerRequest',
      'getLinkedCommission',
      'getLinkedPresentation',
      'getLinkedPresentationPdf',
      'getLinkedQuote',
      'getPreliminaryBooking',
    ]);
    for (const operation of reads) {
      const of = (who: string) => answers.find((answer) => answer.operation?.operationId === operation.operationId && answer.where.endsWith(who))!.response;
      expect(of('by a live link').statusCode, operation.operationId).toBe(200);
      expect(of('by a revoked link').statusCode, operation.operationId).toBe(410);
      expect(of('by an unknown link').statusCode, operation.operationId).toBe(401);
      expect(of('without a credential').statusCode, operation.operationId).toBe(401);
    }
  });

  it('is no-store on the answers that are someone’s: a login, the profile, the outbox, exports', async () => {
    // The walk above opened a revoked and an unknown token on every link operation: more failed
    // tokens than the guessing limit allows this client, which would now refuse the password link.
    await rows(t.database, `DELETE FROM throttle_hits WHERE bucket = 'link-failure:ip'`);
    const asAdmin = bearer(identities[1].token);
    const named: [string, () => Promise<LightMyRequestResponse>][] = [
      ['login', () => t.app.inject({ method: 'POST', url: '/api/login', payload: { email: demoUsers.admin.email, password: demoUsers.admin.password } })],
      ['get-user', () => t.app.inject({ method: 'POST', url: '/api/get-user', headers: asAdmin })],
      ['profile', () => t.app.inject({ method: 'GET', url: '/api/profile', headers: asAdmin })],
      ['outbox', () => t.app.inject({ method: 'GET', url: '/api/outbox', headers: asAdmin })],
      ['accounts export', () => t.app.inject({ method: 'GET', url: '/api/accounts/export', headers: asAdmin })],
      ['contacts export', () => t.app.inject({ method: 'GET', url: '/api/contacts/export', headers: asAdmin })],
      ['commissions export', () => t.app.inject({ method: 'GET', url: '/api/commissions/export', headers: asAdmin })],
      ['password link', () => t.app.inject({ method: 'GET', url: `/api/password-link/${passwordToken}` })],
      ['presentation PDF', () => byLink('GET', '/public/presentation/pdf', links.live.presentation_view)],
    ];
    for (const [name, request] of named) {
      const response = await request();
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers['cache-control'], name).toBe(NO_STORE);
    }
  });

  it('lets only a file by its key be cached, and only its success', async () => {
    expect([...declared.entries()]).toEqual([['getFile', 'public, max-age=86400']]);
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${fileKey}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    const missing = await t.app.inject({ method: 'GET', url: `/api/files/${'B'.repeat(24)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(NO_STORE);
  });

  it('is no-store on answers outside the contract: unknown paths and methods, undecodable addresses, too large bodies', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'DELETE', url: '/api/leads' }),
      t.app.inject({ method: 'GET', url: '/api/lead/%ZZ' }),
      t.app.inject({ method: 'GET', url: `/api/lead/${'9'.repeat(600)}` }),
      t.app.inject({ method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(2_000_000)}"}` }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 400, 414, 413]);
    for (const response of responses) expect(response.headers['cache-control'], `${response.statusCode}`).toBe(NO_STORE);
  });
});

describe('the caching hook', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl }), database: t.database, boss: t.boss, logger: false });
    // Routes outside the contract: one failing, one setting its own caching, one a page.
    app.get('/api/test-failure', async () => {
      throw new Error('boom');
    });
    app.get('/api/test-cached', async (_request, reply) => reply.header('cache-control', 'public, max-age=600').send({ data: 'someone’s' }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers a server error no-store, and overrides caching a route set itself (only the contract may)', async () => {
    const failed = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe(NO_STORE);
    const cached = await app.inject({ method: 'GET', url: '/api/test-cached' });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['cache-control']).toBe(NO_STORE);
  });

  it('refuses at start an x-cache-control on an operation that takes a credential or writes', () => {
    const withPolicy = (path: string, method: string, operation: Body): OpenApiDocument => ({ paths: { [path]: { [method]: { operationId: 'x', [CACHE_CONTROL_EXTENSION]: 'public, max-age=60', ...operation } } } });
    expect(() => cachePoliciesOf(withPolicy('/profile', 'get', {}))).toThrow(/takes a credential/);
    expect(() => cachePoliciesOf(withPolicy('/public/quote', 'get', { security: [{ capability: [] }] }))).toThrow(/takes a credential/);
    expect(() => cachePoliciesOf(withPolicy('/files', 'post', { security: [] }))).toThrow(/on a POST/);
    expect(() => cachePoliciesOf(withPolicy('/files/{key}', 'get', { security: [], [CACHE_CONTROL_EXTENSION]: 'private, max-age=60' }))).toThrow(/public policy/);
    expect(cachePoliciesOf(withPolicy('/files/{key}', 'get', { security: [] }))).toEqual(new Map([['x', 'public, max-age=60']]));
  });
});
