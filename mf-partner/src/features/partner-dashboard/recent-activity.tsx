import { routeUrl, useLanguage } from '@portal/platform';
import { Empty, Skeleton, Typography, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/quote-dates';
import type { PartnerActivity } from './api/use-partner-dashboard';

export interface RecentActivityProps {
  /** Newest first (at most 10); undefined while loading. */
  activity: PartnerActivity[] | undefined;
}

/** The latest changes of the venue's quotes: what happened, to which request, when. */
export function RecentActivity({ activity }: RecentActivityProps) {
  const { t } = useTranslation('partner');
  const language = useLanguage();

  const body = () => {
    if (!activity) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    if (activity.length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text>{t('dashboard.activity.empty')}</Typography.Text>} />;
    }
    return (
      <ul aria-label={t('dashboard.activity.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {activity.map((entry, index) => (
          <li key={`${entry.at}-${index}`} style={{ padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
            {/* An event the server names that this page does not know yet still shows, by its name. */}
            <Typography.Text strong>{t(`dashboard.activity.event.${entry.event}`, { defaultValue: entry.event })}</Typography.Text>
            <div style={{ overflowWrap: 'anywhere' }}>
              {entry.quote_id !== null ? (
                <Link to={routeUrl('partnerEditQuote', { id: entry.quote_id })}>{entry.opportunity_name}</Link>
              ) : (
                entry.opportunity_name
              )}
            </div>
            <Typography.Text type="secondary">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </Typography.Text>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card title={t('dashboard.activity.title')} styles={{ title: { whiteSpace: 'normal' } }}>
      {body()}
    </Card>
  );
}
