import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useLocation, type Blocker, type BlockerFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalBrowserRouter, createPortalMemoryRouter, PortalRouter, useNavigationBlocker, type PortalRouterInstance } from './portal-router';

let blocker: Blocker;
let asked: Parameters<BlockerFunction>[0][] = [];

/** Holds every change of the path while `hold` is ticked (a change of the query alone passes). */
function Guard({ hold }: { hold: boolean }) {
  blocker = useNavigationBlocker((args) => {
    asked.push(args);
    return hold && args.currentLocation.pathname !== args.nextLocation.pathname;
  });
  return null;
}

function Page({ initialHold = true }: { initialHold?: boolean }) {
  const [hold, setHold] = useState(initialHold);
  const { pathname, search } = useLocation();
  return (
    <>
      <p>at {pathname + search}</p>
      <Link to="/c">to c</Link>
      <label>
        <input type="checkbox" checked={hold} onChange={(event) => setHold(event.target.checked)} /> hold
      </label>
      <Guard hold={hold} />
    </>
  );
}

function renderPage(router: PortalRouterInstance, initialHold = true) {
  render(
    <PortalRouter router={router}>
      <Page initialHold={initialHold} />
    </PortalRouter>,
  );
  return router;
}

const memory = () => createPortalMemoryRouter({ initialEntries: ['/a', '/b', '/c'], initialIndex: 1 });

afterEach(() => {
  asked = [];
});

describe('PortalRouter', () => {
  it('renders where the history is and follows navigation', async () => {
    const router = renderPage(memory(), false);
    expect(screen.getByText('at /b')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to c' }));
    expect(await screen.findByText('at /c')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate('/c?x=1', { replace: true }));
    expect(await screen.findByText('at /c?x=1')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('holds a link until proceed; reset stays', async () => {
    const router = renderPage(memory());
    await userEvent.click(screen.getByRole('link', { name: 'to c' }));
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/c');
    expect(asked.at(-1)).toMatchObject({ currentLocation: { pathname: '/b' }, nextLocation: { pathname: '/c' }, historyAction: 'PUSH' });
    act(() => blocker.reset?.());
    expect(blocker.state).toBe('unblocked');
    expect(router.state.location.pathname).toBe('/b');

    await userEvent.click(screen.getByRole('link', { name: 'to c' }));
    act(() => blocker.proceed?.());
    expect(await screen.findByText('at /c')).toBeInTheDocument();
    expect(blocker.state).toBe('unblocked');
  });

  it('lets a change of the query alone through (the blocker function decides)', async () => {
    const router = renderPage(memory());
    await act(() => router.navigate('/b?tab=2'));
    expect(await screen.findByText('at /b?tab=2')).toBeInTheDocument();
    expect(blocker.state).toBe('unblocked');
  });

  it('undoes a held Back at once, and goes back once on proceed', async () => {
    const router = renderPage(memory());
    await act(() => router.navigate(-1));
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/a');
    expect(asked.at(-1)?.historyAction).toBe('POP');
    expect(router.state.location.pathname).toBe('/b');
    act(() => blocker.reset?.());

    // The history is where it was: Forward (unheld) is /c, not /b.
    await userEvent.click(screen.getByRole('checkbox', { name: 'hold' }));
    await act(() => router.navigate(1));
    expect(await screen.findByText('at /c')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'hold' }));
    await act(() => router.navigate(-1));
    expect(blocker.state).toBe('blocked');
    await act(async () => blocker.proceed?.());
    expect(await screen.findByText('at /b')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(blocker.state).toBe('unblocked');
  });

  it('asks only the blocker that came last', async () => {
    const router = createPortalMemoryRouter({ initialEntries: ['/a'] });
    let first: Blocker | undefined;
    function First() {
      first = useNavigationBlocker(true);
      return null;
    }
    render(
      <PortalRouter router={router}>
        <First />
        <Page />
      </PortalRouter>,
    );
    await act(() => router.navigate('/c'));
    expect(blocker.state).toBe('blocked');
    expect(first?.state).toBe('unblocked');
  });

  it('follows the browser history: Back is held and put back, then goes on proceed', async () => {
    window.history.replaceState(null, '', '/a');
    const router = createPortalBrowserRouter();
    try {
      renderPage(router);
      await userEvent.click(screen.getByRole('checkbox', { name: 'hold' }));
      await act(() => router.navigate('/b'));
      expect(await screen.findByText('at /b')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'hold' }));

      await act(async () => {
        window.history.back();
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(blocker.state).toBe('blocked');
      // Put back where it was, in the address bar too.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(window.location.pathname).toBe('/b');
      expect(router.state.location.pathname).toBe('/b');

      await act(async () => {
        blocker.proceed?.();
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(await screen.findByText('at /a')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/a');
      expect(blocker.state).toBe('unblocked');
    } finally {
      router.dispose();
    }
  });
});
