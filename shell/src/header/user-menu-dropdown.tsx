import { IdcardOutlined, LockOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { pagesAtom, routeUrl, userAtom, type Language } from '@portal/platform';
import { Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { availableModulesAtom } from '../mf/modules-atom';
import { menuOf, visibleEntries } from '../layouts/navigation';
import { useLogout } from './use-logout';

/** The icons a page's user-menu entry may name (its `menu.icon`). */
const ICONS: Record<string, ReactNode> = {
  shop: <ShopOutlined aria-hidden />,
  idcard: <IdcardOutlined aria-hidden />,
};

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
  const { t, i18n } = useTranslation('shell');
  const pages = useAtomValue(pagesAtom);
  const navigate = useNavigate();
  const logout = useLogout();
  const modules = useAtomValue(availableModulesAtom);
  // A venue's own pages (SPEC §2 /partner-profile, /p-account): declared for the user menu, not the sidebar.
  const venuePages = area === 'partner' && user?.roles === 2 ? visibleEntries(menuOf(pages, 'partner', 'user'), modules) : [];
  const language = i18n.language as Language;

  const items: MenuProps['items'] = [
    ...(area === 'admin'
      ? [{ key: 'profile', icon: <UserOutlined aria-hidden />, label: t('header.profile'), onClick: () => navigate('/profile') }]
      : []),
    ...venuePages.map(({ route, icon, label }) => ({
      key: route,
      icon: icon ? ICONS[icon] : undefined,
      label: label[language] ?? label.sv,
      onClick: () => navigate(routeUrl(route)),
    })),
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
