import { portalStore } from '../session/store';
import type { PortalPage, RouteId } from './pages';
import { pagesAtom } from './pages-atom';

export interface RouteMatch {
  id: RouteId;
  route: PortalPage;
  params: Record<string, string>;
}

const compiled = new Map<string, { regex: RegExp; names: string[] }>();

/** Compiles a SPEC §2 pattern, where `:name` may stand inside a segment (`/convert-lead-id=:id`). */
function compile(pattern: string) {
  let entry = compiled.get(pattern);
  if (!entry) {
    const names: string[] = [];
    const source = pattern
      .split(/(:[A-Za-z_]+)/)
      .map((part) => {
        if (part.startsWith(':')) {
          names.push(part.slice(1));
          return '([^/&=?#]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    entry = { regex: new RegExp(`^${source}/?$`), names };
    compiled.set(pattern, entry);
  }
  return entry;
}

export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const { regex, names } = compile(pattern);
  const found = regex.exec(pathname);
  if (!found) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
  } catch {
    // A malformed escape (`%E0%A4%A`) is no address of the portal: Not Found.
    return null;
  }
}

/** Finds the declared page of a pathname among `pages` (by default every page registered so far), or null. */
export function matchRoute(pathname: string, pages: readonly PortalPage[] = portalStore.get(pagesAtom)): RouteMatch | null {
  for (const route of pages) {
    const params = matchPattern(route.path, pathname);
    if (params) return { id: route.id, route, params };
  }
  return null;
}
