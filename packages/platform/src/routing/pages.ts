/**
 * The portal's pages, as the modules declare them (issue 24). Each module declares its own pages in
 * its `src/pages.json` (path, area, title in sv and en, menu entry); its build writes them into
 * `portal-module.json` beside its manifest, and the shell reads that file for every module
 * `/remotes.json` names, before fetching any of the module's code, so guards and layout come first.
 * The shell's own pages are declared the same way (`shell/src/routing/pages.json`).
 *
 * Paths keep SPEC §2's legacy shapes (`/convert-lead-id=17`, `/reset-password&id=…`): links already
 * sent by email use them.
 */
import { i18n, LANGUAGES, type Language } from '../i18n/i18n';
import { portalStore } from '../session/store';
import { pagesAtom } from './pages-atom';

/** Who may open a page: admin = role 1; partner = role 2 (an admin is let in, and told so); public = anyone. */
export type Area = 'admin' | 'partner' | 'public';
export const AREAS: readonly Area[] = ['admin', 'partner', 'public'];
/** A module's name as `/remotes.json` names it (`mf-leads`), or `shell`. */
export type ModuleName = string;
/** A page's id, unique in the portal (`leads`, `editAccount`). */
export type RouteId = string;

export type Texts = Record<Language, string>;

/** A page's entry in a menu of its area. */
export interface MenuEntry {
  /** `sidebar`: the area's main menu; `user`: the user menu of the header (partner area). */
  place: 'sidebar' | 'user';
  /** Position in that menu, lower first (SPEC §2's order: see the shell's README). */
  order: number;
  /** The entry's text when it differs from the page's title. */
  label?: Texts;
  /** An icon the shell knows (user menu): `shop`, `idcard`. */
  icon?: string;
}

export interface PageDeclaration {
  /** SPEC §2 pattern: `:name` may stand inside a segment (`/edit-account-:id`). */
  path: string;
  area: Area;
  /** The page's title in the tab and its heading, in every language. */
  title: Texts;
  menu?: MenuEntry;
  /** The menu entry (a page id) this page highlights: a record's add and edit pages highlight its list. */
  under?: RouteId;
  /**
   * The page makes plain calls only (`api`, never `$api`): the shell gives it no QueryClient and
   * does not fetch TanStack Query for it (issue 9: the login page and the customer's request form).
   * Said by the module, so a release that takes queries into use on the page just drops it.
   */
  plainCalls?: boolean;
  /**
   * The page is drawn without antd (issue 25: the customer's pages): the shell gives it the store,
   * i18n, a plain customer layout and spinner, and fetches antd's providers only for a toast or the
   * next page that is not plain. Said by the module, so a release that takes antd into use on the
   * page drops it (an antd component drawn without the providers has antd's default theme).
   */
  plain?: boolean;
}

/** What a module's `src/pages.json` holds. */
export interface PagesFile {
  pages: Record<RouteId, PageDeclaration>;
  /** The dashboards the module's `./widgets` has cards for, with the position of its cards there (lower first). */
  widgets?: Partial<Record<'admin' | 'partner', number>>;
}

/** A declared page as the portal knows it: which module owns it. */
export interface PortalPage extends PageDeclaration {
  id: RouteId;
  owner: ModuleName;
}

