import { useSyncExternalStore } from 'react';

/** From antd's `lg` breakpoint on, the menu is a sidebar; below it, a drawer opened from the header. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the sidebar; read synchronously, so no narrow layout flashes on a wide screen. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => true,
  );
}
