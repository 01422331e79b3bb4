import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { once } from '../routing/once';
import { useLazyOverlay } from '@portal/ui';

const loadPopover = once(async () => (await import('./notification-popover')).NotificationPopover);

/** SPEC §2/§9: notifications of the last 24 hours; the bell is highlighted while one is unread. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data, isLoading } = $api.useQuery('get', '/notifications', {}, { refetchInterval: 30_000, select: (body) => body.data });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', '/notifications'] });
  const markAsRead = $api.useMutation('post', '/mark-as-read/{notificationId}', { onSuccess: refresh });
  const markAllSeen = $api.useMutation('post', '/notification-seen', { onSuccess: refresh });
  const notifications = data ?? [];
  const unread = notifications.filter((n) => !n.read_at).length;

  // Opening the bell shows what is there now, not what the last 30-second poll found.
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void refresh();
  };
  const { Popup: NotificationPopover, controlRef, controlProps } = useLazyOverlay(loadPopover, () => handleOpenChange(true));

  const handleOpen = (item: Notification) => {
    if (!item.read_at) markAsRead.mutate({ params: { path: { notificationId: item.id } } });
    setOpen(false);
    if (item.data.link) navigate(item.data.link);
  };

  const bell = (
    <Badge dot={unread > 0} offset={[-6, 6]}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined aria-hidden style={{ color: unread > 0 ? '#d4380d' : undefined }} />}
        aria-label={t('notifications.bell', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-unread={unread}
        data-testid="notification-bell"
        ref={controlRef}
        {...controlProps}
      />
    </Badge>
  );
  if (!NotificationPopover) return bell;
  return (
    <NotificationPopover
      open={open}
      onOpenChange={handleOpenChange}
      notifications={notifications}
      loading={isLoading}
      unread={unread}
      markingAllSeen={markAllSeen.isPending}
      onMarkAllSeen={() => markAllSeen.mutate({})}
      onOpenItem={handleOpen}
    >
      {bell}
    </NotificationPopover>
  );
}
