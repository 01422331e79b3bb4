import { applyFieldErrors, routeUrl, useLanguage } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccountName, useContactName, useOpportunityName } from '../../api/use-record-names';
import { parseRecordId } from '../../shared/record-id';
import { useCreateNote } from './api/use-note-mutations';
import { NoteFormFields } from './note-form-fields';
import { newNoteValues, NOTE_FIELDS, toNoteInput, type NoteFormValues } from './note-form-values';

/**
 * `/add-note`: a new note; `?account_id=4` or `?contact_id=9` fills in what it is about;
 * `?opportunity_id=12` (from an opportunity's page) links it to the opportunity and goes back there.
 */
export function AddNotePage() {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<NoteFormValues>();
  const create = useCreateNote();
  const accountId = parseRecordId(searchParams.get('account_id') ?? undefined);
  const contactId = parseRecordId(searchParams.get('contact_id') ?? undefined);
  const accountName = useAccountName(accountId);
  const contactName = useContactName(contactId);
  const opportunityId = parseRecordId(searchParams.get('opportunity_id') ?? undefined);
  const opportunityName = useOpportunityName(opportunityId);
  // From an opportunity's page: back there, where the new note is listed.
  const backToList = () => navigate(opportunityId === undefined ? routeUrl('notes') : routeUrl('editOpportunity', { id: opportunityId }));

  const handleSubmit = (values: NoteFormValues) =>
    create.mutateAsync({ body: toNoteInput(values, opportunityId ?? null) }).then(backToList, (error: unknown) => {
      applyFieldErrors(form, error, NOTE_FIELDS, language);
    });

  return (
    <PageFrame title={t('common:routes.addNote')}>
      <RecordForm<NoteFormValues>
        form={form}
        loading={false}
        saving={create.isPending}
        onSubmit={handleSubmit}
        onCancel={backToList}
        initialValues={newNoteValues({ accountId, contactId })}
      >
        <NoteFormFields
          accountLabel={accountName.data}
          contactLabel={contactName.data}
          opportunity={opportunityId === undefined ? null : { id: opportunityId, name: opportunityName.data ?? `#${opportunityId}` }}
        />
      </RecordForm>
    </PageFrame>
  );
}
