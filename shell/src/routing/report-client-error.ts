import { QUIET_HEADER } from '@portal/api-client';
import { api, matchRoute } from '@portal/platform';
import type { RemoteFailure } from '@portal/ui';

/** The contract's limits (ClientErrorReport); longer texts are cut here rather than refused there. */
const LIMITS = { message: 1000, stack: 4000, path: 300 } as const;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export interface ClientErrorDetails {
  kind: RemoteFailure;
  error: unknown;
  /** The router's path of the page (its route's pattern is what is sent). */
  pathname: string;
  module?: string;
  routeId?: string;
}

/**
 * Tells the server's log that a part of a page failed in this browser. Fire and forget: quiet
 * (no toast about a failed report of a failure), and a failing report changes nothing for the user.
 * The page is named by its route's pattern (`/reset-password&id=:token`), never by the address,
 * which may hold a link's token or a search.
 */
export function reportClientError({ kind, error, pathname, module, routeId }: ClientErrorDetails): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? error.stack : undefined;
  const moduleName = module && /^[a-z][a-z0-9-]*$/.test(module) ? module.slice(0, 40) : undefined;
  void api
    .POST('/client-errors', {
      body: {
        kind: kind === 'crashed' ? 'crash' : 'unavailable',
        message: cut(message, LIMITS.message),
        ...(stack ? { stack: cut(stack, LIMITS.stack) } : {}),
        path: cut(matchRoute(pathname)?.route.path ?? '/', LIMITS.path),
        ...(moduleName ? { module: moduleName } : {}),
        ...(routeId ? { route_id: routeId } : {}),
      },
      headers: { [QUIET_HEADER]: '1' },
    })
    .catch(() => undefined);
}
