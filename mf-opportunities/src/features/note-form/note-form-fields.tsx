import type { Schemas } from '@portal/api-client';
import { FormSection, RecordSelect } from '@portal/ui';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountOptions, useContactOptions } from '../../api/use-record-options';
import { NOTE_COMMENT_MAX, NOTE_SUBJECT_MAX } from './note-form-values';

export interface NoteFormFieldsProps {
  /** Names of the chosen contact and account, shown before their pickers have searched. */
  contactLabel?: string;
  accountLabel?: string;
  /** Shown, not edited: opportunities link their notes from their own page. */
  opportunity?: Schemas['Ref'] | null;
}

/** Every field of a note (SPEC §3): the note itself and what it is about. */
export function NoteFormFields({ contactLabel, accountLabel, opportunity }: NoteFormFieldsProps) {
  const { t } = useTranslation('opportunities');
  const fetchContacts = useContactOptions();
  const fetchAccounts = useAccountOptions();

  return (
    <>
      <FormSection title={t('notes.form.details')}>
        <Form.Item
          name="subject"
          label={t('notes.form.fields.subject')}
          rules={[
            { required: true, whitespace: true, message: t('notes.form.validation.subjectRequired') },
            { max: NOTE_SUBJECT_MAX, message: t('notes.form.validation.subjectTooLong', { max: NOTE_SUBJECT_MAX }) },
          ]}
        >
          <Input maxLength={NOTE_SUBJECT_MAX} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('notes.form.fields.comment')}
          rules={[{ max: NOTE_COMMENT_MAX, message: t('notes.form.validation.commentTooLong', { max: NOTE_COMMENT_MAX }) }]}
        >
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 20 }} maxLength={NOTE_COMMENT_MAX} showCount />
        </Form.Item>
      </FormSection>
      <FormSection title={t('notes.form.relations')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="contact_id" label={t('notes.form.fields.contact_id')}>
              <RecordSelect fetchOptions={fetchContacts} selectedLabel={contactLabel} placeholder={t('notes.form.placeholders.contact_id')} allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="account_id" label={t('notes.form.fields.account_id')}>
              <RecordSelect fetchOptions={fetchAccounts} selectedLabel={accountLabel} placeholder={t('notes.form.placeholders.account_id')} allowClear />
            </Form.Item>
          </Col>
          {opportunity && (
            <Col xs={24} md={12}>
              <Form.Item label={t('notes.form.fields.opportunity')} htmlFor="note-opportunity" extra={t('notes.form.help.opportunity')}>
                <Input id="note-opportunity" value={opportunity.name} readOnly variant="filled" />
              </Form.Item>
            </Col>
          )}
        </Row>
      </FormSection>
    </>
  );
}
