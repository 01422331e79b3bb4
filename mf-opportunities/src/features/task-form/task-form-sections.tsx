import { useLanguage } from '@portal/platform';
import { FormSection, RecordSelect } from '@portal/ui';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAccountOwners } from '../../api/use-account-owners';
import { useAccountOptions, useContactOptions } from '../../api/use-record-options';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../api/use-tasks';
import { formatDateTime } from '../../shared/record-dates';
import type { TaskFormFieldsProps } from './task-form-fields';
import { SUBJECT_MAX, TASK_COMMENT_MAX } from './task-form-values';

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The task itself: its subject, who does it and by when, its priority and state. */
export function TaskDetailsSection({ assignee }: Pick<TaskFormFieldsProps, 'assignee'>) {
  const { t } = useTranslation('opportunities');
  const owners = useAccountOwners();
  const ownerOptions = (owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name }));
  if (assignee && !ownerOptions.some((option) => option.value === assignee.id)) ownerOptions.push({ value: assignee.id, label: assignee.name });
  return (
  <FormSection title={t('tasks.form.details')}>
    <Form.Item
      name="subject"
      label={t('tasks.form.fields.subject')}
      rules={[
        { required: true, whitespace: true, message: t('tasks.form.validation.subjectRequired') },
        { max: SUBJECT_MAX, message: t('tasks.form.validation.subjectTooLong', { max: SUBJECT_MAX }) },
      ]}
    >
      <Input maxLength={SUBJECT_MAX} />
    </Form.Item>
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="assigned_to"
          label={t('tasks.form.fields.assigned_to')}
          rules={[{ required: true, message: t('tasks.form.validation.assigneeRequired') }]}
        >
          <Select
            options={ownerOptions}
            loading={owners.isPending}
            placeholder={t('tasks.form.placeholders.assigned_to')}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="due_date" label={t('tasks.form.fields.due_date')}>
          <DatePicker format="YYYY-MM-DD" placeholder={t('tasks.form.placeholders.due_date')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="priority" label={t('tasks.form.fields.priority')} rules={[{ required: true }]}>
          <Select options={TASK_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="status" label={t('tasks.form.fields.status')} rules={[{ required: true }]}>
          <Select options={TASK_STATUSES.map((value) => ({ value, label: t(`taskStatus.${value}`) }))} />
        </Form.Item>
      </Col>
    </Row>
  </FormSection>
  );
}

/** What the task is about: a contact, an account, and the opportunity it belongs to (shown only). */
export function TaskRelationsSection({ contactLabel, accountLabel, opportunity }: Pick<TaskFormFieldsProps, 'contactLabel' | 'accountLabel' | 'opportunity'>) {
  const { t } = useTranslation('opportunities');
  const fetchContacts = useContactOptions();
  const fetchAccounts = useAccountOptions();
  return (
  <FormSection title={t('tasks.form.relations')}>
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="contact_id" label={t('tasks.form.fields.contact_id')}>
          <RecordSelect fetchOptions={fetchContacts} selectedLabel={contactLabel} placeholder={t('tasks.form.placeholders.contact_id')} allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="account_id" label={t('tasks.form.fields.account_id')}>
          <RecordSelect fetchOptions={fetchAccounts} selectedLabel={accountLabel} placeholder={t('tasks.form.placeholders.account_id')} allowClear />
        </Form.Item>
      </Col>
      {opportunity && (
        <Col xs={24} md={12}>
          <Form.Item label={t('tasks.form.fields.opportunity')} htmlFor="task-opportunity" extra={t('tasks.form.help.opportunity')}>
            <Input id="task-opportunity" value={opportunity.name} readOnly variant="filled" />
          </Form.Item>
        </Col>
      )}
    </Row>
  </FormSection>
  );
}

/** The follow-up: a reminder (not a new one in the past) and a comment. */
export function TaskFollowUpSection({ savedReminder, reminderSentAt }: Pick<TaskFormFieldsProps, 'savedReminder' | 'reminderSentAt'>) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();

  const reminderNotPast = (_: unknown, value: Dayjs | null | undefined) => {
    const unchanged = savedReminder && value?.isSame(dayjs(savedReminder), 'minute');
    if (!value || unchanged || !value.isBefore(dayjs(), 'minute')) return Promise.resolve();
    return Promise.reject(new Error(t('tasks.form.validation.reminderPast')));
  };

  return (
  <FormSection title={t('tasks.form.followUp')}>
    <Form.Item
      name="reminder_at"
      label={t('tasks.form.fields.reminder_at')}
      extra={reminderSentAt ? t('tasks.form.help.reminderSent', { date: formatDateTime(reminderSentAt, language) }) : t('tasks.form.help.reminder_at')}
      rules={[{ validator: reminderNotPast }]}
    >
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format={DATE_TIME_FORMAT}
        disabledDate={(day) => day.isBefore(dayjs(), 'day')}
        placeholder={t('tasks.form.placeholders.reminder_at')}
        style={{ width: '100%', maxWidth: 320 }}
      />
    </Form.Item>
    <Form.Item
      name="comment"
      label={t('tasks.form.fields.comment')}
      rules={[{ max: TASK_COMMENT_MAX, message: t('tasks.form.validation.commentTooLong', { max: TASK_COMMENT_MAX }) }]}
    >
      <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={TASK_COMMENT_MAX} showCount />
    </Form.Item>
  </FormSection>
  );
}
