import { ApiError } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Col, Flex, Form, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountActivityCard } from '../account-activity/account-activity-card';
import { AccountTypeTag } from '../account-list/account-type-tag';
import { VenueResponsivenessCard } from '../venue-responsiveness/venue-responsiveness-card';
import { VenueDeclinesCard } from '../venue-declines/venue-declines-card';
import { AccountFields } from './account-fields';
import { ACCOUNT_FIELDS, toAccountInput, toFormValues, type AccountFormValues } from './account-form-values';
import { useAccount } from './api/use-account';
import { useDeleteAccount } from './api/use-delete-account';
import { useUpdateAccount } from './api/use-save-account';
import { BackToAccounts } from './back-to-accounts';

const MAX_ID = 2_147_483_647;

function parseAccountId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** `/edit-account-{id}`: every field of the account, its activity (and a venue's responsiveness), and deleting it. */
export function EditAccountPage({ params }: RoutePageProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.form' });
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<AccountFormValues>();
  const id = parseAccountId(params.id);
  const account = useAccount(id);
  const update = useUpdateAccount();
  const remove = useDeleteAccount();

  const missing = id === undefined || (account.error instanceof ApiError && account.error.problem.status === 404);
  if (missing) {
    return (
      <PageFrame title={t('notFound.title')}>
        <Result status="404" title={t('notFound.title')} subTitle={t('notFound.text', { id: params.id ?? '' })} extra={<BackToAccounts />} />
      </PageFrame>
    );
  }

  const handleSubmit = () =>
    update.mutateAsync({ params: { path: { id } }, body: toAccountInput(form.getFieldsValue(true)) }).then(
      () => navigate(routeUrl('accounts')),
      (error: unknown) => {
        applyFieldErrors(form, error, ACCOUNT_FIELDS, language);
      },
    );

  // Either way the confirmation closes; a refusal (409: contacts or tasks refer to it) has been shown as a toast.
  const handleDelete = () =>
    remove.mutateAsync({ params: { path: { id } } }).then(
      () => navigate(routeUrl('accounts'), { replace: true }),
      () => undefined,
    );

  const current = account.data;
  return (
    <PageFrame
      title={current?.company_name ?? t('editTitle')}
      subtitle={current && <AccountTypeTag type={current.type} />}
      extra={<BackToAccounts />}
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <RecordForm<AccountFormValues>
            form={form}
            loading={account.isPending}
            loadError={account.isError}
            onRetry={() => void account.refetch()}
            saving={update.isPending || remove.isPending}
            onSubmit={handleSubmit}
            onCancel={() => navigate(routeUrl('accounts'))}
            onDelete={handleDelete}
            deleteConfirm={t('deleteConfirm')}
            initialValues={current && toFormValues(current)}
          >
            <AccountFields accountId={id} primaryContactName={current?.primary_contact?.name} />
          </RecordForm>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={24}>
            {/* A venue's answers to its invitations; a customer is never invited. */}
            {current?.type === 'Partner' && <VenueResponsivenessCard accountId={id} />}
            {current?.type === 'Partner' && <VenueDeclinesCard accountId={id} />}
            <AccountActivityCard accountId={id} />
          </Flex>
        </Col>
      </Row>
    </PageFrame>
  );
}
