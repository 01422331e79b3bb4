import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { userAtom } from '@portal/platform';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from './use-logout';

export function UserMenu({ area }: { area: 'admin' | 'partner' }) {
  const user = useAtomValue(userAtom);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const picture = user?.accountDetail[0]?.profile_picture ?? undefined;

  const items: MenuProps['items'] = [
    ...(area === 'admin'
      ? [{ key: 'profile', icon: <UserOutlined aria-hidden />, label: t('header.profile'), onClick: () => navigate('/profile') }]
      : []),
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
