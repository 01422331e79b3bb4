import { ApiError, pickMessage } from '@portal/api-client';
import { useLanguage, type RoutePageProps } from '@portal/platform';
import { PageFrame } from '@portal/ui';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLinkedCommission, useLinkedCommissionActions } from './api/use-linked-commission';
import { CommissionLoading, CommissionReportBody } from './commission-report-body';
import { PARTNER_COMMISSION_NS } from './texts';

/** The statuses of a link that does not open the commission: unknown (401) or no longer valid (410: expired, replaced by a newer mail's). */
const LINK_STATUSES = [401, 410];

/**
 * `/email-editCommission&id={token}`: an outside venue (no login) reports its commission through
 * the link in the report request or a reminder: the same page a partner has (`CommissionReportBody`),
 * every call with the link's token in X-Link-Token. A link that does not open it (unknown,
 * expired, replaced by a newer mail's) is explained with the way to a new one, also when it stops
 * working while the page is open.
 */
export function LinkedCommissionPage({ params }: RoutePageProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const token = params.token ?? '';
  const commission = useLinkedCommission(token);
  const actions = useLinkedCommissionActions(token);
  const title = t('common:routes.outsideCommission');

  const refusal = [commission.error, actions.report.error, actions.remove.error].find(
    (error): error is ApiError => error instanceof ApiError && LINK_STATUSES.includes(error.problem.status),
  );
  if (token === '' || refusal) {
    const gone = refusal?.problem.status === 410;
    return (
      <PageFrame title={title}>
        <Card>
          <Result
            status="warning"
            title={t(gone ? 'linked.gone.title' : 'linked.invalid.title')}
            subTitle={
              <>
                <p>{t(gone ? 'linked.gone.text' : 'linked.invalid.text')}</p>
                <p>{t('linked.newLink')}</p>
              </>
            }
          />
        </Card>
      </PageFrame>
    );
  }

  let content;
  if (commission.isPending) content = <CommissionLoading />;
  else if (commission.isError) {
    const status = commission.error instanceof ApiError ? commission.error.problem.status : 0;
    content = (
      <Card>
        {status === 404 ? (
          <Result status="warning" title={t('linked.missing.title')} subTitle={t('linked.missing.text')} />
        ) : (
          <Result
            status={status === 429 ? 'warning' : 'error'}
            title={t('loadFailed')}
            // 429: this network opened too many links that do not work; the server says how long to wait.
            subTitle={status === 429 && commission.error instanceof ApiError ? pickMessage(commission.error.problem.message, language) : undefined}
            extra={
              <Button loading={commission.isFetching} onClick={() => void commission.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          />
        )}
      </Card>
    );
  } else content = <CommissionReportBody commission={commission.data} calls={actions} />;

  return (
    <PageFrame title={title} subtitle={commission.data ? t('linked.venue', { venue: commission.data.venue_name, title: commission.data.title }) : undefined}>
      {content}
    </PageFrame>
  );
}
