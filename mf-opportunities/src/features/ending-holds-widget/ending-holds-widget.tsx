import { routeUrl, useLanguage } from '@portal/platform';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../i18n/holds';
import { formatDate } from '../../shared/record-dates';
import { useAskToExtend, useEndingHolds } from './api/use-ending-holds';

/**
 * Admin dashboard card (issue 27 §2): the preliminary bookings whose hold ends within a week,
 * soonest first, each with its venue, opportunity and date, and a one-click "ask to extend" (the
 * venue is mailed and answers with a new date or declines); the extensions asked and not yet
 * answered stay listed, marked, until the venue answers.
 */
export function EndingHoldsWidget() {
  const { t } = useTranslation('endingHolds');
  const language = useLanguage();
  const holds = useEndingHolds();
  const extend = useAskToExtend();

  const body = () => {
    if (holds.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
    if (holds.isError) {
      return <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void holds.refetch()}>{t('retry')}</Button>} />;
    }
    const { data, total } = holds.data;
    if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
    return (
      <>
        <Typography.Text type="secondary">{t('count', { count: total })}</Typography.Text>
        <ul aria-label={t('title')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {data.map((hold) => {
            const asking = extend.isPending && extend.variables?.params.path.id === hold.preliminary_booking_id;
            return (
              <li key={hold.preliminary_booking_id} style={{ padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
                <Flex justify="space-between" gap={12} align="center" wrap>
                  <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Link to={routeUrl('editOpportunity', { id: hold.opportunity_id })}>{hold.opportunity_name}</Link>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {hold.venue_name}
                      {hold.hold_until && ` · ${t('until', { date: formatDate(hold.hold_until, language) })}`}
                    </Typography.Text>
                  </div>
                  {hold.actions.extend ? (
                    <Button
                      size="small"
                      loading={asking}
                      aria-label={t('extendLabel', { venue: hold.venue_name, opportunity: hold.opportunity_name })}
                      onClick={() => void extend.mutateAsync({ params: { path: { id: hold.preliminary_booking_id } } }).catch(() => undefined)}
                    >
                      {t('extend')}
                    </Button>
                  ) : (
                    hold.status === 'requested' && <Tag color="gold">{t('extensionAsked')}</Tag>
                  )}
                </Flex>
              </li>
            );
          })}
        </ul>
      </>
    );
  };

  return <Card title={t('title')}>{body()}</Card>;
}
