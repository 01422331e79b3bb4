import { Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { ActivityLog } from './activity-log';
import { AdminPortalLink } from './admin-portal-link';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notification-bell';
import { ProgressIndicator } from './progress-indicator';
import { UserMenu } from './user-menu';

export interface PortalHeaderProps {
  area: 'admin' | 'partner';
  /** The narrow screen's menu button, at the header's start; none on a wide screen (the sidebar shows). */
  menuButton?: ReactNode;
}

/**
 * SPEC §2: progress of calls, language, profile, password, logout; admins also get the bell and the
 * activity log, and in the partner portal a way back to the admin portal.
 */
export function PortalHeader({ area, menuButton }: PortalHeaderProps) {
  return (
    <Layout.Header className="portal-header">
      {menuButton}
      <Flex justify="flex-end" align="center" gap="small" className="portal-header-controls">
        {area === 'partner' && <AdminPortalLink />}
        <ProgressIndicator />
        <LanguageSwitch />
        {area === 'admin' && <NotificationBell />}
        {area === 'admin' && <ActivityLog />}
        <UserMenu area={area} />
      </Flex>
    </Layout.Header>
  );
}
