import { routeUrl, useLanguage } from '@portal/platform';
import { Alert, Button, Empty, Flex, Skeleton, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLeads } from '../../api/use-leads';
import { formatDateTime, formatFromNow } from '../../shared/lead-dates';
import { leadName } from '../../shared/lead-name';

/** How many of the newest New leads the card lists. */
export const NEW_LEADS_SHOWN = 5;

/** Admin dashboard card: the newest leads nobody has handled yet, and how many there are. */
export function NewLeadsWidget() {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const leads = useLeads({ status: 'New', sort: 'submitted_at', order: 'desc', page: 1, per_page: NEW_LEADS_SHOWN });
  const total = leads.data?.total ?? 0;
  // The list stops counting at 10 000 (`total_capped`): "10 000+ nya leads".
  const count = leads.data?.total_capped
    ? t('widget.countCapped', { total: new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE').format(total) })
    : t('widget.count', { count: total });

  const body = () => {
    if (leads.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    if (leads.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('widget.loadFailed')}
          action={<Button onClick={() => void leads.refetch()}>{t('widget.retry')}</Button>}
        />
      );
    }
    if (leads.data.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.empty')} />;
    return (
      <>
        <Typography.Text type="secondary">{count}</Typography.Text>
        <ul aria-label={t('widget.listLabel')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {leads.data.data.map((lead) => (
            <li key={lead.id} style={{ padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex justify="space-between" gap={12} align="baseline">
                <div style={{ minWidth: 0 }}>
                  <Link to={routeUrl('lead', { id: lead.id })}>{leadName(lead)}</Link>
                  {lead.business && (
                    <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                      {lead.business}
                    </Typography.Text>
                  )}
                </div>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={lead.submitted_at} title={formatDateTime(lead.submitted_at, language)}>
                    {formatFromNow(lead.submitted_at, language)}
                  </time>
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <Card title={t('widget.title')} extra={<Link to={`${routeUrl('leads')}?status=New`}>{t('widget.showAll')}</Link>}>
      {body()}
    </Card>
  );
}
