import { ArrowLeftOutlined } from '@ant-design/icons';
import { ApiError } from '@portal/api-client';
import { routeUrl, type RoutePageProps } from '@portal/platform';
import { ButtonLink, PageFrame } from '@portal/ui';
import { Alert, Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommission } from './api/use-commission';
import { useCommissionActions } from './api/use-commission-actions';
import { CommissionLoading, CommissionReportBody } from './commission-report-body';
import { PARTNER_COMMISSION_NS } from './texts';

// The not-found picture only when needed.
const CommissionNotFound = lazy(async () => ({ default: (await import('./commission-not-found')).CommissionNotFound }));

const MAX_ID = 2_147_483_647;

function parseId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * `/p-editCommission&id={id}`: the venue's commission report. The event and its percents, then the
 * report form while `actions.report` (the event is over, nothing reported yet); otherwise what was
 * reported (or the quote's figures while the event is ahead) read only, with a notice saying why.
 * A commission that does not exist, or is another venue's (the same 404), says so.
 */
export function EditCommissionPage({ params }: RoutePageProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const id = parseId(params.id);
  const commission = useCommission(id);
  const actions = useCommissionActions(id ?? 0);

  const missing = id === undefined || (commission.error instanceof ApiError && commission.error.problem.status === 404);
  if (missing) {
    return (
      <Suspense fallback={null}>
        <CommissionNotFound />
      </Suspense>
    );
  }

  const back = (
    <ButtonLink to={routeUrl('partnerCommissions')} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('back')}
    </ButtonLink>
  );

  return (
    <PageFrame title={t('common:routes.partnerEditCommission')} subtitle={commission.data?.title} extra={back}>
      {commission.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button loading={commission.isFetching} onClick={() => void commission.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : commission.isPending ? (
        <CommissionLoading />
      ) : (
        <CommissionReportBody commission={commission.data} calls={actions} />
      )}
    </PageFrame>
  );
}
