import { ApiError } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseRecordId } from '../../shared/record-id';
import { RecordNotFound } from '../../shared/record-not-found';
import { useTask } from './api/use-task';
import { useDeleteTask, useUpdateTask } from './api/use-task-mutations';
import { TaskFormFields } from './task-form-fields';
import { TASK_FIELDS, taskValues, toTaskInput, type TaskFormValues } from './task-form-values';

/** `/edit-task-{id}`: every field of a task, saved or deleted (after a confirmation). */
export function EditTaskPage({ params }: RoutePageProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<TaskFormValues>();
  const id = parseRecordId(params.id);
  const task = useTask(id);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const backToList = () => navigate(routeUrl('tasks'));

  if (id === undefined || (task.error instanceof ApiError && task.error.problem.status === 404)) {
    return (
      <RecordNotFound
        title={t('tasks.form.notFound.title')}
        text={t('tasks.form.notFound.text', { id: params.id ?? '' })}
        backTo={routeUrl('tasks')}
        backLabel={t('tasks.form.back')}
      />
    );
  }

  const current = task.data;
  const handleSubmit = (values: TaskFormValues) =>
    update.mutateAsync({ params: { path: { id } }, body: toTaskInput(values, current?.opportunity_id ?? null) }).then(backToList, (error: unknown) => {
      applyFieldErrors(form, error, TASK_FIELDS, language);
    });
  // A failure (409, gone already) has been shown by the platform; the form stays as it was.
  const handleDelete = () => remove.mutateAsync({ params: { path: { id } } }).then(backToList, () => undefined);

  return (
    <PageFrame title={t('common:routes.editTask')} subtitle={current?.subject}>
      <RecordForm<TaskFormValues>
        // The form takes its values when it mounts: once per loaded task.
        key={current?.id ?? 'loading'}
        form={form}
        loading={task.isPending}
        loadError={task.isError}
        onRetry={() => void task.refetch()}
        saving={update.isPending}
        onSubmit={handleSubmit}
        onCancel={backToList}
        onDelete={handleDelete}
        deleteConfirm={t('tasks.form.deleteConfirm')}
        initialValues={current ? taskValues(current) : undefined}
      >
        {current && (
          <TaskFormFields
            contactLabel={current.contact?.name}
            accountLabel={current.account?.name}
            assignee={current.assignee}
            opportunity={current.opportunity}
            savedReminder={current.reminder_at}
            reminderSentAt={current.reminder_sent_at}
          />
        )}
      </RecordForm>
    </PageFrame>
  );
}
