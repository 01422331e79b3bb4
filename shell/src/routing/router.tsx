import { createPortalBrowserRouter } from '@portal/platform';
import { PortalRoute } from './portal-route';
import { RouteErrorBoundary } from './route-error-page';

/** The portal's router (the browser's history, with navigation blocking for unsaved changes). */
export const router = createPortalBrowserRouter();

/**
 * One route for every URL: SPEC §2 paths carry parameters inside segments (`/convert-lead-id=17`,
 * `/reset-password&id=…`), so the portal's own matcher resolves them (see `matchRoute`). A page
 * that throws while rendering shows the route error page until the next navigation.
 */
export function PortalRoutes() {
  return (
    <RouteErrorBoundary>
      <PortalRoute />
    </RouteErrorBoundary>
  );
}
