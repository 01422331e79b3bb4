import { ApiError } from '@portal/api-client';
import { type RoutePageProps } from '@portal/platform';
import { PageFrame } from '@portal/ui';
import { Alert, Button, Col, Flex, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommission } from './api/use-commission';
import { BackToCommissions } from './back-to-commissions';
import { CommissionActions } from './commission-actions';
import { CommissionAmounts } from './commission-amounts';
import { CommissionHistory } from './commission-history';
import { CommissionLinesTable } from './commission-lines-table';
import { CommissionOverview } from './commission-overview';
import { CommissionReport } from './commission-report';

const MAX_ID = 2_147_483_647;

function parseCommissionId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * `/edit-commission-{id}`: one commission: the deal and venue, the amounts (quote, reported,
 * final, invoiced and the difference), the quote's lines, the venue's report and the history,
 * with what the admin may do now (the server's `actions`).
 */
export function CommissionDetailPage({ params }: RoutePageProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail' });
  const id = parseCommissionId(params.id);
  const commission = useCommission(id);

  const missing = id === undefined || (commission.error instanceof ApiError && commission.error.problem.status === 404);
  if (missing) {
    return (
      <PageFrame title={t('notFound.title')}>
        <Result status="404" title={t('notFound.title')} subTitle={t('notFound.text', { id: params.id ?? '' })} extra={<BackToCommissions />} />
      </PageFrame>
    );
  }

  const c = commission.data;
  return (
    <PageFrame title={c ? t('title', { title: c.title }) : t('titleLoading')} subtitle={c?.venue_name} extra={<BackToCommissions />}>
      {commission.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : commission.isError || !c ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={<Button onClick={() => void commission.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Flex vertical gap={24}>
          <CommissionActions commission={c} />
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <CommissionAmounts commission={c} />
            </Col>
            <Col xs={24} xl={12}>
              <CommissionOverview commission={c} />
            </Col>
          </Row>
          <CommissionLinesTable commission={c} />
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <CommissionReport commission={c} />
            </Col>
            <Col xs={24} xl={12}>
              <CommissionHistory history={c.history} />
            </Col>
          </Row>
        </Flex>
      )}
    </PageFrame>
  );
}
