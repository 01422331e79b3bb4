import { ApiError } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContact, useDeleteContact, useUpdateContact } from '../../api/use-contacts';
import { ContactFields } from './contact-fields';
import { CONTACT_FIELDS, contactToValues, valuesToInput, type ContactFormValues } from './contact-form-values';
import { ContactNotFound } from './contact-not-found';
import { parseRecordId } from './record-id';

/** `/edit-contact-{id}`: every field of one contact, saved or deleted; either way back to the list. */
export function EditContactPage({ params }: RoutePageProps) {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = parseRecordId(params.id);
  const contact = useContact(id);
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const [form] = Form.useForm<ContactFormValues>();
  const listUrl = routeUrl('contacts');

  const missing = id === undefined || (contact.error instanceof ApiError && contact.error.problem.status === 404);
  if (missing) return <ContactNotFound id={params.id ?? ''} />;

  const handleSubmit = (values: ContactFormValues) =>
    update.mutate(
      { params: { path: { id } }, body: valuesToInput(values) },
      {
        onSuccess: () => navigate(listUrl),
        onError: (error) => applyFieldErrors(form, error, CONTACT_FIELDS, language),
      },
    );

  // Settles either way, so the confirmation stops spinning; a 409 (still referred to) is toasted by the platform.
  const handleDelete = () =>
    new Promise<void>((resolve) =>
      remove.mutate({ params: { path: { id } } }, { onSuccess: () => navigate(listUrl), onSettled: () => resolve() }),
    );

  return (
    <PageFrame title={contact.data ? t('contacts.form.editTitle', { name: contact.data.name }) : t('contacts.form.editTitleLoading')}>
      <RecordForm<ContactFormValues>
        form={form}
        loading={contact.isPending}
        loadError={contact.isError}
        onRetry={() => void contact.refetch()}
        saving={update.isPending}
        onSubmit={handleSubmit}
        onCancel={() => navigate(listUrl)}
        onDelete={handleDelete}
        deleteConfirm={contact.data && t('contacts.form.deleteConfirm', { name: contact.data.name })}
        initialValues={contact.data && contactToValues(contact.data)}
      >
        <ContactFields accountLabel={contact.data?.account?.name} />
      </RecordForm>
    </PageFrame>
  );
}
