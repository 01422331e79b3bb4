import { applyFieldErrors, routeUrl, useLanguage } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useContactAccount, useCreateContact } from '../../api/use-contacts';
import { ContactFields } from './contact-fields';
import { CONTACT_FIELDS, emptyContactValues, valuesToInput, type ContactFormValues } from './contact-form-values';
import { accountOptionLabel } from '../../api/fetch-account-options';
import { parseRecordId } from './record-id';

/** `/add-contact` (`?account_id=N` picks the account beforehand): a new contact; saved, it is listed. */
export function AddContactPage() {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const accountId = parseRecordId(searchParams.get('account_id'));
  const account = useContactAccount(accountId);
  const [form] = Form.useForm<ContactFormValues>();
  const create = useCreateContact();
  // Back where the user came from: that account's contacts, or all of them.
  const listUrl = routeUrl('contacts') + (accountId === undefined ? '' : `?account_id=${accountId}`);

  const handleSubmit = (values: ContactFormValues) =>
    create.mutate(
      { body: valuesToInput(values) },
      {
        onSuccess: () => navigate(listUrl),
        onError: (error) => applyFieldErrors(form, error, CONTACT_FIELDS, language),
      },
    );

  return (
    <PageFrame title={t('contacts.form.addTitle')}>
      <RecordForm<ContactFormValues>
        form={form}
        loading={false}
        saving={create.isPending}
        onSubmit={handleSubmit}
        onCancel={() => navigate(listUrl)}
        initialValues={emptyContactValues(accountId ?? null)}
      >
        <ContactFields accountLabel={account.data ? accountOptionLabel(account.data) : undefined} />
      </RecordForm>
    </PageFrame>
  );
}
