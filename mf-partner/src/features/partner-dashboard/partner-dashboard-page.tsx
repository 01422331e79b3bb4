import { userAtom } from '@portal/platform';
import { PageFrame } from '@portal/ui';
import { Alert, Button, Col, Flex, Row } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { usePartnerDashboard } from './api/use-partner-dashboard';
import { EndingHolds } from './ending-holds';
import { PreliminaryRequests } from './preliminary-requests';
import { QuoteCounts } from './quote-counts';
import { QuotesToAnswer } from './quotes-to-answer';
import { RecentActivity } from './recent-activity';
import { ReportsDue } from './reports-due';
import { VenueCard } from './venue-card';

/**
 * `/partner`: the venue's start page. What waits for it (the preliminary booking requests to
 * answer, then the quotes to answer, nearest deadline first, overdue ones marked), its figures and
 * the latest changes, beside the commission reports due (a query of its own) and the venue itself.
 */
export function PartnerDashboardPage() {
  const { t } = useTranslation('partner');
  const user = useAtomValue(userAtom);
  const dashboard = usePartnerDashboard();
  const data = dashboard.data;

  return (
    <PageFrame title={t('common:routes.partnerDashboard')} subtitle={t('dashboard.welcome', { name: user?.first_name ?? '' })}>
      <Flex vertical gap={16}>
        {dashboard.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('dashboard.loadFailed')}
            action={
              <Button loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          />
        ) : (
          <QuoteCounts counts={data?.counts} />
        )}
        <Row gutter={[16, 16]}>
          {!dashboard.isError && (
            <Col xs={24} xl={14}>
              <Flex vertical gap={16}>
                <PreliminaryRequests quotes={data?.preliminary} total={data?.counts.preliminary} />
                <EndingHolds />
                <QuotesToAnswer quotes={data?.to_answer} total={data?.counts.to_answer} />
              </Flex>
            </Col>
          )}
          <Col xs={24} xl={dashboard.isError ? 14 : 10}>
            <Flex vertical gap={16}>
              <ReportsDue />
              {!dashboard.isError && <RecentActivity activity={data?.activity} />}
              <VenueCard />
            </Flex>
          </Col>
        </Row>
      </Flex>
    </PageFrame>
  );
}
