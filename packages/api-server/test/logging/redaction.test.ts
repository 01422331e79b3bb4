// Issue 22 §3: no capability reaches the server's log. The app runs with the production logger
// options (core/logging.ts) writing to a stream the test reads; every mailed page (each shape of
// core/urls.ts's tokenRoutes, found there), the API's link endpoints, a password link, a query
// token, an undecodable mailed address, a browser's failure report and a failing request that
// quotes a URL are requested with fresh tokens. No line may hold a token; the paths must be there.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../src/core/auth/tokens.js';
import { loadOpenApiDocument } from '../../src/core/http/openapi.js';
import { loggerOptions } from '../../src/core/logging.js';
import { portalPaths, tokenRoutes } from '../../src/core/urls.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
let app: FastifyInstance;
let root: string;
/** The lines of the current test; `everything` keeps all of them. */
const lines: string[] = [];
const everything: string[] = [];
/** Every token the test sent; none may be in the log. */
const sent: string[] = [];

const token = () => {
  const value = newToken();
  sent.push(value);
  return value;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'api-redaction-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><body></body></html>');
  t = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: 'trace' },
    serveStatic: true,
    staticRoot: root,
    // The production options, most verbose, into a stream the test reads.
    logger: { ...loggerOptions('trace'), stream: { write: (line: string) => void (lines.push(line), everything.push(line)) } },
    // A failure whose error quotes the address it failed on (a message pino would log as it is).
    beforeReady: (app) =>
      app.get('/api/test-failure', async (request) => {
        throw new Error(`could not open ${request.headers['x-failing-url']}`, { cause: new Error(`upstream ${request.headers['x-failing-url']}`) });
      }),
  });
  app = t.app;
});

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

/** The `url` of the request lines, in the order logged. */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .map((entry) => entry.req?.url)
    .filter((url): url is string => url !== undefined);

/** Each mailed shape, built as the mails build it, with a fresh token. */
const mailedPages: Record<keyof typeof tokenRoutes, () => string> = {
  resetPassword: () => portalPaths.resetPassword(token()),
  setPassword: () => portalPaths.setPassword(token()),
  outsideQuote: () => portalPaths.outsideQuote(token()),
  outsideCommission: () => portalPaths.outsideCommission(token()),
  presentation: () => portalPaths.presentation(17, 3, token()),
  preliminaryBooking: () => portalPaths.preliminaryBooking({ opportunityId: 17, quoteId: 4, customerId: 5, bidderId: 6, bookingId: 7 }, token()),
  customerRequest: () => portalPaths.customerRequest(token()),
};

describe('the server log', () => {
  it('has every mailed page’s path without its token', async () => {
    lines.length = 0;
    for (const [name, page] of Object.entries(mailedPages)) {
      const url = page();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      // The same page with a query a mail client or a campaign tool may add.
      expect((await app.inject({ method: 'GET', url: `${page()}?utm_source=mail` })).statusCode, name).toBe(200);
    }
    const urls = loggedUrls();
    expect(urls).toEqual(
      expect.arrayContaining([
        '/reset-password&id=[redacted]',
        '/set-password&id=[redacted]',
        '/email-editquote&id=[redacted]',
        '/quote-presention-pre&o=17&a=3&t=[redacted]',
        '/preliminary-booking&o=17&q=4&c_id=5&b_id=6&p_id=7&t=[redacted]',
        '/email-editquote&id=[redacted]?utm_source=mail',
      ]),
    );
    // One redacted request line for each request (none logged twice, none missed).
    expect(urls.filter((url) => url.includes('[redacted]'))).toHaveLength(Object.keys(mailedPages).length * 2);
  });

  it('has the API’s link endpoints without the X-Link-Token header or a token in the address', async () => {
    lines.length = 0;
    const document = loadOpenApiDocument();
    // Every operation called by link, from the contract, with a token in its header.
    const byLink = Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item)
        .filter(([, operation]) => (operation as Record<string, unknown>)['x-link-purpose'] !== undefined)
        .map(([method]) => ({ method: method.toUpperCase() as 'GET', url: `/api${route.replace(/\{\w+\}/g, '1')}` })),
    );
    expect(byLink.length).toBeGreaterThanOrEqual(10);
    for (const { method, url } of byLink) {
      const response = await app.inject({ method, url, headers: { 'x-link-token': token() }, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    // A password link is a token in the API's path; any `token` field of a query is one too.
    expect((await app.inject({ method: 'GET', url: `/api/password-link/${token()}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/regions?token=${token()}&access_token=${token()}` })).statusCode).toBe(200);
    const urls = loggedUrls();
    expect(urls).toEqual(expect.arrayContaining(['/api/public/quote', '/api/password-link/[redacted]', '/api/regions?token=[redacted]&access_token=[redacted]']));
    // A request is logged by its method, address, host and peer: never its headers.
    // (The peer's port is absent from an injected request.)
    for (const entry of lines.map((line) => JSON.parse(line)).filter((logged) => logged.req)) {
      expect(['host', 'method', 'remoteAddress', 'remotePort', 'url']).toEqual(expect.arrayContaining(Object.keys(entry.req)));
    }
  });

  it('has an undecodable mailed address and an error quoting an address without the token', async () => {
    lines.length = 0;
    const undecodable = `${portalPaths.outsideQuote(token())}%ZZ`;
    expect((await app.inject({ method: 'GET', url: undecodable })).statusCode).toBe(400);
    const quoted = `http://portal.test${mailedPages.presentation()}`;
    expect((await app.inject({ method: 'GET', url: '/api/test-failure', headers: { 'x-failing-url': quoted } })).statusCode).toBe(500);
    const text = lines.join('');
    expect(text).toContain("'/email-editquote&id=[redacted]' is not a valid url component");
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err)!;
    expect(failure.err.message).toBe('could not open http://portal.test/quote-presention-pre&o=17&a=3&t=[redacted]');
    expect(failure.err.stack).toContain('/quote-presention-pre&o=17&a=3&t=[redacted]');
    expect(failure.err.cause.message).toBe('upstream http://portal.test/quote-presention-pre&o=17&a=3&t=[redacted]');
  });

  it('has a browser’s failure report without the tokens of the addresses it quotes', async () => {
    lines.length = 0;
    const page = `http://portal.test${mailedPages.preliminaryBooking()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: {
        kind: 'crash',
        message: `Failed to fetch while on ${page}`,
        stack: `TypeError: Failed to fetch\n    at ${page}:1:2`,
        path: mailedPages.outsideQuote(),
        module: 'mf-public',
      },
    });
    expect(response.statusCode, response.body).toBe(204);
    const report = lines.map((line) => JSON.parse(line)).find((entry) => entry.clientError)!;
    expect(report.clientError).toMatchObject({
      message: 'Failed to fetch while on http://portal.test/preliminary-booking&o=17&q=4&c_id=5&b_id=6&p_id=7&t=[redacted]',
      path: '/email-editquote&id=[redacted]',
    });
  });

  it('has none of the tokens sent in any of its lines', () => {
    expect(sent.length).toBeGreaterThan(20);
    expect(everything.length).toBeGreaterThan(50);
    const text = everything.join('\n');
    expect(sent.filter((value) => text.includes(value))).toEqual([]);
  });
});
