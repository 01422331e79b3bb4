import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { userAtom } from '@portal/platform';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from './use-logout';

export function UserMenu({ area }: { area: 'admin' | 'partner' }) {
  const user = useAtomValue(userAtom);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogout();
  const picture = user?.accountDetail[0]?.profile_picture ?? undefined;

  const items: MenuProps['items'] = [
    ...(area === 'admin'
      ? [{ key: 'profile', icon: <UserOutlined />, label: t('header.profile'), onClick: () => navigate('/profile') }]
      : []),
    {
      key: 'password',
      icon: <LockOutlined />,
      label: t('header.resetPassword'),
      onClick: () => navigate(area === 'admin' ? '/admin-reset-password' : '/partner-reset-password'),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: () => void logout() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={t('header.userMenu')} icon={<Avatar size="small" src={picture} icon={<UserOutlined />} />}>
        {user?.first_name}
      </Button>
    </Dropdown>
  );
}
