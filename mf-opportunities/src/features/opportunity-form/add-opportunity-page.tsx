import { applyFieldErrors, routeUrl, useLanguage, userAtom } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOpportunity } from './api/use-opportunity-mutations';
import { OpportunityFormFields } from './opportunity-form-fields';
import { newOpportunityValues, OPPORTUNITY_FIELDS, toOpportunityInput, type OpportunityFormValues } from './opportunity-form-values';

/** `/add-selfopportunity`: an opportunity created directly (owned by the signed-in admin unless changed), open and not yet seen; then its own page. */
export function AddOpportunityPage() {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const [form] = Form.useForm<OpportunityFormValues>();
  const create = useCreateOpportunity();

  const handleSubmit = (values: OpportunityFormValues) =>
    create.mutateAsync({ body: toOpportunityInput(values) }).then(
      (answer) => navigate(routeUrl('editOpportunity', { id: answer.data.id })),
      (error: unknown) => {
        applyFieldErrors(form, error, OPPORTUNITY_FIELDS, language);
      },
    );

  return (
    <PageFrame title={t('opportunity.form.addTitle')}>
      <RecordForm<OpportunityFormValues>
        form={form}
        loading={false}
        saving={create.isPending}
        onSubmit={handleSubmit}
        onCancel={() => navigate(routeUrl('opportunities'))}
        initialValues={newOpportunityValues({ ownerId: user?.id })}
      >
        <OpportunityFormFields />
      </RecordForm>
    </PageFrame>
  );
}
