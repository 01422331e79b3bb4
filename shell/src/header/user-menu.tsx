import { IdcardOutlined, LockOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { portalRoutes, routeUrl, userAtom } from '@portal/platform';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { availableModulesAtom } from '../mf/available-modules-atom';
import { useLogout } from './use-logout';

/** A venue's own pages (SPEC §2 /partner-profile, /p-account): in its user menu, not in the sidebar. */
const VENUE_PAGES = [
  { route: 'partnerProfile', icon: <ShopOutlined aria-hidden /> },
  { route: 'partnerAccount', icon: <IdcardOutlined aria-hidden /> },
] as const;

export function UserMenu({ area }: { area: 'admin' | 'partner' }) {
  const user = useAtomValue(userAtom);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogout();
  const modules = useAtomValue(availableModulesAtom);
  const [open, setOpen] = useState(false);
  const picture = user?.accountDetail[0]?.profile_picture ?? undefined;
  // Only a partner has a venue of its own (an admin visiting the partner area has none), and only
  // while the pages' module is deployed (named in /remotes.json), like the sidebar's entries.
  const venuePages =
    area === 'partner' && user?.roles === 2 ? VENUE_PAGES.filter(({ route }) => (modules ?? []).includes(portalRoutes[route].owner)) : [];

  const items: MenuProps['items'] = [
    ...(area === 'admin'
      ? [{ key: 'profile', icon: <UserOutlined aria-hidden />, label: t('header.profile'), onClick: () => navigate('/profile') }]
      : []),
    ...venuePages.map(({ route, icon }) => ({ key: route, icon, label: t(`common:routes.${route}`), onClick: () => navigate(routeUrl(route)) })),
    {
      key: 'password',
      icon: <LockOutlined aria-hidden />,
      label: t('header.resetPassword'),
      onClick: () => navigate(area === 'admin' ? '/admin-reset-password' : '/partner-reset-password'),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('header.logout'), onClick: () => void logout() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button
        type="text"
        className="portal-user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        // Named after what it opens and whose it is; the visible first name is part of the name.
        aria-label={user?.first_name ? t('header.userMenuOf', { name: user.first_name }) : t('header.userMenu')}
        icon={<Avatar size="small" src={picture} alt="" icon={<UserOutlined aria-hidden />} aria-hidden />}
      >
        <span className="portal-user-name">{user?.first_name}</span>
      </Button>
    </Dropdown>
  );
}
