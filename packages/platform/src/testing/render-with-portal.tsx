import { createPortalMemoryRouter, PortalProviders, PortalRouter } from '@portal/platform';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders a page as the portal does: inside the platform providers and the portal's router (with
 * its navigation blocking, like the shell's), starting at `url`. The router is returned to read
 * where the page went (`router.state.location`) and to navigate as a link would (`router.navigate`).
 */
export function renderWithPortal(element: ReactElement, url = '/') {
  const router = createPortalMemoryRouter({ initialEntries: [url] });
  const view = render(
    <PortalProviders>
      <PortalRouter router={router}>{element}</PortalRouter>
    </PortalProviders>,
  );
  return { ...view, router };
}
