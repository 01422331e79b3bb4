import { IdcardOutlined, LockOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { portalRoutes, routeUrl, userAtom } from '@portal/platform';
import { Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { availableModulesAtom } from '../mf/available-modules-atom';
import { useLogout } from './use-logout';

/** A venue's own pages (SPEC §2 /partner-profile, /p-account): in its user menu, not in the sidebar. */
const VENUE_PAGES = [
  { route: 'partnerProfile', icon: <ShopOutlined aria-hidden /> },
  { route: 'partnerAccount', icon: <IdcardOutlined aria-hidden /> },
] as const;

export interface UserMenuDropdownProps {
  area: 'admin' | 'partner';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user button. */
  children: ReactNode;
}

/** The user menu's entries (antd's Dropdown): fetched when the user button is first pointed at or used (issue 9). */
export function UserMenuDropdown({ area, open, onOpenChange, children }: UserMenuDropdownProps) {
  const user = useAtomValue(userAtom);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogout();
  const modules = useAtomValue(availableModulesAtom);
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
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
