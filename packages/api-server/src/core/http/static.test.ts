import { mkdir, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../config.js';
import { repoRoot } from '../paths.js';
import { createTestApp, json, type TestApp } from '../../../test/support/app.js';

let root: string;
let t: TestApp;

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

const INDEX = '<!doctype html><html><head><script defer src="/static/main.1a2b3c4d.js"></script></head><body></body></html>';
/** The page as served, without what the server adds to the shell's index.html (issue 25: inlined modules, preloads). */
const shellHtml = (body: string) => body.replace(/<link rel="preload"[^>]*>|<script type="application\/json" id="portal-modules">.*?<\/script>/g, '');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'api-static-'));
  await put('shell/dist/index.html', INDEX);
  await put('shell/dist/static/main.1a2b3c4d.js', 'console.log("shell")');
  await put('mf-leads/dist/mf-manifest.json', '{"name":"mf_leads"}');
  await put('mf-leads/dist/remoteEntry.js', 'var mf_leads;');
  await put('mf-leads/dist/static/js/412.9f8e7d6c.js', 'chunk');
  await put('mf-public/package.json', '{}');
  await put('secret.txt', 'do not serve');
  await put('releases/mf-leads/0.2.0-1a2b3c4d/mf-manifest.json', '{"name":"mf_leads","release":"0.2.0"}');
  await put('releases/mf-leads/0.2.0-1a2b3c4d/remoteEntry.js', 'var mf_leads_020;');
  await put('releases/mf-leads/0.2.0-1a2b3c4d/portal-module.json', '{"pages":[]}');
  await put('releases/mf-leads/0.2.0-1a2b3c4d/static/js/412.5a6b7c8d.js', 'release chunk');
  await put('releases/mf-leads/0.2.0-1a2b3c4d/.build-stamp', 'stamp');
  await put('mf-leads/dist/portal-module.json', '{"pages":[]}');
  t = await createTestApp({ seed: false, serveStatic: true, staticRoot: root, env: { RELEASES_DIR: path.join(root, 'releases') } });
});

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });

/** Each URL answers 404 with the API's JSON message, never a file outside what is served. */
async function notFound(urls: string[]): Promise<void> {
  for (const url of urls) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(json(response), url).toEqual({ message: { en: 'Not found', sw: 'Hittades inte' } });
  }
}

describe('remotes.json', () => {
  it('lists every built remote, revalidated on each load', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ 'mf-leads': '/remotes/mf-leads/mf-manifest.json' });
  });

});

