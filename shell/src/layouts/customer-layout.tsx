import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../header/language-switch';
import { PortalFooter } from './footer';

/** SPEC §2: the layout when nobody is signed in has only a language switch. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="portal-customer-header">
        <Link to="/send-request" className="portal-brand">
          {t('common:appName')}
        </Link>
        <LanguageSwitch dark />
      </Layout.Header>
      <Layout.Content id="main" className="portal-content">
        {children}
      </Layout.Content>
      <PortalFooter />
    </Layout>
  );
}
