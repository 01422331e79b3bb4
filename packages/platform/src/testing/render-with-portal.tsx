import { PortalProviders } from '@portal/platform';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders a page as the portal does: inside the platform providers and a data router (one splat
 * route, like the shell's), starting at `url`. The router is returned to read where the page went.
 */
export function renderWithPortal(element: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const view = render(
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...view, router };
}
