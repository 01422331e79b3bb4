import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastWaits } from './notify';

/** SPEC §8: toasts clear after 5 seconds. */
export const TOAST_SECONDS = 5;

/**
 * Toasts start below the 64 px header (and 12 px of air), so they never cover its controls: the
 * language switch, the bell, the user menu, the narrow screen's menu button.
 */
export const TOAST_TOP = 76;

/** antd's notifications (8 KiB compressed): fetched with the first toast, not by every page (issue 9). */
const NotificationHost = lazy(async () => ({ default: (await import('./notification-host')).NotificationHost }));

/**
 * Where the platform's toasts show. Mounted once, inside antd's `ConfigProvider`. Until a toast is
 * raised it is nothing; the first one (kept in notify's backlog meanwhile) loads antd's
 * notifications, which then show it and every later one.
 */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => (needed ? undefined : whenToastWaits(() => setNeeded(true))), [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  );
}
