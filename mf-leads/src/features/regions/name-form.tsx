import { useErrorsFollowLanguage } from '@portal/platform';
import { useUnsavedChanges } from '@portal/ui';
import { Button, Flex, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NameFormValues {
  name: string;
}

/** The contract's maxLength for region and city names. */
export const NAME_MAX_LENGTH = 100;

export interface NameFormProps {
  /** The field's label ("Region name"). */
  label: string;
  initialName?: string;
  submitLabel: string;
  /** Saves the name; resolves true when saved (the form closes), false when not (server errors stay next to the field). */
  onSubmit: (name: string, form: FormInstance<NameFormValues>) => Promise<boolean>;
  onClose: () => void;
}

/**
 * A one-field inline form for naming a region or a city: Enter saves, Escape cancels. A changed
 * name is not dropped unasked: Cancel, Escape, leaving the page and closing the tab ask first.
 */
export function NameForm({ label, initialName = '', submitLabel, onSubmit, onClose }: NameFormProps) {
  const { t } = useTranslation('leads');
  const [form] = Form.useForm<NameFormValues>();
  const [saving, setSaving] = useState(false);
  const changes = useUnsavedChanges(form);
  useErrorsFollowLanguage(form);

  const handleFinish = async ({ name }: NameFormValues) => {
    setSaving(true);
    const saved = await onSubmit(name.trim(), form);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <>
      <Form<NameFormValues>
        form={form}
        layout="inline"
        noValidate
        initialValues={{ name: initialName }}
        onValuesChange={changes.onValuesChange}
        onFinish={(values) => void handleFinish(values)}
        disabled={saving}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            changes.confirmLeave(onClose);
          }
        }}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('regions.nameRequired') },
            { max: NAME_MAX_LENGTH, message: t('regions.nameTooLong', { max: NAME_MAX_LENGTH }) },
          ]}
          style={{ flex: '1 1 200px' }}
        >
          {/* Opened on purpose by the user's click, so the field takes the focus at once. */}
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button onClick={() => changes.confirmLeave(onClose)}>{t('regions.cancel')}</Button>
        </Flex>
      </Form>
      {/* Beside the form, not in it: Escape in the dialog (Stay) must not reach the form's Escape (Cancel). */}
      {changes.guard}
    </>
  );
}
