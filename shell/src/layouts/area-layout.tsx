import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionCheck } from '../guards/use-session-check';
import { useLanguageSync } from '../header/use-language-sync';
import { PortalHeader } from '../header/portal-header';
import { PortalFooter } from './footer';
import { MenuButton } from './menu-button';
import { Sidebar } from './sidebar';
import { useWideScreen } from './use-wide-screen';

export interface AreaLayoutProps {
  area: 'admin' | 'partner';
  home: string;
  children: ReactNode;
}

const NAV_ID = 'portal-navigation';

/** antd's Drawer, for the narrow screen's menu only: a wide screen never fetches it (issue 9). */
const Drawer = lazy(async () => ({ default: (await import('./nav-drawer')).NavDrawer }));

/**
 * The signed-in layout: header, content, footer, and the menu. On a wide screen the menu is a
 * sidebar beside the page; on a narrow one it is a drawer that slides over the page from the
 * header's menu button, so the page keeps its full width.
 */
export function AreaLayout({ area, home, children }: AreaLayoutProps) {
  const { t } = useTranslation('shell');
  const wide = useWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const confirmed = useSessionCheck();
  useLanguageSync(confirmed);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // Closed by Escape, the backdrop or its close button: the focus goes back to where it came from.
  const dismissMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  // A page opened otherwise (a link in the page, the browser's back button) closes the drawer too.
  useEffect(closeMenu, [pathname]);

  const brand = (
    <Link to={home} className="portal-brand" onClick={closeMenu}>
      {t('common:appName')}
    </Link>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {wide && (
        <Layout.Sider width={220} className="portal-sider">
          <div className="portal-sider-brand">{brand}</div>
          <Sidebar area={area} />
        </Layout.Sider>
      )}
      <Layout>
        <PortalHeader
          area={area}
          menuButton={wide ? undefined : <MenuButton ref={menuButton} open={menuOpen} controls={NAV_ID} onToggle={() => setMenuOpen((open) => !open)} />}
        />
        <Layout.Content id="main" className="portal-content">
          {children}
        </Layout.Content>
        <PortalFooter />
      </Layout>
      {!wide && (
        // Until the drawer's code is there its menu waits hidden, so that the menu button's
        // aria-controls names an element from the first moment.
        <Suspense
          fallback={
            <div hidden>
              <Sidebar area={area} id={NAV_ID} />
            </div>
          }
        >
          <Drawer
            open={menuOpen}
            onClose={dismissMenu}
            placement="left"
            size={280}
            title={brand}
            closable={{ 'aria-label': t('nav.close') }}
            // Rendered while closed too, so the menu button's aria-controls always names an element.
            forceRender
            rootClassName="portal-nav-drawer"
          >
            <Sidebar area={area} id={NAV_ID} onNavigate={closeMenu} />
          </Drawer>
        </Suspense>
      )}
    </Layout>
  );
}
