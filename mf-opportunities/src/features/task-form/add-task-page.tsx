import { applyFieldErrors, routeUrl, useLanguage, userAtom } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccountName, useContactName, useOpportunityName } from '../../api/use-record-names';
import { parseRecordId } from '../../shared/record-id';
import { useCreateTask } from './api/use-task-mutations';
import { TaskFormFields } from './task-form-fields';
import { newTaskValues, TASK_FIELDS, toTaskInput, type TaskFormValues } from './task-form-values';

/**
 * `/add-task`: a new task, assigned to the signed-in admin unless changed. `?account_id=4` or
 * `?contact_id=9` (from an account's or contact's page) fills in what it is about;
 * `?opportunity_id=12` (from an opportunity's page) links it to the opportunity and goes back there.
 */
export function AddTaskPage() {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useAtomValue(userAtom);
  const [form] = Form.useForm<TaskFormValues>();
  const create = useCreateTask();
  const accountId = parseRecordId(searchParams.get('account_id') ?? undefined);
  const contactId = parseRecordId(searchParams.get('contact_id') ?? undefined);
  const accountName = useAccountName(accountId);
  const contactName = useContactName(contactId);
  const opportunityId = parseRecordId(searchParams.get('opportunity_id') ?? undefined);
  const opportunityName = useOpportunityName(opportunityId);
  // From an opportunity's page: back there, where the new task is listed.
  const backToList = () => navigate(opportunityId === undefined ? routeUrl('tasks') : routeUrl('editOpportunity', { id: opportunityId }));

  const handleSubmit = (values: TaskFormValues) =>
    create.mutateAsync({ body: toTaskInput(values, opportunityId ?? null) }).then(backToList, (error: unknown) => {
      applyFieldErrors(form, error, TASK_FIELDS, language);
    });

  return (
    <PageFrame title={t('common:routes.addTask')}>
      <RecordForm<TaskFormValues>
        form={form}
        loading={false}
        saving={create.isPending}
        onSubmit={handleSubmit}
        onCancel={backToList}
        initialValues={newTaskValues(user?.id, { accountId, contactId })}
      >
        <TaskFormFields
          accountLabel={accountName.data}
          contactLabel={contactName.data}
          opportunity={opportunityId === undefined ? null : { id: opportunityId, name: opportunityName.data ?? `#${opportunityId}` }}
        />
      </RecordForm>
    </PageFrame>
  );
}
