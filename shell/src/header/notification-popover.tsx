import { pickMessage, type Notification } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Empty, List, Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface NotificationPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notifications: Notification[];
  loading: boolean;
  unread: number;
  markingAllSeen: boolean;
  onMarkAllSeen: () => void;
  onOpenItem: (item: Notification) => void;
  /** The bell. */
  children: ReactNode;
}

/**
 * The bell's list of notifications (antd's Popover, List and Empty, with List's pagination):
 * fetched when the bell is first pointed at or used, not with every admin page (issue 9).
 */
export function NotificationPopover({ open, onOpenChange, notifications, loading, unread, markingAllSeen, onMarkAllSeen, onOpenItem, children }: NotificationPopoverProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const content = (
    <div style={{ width: 340, maxHeight: 420, overflow: 'auto' }}>
      <List<Notification>
        loading={loading}
        dataSource={notifications}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} /> }}
        renderItem={(item) => (
          <List.Item
            style={{ cursor: 'pointer', background: item.read_at ? undefined : '#e6f4f1', paddingInline: 8 }}
            onClick={() => onOpenItem(item)}
            onKeyDown={(event) => event.key === 'Enter' && onOpenItem(item)}
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
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {t('notifications.title')}
          <Button size="small" type="link" disabled={unread === 0} loading={markingAllSeen} onClick={onMarkAllSeen}>
            {t('notifications.markAllRead')}
          </Button>
        </div>
      }
      content={content}
    >
      {children}
    </Popover>
  );
}
