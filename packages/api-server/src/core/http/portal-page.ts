import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';

// The page the server answers for every page path (issue 25): the shell's index.html with what the
// server already knows put in it, so a first visit does not find it out one round trip after the
// other (entry → /remotes.json → each module's portal-module.json → manifest → remoteEntry → page):
//
// - the module pointers it would answer at /remotes.json and the declarations (portal-module.json)
//   of the modules it serves itself, as a JSON script the shell reads before fetching them
//   (shell/src/mf/remotes.ts); a module on another origin (a CDN) is read by the shell as before;
// - `<link rel="preload">` for what the requested page needs first: the shell's bootstrap (its
//   `boot-files.json`), antd's core for a page not declared `plain` (the shell's own declarations
//   are in `boot-files.json` too), and the owning module's
//   manifest, remoteEntry.js and the scripts of its `./routes`, as its manifest names them, and the
//   files of the page itself (its declaration's `files`) — only when the shell meets what the
//   module requires (its declaration's `requires` against the shell's `provided`): a module the
//   shell refuses has none of its code fetched (issue 24);
// - the shell's parts the page is drawn in (`boot-files.json` `groups`, as `PortalRoute` in
//   shell/src/routing/portal-route.tsx fetches them): a shell page's own code, or the frame of a
//   module's page; TanStack Query unless the page makes plain calls; the signed-in layout for a
//   staff or venue page.
//
// The JSON files are read once per change (their modification time and size), not per request.

type Pointers = Record<string, string>;

/** Where the folder of a manifest pointer is on this server's disk, or undefined when it is served elsewhere. */
export type LocateFolder = (pointer: string) => string | undefined;

