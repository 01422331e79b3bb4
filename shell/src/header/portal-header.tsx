import { Flex, Layout } from 'antd';
import { ActivityLog } from './activity-log';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notification-bell';
import { ProgressIndicator } from './progress-indicator';
import { UserMenu } from './user-menu';

/** SPEC §2: progress of calls, language, profile, password, logout; admins also get the bell and the activity log. */
export function PortalHeader({ area, menuCollapsed = false }: { area: 'admin' | 'partner'; menuCollapsed?: boolean }) {
  return (
    <Layout.Header
      style={{ background: '#fff', paddingInline: menuCollapsed ? '56px 16px' : 24, borderBottom: '1px solid #e8e8e8' }}
    >
      <Flex justify="flex-end" align="center" gap={12} style={{ height: '100%' }}>
        <ProgressIndicator />
        <LanguageSwitch />
        {area === 'admin' && <NotificationBell />}
        {area === 'admin' && <ActivityLog />}
        <UserMenu area={area} />
      </Flex>
    </Layout.Header>
  );
}