describe('remotes.json from REMOTES_FILE', () => {
  const CDN = { 'mf-leads': 'https://cdn.example/mf-leads/1.4.2/mf-manifest.json' };
  const RELEASE = { 'mf-leads': '/releases/mf-leads/0.2.0-1a2b3c4d/mf-manifest.json', 'mf-public': '/remotes/mf-public/mf-manifest.json' };
  const DISCOVERED = { 'mf-leads': '/remotes/mf-leads/mf-manifest.json' };
  let file: string;
  let logged: Record<string, any>[];
  let app: FastifyInstance;

  /** An app of its own on `file` (its memory of the last good pointers starts empty), logging into `logged`. */
  async function start(content: string): Promise<void> {
    file = path.join(root, `remotes.${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, content);
    logged = [];
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', DATABASE_URL: t.databaseUrl, REMOTES_FILE: file }),
      database: t.database,
      boss: t.boss,
      serveStatic: true,
      staticRoot: root,
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    });
  }

  afterEach(async () => {
    await app.close();
    await rm(file, { force: true });
  });

  const errors = () => logged.filter((line) => line.level >= 50);

  async function served(expected: object, fallback?: 'last-good' | 'discovered'): Promise<void> {
    const response = await get('/remotes.json', app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-portal-pointers']).toBe(fallback);
    expect(response.body).toBe(JSON.stringify(expected));
  }

  it('serves the file, re-serialized, and an edit at once without a restart', async () => {
    await start(`{\n  "mf-leads": "https://cdn.example/mf-leads/1.4.2/mf-manifest.json"\n}\n`);
    await served(CDN);
    await writeFile(file, JSON.stringify(RELEASE));
    await served(RELEASE);
    expect(errors()).toEqual([]);
  });

  it('refuses a trailing comma: the last good pointers stay in force, one error in the log naming the file', async () => {
    await start(JSON.stringify(CDN));
    await served(CDN);
    await writeFile(file, '{ "mf-leads": "/releases/mf-leads/0.2.0-1a2b3c4d/mf-manifest.json", }');
    await served(CDN, 'last-good');
    await served(CDN, 'last-good');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ file, fallback: 'last-good', problem: expect.stringMatching(/^not JSON/) });
    expect(errors()[0]?.msg).toContain(file);

    // Mended: served at once; broken the same way again: logged again.
    await writeFile(file, JSON.stringify(RELEASE));
    await served(RELEASE);
    await writeFile(file, '{ "mf-leads": "/releases/mf-leads/0.2.0-1a2b3c4d/mf-manifest.json", }');
    await served(RELEASE, 'last-good');
    expect(errors()).toHaveLength(2);
  });

  it('refuses what is JSON but not pointers, each named in the log', async () => {
    await start(JSON.stringify(CDN));
    await served(CDN);
    const refused: [string, RegExp][] = [
      ['["mf-leads"]', /an array/],
      ['null', /null/],
      ['{"mf-leads": 7}', /mf-leads is not a string/],
      ['{"mf-leads": {"url": "/remotes/mf-leads/mf-manifest.json"}}', /mf-leads is not a string/],
      ['{"leads": "/remotes/mf-leads/mf-manifest.json"}', /"leads" is not a module name/],
      ['{"mf-Leads": "/remotes/mf-leads/mf-manifest.json"}', /"mf-Leads" is not a module name/],
      ['{"mf-leads": "javascript:alert(1)//.json"}', /neither a path/],
      ['{"mf-leads": "//evil.example/mf-manifest.json"}', /neither a path/],
      ['{"mf-leads": "ftp://cdn.example/mf-manifest.json"}', /neither a path/],
      ['{"mf-leads": "https://cdn.example/mf-leads/remoteEntry.js"}', /neither a path/],
      ['{"mf-leads": "/remotes/mf-leads/mf-manifest.json "}', /neither a path/],
      ['{"mf-leads": "remotes/mf-leads/mf-manifest.json"}', /neither a path/],
    ];
    for (const [content, problem] of refused) {
      await writeFile(file, content);
      await served(CDN, 'last-good');
      expect(errors().at(-1)?.problem, content).toMatch(problem);
    }
    expect(errors()).toHaveLength(refused.length);
  });

  it('serves the built modules when the file was bad from the start', async () => {
    await start('{"mf-leads": "/remotes/mf-leads/mf-manifest.json",}');
    expect(errors()).toHaveLength(1);
    await served(DISCOVERED, 'discovered');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ file, fallback: 'discovered' });
  });

  it('keeps the last good pointers when the file is deleted', async () => {
    await start(JSON.stringify(RELEASE));
    await served(RELEASE);
    await unlink(file);
    await served(RELEASE, 'last-good');
    await served(RELEASE, 'last-good');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ file, problem: 'unreadable (missing)' });
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
    await notFound([
      '/remotes/mf-leads/static/js/missing.js',
      '/remotes/mf-public/mf-manifest.json',
      '/remotes/mf-leads/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-leads/..%2f..%2fsecret.txt',
      '/remotes/shell/index.html',
    ]);
  });
});

describe('release folders', () => {
  const release = '/releases/mf-leads/0.2.0-1a2b3c4d';

  it('serves entry files and the page declarations no-cache, hashed chunks immutable', async () => {
    for (const name of ['mf-manifest.json', 'remoteEntry.js', 'portal-module.json']) {
      const response = await get(`${release}/${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['cache-control'], name).toBe('no-cache');
      expect(response.headers.etag, name).toBeDefined();
    }
    expect(json(await get(`${release}/mf-manifest.json`))).toEqual({ name: 'mf_leads', release: '0.2.0' });
    const chunk = await get(`${release}/static/js/412.5a6b7c8d.js`);
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.headers.etag).toBeUndefined();
    expect(chunk.body).toBe('release chunk');
    // A module's own build serves its page declarations no-cache too.
    expect((await get('/remotes/mf-leads/portal-module.json')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON for unknown releases and files outside a release, and refuses dot files', async () => {
    await notFound([
      `${release}/static/js/missing.js`,
      '/releases/mf-leads/0.9.9-00000000/mf-manifest.json',
      '/releases/mf-quotes/0.2.0-1a2b3c4d/mf-manifest.json',
      `${release}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      `${release}/..%2f..%2f..%2fsecret.txt`,
      '/releases/mf-leads/%2e%2e/%2e%2e/secret.txt',
      '/releases/%2e%2e/mf-leads/dist/mf-manifest.json',
      '/releases/mf-leads/0.2.0-1a2b3c4d',
      '/releases/mf-leads',
    ]);
    // Dot files are refused as under /remotes/ (403).
    const stamp = await get(`${release}/.build-stamp`);
    expect(stamp.statusCode).toBe(403);
    expect(stamp.body).not.toContain('stamp');
  });
});

/** scripts/release.mjs (`pnpm release <module>`), what it does once the module is built. */
interface ReleaseScript {
  release(options: { module: string; version: string; dist: string; out: string }): { folder: string; version: string; outcome: 'released' | 'unchanged' };
  pointerLine(module: string, version: string): string;
}

describe('pnpm release and the portal', () => {
  it('copies a build to a folder named by its version and files, served at the pointer it prints; never overwrites a release', async () => {
    const { release, pointerLine } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/release.mjs')).href)) as ReleaseScript;
    const dist = path.join(root, 'build/mf-quotes/dist');
    const out = path.join(root, 'releases');
    await put('build/mf-quotes/dist/mf-manifest.json', '{"name":"mf_quotes"}');
    await put('build/mf-quotes/dist/static/js/9.0f0f0f0f.js', 'quotes chunk');
    await put('build/mf-quotes/dist/.build-stamp', 'inputs of one checkout');

    const first = release({ module: 'mf-quotes', version: '1.2.0', dist, out });
    expect(first.outcome).toBe('released');
    expect(first.version).toMatch(/^1\.2\.0-[0-9a-f]{8}$/);
    expect(first.folder).toBe(path.join(out, 'mf-quotes', first.version));
    expect((await readdir(path.join(out, 'mf-quotes'))).sort()).toEqual([first.version]);
    expect(await readdir(first.folder)).not.toContain('.build-stamp');
    const pointers = JSON.parse(`{${pointerLine('mf-quotes', first.version)}}`) as Record<string, string>;
    const manifest = await get(pointers['mf-quotes']!);
    expect(manifest.statusCode).toBe(200);
    expect(json(manifest)).toEqual({ name: 'mf_quotes' });
    const chunk = await get(pointers['mf-quotes']!.replace('mf-manifest.json', 'static/js/9.0f0f0f0f.js'));
    expect(chunk.body).toBe('quotes chunk');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The same files built again (another stamp): the same folder, nothing copied.
    await put('build/mf-quotes/dist/.build-stamp', 'inputs of another checkout');
    expect(release({ module: 'mf-quotes', version: '1.2.0', dist, out })).toEqual({ ...first, outcome: 'unchanged' });

    // Another build: another folder; the first still serves what it served.
    await put('build/mf-quotes/dist/static/js/9.0f0f0f0f.js', 'quotes chunk, changed');
    const second = release({ module: 'mf-quotes', version: '1.2.0', dist, out });
    expect(second.version).not.toBe(first.version);
    expect((await get(pointers['mf-quotes']!.replace('mf-manifest.json', 'static/js/9.0f0f0f0f.js'))).body).toBe('quotes chunk');

    // A folder of that name holding other files is refused, and left as it is.
    await writeFile(path.join(second.folder, 'static/js/9.0f0f0f0f.js'), 'edited by hand');
    expect(() => release({ module: 'mf-quotes', version: '1.2.0', dist, out })).toThrow(/never overwritten/);
    expect(await readFile(path.join(second.folder, 'static/js/9.0f0f0f0f.js'), 'utf8')).toBe('edited by hand');
    expect((await readdir(path.join(out, 'mf-quotes'))).sort()).toEqual([first.version, second.version].sort());
  });
});

describe('the shell', () => {
  it('serves index.html at / revalidated, never kept by a shared cache, and hashed assets immutable', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['cache-control']).toBe('private, no-cache');
    expect(index.headers.etag).toBeDefined();
    expect(shellHtml(index.body)).toBe(INDEX);

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
      expect(shellHtml(response.body), url).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it("inlines the pointers and the declarations it serves, preloads the page's first files, and answers 304 to its etag (issue 25)", async () => {
    const declaration = {
      module: 'mf-leads',
      build: 'b1',
      requires: { react: '^19.1.0' },
      pages: { leads: { path: '/leads', area: 'admin', title: { sv: 'Leads', en: 'Leads' } }, form: { path: '/lead-form&id=:id', area: 'public', title: { sv: 'F', en: 'F' }, plain: true, plainCalls: true } },
      files: { leads: ['static/js/page-leads.1a2b3c4d.js', 'static/css/page-leads.1a2b3c4d.css'], form: 'not a list' },
    };
    const manifest = { name: 'mf_leads', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'routes', assets: { js: { sync: ['static/js/412.9f8e7d6c.js'] }, css: { sync: [] } } }] };
    const before = await Promise.all(['mf-leads/dist/portal-module.json', 'mf-leads/dist/mf-manifest.json'].map((file) => readFile(path.join(root, file), 'utf8')));
    await put('mf-leads/dist/portal-module.json', JSON.stringify({ ...declaration, note: '</script><script>alert(1)</script>' }));
    await put('mf-leads/dist/mf-manifest.json', JSON.stringify(manifest));
    const groups = {
      'page-login': ['static/page-login.1a2b3c4d.js'],
      'remote-page': ['static/app.1a2b3c4d.js'],
      'with-queries': ['static/queries.1a2b3c4d.js'],
      'area-layout': ['static/chrome.1a2b3c4d.js'],
      'page-outbox': ['static/page-outbox.1a2b3c4d.js'],
    };
    await put('shell/dist/boot-files.json', JSON.stringify({ boot: ['static/base.1a2b3c4d.js', 'static/4128.1a2b3c4d.css'], antd: ['static/antdCore.1a2b3c4d.js'], groups, pages: { login: { path: '/login', area: 'public', plain: true, plainCalls: true } }, provided: { react: '19.3.1' } }));
    try {
      const inlined = (body: string) => JSON.parse(/<script type="application\/json" id="portal-modules">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');
      const leads = await get('/leads');
      expect(leads.statusCode).toBe(200);
      expect(leads.headers['content-type']).toMatch(/^text\/html/);
      expect(inlined(leads.body)).toEqual({
        pointers: { 'mf-leads': '/remotes/mf-leads/mf-manifest.json' },
        declarations: { 'mf-leads': { ...declaration, note: '</script><script>alert(1)</script>' } },
      });
      // A text that closes the script cannot end it early.
      expect(leads.body).not.toContain('<script>alert(1)');
      const preloads = (body: string) => [...body.matchAll(/<link rel="preload" ([^>]*)>/g)].map((link) => link[1] ?? '');
      // A staff page: the shell's bootstrap, antd, the module page's frame, the QueryClient, the
      // signed-in layout, then the module's manifest, entry and routes (not the page's own files:
      // only a plain page's).
      expect(preloads(leads.body)).toEqual([
        'as="script" href="/static/base.1a2b3c4d.js"',
        'as="style" href="/static/4128.1a2b3c4d.css"',
        'as="script" href="/static/antdCore.1a2b3c4d.js"',
        'as="script" href="/static/app.1a2b3c4d.js"',
        'as="script" href="/static/queries.1a2b3c4d.js"',
        'as="script" href="/static/chrome.1a2b3c4d.js"',
        'as="fetch" crossorigin="anonymous" href="/remotes/mf-leads/mf-manifest.json"',
        'as="script" href="/remotes/mf-leads/remoteEntry.js"',
        'as="script" href="/remotes/mf-leads/static/js/412.9f8e7d6c.js"',
      ]);
      // A plain public page making plain calls: no antd, no QueryClient, no signed-in layout (and a
      // `files` that is not a list preloads nothing of the page); a page no module declares only
      // the shell's bootstrap and antd.
      const form = await get('/lead-form&id=7');
      expect(preloads(form.body)).toEqual([...preloads(leads.body).slice(0, 2), 'as="script" href="/static/app.1a2b3c4d.js"', ...preloads(leads.body).slice(6, 9)]);
      // A plain page's own files are preloaded too (here the declaration's list of the leads page for the form).
      const noted = { ...declaration, note: '</script><script>alert(1)</script>' };
      await put('mf-leads/dist/portal-module.json', JSON.stringify({ ...noted, files: { form: ['static/js/page-form.1a2b3c4d.js'] } }));
      expect(preloads((await get('/lead-form&id=7')).body).at(-1)).toBe('as="script" href="/remotes/mf-leads/static/js/page-form.1a2b3c4d.js"');
      await put('mf-leads/dist/portal-module.json', JSON.stringify(noted));
      expect(preloads((await get('/no/such/page')).body)).toEqual(preloads(leads.body).slice(0, 3));
      // The shell's own plain page (its declarations come with its boot files): its bootstrap and its own code.
      expect(preloads((await get('/login')).body)).toEqual([...preloads(leads.body).slice(0, 2), 'as="script" href="/static/page-login.1a2b3c4d.js"']);
      // Revalidated: the same page answers 304 to its etag, and a release (another declaration) changes it.
      expect((await t.app.inject({ method: 'GET', url: '/leads', headers: { 'if-none-match': leads.headers.etag as string } })).statusCode).toBe(304);
      await put('mf-leads/dist/portal-module.json', JSON.stringify({ ...declaration, build: 'b2' }));
      const released = await get('/leads');
      expect(released.headers.etag).not.toBe(leads.headers.etag);
      expect(inlined(released.body).declarations['mf-leads'].build).toBe('b2');
      // A module the shell refuses (it needs more than the shell provides) has none of its code preloaded (issue 24).
      await put('mf-leads/dist/portal-module.json', JSON.stringify({ ...declaration, requires: { react: '^20.0.0' } }));
      expect(preloads((await get('/leads')).body)).toEqual(preloads(leads.body).slice(0, 3));
      await put('mf-leads/dist/portal-module.json', JSON.stringify({ ...declaration, requires: { 'react-dom': '^19.1.0' } }));
      expect(preloads((await get('/leads')).body)).toEqual(preloads(leads.body).slice(0, 3));
      // Read again when changed: the page follows a rewritten boot-files.json at once.
      await put('shell/dist/boot-files.json', JSON.stringify({ boot: ['static/base.5e6f7a8b.js'], pages: {}, provided: { react: '19.3.1' } }));
      expect(preloads((await get('/no/such/page')).body)).toEqual(['as="script" href="/static/base.5e6f7a8b.js"']);
    } finally {
      await put('mf-leads/dist/portal-module.json', before[0]!);
      await put('mf-leads/dist/mf-manifest.json', before[1]!);
      await rm(path.join(root, 'shell/dist/boot-files.json'), { force: true });
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
    await put('releases/mf-leads/0.2.0-1a2b3c4d/static/js/77.0a1b2c3d.js', bundle);
    await writeFile(path.join(root, 'releases/mf-leads/0.2.0-1a2b3c4d/static/js/77.0a1b2c3d.js.br'), atBuild);
    const released = await t.app.inject({ method: 'GET', url: '/releases/mf-leads/0.2.0-1a2b3c4d/static/js/77.0a1b2c3d.js', headers: { 'accept-encoding': 'br' } });
    expect(released.headers['content-encoding']).toBe('br');
    expect(released.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(released.rawPayload.equals(atBuild)).toBe(true);
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
