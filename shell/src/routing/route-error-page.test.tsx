import { setLanguage } from '@portal/platform';
import { mockApi, renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { RouteErrorBoundary } from './route-error-page';

/** A page that crashes while drawing at /broken, and draws elsewhere. */
function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new TypeError('Cannot read properties of null');
  return <p>the page at {pathname}</p>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setLanguage('sv');
});

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', { timeout: 20_000 }, () => {
  it('shows the route error page in place of a page that throws, reports it, and draws the next page after a navigation', async () => {
    const requests = mockApi({ 'POST /client-errors': () => new Response(null, { status: 204 }) });
    const { router } = renderWithPortal(
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>,
      '/broken',
    );
    expect(await screen.findByText('Något gick fel')).toBeInTheDocument();
    expect(screen.getByText('Sidan kunde inte visas. Ladda om sidan och försök igen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda om' })).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.path === '/client-errors')).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ kind: 'crash', message: expect.stringContaining('TypeError'), module: 'shell' });

    await act(() => router.navigate('/leads'));
    expect(await screen.findByText('the page at /leads')).toBeInTheDocument();
    expect(screen.queryByText('Något gick fel')).not.toBeInTheDocument();
  });
});
