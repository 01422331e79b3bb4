import { SettingOutlined } from '@ant-design/icons';
import { useLazyOverlay } from '@portal/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrmSettings } from '../../api/use-opportunity-board';

let popover: Promise<typeof import('./crm-settings-popover').CrmSettingsPopover> | undefined;
/** The settings form's code (antd's Form, InputNumber and Popover): fetched once, on first use (issue 9). */
function loadPopover() {
  popover ??= import('./crm-settings-popover').then(
    (loaded) => loaded.CrmSettingsPopover,
    (error: unknown) => {
      popover = undefined;
      throw error;
    },
  );
  return popover;
}

/** The CRM settings button of the opportunity list and board; its popover is fetched when first used. */
export function CrmSettingsButton() {
  const { t } = useTranslation('opportunityBoard');
  const settings = useCrmSettings();
  const [open, setOpen] = useState(false);
  const { Popup: CrmSettingsPopover, controlRef, controlProps } = useLazyOverlay(loadPopover, () => setOpen(true));
  const button = (
    <Button icon={<SettingOutlined aria-hidden />} disabled={!settings.data} ref={controlRef} {...controlProps}>
      {t('settings.open')}
    </Button>
  );
  if (!CrmSettingsPopover) return button;
  return (
    <CrmSettingsPopover open={open} onOpenChange={setOpen}>
      {button}
    </CrmSettingsPopover>
  );
}
