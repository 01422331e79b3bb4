import { SettingOutlined } from '@ant-design/icons';
import { useLazyOverlay } from '@portal/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrmSettings } from './api/use-crm-settings';

let popover: Promise<typeof import('./reminder-settings-popover').ReminderSettingsPopover> | undefined;
/** The settings form's code (antd's Form, InputNumber, Select and Popover): fetched once, on first use (issue 9). */
function loadPopover() {
  popover ??= import('./reminder-settings-popover').then(
    (loaded) => loaded.ReminderSettingsPopover,
    (error: unknown) => {
      popover = undefined;
      throw error;
    },
  );
  return popover;
}

/** The commission reminders' settings button of the list; its popover is fetched when first used. */
export function ReminderSettingsButton() {
  const { t } = useTranslation('commissions');
  const settings = useCrmSettings();
  const [open, setOpen] = useState(false);
  const { Popup: ReminderSettingsPopover, controlRef, controlProps } = useLazyOverlay(loadPopover, () => setOpen(true));
  const button = (
    <Button icon={<SettingOutlined aria-hidden />} disabled={!settings.data} ref={controlRef} {...controlProps}>
      {t('settings.open')}
    </Button>
  );
  if (!ReminderSettingsPopover) return button;
  return (
    <ReminderSettingsPopover open={open} onOpenChange={setOpen}>
      {button}
    </ReminderSettingsPopover>
  );
}
