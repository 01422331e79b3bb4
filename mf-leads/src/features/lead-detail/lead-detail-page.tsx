import { ApiError, pickMessage } from '@portal/api-client';
import { routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { ButtonLink, PageFrame } from '@portal/ui';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lead-dates';
import { leadName } from '../../shared/lead-name';
import { LeadStatusTag } from '../../shared/lead-status-tag';
import { useLead } from './api/use-lead';
import { ConvertLeadButton } from './convert-lead-button';
import { DiscardLeadButton } from './discard-lead-button';
import { LeadDetails } from './lead-details';

const MAX_ID = 2_147_483_647;

function parseLeadId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** `/convert-lead-id={id}`: one lead with all its fields; a New lead can be converted to an opportunity or discarded here. */
export function LeadDetailPage({ params }: RoutePageProps) {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const id = parseLeadId(params.id);
  const lead = useLead(id);

  const backToList = (
    <ButtonLink to={routeUrl('leads')} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('detail.back')}
    </ButtonLink>
  );

  const missing = id === undefined || (lead.error instanceof ApiError && lead.error.problem.status === 404);
  if (missing) {
    return (
      <PageFrame title={t('detail.notFound.title')}>
        <Result
          status="404"
          title={t('detail.notFound.title')}
          subTitle={t('detail.notFound.text', { id: params.id ?? '' })}
          extra={backToList}
        />
      </PageFrame>
    );
  }
  if (lead.isPending) {
    return (
      <PageFrame title={t('detail.titleLoading')}>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" description={t('detail.loading')} />
        </Flex>
      </PageFrame>
    );
  }
  if (lead.isError) {
    const serverText = lead.error instanceof ApiError ? pickMessage(lead.error.problem.message, language) : '';
    return (
      <PageFrame title={t('detail.titleLoading')}>
        <Result
          status="error"
          title={t('detail.loadFailed.title')}
          subTitle={serverText || t('detail.loadFailed.text')}
          extra={[
            <Button key="retry" type="primary" onClick={() => void lead.refetch()}>
              {t('detail.loadFailed.retry')}
            </Button>,
            <span key="back">{backToList}</span>,
          ]}
        />
      </PageFrame>
    );
  }

  const current = lead.data;
  return (
    <PageFrame
      title={leadName(current)}
      subtitle={
        <Flex gap={8} align="center" component="span">
          <LeadStatusTag status={current.status} />
          {t('detail.submitted', { date: formatDateTime(current.submitted_at, language) })}
        </Flex>
      }
      extra={
        <>
          {backToList}
          {current.allowed_actions.includes('convert') && (
            <ConvertLeadButton
              leadId={current.id}
              vatBasis={current.vat_basis ?? null}
              fromLead={{
                account: current.business?.trim() || `${current.first_name} ${current.last_name}`,
                contact: `${current.first_name} ${current.last_name}`,
              }}
            />
          )}
          {current.allowed_actions.includes('discard') && <DiscardLeadButton leadId={current.id} />}
        </>
      }
    >
      <LeadDetails lead={current} />
    </PageFrame>
  );
}
