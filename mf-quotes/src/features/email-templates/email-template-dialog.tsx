import { ApiError, pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Form, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmailTemplate, TemplateFormValues } from './email-template-types';
import { TemplateLanguagePane } from './template-language-pane';
import { TemplatePreview } from './template-preview';
import { useTemplateEditing } from './use-template-editing';

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
  const { form, confirmHolder, tab, initialValues, save, preview, insertion, handleCancel, handleFinish, showTabOf, runPreview, handleTabChange } =
    useTemplateEditing(template, onClose);

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
