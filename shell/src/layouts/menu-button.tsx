import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface MenuButtonProps {
  open: boolean;
  /** The id of the navigation the button opens and closes. */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The narrow screen's menu button: a real button, named, telling whether the menu is open. */
export function MenuButton({ open, controls, onToggle, ref }: MenuButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <Button
      ref={ref}
      type="text"
      className="portal-menu-button"
      icon={<MenuOutlined aria-hidden />}
      aria-label={t('nav.menuButton')}
      aria-expanded={open}
      aria-controls={controls}
      aria-haspopup="dialog"
      onClick={onToggle}
    />
  );
}
