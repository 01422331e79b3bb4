import { createBrowserRouter } from 'react-router';
import { PortalRoute } from './portal-route';
import { RouteErrorPage } from './route-error-page';

/**
 * One splat route: SPEC §2 paths carry parameters inside segments (`/convert-lead-id=17`,
 * `/reset-password&id=…`), so the portal's own matcher resolves them (see `matchRoute`).
 */
export const router = createBrowserRouter([{ path: '*', element: <PortalRoute />, errorElement: <RouteErrorPage /> }]);
