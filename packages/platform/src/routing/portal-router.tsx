import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  parsePath,
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  type Blocker,
  type BlockerFunction,
  type Location,
  type NavigationType,
  type Navigator,
  type To,
} from 'react-router';

/**
 * The portal's router (issue 9): react-router's declarative `<Router>` over a history of its own,
 * instead of the data router (createBrowserRouter + RouterProvider), whose loaders, actions and
 * fetchers the portal never used: the shell matches routes itself (`matchRoute`). What the data
 * router gave beyond that is here: holding a navigation while a form has unsaved changes
 * (`useNavigationBlocker`, react-router's `useBlocker` semantics) and, for tests, the router
 * object to read where a page went (`router.state.location`) and to navigate (`router.navigate`).
 */

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface PortalRouterState {
  location: Location;
  historyAction: NavigationType;
  /** Each blocker's state by its key; a blocker not in it is unblocked. */
  blockers: ReadonlyMap<number, Blocker>;
}

export interface PortalNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface PortalRouterInstance {
  /** Where the router is now: ahead of React's render while a transition is under way. */
  readonly state: PortalRouterState;
  /** What `<Router>` navigates with: push and replace ask the blocker first. */
  readonly navigator: Navigator;
  /** Navigates as `useNavigate()` would (through the blocker); a number goes back or forward. */
  navigate(to: To | number, options?: PortalNavigateOptions): Promise<void>;
  subscribe(listener: (state: PortalRouterState) => void): () => void;
  /** Stops following the history (a test's router when it is done). */
  dispose(): void;
  /** @internal For `useNavigationBlocker`. */
  setBlockerFunction(key: number, fn: BlockerFunction): void;
  /** @internal For `useNavigationBlocker`. */
  deleteBlocker(key: number): void;
}

const IDLE_BLOCKER: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * The blockers of one router: each one's function (only the last one is consulted, as in
 * react-router) and its state in the router's state (`blocked` with the held navigation,
 * `proceeding` once let go, else unblocked).
 */
function createBlockers(current: () => PortalRouterState, update: (next: Partial<PortalRouterState>) => void) {
  // The blockers' functions in the order they came.
  const functions = new Map<number, BlockerFunction>();

  const set = (key: number, blocker: Blocker) => {
    const blockers = new Map(current().blockers);
    blockers.set(key, blocker);
    update({ blockers });
  };

  return {
    setFunction: (key: number, fn: BlockerFunction) => functions.set(key, fn),
    /** Forgets a blocker; answers the router's blockers without it when it had a state there (set quietly: nobody listens for a blocker that has gone). */
    forget(key: number): ReadonlyMap<number, Blocker> | undefined {
      functions.delete(key);
      const state = current();
      if (state.blockers.has(key)) {
        const blockers = new Map(state.blockers);
        blockers.delete(key);
        return blockers;
      }
      return undefined;
    },
    /** The key of the blocker that holds this navigation, if one does. */
    blockingKey(nextLocation: Location, historyAction: NavigationType): number | undefined {
      const last = [...functions].at(-1);
      if (!last) return undefined;
      const [key, fn] = last;
      const state = current();
      // A navigation the user let go on its way is not asked about again.
      if (state.blockers.get(key)?.state === 'proceeding') return undefined;
      return fn({ currentLocation: state.location, nextLocation, historyAction }) ? key : undefined;
    },
    /** Holds a navigation to `location`: `proceed()` marks it proceeding (at `proceedingLocation()`) and lets it `go`; `reset()` stays. */
    hold(key: number, location: Location, proceedingLocation: () => Location, go: () => void) {
      set(key, {
        state: 'blocked',
        location,
        proceed() {
          set(key, { state: 'proceeding', proceed: undefined, reset: undefined, location: proceedingLocation() });
          go();
        },
        reset: () => set(key, IDLE_BLOCKER),
      });
    },
  };
}

