import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../errors.js';
import { portalPage, type LocateFolder } from './portal-page.js';

export interface StaticOptions {
  /** The repository root: shell/dist and mf-*\/dist live below it. */
  root: string;
  /** REMOTES_FILE: serve this file as /remotes.json instead of discovering mf-*\/dist. */
  remotesFile: string | undefined;
  /** RELEASES_DIR: `<module>/<version>/` folders served at /releases/<module>/<version>/. */
  releasesDir: string;
}

const REMOTE_NAME = /^mf-[a-z0-9][a-z0-9-]*$/;
// Entry points must be revalidated so a deploy (or a rollback) shows at once; everything
// else a bundler emits carries a content hash in its name and never changes.
// portal-module.json is a module's declaration of its pages.
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'portal-module.json', 'remotes.json']);
const NO_CACHE = 'no-cache';
// The page itself answers every page path, mailed ones with a token in them too
// (`/quote-presention-pre&o=…&a=…&t=…`): a browser revalidates it, a shared cache keeps no copy
// under a token's address (issue 22).
const PAGE = 'private, no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A request for a missing script or stylesheet gets a 404, not the portal's HTML page.
const ASSET_EXTENSION = /\.(?:m?js|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|eot|txt|wasm)$/i;

function cacheControl(file: string): string {
  const name = path.basename(file);
  if (name === 'index.html') return PAGE;
  return ENTRY_FILES.has(name) ? NO_CACHE : IMMUTABLE;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file below `root` that `urlPath` names, or undefined when it would escape `root`. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

// Headers that only act on a document (a page, or an SVG opened on its own). Scripts, styles, maps
// and fonts go without them: on a first visit each of the 50-odd files would carry about 650 bytes
// of them (issue 9). `x-content-type-options` and `cross-origin-resource-policy` stay: they act
// on subresources.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE = /\.(?:m?js|css|map|woff2?|ttf|eot|wasm)$/i;

function sendFile(reply: FastifyReply, root: string, file: string): FastifyReply {
  const control = cacheControl(file);
  reply.header('cache-control', control);
  if (SUBRESOURCE.test(file)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  // A hashed file never changes and is never revalidated or fetched in ranges: its validators and
  // `accept-ranges` would be about 100 bytes more on each of a page's scripts (issue 9). Entry
  // files keep them, for their revalidation.
  const validators = control === IMMUTABLE ? { etag: false, lastModified: false, acceptRanges: false } : {};
  return reply.sendFile(path.relative(root, file), root, { cacheControl: false, dotfiles: 'deny', ...validators });
}

async function discoverRemotes(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { withFileTypes: true });
  const remotes: Record<string, string> = {};
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !REMOTE_NAME.test(entry.name)) continue;
    if (await isFile(path.join(root, entry.name, 'dist', 'mf-manifest.json'))) {
      remotes[entry.name] = `/remotes/${entry.name}/mf-manifest.json`;
    }
  }
  return remotes;
}

type Pointers = Record<string, string>;

// Control characters, spaces and backslashes: a browser would read such a pointer otherwise than it looks.
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;

