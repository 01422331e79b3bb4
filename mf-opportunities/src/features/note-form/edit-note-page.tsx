import { ApiError } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseRecordId } from '../../shared/record-id';
import { RecordNotFound } from '../../shared/record-not-found';
import { useNote } from './api/use-note';
import { useDeleteNote, useUpdateNote } from './api/use-note-mutations';
import { NoteFormFields } from './note-form-fields';
import { NOTE_FIELDS, noteValues, toNoteInput, type NoteFormValues } from './note-form-values';

/** `/edit-note-{id}`: a note's fields, saved or deleted (after a confirmation). */
export function EditNotePage({ params }: RoutePageProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<NoteFormValues>();
  const id = parseRecordId(params.id);
  const note = useNote(id);
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const backToList = () => navigate(routeUrl('notes'));

  if (id === undefined || (note.error instanceof ApiError && note.error.problem.status === 404)) {
    return (
      <RecordNotFound
        title={t('notes.form.notFound.title')}
        text={t('notes.form.notFound.text', { id: params.id ?? '' })}
        backTo={routeUrl('notes')}
        backLabel={t('notes.form.back')}
      />
    );
  }

  const current = note.data;
  const handleSubmit = (values: NoteFormValues) =>
    update.mutateAsync({ params: { path: { id } }, body: toNoteInput(values, current?.opportunity_id ?? null) }).then(backToList, (error: unknown) => {
      applyFieldErrors(form, error, NOTE_FIELDS, language);
    });
  // A failure (409, gone already) has been shown by the platform; the form stays as it was.
  const handleDelete = () => remove.mutateAsync({ params: { path: { id } } }).then(backToList, () => undefined);

  return (
    <PageFrame title={t('common:routes.editNote')} subtitle={current?.subject}>
      <RecordForm<NoteFormValues>
        // The form takes its values when it mounts: once per loaded note.
        key={current?.id ?? 'loading'}
        form={form}
        loading={note.isPending}
        loadError={note.isError}
        onRetry={() => void note.refetch()}
        saving={update.isPending}
        onSubmit={handleSubmit}
        onCancel={backToList}
        onDelete={handleDelete}
        deleteConfirm={t('notes.form.deleteConfirm')}
        initialValues={current ? noteValues(current) : undefined}
      >
        {current && <NoteFormFields contactLabel={current.contact?.name} accountLabel={current.account?.name} opportunity={current.opportunity} />}
      </RecordForm>
    </PageFrame>
  );
}
