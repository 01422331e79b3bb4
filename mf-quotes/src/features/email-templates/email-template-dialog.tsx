import { ApiError, pickMessage, QUIET_HEADER } from '@portal/api-client';
import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Button, Form, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailTemplatePreview } from './api/use-email-template-preview';
import { useSaveEmailTemplate } from './api/use-save-email-template';
import {
  languageOf,
  TEMPLATE_FIELDS,
  toTemplateFormValues,
  toTemplateInput,
  type EmailTemplate,
  type TemplateFormValues,
} from './email-template-types';
import { TemplateLanguagePane } from './template-language-pane';
import { TemplatePreview } from './template-preview';
import { useVariableInsertion } from './use-variable-insertion';

type TabKey = 'sv' | 'en' | 'preview';

export interface EmailTemplateDialogProps {
  template: EmailTemplate;
  onClose: () => void;
}

/** What a failed preview says: the server's field messages, or its message. */
function describeFailure(error: unknown, language: 'sv' | 'en'): string {
  if (!(error instanceof ApiError)) return '';
  const fieldMessages = Object.values(error.problem.fieldErrors).map((message) => pickMessage(message, language));
  return fieldMessages.length ? fieldMessages.join(' ') : pickMessage(error.problem.message, language);
}

/**
 * Edits one template's subject and message in Swedish and English, with its variables to insert
 * and a preview of the unsaved texts. Closing with unsaved changes asks first.
 */
export function EmailTemplateDialog({ template, onClose }: EmailTemplateDialogProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  // The confirmation's own holder, inside the portal's ConfigProvider: theme and language reach it.
  const [modal, confirmHolder] = Modal.useModal();
  const [form] = Form.useForm<TemplateFormValues>();
  useErrorsFollowLanguage(form);
  // Both languages stay mounted (forceRender), so Save checks and sends them all from any tab.
  const [tab, setTab] = useState<TabKey>(language);
  const [initialValues] = useState(() => toTemplateFormValues(template));
  const save = useSaveEmailTemplate();
  const preview = useEmailTemplatePreview();
  const insertion = useVariableInsertion(form);

  const currentValues = (): TemplateFormValues => form.getFieldsValue(true);
  const isDirty = () => {
    const values = currentValues();
    return TEMPLATE_FIELDS.some((field) => values[field] !== initialValues[field]);
  };

  const handleCancel = () => {
    if (save.isPending) return;
    if (!isDirty()) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('emailTemplates.dialog.discardTitle'),
      content: t('emailTemplates.dialog.discardText'),
      okText: t('emailTemplates.dialog.discardOk'),
      okButtonProps: { danger: true },
      cancelText: t('emailTemplates.dialog.discardCancel'),
      onOk: onClose,
    });
  };

  /** A message on a field the current tab hides would go unseen: show the first one's language. */
  const showTabOf = (fields: readonly string[]) => {
    const first = TEMPLATE_FIELDS.find((field) => fields.includes(field));
    if (first) setTab(languageOf(first) === 'en' ? 'en' : 'sv');
  };

  const handleFinish = (values: TemplateFormValues) =>
    save.mutate(
      { params: { path: { id: template.id } }, body: toTemplateInput(values) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError) showTabOf(Object.keys(error.problem.fieldErrors));
          applyFieldErrors(form, error, TEMPLATE_FIELDS, language);
        },
      },
    );

  // Quiet: the preview panel itself says what went wrong; field messages also land on their fields.
  const runPreview = () =>
    preview.mutate(
      { params: { path: { id: template.id } }, body: toTemplateInput(currentValues()), headers: { [QUIET_HEADER]: '1' } },
      { onError: (error) => applyFieldErrors(form, error, TEMPLATE_FIELDS, language) },
    );

  const handleTabChange = (key: string) => {
    setTab(key as TabKey);
    if (key === 'preview') runPreview();
  };

  return (
    <>
      {confirmHolder}
      <Modal
        open
        title={t('emailTemplates.dialog.title', { name: pickMessage(template.description, language) || template.name })}
        onCancel={handleCancel}
        width={960}
        footer={[
          <Button key="cancel" onClick={handleCancel} disabled={save.isPending}>
            {t('emailTemplates.dialog.cancel')}
          </Button>,
          <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('emailTemplates.dialog.save')}
          </Button>,
        ]}
      >
        <Form<TemplateFormValues>
          form={form}
          layout="vertical"
          requiredMark
          noValidate
          initialValues={initialValues}
          onFinish={handleFinish}
          onFinishFailed={({ errorFields }) => showTabOf(errorFields.map((field) => String(field.name[0])))}
          disabled={save.isPending}
        >
          <Tabs
            activeKey={tab}
            onChange={handleTabChange}
            items={[
              {
                key: 'sv',
                label: t('emailTemplates.dialog.tabs.sv'),
                forceRender: true,
                children: (
                  <TemplateLanguagePane
                    language="sw"
                    variables={template.variables}
                    onFieldFocus={insertion.remember}
                    onInsert={(token) => insertion.insert('sw', token)}
                  />
                ),
              },
              {
                key: 'en',
                label: t('emailTemplates.dialog.tabs.en'),
                forceRender: true,
                children: (
                  <TemplateLanguagePane
                    language="en"
                    variables={template.variables}
                    onFieldFocus={insertion.remember}
                    onInsert={(token) => insertion.insert('en', token)}
                  />
                ),
              },
              {
                key: 'preview',
                label: t('emailTemplates.dialog.tabs.preview'),
                children: (
                  <TemplatePreview
                    rendered={preview.data?.data}
                    loading={preview.isPending}
                    failure={preview.isError ? describeFailure(preview.error, language) : null}
                    onRefresh={runPreview}
                  />
                ),
              },
            ]}
          />
        </Form>
      </Modal>
    </>
  );
}
