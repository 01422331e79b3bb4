import type { ComponentType } from 'react';

/** What a route's page receives: the parameters of its SPEC §2 pattern. */
export interface RoutePageProps {
  params: Record<string, string>;
}

export type PageLoader = () => Promise<{ default: ComponentType<RoutePageProps> }>;

/** What a module exposes as `./routes`: a lazily loaded page for each page id it declares. */
export type RemoteRoutes<Id extends string = string> = Record<Id, PageLoader>;

/** What a module may expose as `./widgets`: dashboard cards the shell composes. */
export interface DashboardWidget {
  id: string;
  /** Which dashboard shows it. */
  area: 'admin' | 'partner';
  order: number;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * A module's pages: `defineRemoteRoutes<typeof import('./pages.json')>({ … })` makes the type
 * checker see that every page its `src/pages.json` declares has a loader, and no loader is left
 * without a declaration (the declarations themselves never enter the module's code).
 */
export function defineRemoteRoutes<File extends { pages: Record<string, unknown> }>(routes: Record<keyof File['pages'] & string, PageLoader>): RemoteRoutes {
  return routes;
}