function createPortalRouter(history: History): PortalRouterInstance {
  let state: PortalRouterState = { location: history.location, historyAction: history.action, blockers: new Map() };
  const listeners = new Set<(state: PortalRouterState) => void>();
  // Set while a held Back or Forward is undone: that history event is not a navigation of its own.
  let unblockNextHistoryUpdate: (() => void) | undefined;

  const update = (next: Partial<PortalRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };
  const blockers = createBlockers(() => state, update);

  // Every change of the history: push and replace (v5Compat) and Back or Forward.
  const stopListening = history.listen(({ action, location, delta }) => {
    if (unblockNextHistoryUpdate) {
      unblockNextHistoryUpdate();
      unblockNextHistoryUpdate = undefined;
      return;
    }
    if ((action as string) === 'POP') {
      const key = blockers.blockingKey(location, action);
      // Back or Forward has already moved the address: go back to where we were and hold it there.
      // (Without an index, an entry not made by this history, there is no way back: it goes.)
      if (key !== undefined && delta != null) {
        const undone = new Promise<void>((resolve) => {
          unblockNextHistoryUpdate = resolve;
        });
        history.go(-delta);
        blockers.hold(key, location, () => location, () => void undone.then(() => history.go(delta)));
        return;
      }
    }
    // A completed navigation leaves every blocker unblocked (a proceeding one too).
    let held = state.blockers;
    if ([...held.values()].some((blocker) => blocker.state !== 'unblocked')) {
      held = new Map([...held.keys()].map((key) => [key, IDLE_BLOCKER]));
    }
    update({ location, historyAction: action, blockers: held });
  });

  const nextLocationOf = (to: To, historyState: unknown): Location => {
    const path = { pathname: state.location.pathname, search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) };
    return { ...path, ...history.encodeLocation(path), state: historyState ?? null, key: 'next' };
  };

  const change = (action: 'PUSH' | 'REPLACE', to: To, historyState: unknown) => {
    const key = blockers.blockingKey(nextLocationOf(to, historyState), action as string as NavigationType);
    if (key !== undefined) {
      blockers.hold(key, nextLocationOf(to, historyState), () => nextLocationOf(to, historyState), () => change(action, to, historyState));
      return;
    }
    if (action === 'PUSH') history.push(to, historyState);
    else history.replace(to, historyState);
  };

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, historyState) => change('PUSH', to, historyState),
    replace: (to, historyState) => change('REPLACE', to, historyState),
  };

  return {
    get state() {
      return state;
    },
    navigator,
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else change(options?.replace ? 'REPLACE' : 'PUSH', to, options?.state);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopListening();
      listeners.clear();
    },
    setBlockerFunction(key, fn) {
      blockers.setFunction(key, fn);
    },
    deleteBlocker(key) {
      const remaining = blockers.forget(key);
      if (remaining) state = { ...state, blockers: remaining };
    },
  };
}

/** The browser's address bar and history: the shell's router (and a module's standalone page). */
export function createPortalBrowserRouter(): PortalRouterInstance {
  return createPortalRouter(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

/** A history in memory, for tests: `initialEntries` as react-router's MemoryRouter takes them. */
export function createPortalMemoryRouter(options: { initialEntries?: (string | Partial<Location>)[]; initialIndex?: number } = {}): PortalRouterInstance {
  return createPortalRouter(UNSAFE_createMemoryHistory({ ...options, v5Compat: true }));
}

interface BlockerContextValue {
  router: PortalRouterInstance;
  blockers: ReadonlyMap<number, Blocker>;
}

/** Null outside a PortalRouter (a plain render, a story): then nothing can hold a navigation. */
export const NavigationBlockerContext = createContext<BlockerContextValue | null>(null);

export interface PortalRouterProps {
  router: PortalRouterInstance;
  children?: ReactNode;
}

/**
 * react-router's `<Router>` on the portal router's location. A new location renders as a
 * transition, as RouterProvider's did (the old page stays until the new one is ready); a held
 * navigation (its dialog) at once.
 */
export function PortalRouter({ router, children }: PortalRouterProps) {
  const [place, setPlace] = useState(() => ({ location: router.state.location, historyAction: router.state.historyAction }));
  const [blockers, setBlockers] = useState(router.state.blockers);
  useLayoutEffect(() => {
    const follow = (next: PortalRouterState) => {
      setPlace((shown) =>
        shown.location === next.location && shown.historyAction === next.historyAction ? shown : { location: next.location, historyAction: next.historyAction },
      );
    };
    let seen = router.state;
    const stop = router.subscribe((next) => {
      if (next.location !== seen.location || next.historyAction !== seen.historyAction) startTransition(() => follow(next));
      if (next.blockers !== seen.blockers) setBlockers(next.blockers);
      seen = next;
    });
    // Whatever happened between the first render and now.
    follow(router.state);
    setBlockers(router.state.blockers);
    return stop;
  }, [router]);
  const blockerValue = useMemo(() => ({ router, blockers }), [router, blockers]);
  return (
    <NavigationBlockerContext.Provider value={blockerValue}>
      <Router location={place.location} navigationType={place.historyAction} navigator={router.navigator}>
        {children}
      </Router>
    </NavigationBlockerContext.Provider>
  );
}

let nextBlockerKey = 0;

/**
 * react-router's `useBlocker` for the PortalRouter: while `shouldBlock` says so, a navigation (a
 * link, `navigate()`, Back or Forward) is held: the blocker is `blocked` until `proceed()` lets it
 * go or `reset()` stays. One blocker at a time is consulted: the one that came last.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction | boolean): Blocker {
  const context = useContext(NavigationBlockerContext);
  if (!context) throw new Error('useNavigationBlocker must be used inside a PortalRouter');
  const { router, blockers } = context;
  const [key, setKey] = useState<number | null>(null);
  useEffect(() => {
    const own = ++nextBlockerKey;
    setKey(own);
    return () => router.deleteBlocker(own);
  }, [router]);
  useEffect(() => {
    if (key !== null) router.setBlockerFunction(key, typeof shouldBlock === 'function' ? shouldBlock : () => shouldBlock);
  }, [router, key, shouldBlock]);
  return (key !== null && blockers.get(key)) || IDLE_BLOCKER;
}
