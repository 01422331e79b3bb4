import type { LogActivity } from '@portal/api-client';
import { $api } from '@portal/platform';
import { Empty, List, Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface ActivityPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's activity-log button. */
  children: ReactNode;
}

/**
 * The activity log's list (antd's Popover, List and Empty): fetched when its button is first
 * pointed at or used, not with every admin page (issue 9). The log itself is fetched when opened.
 */
export function ActivityPopover({ open, onOpenChange, children }: ActivityPopoverProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { data, isLoading } = $api.useQuery('get', '/log-activities', {}, { enabled: open, select: (body) => body.data });

  const handleOpen = (link: string | null) => {
    if (!link) return;
    onOpenChange(false);
    navigate(link);
  };

  const describe = (item: LogActivity) =>
    t('activity.line', {
      subject: t(`activity.subject.${item.log_name}`, { defaultValue: item.log_name }),
      event: t(`activity.event.${item.event}`, { defaultValue: item.event }),
      name: item.properties.name,
    });

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={t('activity.title')}
      content={
        <div style={{ width: 360, maxHeight: 420, overflow: 'auto' }}>
          <List<LogActivity>
            loading={isLoading}
            dataSource={data ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.empty')} /> }}
            renderItem={(item) => (
              <List.Item
                style={{ cursor: item.link ? 'pointer' : undefined, paddingInline: 8 }}
                {...(item.link
                  ? {
                      role: 'button',
                      tabIndex: 0,
                      onClick: () => handleOpen(item.link),
                      onKeyDown: (event: KeyboardEvent) => event.key === 'Enter' && handleOpen(item.link),
                    }
                  : {})}
              >
                <List.Item.Meta
                  title={describe(item)}
                  description={
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[item.properties.account?.name, item.causer_name, dayjs(item.created_at).fromNow()].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        </div>
      }
    >
      {children}
    </Popover>
  );
}