interface PageDeclaration {
  path?: unknown;
  plain?: unknown;
  plainCalls?: unknown;
  area?: unknown;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const read = new Map<string, { stamp: string; value: unknown }>();

/** A JSON file's value, parsed again only when the file changed (a release writes new files); undefined when absent or broken. */
async function readJson(file: string): Promise<unknown> {
  try {
    const { mtimeMs, size } = await stat(file);
    const stamp = `${mtimeMs}:${size}`;
    const known = read.get(file);
    if (known?.stamp === stamp) return known.value;
    const value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    read.set(file, { stamp, value });
    return value;
  } catch {
    read.delete(file);
    return undefined;
  }
}

/** A SPEC §2 pattern (`:name` may stand inside a segment), as the portal's router matches it (packages/platform matchPattern). */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split(/(:[A-Za-z_]+)/)
    .map((part) => (part.startsWith(':') ? '([^/&=?#]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`).test(pathname);
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** JSON inside a `<script>`: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function preload(href: string, kind: 'script' | 'style' | 'fetch'): string {
  return kind === 'fetch'
    ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(href)}">`
    : `<link rel="preload" as="${kind}" href="${attribute(href)}">`;
}

const asset = (url: string) => (url.endsWith('.css') ? preload(url, 'style') : preload(url, 'script'));

/**
 * Whether a shell providing `provided` (singleton → version) meets every range in the module's
 * `requires`, as the shell decides it (shell/src/mf/contract.ts); a declaration without
 * `requires` is refused there, so it is here.
 */
export function meetsRequirements(declaration: unknown, provided: unknown): boolean {
  const requires = (declaration as { requires?: unknown } | null)?.requires;
  if (typeof requires !== 'object' || requires === null || typeof provided !== 'object' || provided === null) return false;
  return Object.entries(requires).every(([name, range]) => {
    const version = (provided as Record<string, unknown>)[name];
    return typeof range === 'string' && typeof version === 'string' && semver.satisfies(version, range);
  });
}

interface Owner {
  module: string;
  id: string;
  plain: boolean;
  plainCalls: boolean;
  signedIn: boolean;
}

/** The module owning `pathname` among the declarations read, with its page's id and flags. */
function ownerOf(pathname: string, declarations: Record<string, unknown>): Owner | undefined {
  for (const [module, declaration] of Object.entries(declarations)) {
    const pages = (declaration as { pages?: Record<string, PageDeclaration> } | null)?.pages;
    if (typeof pages !== 'object' || pages === null) continue;
    for (const [id, page] of Object.entries(pages)) {
      if (typeof page?.path === 'string' && matches(page.path, pathname)) {
        return { module, id, plain: page.plain === true, plainCalls: page.plainCalls === true, signedIn: page.area === 'admin' || page.area === 'partner' };
      }
    }
  }
  return undefined;
}

/** The shell's parts `owner`'s page is drawn in, as `PortalRoute` fetches them (its named chunk groups in `boot-files.json`). */
function shellGroups(owner: Owner): string[] {
  return [
    owner.module === 'shell' ? `page-${owner.id}` : 'remote-page',
    ...(owner.plainCalls ? [] : ['with-queries']),
    ...(owner.signedIn ? ['area-layout'] : []),
  ];
}

/** What the owning module's manifest says a page of it loads first: the manifest, its remoteEntry.js and its `./routes` scripts. */
async function modulePreloads(pointer: string, folder: string, pageFiles: string[]): Promise<string[]> {
  const manifest = (await readJson(path.join(folder, 'mf-manifest.json'))) as Manifest | undefined;
  if (!manifest) return [];
  const base = pointer.slice(0, pointer.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const links = [preload(pointer, 'fetch')];
  if (typeof entry?.name === 'string') {
    const folder = typeof entry.path === 'string' && entry.path !== '' ? entry.path.replace(/\/?$/, '/') : '';
    links.push(preload(`${base}${folder}${entry.name}`, 'script'));
  }
  const routes = manifest.exposes?.find((exposed) => exposed.name === 'routes');
  for (const file of [...strings(routes?.assets?.css?.sync), ...strings(routes?.assets?.js?.sync), ...pageFiles]) links.push(asset(`${base}${file}`));
  return links;
}

/**
 * The shell's `html` for `pathname`, with the pointers and the declarations read from this server's
 * disk inlined and the page's first files preloaded. `pointers` are those /remotes.json answers now.
 */
export async function portalPage(options: { html: string; pathname: string; pointers: Pointers; shellDist: string; locate: LocateFolder }): Promise<string> {
  const { html, pathname, pointers, shellDist, locate } = options;
  const declarations: Record<string, unknown> = {};
  const folders: Record<string, string> = {};
  await Promise.all(
    Object.entries(pointers).map(async ([module, pointer]) => {
      const folder = locate(pointer);
      if (!folder) return;
      folders[module] = folder;
      const declaration = await readJson(path.join(folder, 'portal-module.json'));
      if (declaration !== undefined) declarations[module] = declaration;
    }),
  );
  const boot = (await readJson(path.join(shellDist, 'boot-files.json'))) as { boot?: unknown; antd?: unknown; groups?: Record<string, unknown>; pages?: unknown; provided?: unknown } | undefined;
  const links = strings(boot?.boot).map((file) => asset(`/${file}`));
  // The shell's own pages first (the login page), as the shell's router matches them.
  const owner = ownerOf(pathname, { shell: { pages: boot?.pages }, ...declarations });
  if (!owner || !owner.plain) links.push(...strings(boot?.antd).map((file) => asset(`/${file}`)));
  const ownerFolder = owner && folders[owner.module];
  const ownerPointer = owner && pointers[owner.module];
  const declaration = owner && (declarations[owner.module] as { files?: Record<string, unknown> } | undefined);
  const refused = owner && owner.module !== 'shell' && !meetsRequirements(declaration, boot?.provided);
  if (owner && !refused) links.push(...shellGroups(owner).flatMap((group) => strings(boot?.groups?.[group]).map((file) => asset(`/${file}`))));
  if (ownerFolder && ownerPointer && owner && !refused) {
    // The page's own files only for a plain (customer) page, whose first paint they speed up on a
    // phone. A preload that fails stays failed for the tab in Chromium: the page's "Försök igen"
    // after a module's code did not arrive then fails too (e2e ux-shell), so a staff page, drawn
    // on a fast connection, fetches them itself.
    links.push(...(await modulePreloads(ownerPointer, ownerFolder, owner.plain ? strings(declaration?.files?.[owner.id]) : [])));
  }
  const inlined = `<script type="application/json" id="portal-modules">${scriptJson({ pointers, declarations })}</script>`;
  const head = [...new Set(links)].join('') + inlined;
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${head}${html}`;
}
