import type { ComponentType } from 'react';
import type { ModuleName, RouteIdOf } from './portal-routes';

/** What a route's page receives: the parameters of its SPEC §2 pattern. */
export interface RoutePageProps {
  params: Record<string, string>;
}

export type PageLoader = () => Promise<{ default: ComponentType<RoutePageProps> }>;

/** What a module exposes as `./routes`: a lazily loaded page for each route id it owns. */
export type RemoteRoutes<M extends ModuleName> = Record<RouteIdOf<M>, PageLoader>;

/** What a module may expose as `./widgets`: dashboard cards the shell composes. */
export interface DashboardWidget {
  id: string;
  /** Which dashboard shows it. */
  area: 'admin' | 'partner';
  order: number;
  load: () => Promise<{ default: ComponentType }>;
}

/** Declares a module's routes with the type checker making sure every owned route has a page. */
export function defineRemoteRoutes<M extends ModuleName>(_module: M, routes: RemoteRoutes<M>): RemoteRoutes<M> {
  return routes;
}
