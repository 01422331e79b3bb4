import { routeUrl, useLanguage } from '@portal/platform';
import { formatDate } from '@portal/ui';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateSpan } from '../../shared/quote-dates';
import { useEndingHolds } from './api/use-ending-holds';

/**
 * The dates the venue holds that end within a week (issue 27 §2), soonest first: each opens the
 * quote's page, where the venue can move the date (up to the event's first day) or decline.
 */
export function EndingHolds() {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  const holds = useEndingHolds();

  const body = () => {
    if (holds.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    if (holds.isError) {
      return <Alert type="error" showIcon title={t('dashboard.endingHolds.loadFailed')} action={<Button onClick={() => void holds.refetch()}>{t('dashboard.endingHolds.retry')}</Button>} />;
    }
    const { data, total } = holds.data;
    if (data.length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text>{t('dashboard.endingHolds.empty')}</Typography.Text>} />;
    }
    return (
      <>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('dashboard.endingHolds.intro')}
        </Typography.Paragraph>
        <ul aria-label={t('dashboard.endingHolds.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((hold) => (
            <li key={hold.preliminary_booking_id} style={{ padding: '10px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex justify="space-between" gap={12} wrap align="baseline">
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Link to={routeUrl('partnerEditQuote', { id: hold.quote_id })}>{hold.opportunity_name}</Link>
                  {hold.start_date && (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {formatDateSpan(hold.start_date, hold.end_date, language)}
                    </Typography.Text>
                  )}
                </div>
                {hold.hold_until && <Typography.Text strong>{t('dashboard.endingHolds.until', { date: formatDate(hold.hold_until, language) })}</Typography.Text>}
              </Flex>
            </li>
          ))}
        </ul>
        {total > data.length && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('dashboard.preliminary.more', { shown: data.length, total })}
          </Typography.Paragraph>
        )}
      </>
    );
  };

  return (
    <Card title={t('dashboard.endingHolds.title')} styles={{ title: { whiteSpace: 'normal' } }}>
      {body()}
    </Card>
  );
}
