import type { PortalPage, RouteId, Texts } from '@portal/platform';

export interface NavEntry {
  route: RouteId;
  /** The entry's text in each language: the page's title unless its menu entry names another. */
  label: Texts;
  /** The module that owns the page. */
  owner: string;
  /** An icon the shell knows (`shop`, `idcard`), for the user menu. */
  icon?: string;
  /** Pages that belong to this entry and highlight it: a record's add and edit pages (their `under`). */
  pages: RouteId[];
}

/**
 * The entries of a menu of an area, composed from the pages the modules declare (`menu` in their
 * `src/pages.json`), in their declared order (SPEC §2's sidebar order for the modules of this repository).
 */
export function menuOf(pages: readonly PortalPage[], area: 'admin' | 'partner', place: 'sidebar' | 'user'): NavEntry[] {
  return pages
    .filter((page) => page.area === area && page.menu?.place === place)
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
    .map((page) => ({
      route: page.id,
      label: page.menu?.label ?? page.title,
      owner: page.owner,
      icon: page.menu?.icon,
      pages: pages.filter((other) => other.under === page.id).map((other) => other.id),
    }));
}

/** The entry a page highlights: its own, or the list it belongs to. */
export function entryOf(entries: NavEntry[], route: RouteId | undefined): NavEntry | undefined {
  if (!route) return undefined;
  return entries.find((entry) => entry.route === route) ?? entries.find((entry) => entry.pages.includes(route));
}

/**
 * The entries whose page can be shown: the shell's own, and those of modules that are ready (named
 * in `/remotes.json`, their pages read, their contract met; none until then), so no entry leads to
 * a page that is not there.
 */
export function visibleEntries(entries: NavEntry[], modules: string[] | null): NavEntry[] {
  return entries.filter((entry) => entry.owner === 'shell' || (modules ?? []).includes(entry.owner));
}
