import { portalRoutes, type PortalRoute, type RouteId } from './portal-routes';

export interface RouteMatch {
  id: RouteId;
  route: PortalRoute;
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

/** Finds the portal route of a pathname, or null for Not Found. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const [id, route] of Object.entries(portalRoutes) as [RouteId, PortalRoute][]) {
    const params = matchPattern(route.path, pathname);
    if (params) return { id, route, params };
  }
  return null;
}
