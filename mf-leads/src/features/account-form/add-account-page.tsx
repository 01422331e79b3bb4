import { applyFieldErrors, routeUrl, useLanguage } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountFields } from './account-fields';
import { ACCOUNT_FIELDS, NEW_ACCOUNT_VALUES, toAccountInput, type AccountFormValues } from './account-form-values';
import { useCreateAccount } from './api/use-save-account';
import { BackToAccounts } from './back-to-accounts';

/**
 * `/add-account`: a new customer or partner account. Once created it opens on its edit page,
 * where its contacts can be chosen as primary contact and its activity shows.
 */
export function AddAccountPage() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.form' });
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<AccountFormValues>();
  const create = useCreateAccount();

  // The whole form, hidden partner fields included (values of hidden fields are kept, not dropped).
  const handleSubmit = () =>
    create.mutateAsync({ body: toAccountInput(form.getFieldsValue(true)) }).then(
      (answer) => navigate(routeUrl('editAccount', { id: answer.data.id }), { replace: true }),
      (error: unknown) => {
        applyFieldErrors(form, error, ACCOUNT_FIELDS, language);
      },
    );

  return (
    <PageFrame title={t('addTitle')} subtitle={t('addSubtitle')} extra={<BackToAccounts />}>
      <RecordForm<AccountFormValues>
        form={form}
        loading={false}
        saving={create.isPending}
        onSubmit={handleSubmit}
        onCancel={() => navigate(routeUrl('accounts'))}
        initialValues={NEW_ACCOUNT_VALUES}
      >
        <AccountFields />
      </RecordForm>
    </PageFrame>
  );
}
