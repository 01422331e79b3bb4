import { Layout, Menu, Result, Segmented } from 'antd';
import { useAtomValue } from 'jotai';
import { StrictMode, Suspense, lazy, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation, useNavigate } from 'react-router';
import { setLanguage } from '../i18n/set-language';
import { languageAtom } from '../i18n/language-atom';
import { PortalProviders } from '../providers/portal-providers';
import { matchRoute } from '../routing/match-route';
import { createPortalBrowserRouter, PortalRouter } from '../routing/portal-router';
import { registerPages, type PagesFile, type RouteId } from '../routing/pages';
import type { PageLoader, RoutePageProps } from '../routing/remote-contract';
import { DevSession } from './dev-session';

export interface StandaloneOptions {
  /** The module's name (`mf-leads`). */
  module: string;
  /** The module's `src/pages.json`: registered as the shell registers it (links to other modules' pages show Not Found here). */
  pages: { pages: object };
  /** The module's `./routes`. */
  routes: Partial<Record<RouteId, PageLoader>>;
  /** Demo account to sign in with, or null for public pages. */
  session: { email: string; password: string } | null;
  /** Example URLs for the menu, e.g. `/convert-lead-id=1`. */
  links: string[];
}

function StandalonePage({ routes }: Pick<StandaloneOptions, 'routes'>) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const loader = match ? routes[match.id] : undefined;
  const Page = useMemo(() => (loader ? lazy(loader) : null), [loader]) as ComponentType<RoutePageProps> | null;
  if (!match || !Page) return <Result status="404" title={pathname} />;
  return (
    <Suspense fallback={null}>
      <Page params={match.params} />
    </Suspense>
  );
}

function StandaloneLayout({ routes, links }: Pick<StandaloneOptions, 'routes' | 'links'>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = useAtomValue(languageAtom);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Menu
          theme="dark"
          mode="horizontal"
          style={{ flex: 1 }}
          selectedKeys={[pathname]}
          items={links.map((link) => ({ key: link, label: link, onClick: () => navigate(link) }))}
        />
        <Segmented value={language} options={['sv', 'en']} onChange={(value) => setLanguage(value as 'sv' | 'en')} />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <StandalonePage routes={routes} />
      </Layout.Content>
    </Layout>
  );
}

/** Runs one module alone for development, inside the platform providers with a dev session. */
export function renderStandalone({ module, pages, routes, session, links }: StandaloneOptions): void {
  registerPages(module, pages as PagesFile);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  const app = (
    <PortalRouter router={createPortalBrowserRouter()}>
      <StandaloneLayout routes={routes} links={links} />
    </PortalRouter>
  );
  createRoot(root).render(
    <StrictMode>
      <PortalProviders>{session ? <DevSession {...session}>{app}</DevSession> : app}</PortalProviders>
    </StrictMode>,
  );
}
