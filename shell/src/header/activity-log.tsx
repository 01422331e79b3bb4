import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { once } from '../routing/once';
import { useLazyOverlay } from '@portal/ui';

const loadPopover = once(async () => (await import('./activity-popover')).ActivityPopover);

/** The admin header's activity-log dropdown: who changed what, newest first. */
export function ActivityLog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { Popup: ActivityPopover, controlRef, controlProps } = useLazyOverlay(loadPopover, () => setOpen(true));
  const button = (
    <Button
      type="text"
      shape="circle"
      icon={<HistoryOutlined aria-hidden />}
      aria-label={t('activity.title')}
      aria-haspopup="dialog"
      aria-expanded={open}
      ref={controlRef}
      {...controlProps}
    />
  );
  if (!ActivityPopover) return button;
  return (
    <ActivityPopover open={open} onOpenChange={setOpen}>
      {button}
    </ActivityPopover>
  );
}
