import { ApiError } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Alert, Flex, Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OpportunityStatusTag } from '../../shared/opportunity-status-tag';
import { parseRecordId } from '../../shared/record-id';
import { RecordNotFound } from '../../shared/record-not-found';
import { OpportunityRecords } from '../opportunity-records/opportunity-records';
import { useMarkSeenOnOpen } from './api/use-mark-seen-on-open';
import { useOpportunity } from './api/use-opportunity';
import { useUpdateOpportunity } from './api/use-opportunity-mutations';
import { OpportunityActions } from './opportunity-actions';
import { OpportunityFormFields } from './opportunity-form-fields';
import { OPPORTUNITY_FIELDS, opportunityValues, toOpportunityInput, type OpportunityFormValues } from './opportunity-form-values';
import { OpportunitySummary } from './opportunity-summary';
import { VenuesPanel } from '../venues-panel/venues-panel';
import { OpportunityItemsCard } from '../opportunity-items/opportunity-items-card';
import { NeedsAnalysisCard } from '../needs-analysis/needs-analysis-card';

/**
 * `/edit-opportunity-{id}`: an open opportunity's fields, saved; its status and the actions the
 * server allows. A decided one (won, lost, closed) is shown read only, with why it was lost.
 * Opening it marks it seen for this admin (New is per admin: a colleague keeps the tag until
 * they open it); "Markera som osedd" makes it new again.
 */
export function EditOpportunityPage({ params }: RoutePageProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<OpportunityFormValues>();
  const id = parseRecordId(params.id);
  const opportunity = useOpportunity(id);
  const update = useUpdateOpportunity();
  useMarkSeenOnOpen(opportunity.data);
  const backToList = () => navigate(routeUrl('opportunities'));

  if (id === undefined || (opportunity.error instanceof ApiError && opportunity.error.problem.status === 404)) {
    return (
      <RecordNotFound
        title={t('opportunity.form.notFound.title')}
        text={t('opportunity.form.notFound.text', { id: params.id ?? '' })}
        backTo={routeUrl('opportunities')}
        backLabel={t('opportunity.form.back')}
      />
    );
  }

  const current = opportunity.data;
  const readOnly = current !== undefined && !current.allowed_actions.includes('edit');
  const handleSubmit = (values: OpportunityFormValues) =>
    update.mutateAsync({ params: { path: { id } }, body: toOpportunityInput(values) }).then(backToList, (error: unknown) => {
      applyFieldErrors(form, error, OPPORTUNITY_FIELDS, language);
    });

  return (
    <PageFrame title={t('opportunity.form.editTitle')} subtitle={current?.name} extra={current && <OpportunityActions opportunity={current} />}>
      {current && (
        <Flex vertical gap={12} style={{ marginBottom: 16 }}>
          <Flex gap={8} align="center" aria-label={t('opportunity.form.statusLabel')} role="group">
            <OpportunityStatusTag status={current.status} />
            {current.unseen && <Tag color="blue">{t('opportunity.newTag')}</Tag>}
          </Flex>
          {current.status === 'lost' && current.lost_reason && (
            <Alert
              type="warning"
              showIcon
              title={t('opportunity.form.lostBecause', { reason: t(`opportunity.lostReason.${current.lost_reason}`) })}
              description={current.lost_reason_text ?? undefined}
            />
          )}
          {current.status === 'won' && current.winning_venue && (
            <Alert type="success" showIcon title={t('opportunity.form.wonBy', { venue: current.winning_venue })} />
          )}
          {readOnly && <Alert type="info" showIcon title={t('opportunity.form.readOnly')} />}
        </Flex>
      )}
      {current && readOnly ? (
        <OpportunitySummary opportunity={current} />
      ) : (
        <RecordForm<OpportunityFormValues>
          // The form takes its values when it mounts: once per loaded opportunity.
          key={current?.id ?? 'loading'}
          form={form}
          loading={opportunity.isPending}
          loadError={opportunity.isError}
          onRetry={() => void opportunity.refetch()}
          saving={update.isPending}
          onSubmit={handleSubmit}
          onCancel={backToList}
          initialValues={current ? opportunityValues(current) : undefined}
        >
          {current && <OpportunityFormFields accountLabel={current.account?.name} contactLabel={current.contact?.name} owner={current.owner} />}
        </RecordForm>
      )}
      {current && <NeedsAnalysisCard opportunity={current} />}
      {current && <OpportunityItemsCard opportunity={current} />}
      {current && <VenuesPanel opportunity={current} hasUnsavedChanges={() => !readOnly && form.isFieldsTouched()} />}
      {current && <OpportunityRecords opportunity={current} />}
    </PageFrame>
  );
}
