import { routeUrl, useLanguage } from '@portal/platform';
import { Alert, Button, Empty, Skeleton, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateSpan } from '../../shared/quote-dates';
import { useReportsDue } from './api/use-reports-due';

/**
 * "Provisionsrapporter att lämna": how many commissions wait for the venue's report, the first
 * five (by event date) each opening its report page, or a calm line that nothing is due.
 */
export function ReportsDue() {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  const due = useReportsDue();
  const page = due.data?.data;

  const body = () => {
    if (due.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('dashboard.reportsDue.loadFailed')}
          action={
            <Button size="small" loading={due.isFetching} onClick={() => void due.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    if (!page) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
    if (page.total === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text>{t('dashboard.reportsDue.empty')}</Typography.Text>} />;
    }
    return (
      <>
        <Typography.Paragraph strong style={{ marginBottom: 8 }}>
          {t('dashboard.reportsDue.count', { count: page.total })}
        </Typography.Paragraph>
        <ul aria-label={t('dashboard.reportsDue.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {page.data.map((commission) => (
            <li key={commission.id} style={{ padding: '10px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Link to={routeUrl('partnerEditCommission', { id: commission.id })}>{commission.title}</Link>
              {commission.event_start && (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {formatDateSpan(commission.event_start, commission.event_end, language)}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
        {page.total > page.data.length && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('dashboard.reportsDue.more', { shown: page.data.length, total: page.total })}
          </Typography.Paragraph>
        )}
      </>
    );
  };

  return (
    <Card
      title={t('dashboard.reportsDue.title')}
      extra={<Link to={routeUrl('partnerCommissions')}>{t('dashboard.reportsDue.showAll')}</Link>}
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {body()}
    </Card>
  );
}
