import { UserOutlined } from '@ant-design/icons';
import { userAtom } from '@portal/platform';
import { Button, Avatar } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { once } from '../routing/once';
import { useLazyOverlay } from '@portal/ui';

const loadDropdown = once(async () => (await import('./user-menu-dropdown')).UserMenuDropdown);

export function UserMenu({ area }: { area: 'admin' | 'partner' }) {
  const user = useAtomValue(userAtom);
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { Popup: UserMenuDropdown, controlRef, controlProps } = useLazyOverlay(loadDropdown, () => setOpen(true));
  const picture = user?.accountDetail[0]?.profile_picture ?? undefined;

  const button = (
    <Button
      type="text"
      className="portal-user-button"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-label={user?.first_name ? t('header.userMenuOf', { name: user.first_name }) : t('header.userMenu')}
      icon={<Avatar size="small" src={picture} alt="" icon={<UserOutlined aria-hidden />} aria-hidden />}
      ref={controlRef}
      {...controlProps}
    >
      <span className="portal-user-name">{user?.first_name}</span>
    </Button>
  );
  if (!UserMenuDropdown) return button;
  return (
    <UserMenuDropdown area={area} open={open} onOpenChange={setOpen}>
      {button}
    </UserMenuDropdown>
  );
}