/** A manifest's address: a root-relative path (not `//host`) or an http(s) URL, ending in `.json`. */
function isPointer(value: string): boolean {
  if (UNSAFE_CHARACTER.test(value) || !value.endsWith('.json')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The pointers a REMOTES_FILE's text names, or what is wrong with it. */
export function parsePointers(content: string): { pointers: Pointers } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    return { problem: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: `not a JSON object but ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`}` };
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (!REMOTE_NAME.test(name)) return { problem: `"${name}" is not a module name (mf-…)` };
    if (typeof value !== 'string') return { problem: `the pointer of ${name} is not a string` };
    if (!isPointer(value)) {
      return { problem: `the pointer of ${name}, ${JSON.stringify(value)}, is neither a path from the root (/…) nor an http(s) URL, ending in .json` };
    }
  }
  return { pointers: parsed as Pointers };
}

type PointerFileState = { pointers: Pointers } | { problem: string; seen: string };

async function readPointerFile(file: string): Promise<PointerFileState> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return { problem: `unreadable (${code === 'ENOENT' ? 'missing' : code})`, seen: `unreadable:${code}` };
  }
  const parsed = parsePointers(content);
  return 'pointers' in parsed ? parsed : { problem: parsed.problem, seen: `content:${content}` };
}

/**
 * /remotes.json from REMOTES_FILE, read at each request so an edit takes effect at once. A file
 * that cannot be read, is no JSON or not pointers is refused: the last good pointers stay in force
 * (or, when none was ever read, those of the built modules), with `x-portal-pointers` saying which,
 * and one error in the log per change of the file. Never a 500: one bad edit must not take every
 * module down at once (issue 24).
 */
function pointerFile(app: FastifyInstance, file: string, discovered: () => Promise<Pointers>) {
  let lastGood: string | undefined;
  // The bad state last logged (its content, or why it was unreadable), so a broken file logs once.
  let reported: string | undefined;

  return async function current(): Promise<{ body: string; fallback?: 'last-good' | 'discovered' }> {
    const state = await readPointerFile(file);
    if ('pointers' in state) {
      if (reported !== undefined) app.log.info({ file }, `REMOTES_FILE ${file} is valid again and served`);
      reported = undefined;
      lastGood = JSON.stringify(state.pointers);
      return { body: lastGood };
    }
    const fallback = lastGood === undefined ? 'discovered' : 'last-good';
    if (reported !== state.seen) {
      reported = state.seen;
      const served = fallback === 'last-good' ? 'the last good pointers stay in force' : 'serving the pointers of the built modules';
      app.log.error({ file, problem: state.problem, fallback }, `REMOTES_FILE ${file} is refused, ${state.problem}: ${served}`);
    }
    return { body: lastGood ?? JSON.stringify(await discovered()), fallback };
  };
}

// A release folder's version: `0.1.0-1a2b3c4d` as `pnpm release` names it, never `..`.
const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/**
 * The composed portal on the API's port: /remotes.json, each remote under /remotes/<name>/,
 * and the shell at / with index.html for every other page path (the client routes it).
 */
export async function staticHosting(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const root = path.resolve(options.root);
  const shellDist = path.join(root, 'shell', 'dist');
  // Production builds write a brotli copy (quality 11) beside each script and stylesheet
  // (packages/platform/mf/precompress-plugin.mjs): sent as it is to browsers that accept br, so
  // the on-the-fly compression (quality 5, app.ts) is left for the rest (issue 9).
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const pointers = options.remotesFile ? pointerFile(app, options.remotesFile, () => discoverRemotes(root)) : undefined;
  // Read once at start, so a bad file is in the log before the first page load.
  await pointers?.();

  /** The pointers /remotes.json answers now (and inlined in the page), with which fallback when the file is refused. */
  const currentPointers = async (): Promise<{ body: string; fallback?: 'last-good' | 'discovered' }> =>
    pointers ? pointers() : { body: JSON.stringify(await discoverRemotes(root)) };

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
    const { body, fallback } = await currentPointers();
    if (fallback) reply.header('x-portal-pointers', fallback);
    return reply.send(body);
  });

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const { name } = request.params;
    const dist = path.join(root, name, 'dist');
    const file = REMOTE_NAME.test(name) ? resolveInside(dist, request.params['*']) : undefined;
    if (!file || !(await isFile(file))) return reply.code(404).send({ message: messages.notFound });
    return sendFile(reply, dist, file);
  });

  // `pnpm release <module>`'s immutable folders, cached as the modules under /remotes/ are.
  const releasesDir = path.resolve(options.releasesDir);
  app.get<{ Params: { module: string; version: string; '*': string } }>('/releases/:module/:version/*', async (request, reply) => {
    const { module, version } = request.params;
    const folder = path.join(releasesDir, module, version);
    const file = REMOTE_NAME.test(module) && RELEASE_VERSION.test(version) ? resolveInside(folder, request.params['*']) : undefined;
    if (!file || !(await isFile(file))) return reply.code(404).send({ message: messages.notFound });
    return sendFile(reply, folder, file);
  });
  app.get('/releases/*', async (_request, reply) => reply.code(404).send({ message: messages.notFound }));

  /** The folder on this disk that serves a manifest pointer's folder (`/remotes/<module>/…`, `/releases/<module>/<version>/…`). */
  const locate: LocateFolder = (pointer) => {
    const local = /^\/remotes\/([^/]+)\/(.*)$/.exec(pointer);
    if (local?.[1] && REMOTE_NAME.test(local[1])) return resolveInside(path.join(root, local[1], 'dist'), path.posix.dirname(`/${local[2] ?? ''}`));
    const release = /^\/releases\/([^/]+)\/([^/]+)\/(.*)$/.exec(pointer);
    if (release?.[1] && release[2] && REMOTE_NAME.test(release[1]) && RELEASE_VERSION.test(release[2])) {
      return resolveInside(path.join(releasesDir, release[1], release[2]), path.posix.dirname(`/${release[3] ?? ''}`));
    }
    return undefined;
  };

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const urlPath = request.params['*'];
    if (urlPath === 'api' || urlPath.startsWith('api/')) return reply.callNotFound();

    const index = path.join(shellDist, 'index.html');
    if (!(await isFile(index))) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send('The portal is not built yet: run `pnpm build` in the repository root, then reload.');
    }
    const file = resolveInside(shellDist, urlPath);
    if (file && file !== shellDist && (await isFile(file))) return sendFile(reply, shellDist, file);
    if (ASSET_EXTENSION.test(urlPath)) return reply.code(404).send({ message: messages.notFound });
    // The page with the module pointers and declarations inlined and its first files preloaded (issue 25).
    const { body } = await currentPointers();
    const html = await portalPage({ html: await readFile(index, 'utf8'), pathname: `/${urlPath}`, pointers: JSON.parse(body) as Record<string, string>, shellDist, locate });
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', PAGE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
