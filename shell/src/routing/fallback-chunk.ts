import { once } from './once';

type FallbackChunk = typeof import('./remote-error-result');
let loaded: FallbackChunk | undefined;

/** antd's Result with its pictures, for a module that failed: its own chunk, not fetched with every page (issue 9). */
export const loadFallback = once(() =>
  import('./remote-error-result').then((chunk) => {
    loaded = chunk;
    return chunk;
  }),
);

/**
 * The fallback, when its chunk already arrived: drawn at once. (A `lazy` component suspends on its
 * first showing even then, and React holds back what it reveals after a suspension for 300 ms.)
 */
export function fallbackIfLoaded(): FallbackChunk['RemoteErrorFallback'] | undefined {
  return loaded?.RemoteErrorFallback;
}

/**
 * How long a module's pointers, declaration or code may take before its fallback is fetched ahead:
 * a fetch that then hits its 5 s deadline (issue 24) draws the fallback at once (`fallbackIfLoaded`),
 * without another round trip.
 */
export const SLOW_MS = 3_000;

/** Fetches the fallback once `SLOW_MS` passed; the returned function calls that off (the module arrived). */
export function fetchFallbackWhenSlow(): () => void {
  const timer = setTimeout(() => void loadFallback().catch(() => undefined), SLOW_MS);
  return () => clearTimeout(timer);
}
