import { FormSection, RecordSelect } from '@portal/ui';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAX_LENGTH, type ContactFormValues } from './contact-form-values';
import { fetchAccountOptions } from '../../api/fetch-account-options';

export interface ContactFieldsProps {
  /** The name of the account already chosen, shown before the picker's options load. */
  accountLabel?: string;
}

const half = { xs: 24, md: 12 } as const;

/** Every field of a contact (SPEC §3) and the account it belongs to, with the server's rules mirrored. */
export function ContactFields({ accountLabel }: ContactFieldsProps) {
  const { t } = useTranslation('leads');
  const accountId = Form.useWatch<ContactFormValues['account_id']>('account_id');
  const required = (field: string) => ({ required: true, whitespace: true, message: t(`contacts.form.required.${field}`) });
  const maxLength = (field: keyof typeof CONTACT_MAX_LENGTH) => ({
    max: CONTACT_MAX_LENGTH[field],
    message: t('contacts.form.tooLong', { max: CONTACT_MAX_LENGTH[field] }),
  });

  return (
    <>
      <FormSection title={t('contacts.form.sections.person')}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="first_name" label={t('contacts.form.fields.first_name')} rules={[required('first_name'), maxLength('first_name')]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="last_name" label={t('contacts.form.fields.last_name')} rules={[required('last_name'), maxLength('last_name')]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="role" label={t('contacts.form.fields.role')} rules={[maxLength('role')]}>
              <Input placeholder={t('contacts.form.placeholders.role')} />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
      <FormSection title={t('contacts.form.sections.reach')}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="email"
              label={t('contacts.form.fields.email')}
              rules={[{ type: 'email', message: t('contacts.form.invalidEmail') }, maxLength('email')]}
            >
              {/* Not type="email": the browser's own check would block the submit before the form's message shows. */}
              <Input inputMode="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="phone" label={t('contacts.form.fields.phone')} rules={[maxLength('phone')]}>
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="mobile_phone" label={t('contacts.form.fields.mobile_phone')} rules={[maxLength('mobile_phone')]}>
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="address" label={t('contacts.form.fields.address')} rules={[maxLength('address')]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
      <FormSection title={t('contacts.form.sections.company')}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="account_id" label={t('contacts.form.fields.account_id')} extra={t('contacts.form.accountHint')}>
              <RecordSelect
                fetchOptions={fetchAccountOptions}
                selectedLabel={accountLabel}
                placeholder={t('contacts.form.placeholders.account')}
                allowClear
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="company"
              label={t('contacts.form.fields.company')}
              rules={[maxLength('company')]}
              // The server shows the account's company name instead when an account is linked.
              extra={accountId ? t('contacts.form.companyWithAccount') : undefined}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </FormSection>
    </>
  );
}
