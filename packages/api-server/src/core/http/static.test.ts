import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../config.js';
import { createTestApp, json, type TestApp } from '../../../test/support/app.js';

let root: string;
let t: TestApp;

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

const INDEX = '<!doctype html><html><head><script defer src="/static/main.1a2b3c4d.js"></script></head><body></body></html>';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'api-static-'));
  await put('shell/dist/index.html', INDEX);
  await put('shell/dist/static/main.1a2b3c4d.js', 'console.log("shell")');
  await put('mf-leads/dist/mf-manifest.json', '{"name":"mf_leads"}');
  await put('mf-leads/dist/remoteEntry.js', 'var mf_leads;');
  await put('mf-leads/dist/static/js/412.9f8e7d6c.js', 'chunk');
  await put('mf-public/package.json', '{}');
  await put('secret.txt', 'do not serve');
  t = await createTestApp({ seed: false, serveStatic: true, staticRoot: root });
});

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });

describe('remotes.json', () => {
  it('lists every built remote, revalidated on each load', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ 'mf-leads': '/remotes/mf-leads/mf-manifest.json' });
  });

  it('serves REMOTES_FILE instead when it is set', async () => {
    const file = path.join(root, 'remotes.prod.json');
    await writeFile(file, '{"mf-leads":"https://cdn.example/mf-leads/1.4.2/mf-manifest.json"}');
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl, REMOTES_FILE: file }),
      database: t.database,
      boss: t.boss,
      serveStatic: true,
      staticRoot: root,
      logger: false,
    });
    try {
      const response = await get('/remotes.json', app);
      expect(json(response)).toEqual({ 'mf-leads': 'https://cdn.example/mf-leads/1.4.2/mf-manifest.json' });
      expect(response.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});

describe('remote files', () => {
  it('serves entry files no-cache and hashed chunks immutable', async () => {
    const manifest = await get('/remotes/mf-leads/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(json(manifest)).toEqual({ name: 'mf_leads' });

    const entry = await get('/remotes/mf-leads/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);

    const chunk = await get('/remotes/mf-leads/static/js/412.9f8e7d6c.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.body).toBe('chunk');
  });

  it('sends validators with entry files only: a hashed chunk is never revalidated', async () => {
    const entry = await get('/remotes/mf-leads/remoteEntry.js');
    expect(entry.headers.etag).toBeDefined();
    expect(entry.headers['last-modified']).toBeDefined();
    const revalidated = await t.app.inject({ method: 'GET', url: '/remotes/mf-leads/remoteEntry.js', headers: { 'if-none-match': String(entry.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    for (const url of ['/remotes/mf-leads/static/js/412.9f8e7d6c.js', '/static/main.1a2b3c4d.js']) {
      const chunk = await get(url);
      expect(chunk.statusCode, url).toBe(200);
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(chunk.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('answers 404 for missing files, unbuilt remotes and paths outside dist', async () => {
    for (const url of [
      '/remotes/mf-leads/static/js/missing.js',
      '/remotes/mf-public/mf-manifest.json',
      '/remotes/mf-leads/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-leads/..%2f..%2fsecret.txt',
      '/remotes/shell/index.html',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('do not serve');
    }
  });
});

describe('the shell', () => {
  it('serves index.html at / revalidated, never kept by a shared cache, and hashed assets immutable', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['cache-control']).toBe('private, no-cache');
    expect(index.headers.etag).toBeDefined();
    expect(index.body).toBe(INDEX);

    const asset = await get('/static/main.1a2b3c4d.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the page its document headers and scripts only those that act on a script', async () => {
    const index = await get('/');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect(index.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/static/main.1a2b3c4d.js', '/remotes/mf-leads/remoteEntry.js', '/remotes/mf-leads/static/js/412.9f8e7d6c.js']) {
      const script = await get(url);
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['x-content-type-options'], url).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security']) {
        expect(script.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  it('answers index.html (200) for every page path, the legacy shapes included', async () => {
    for (const url of ['/leads', '/edit-opportunity-17', '/p-editquote&id=17', '/add-opportunity&l=1&a=2&c=3', '/reset-password&id=abc_DEF-123', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('keeps the token of a mailed page out of shared caches and out of the Referer of what the page loads', async () => {
    for (const url of ['/quote-presention-pre&o=1&a=2&t=SECRET', '/email-editquote&id=SECRET', '/preliminary-booking&o=1&q=2&c_id=3&b_id=4&p_id=5&t=SECRET']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin');
    }
  });

  it('does not answer HTML for missing assets, API paths or files outside the shell', async () => {
    expect((await get('/static/main.00000000.js')).statusCode).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(json(api)).toEqual({ message: { en: 'Not found', sw: 'Hittades inte' } });
    const outside = await get('/%2e%2e/%2e%2e/secret.txt');
    expect(outside.body).not.toContain('do not serve');
  });

  it('answers 503 telling to build when shell/dist is missing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'api-static-empty-'));
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl }),
      database: t.database,
      boss: t.boss,
      serveStatic: true,
      staticRoot: empty,
      logger: false,
    });
    try {
      for (const url of ['/', '/leads']) {
        const response = await get(url, app);
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        expect(response.body).toContain('pnpm build');
      }
      expect(json(await get('/remotes.json', app))).toEqual({});
    } finally {
      await app.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  it('sends bundles brotli-compressed to browsers that accept it, and plain to others', async () => {
    const bundle = `console.log(${JSON.stringify('Konferensportalen '.repeat(400))});`;
    await put('shell/dist/static/big.5e6f7a8b.js', bundle);
    const compressed = await t.app.inject({ method: 'GET', url: '/static/big.5e6f7a8b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(bundle.length / 10);
    expect((await import('node:zlib')).brotliDecompressSync(compressed.rawPayload).toString()).toBe(bundle);
    const plain = await t.app.inject({ method: 'GET', url: '/static/big.5e6f7a8b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('sends the brotli copy a build wrote beside a file as it is, with its length, and the file to others', async () => {
    const bundle = `console.log(${JSON.stringify('Konferensportalen '.repeat(400))});`;
    const { brotliCompressSync, brotliDecompressSync, constants } = await import('node:zlib');
    const atBuild = brotliCompressSync(bundle, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await put('mf-leads/dist/static/js/77.0a1b2c3d.js', bundle);
    await writeFile(path.join(root, 'mf-leads/dist/static/js/77.0a1b2c3d.js.br'), atBuild);
    await put('shell/dist/static/pre.1c2d3e4f.css', 'body{color:red}');
    await writeFile(path.join(root, 'shell/dist/static/pre.1c2d3e4f.css.br'), brotliCompressSync('body{color:red}'));
    const compressed = await t.app.inject({ method: 'GET', url: '/remotes/mf-leads/static/js/77.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers.vary).toMatch(/accept-encoding/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(compressed.headers['content-length'])).toBe(atBuild.length);
    expect(compressed.rawPayload.equals(atBuild)).toBe(true);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bundle);
    const plain = await t.app.inject({ method: 'GET', url: '/remotes/mf-leads/static/js/77.0a1b2c3d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    const style = await t.app.inject({ method: 'GET', url: '/static/pre.1c2d3e4f.css', headers: { 'accept-encoding': 'br' } });
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(style.rawPayload).toString()).toBe('body{color:red}');
  });

  it('compresses larger API answers with gzip too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cities', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse((await import('node:zlib')).gunzipSync(response.rawPayload).toString()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(50);
  });
});
