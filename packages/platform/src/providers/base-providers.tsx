import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { whenToastWaits } from '../notify/notify';
import { portalStore } from '../session/store';

export { portalTheme } from './portal-theme';

type AntdPart = typeof import('./antd-providers');
let antdPart: AntdPart | undefined;
let loadingAntd: Promise<AntdPart> | undefined;

/**
 * antd's providers (`antd-providers.tsx`: ConfigProvider with the portal's theme, locale and
 * validation messages, the App root, the toasts): fetched once, when a page that is not plain or a
 * toast first needs them (issue 25). The shell starts it early for such a page.
 */
export function loadAntdProviders(): Promise<AntdPart> {
  loadingAntd ??= import('./antd-providers').then((part) => (antdPart = part));
  return loadingAntd;
}

const LazyAntdProviders = lazy(async () => ({ default: (await loadAntdProviders()).AntdProviders }));
const LazyAntdToasts = lazy(async () => ({ default: (await loadAntdProviders()).AntdToasts }));

/**
 * antd's providers around `children` (a page that is not plain): drawn at once when they were
 * fetched already, else `fallback` until they are. An instance keeps the way it started, so its
 * children are never drawn anew when the fetch ends.
 */
export function WithAntd({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [loaded] = useState(() => antdPart);
  if (loaded) return <loaded.AntdProviders>{children}</loaded.AntdProviders>;
  return (
    <Suspense fallback={fallback}>
      <LazyAntdProviders>{children}</LazyAntdProviders>
    </Suspense>
  );
}

/** Nothing until the first toast; then antd's notifications in the portal's theme and locale show it and every later one. */
function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => (needed ? undefined : whenToastWaits(() => setNeeded(true))), [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyAntdToasts />
    </Suspense>
  );
}

/**
 * What a plain page runs inside (issue 25): the store, i18n and the toasts (antd's, fetched with
 * the first toast), no antd on its first paint. The shell draws every page inside it and adds
 * `WithAntd` around the pages that are not plain.
 */
export function PlainProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <Toasts />
        {children}
      </I18nextProvider>
    </JotaiProvider>
  );
}

/**
 * What every page of the portal runs inside, queries aside: store, i18n, toasts and (unless
 * `plain`) antd's theme, locale and validation messages, fetched lazily. The shell adds the
 * QueryClient (`QueryProvider`) around the pages that use it, so the login page does without
 * TanStack Query (issue 9); `PortalProviders` is both.
 */
export function BaseProviders({ children, plain = false }: { children: ReactNode; plain?: boolean }) {
  return <PlainProviders>{plain ? children : <WithAntd>{children}</WithAntd>}</PlainProviders>;
}
