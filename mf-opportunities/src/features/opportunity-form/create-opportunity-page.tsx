import { ApiError } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage, userAtom, type RoutePageProps } from '@portal/platform';
import { ButtonLink, PageFrame, RecordForm } from '@portal/ui';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Form, Typography, Result } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccountName, useContactName } from '../../api/use-record-names';
import { formatDate } from '../../shared/record-dates';
import { parseRecordId } from '../../shared/record-id';
import { RecordNotFound } from '../../shared/record-not-found';
import { useConvertLead } from './api/use-convert-lead';
import { useLead } from './api/use-lead';
import { OpportunityFormFields } from './opportunity-form-fields';
import { leadOpportunityValues, OPPORTUNITY_FIELDS, toOpportunityInput, type OpportunityFormValues } from './opportunity-form-values';

/**
 * `/create-opportunity-{id}` and `/add-opportunity&l={id}&a={account}&c={contact}`: the opportunity
 * form filled in from a lead's request (as the server's convert would), the customer account and
 * contact chosen here or already in the URL. Saving converts the lead with the request as edited;
 * a lead no longer New (converted or discarded) shows why and no form.
 */
export function CreateOpportunityPage({ params }: RoutePageProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const [form] = Form.useForm<OpportunityFormValues>();
  const rawLeadId = params.id ?? params.l;
  const leadId = parseRecordId(rawLeadId);
  const accountId = parseRecordId(params.a);
  const contactId = parseRecordId(params.c);
  const lead = useLead(leadId);
  const accountName = useAccountName(accountId);
  const contactName = useContactName(contactId);
  const convert = useConvertLead();
  const leadUrl = routeUrl('lead', { id: rawLeadId ?? '' });
  const backToLead = () => navigate(leadUrl);

  if (leadId === undefined || (lead.error instanceof ApiError && lead.error.problem.status === 404)) {
    return (
      <RecordNotFound
        title={t('opportunity.fromLead.notFound.title')}
        text={t('opportunity.fromLead.notFound.text', { id: rawLeadId ?? '' })}
        backTo={routeUrl('leads')}
        backLabel={t('opportunity.fromLead.backToLeads')}
      />
    );
  }

  const current = lead.data;
  if (current && !current.allowed_actions.includes('convert')) {
    // What the server would answer (409) to a convert now, said before anything is typed.
    return (
      <PageFrame title={t('common:routes.createOpportunity')}>
        <Result
          status="warning"
          title={t(current.status === 'Converted' ? 'opportunity.fromLead.converted' : 'opportunity.fromLead.notNew', { status: current.status })}
          subTitle={t('opportunity.fromLead.noForm')}
          extra={
            <ButtonLink to={leadUrl} icon={<ArrowLeftOutlined aria-hidden />}>
              {t('opportunity.fromLead.backToLead')}
            </ButtonLink>
          }
        />
      </PageFrame>
    );
  }

  const handleSubmit = (values: OpportunityFormValues) =>
    convert.mutateAsync({ params: { path: { id: leadId } }, body: toOpportunityInput(values) }).then(
      (answer) => navigate(routeUrl('editOpportunity', { id: answer.data.id })),
      (error: unknown) => {
        applyFieldErrors(form, error, OPPORTUNITY_FIELDS, language);
      },
    );

  return (
    <PageFrame title={t('common:routes.createOpportunity')} subtitle={current ? `${current.first_name} ${current.last_name}` : undefined}>
      {current && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('opportunity.fromLead.intro', {
            name: `${current.first_name} ${current.last_name}`,
            business: current.business ?? '–',
            date: formatDate(current.submitted_at.slice(0, 10), language),
          })}
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>{t('opportunity.fromLead.onSave')}</Typography.Paragraph>
              <Link to={leadUrl}>{t('opportunity.fromLead.openLead')}</Link>
            </>
          }
        />
      )}
      <RecordForm<OpportunityFormValues>
        // The form takes its values when it mounts: once the lead is here.
        key={current?.id ?? 'loading'}
        form={form}
        loading={lead.isPending}
        loadError={lead.isError}
        onRetry={() => void lead.refetch()}
        saving={convert.isPending}
        onSubmit={handleSubmit}
        onCancel={backToLead}
        initialValues={current ? leadOpportunityValues(current, { accountId, contactId, ownerId: user?.id }) : undefined}
      >
        {current && <OpportunityFormFields accountLabel={accountName.data} contactLabel={contactName.data} />}
      </RecordForm>
    </PageFrame>
  );
}
