import { applyFieldErrors, useLanguage } from '@portal/platform';
import { useFormRules } from '@portal/ui';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export interface OutsideVenueValues {
  name: string;
  email?: string;
  language: 'sv' | 'en';
}

export interface OutsideVenueDialogProps {
  open: boolean;
  /** The venue being edited; a new one without. */
  initial?: { name: string; email: string | null; language: 'sv' | 'en' };
  saving: boolean;
  onSave: (values: { name: string; email: string | null; language: 'sv' | 'en' }) => Promise<unknown>;
  onClose: () => void;
}

const FIELDS = ['name', 'email', 'language'] as const;

/** A venue outside the partner network: its name, the email its invitation goes to, and the mail's language. */
export function OutsideVenueDialog({ open, initial, saving, onSave, onClose }: OutsideVenueDialogProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<OutsideVenueValues>();

  const handleFinish = (values: OutsideVenueValues) =>
    onSave({ name: values.name.trim(), email: values.email?.trim() || null, language: values.language }).then(onClose, (error: unknown) => {
      applyFieldErrors(form, error, FIELDS, language);
    });

  return (
    <Modal
      open={open}
      title={initial ? t('venues.outside.editTitle', { name: initial.name }) : t('venues.outside.addTitle')}
      okText={t('venues.outside.save')}
      cancelText={t('opportunity.actions.cancel')}
      okButtonProps={{ loading: saving, htmlType: 'submit', form: 'outside-venue' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<OutsideVenueValues>
        id="outside-venue"
        // Its fields' ids are prefixed (outside-venue_name …): the opportunity's form on the same page has a `name` too.
        name="outside-venue"
        form={form}
        layout="vertical"
        noValidate
        onFinish={handleFinish}
        preserve={false}
        initialValues={{ name: initial?.name ?? '', email: initial?.email ?? '', language: initial?.language ?? 'sv' }}
      >
        <Form.Item name="name" label={t('venues.outside.name')} rules={[rules.required, rules.maxLength(200)]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="email" label={t('venues.outside.email')} extra={t('venues.outside.emailHelp')} rules={rules.email}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="language" label={t('venues.outside.language')}>
          <Radio.Group
            options={[
              { value: 'sv', label: t('venues.language.sv') },
              { value: 'en', label: t('venues.language.en') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
