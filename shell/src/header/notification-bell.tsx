import { BellOutlined } from '@ant-design/icons';
import { pickMessage, type Notification } from '@portal/api-client';
import { $api, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** SPEC §2/§9: notifications of the last 24 hours; the bell is highlighted while one is unread. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
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

  const handleOpen = (item: Notification) => {
    if (!item.read_at) markAsRead.mutate({ params: { path: { notificationId: item.id } } });
    setOpen(false);
    if (item.data.link) navigate(item.data.link);
  };

  const content = (
    <div style={{ width: 340, maxHeight: 420, overflow: 'auto' }}>
      <List<Notification>
        loading={isLoading}
        dataSource={notifications}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} /> }}
        renderItem={(item) => (
          <List.Item
            style={{ cursor: 'pointer', background: item.read_at ? undefined : '#e6f4f1', paddingInline: 8 }}
            onClick={() => handleOpen(item)}
            onKeyDown={(event) => event.key === 'Enter' && handleOpen(item)}
            tabIndex={0}
            role="button"
            data-testid="notification-item"
          >
            <List.Item.Meta
              title={<Typography.Text strong={!item.read_at}>{t(`notifications.source.${item.notifiable_type}`, { defaultValue: item.data.source })}</Typography.Text>}
              description={
                <>
                  <div>{pickMessage(item.data.message, language)}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dayjs(item.created_at).fromNow()}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={handleOpenChange}
      trigger="click"
      placement="bottomRight"
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {t('notifications.title')}
          <Button size="small" type="link" disabled={unread === 0} loading={markAllSeen.isPending} onClick={() => markAllSeen.mutate({})}>
            {t('notifications.markAllRead')}
          </Button>
        </div>
      }
      content={content}
    >
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
        />
      </Badge>
    </Popover>
  );
}