/** The module's pages, checked: a list of what is wrong (empty when nothing is). */
export function declarationProblems(file: unknown): string[] {
  const problems: string[] = [];
  const pages = (file as PagesFile | null)?.pages;
  if (typeof pages !== 'object' || pages === null || Array.isArray(pages)) return ['no "pages" object'];
  const isTexts = (value: unknown) =>
    typeof value === 'object' && value !== null && LANGUAGES.every((language) => typeof (value as Texts)[language] === 'string' && (value as Texts)[language].trim() !== '');
  const widgets = (file as PagesFile).widgets;
  if (widgets !== undefined && (typeof widgets !== 'object' || widgets === null || Object.entries(widgets).some(([area, order]) => !['admin', 'partner'].includes(area) || typeof order !== 'number'))) {
    problems.push('widgets: a position (number) per dashboard, admin or partner');
  }
  for (const [id, page] of Object.entries(pages)) {
    const at = `page "${id}"`;
    if (!/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${at}: an id is camelCase letters and digits`);
    if (typeof page !== 'object' || page === null) {
      problems.push(`${at}: not an object`);
      continue;
    }
    if (typeof page.path !== 'string' || !/^\/[^\s?#]*$/.test(page.path)) problems.push(`${at}: path must start with / and hold no space, ? or #`);
    if (!AREAS.includes(page.area)) problems.push(`${at}: area must be one of ${AREAS.join(', ')}`);
    if (!isTexts(page.title)) problems.push(`${at}: title needs a text in ${LANGUAGES.join(' and ')}`);
    if (page.menu !== undefined) {
      const { menu } = page;
      if (menu.place !== 'sidebar' && menu.place !== 'user') problems.push(`${at}: menu.place must be sidebar or user`);
      if (typeof menu.order !== 'number' || !Number.isFinite(menu.order)) problems.push(`${at}: menu.order must be a number`);
      if (menu.label !== undefined && !isTexts(menu.label)) problems.push(`${at}: menu.label needs a text in ${LANGUAGES.join(' and ')}`);
      if (menu.icon !== undefined && typeof menu.icon !== 'string') problems.push(`${at}: menu.icon must be a name`);
    }
    if (page.under !== undefined && typeof page.under !== 'string') problems.push(`${at}: under must be a page id`);
    if (page.plainCalls !== undefined && typeof page.plainCalls !== 'boolean') problems.push(`${at}: plainCalls must be true or false`);
    if (page.plain !== undefined && typeof page.plain !== 'boolean') problems.push(`${at}: plain must be true or false`);
  }
  return problems;
}

/**
 * Adds a module's pages to the portal (the shell, for every module `/remotes.json` names; a
 * module's dev server and the tests, for theirs). A module registered again (a new release) has
 * its pages replaced. A page whose id or path another module already declares is left out, and
 * said so in the console: the first declaration keeps it.
 */
export function registerPages(owner: ModuleName, file: PagesFile): void {
  const others = portalStore.get(pagesAtom).filter((page) => page.owner !== owner);
  const taken = new Map(others.flatMap((page) => [[`id ${page.id}`, page.owner] as const, [`path ${page.path}`, page.owner] as const]));
  const added: PortalPage[] = [];
  for (const [id, page] of Object.entries(file.pages)) {
    const clash = taken.get(`id ${id}`) ?? taken.get(`path ${page.path}`);
    if (clash) {
      console.warn(`[portal] ${owner} declares page ${id} (${page.path}), which ${clash} already declares: left out`);
      continue;
    }
    added.push({ ...page, id, owner });
  }
  portalStore.set(pagesAtom, [...others, ...added]);
  // Pages title themselves with `common:routes.<id>`, in the language the user chose.
  for (const language of LANGUAGES) {
    const titles = Object.fromEntries(added.map((page) => [page.id, page.title[language]]));
    i18n.addResourceBundle(language, 'common', { routes: titles }, true, true);
  }
}

/** Takes a module's pages out of the portal (its release was rolled back to one without them). */
export function unregisterPages(owner: ModuleName): void {
  portalStore.set(
    pagesAtom,
    portalStore.get(pagesAtom).filter((page) => page.owner !== owner),
  );
}

/** The declared page of an id, or undefined. */
export function pageOf(id: RouteId): PortalPage | undefined {
  return portalStore.get(pagesAtom).find((page) => page.id === id);
}

const warned = new Set<string>();

/**
 * A concrete URL of a page: `routeUrl('lead', { id: 17 })` → `/convert-lead-id=17`. A page no
 * module declares (its module is not deployed, or the id is wrong: `pnpm test` checks every id in
 * the code) gets an address that shows Not Found, and a warning in the console.
 */
export function routeUrl(id: RouteId, params: Record<string, string | number> = {}): string {
  const page = pageOf(id);
  if (!page) {
    if (!warned.has(id)) console.warn(`[portal] no module declares the page "${id}"`);
    warned.add(id);
    return `/page-not-declared-${encodeURIComponent(id)}`;
  }
  return page.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
