import { Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionCheck } from '../guards/use-session-check';
import { useLanguageSync } from '../header/use-language-sync';
import { PortalHeader } from '../header/portal-header';
import { PortalFooter } from './footer';
import type { NavEntry } from './navigation';
import { Sidebar } from './sidebar';

export interface AreaLayoutProps {
  area: 'admin' | 'partner';
  navigation: NavEntry[];
  home: string;
  children: ReactNode;
}

/** The signed-in layout: sidebar, header, content, footer. */
export function AreaLayout({ area, navigation, home, children }: AreaLayoutProps) {
  const { t } = useTranslation('shell');
  const [collapsed, setCollapsed] = useState(false);
  const confirmed = useSessionCheck();
  useLanguageSync(confirmed);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        width={220}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        // On a narrow screen the menu button sits in the header's corner, not over the page title.
        zeroWidthTriggerStyle={{ top: 12 }}
      >
        <div style={{ padding: '20px 16px' }}>
          <Link to={home} className="portal-brand">
            {t('common:appName')}
          </Link>
        </div>
        <Sidebar entries={navigation} />
      </Layout.Sider>
      <Layout>
        <PortalHeader area={area} menuCollapsed={collapsed} />
        <Layout.Content id="main" className="portal-content">
          {children}
        </Layout.Content>
        <PortalFooter />
      </Layout>
    </Layout>
  );
}
