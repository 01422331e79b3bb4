import { ApiError, QUIET_HEADER } from '@portal/api-client';
import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailTemplatePreview } from './api/use-email-template-preview';
import { useSaveEmailTemplate } from './api/use-save-email-template';
import { languageOf, TEMPLATE_FIELDS, toTemplateFormValues, toTemplateInput, type EmailTemplate, type TemplateFormValues } from './email-template-types';
import { useVariableInsertion } from './use-variable-insertion';

export type TabKey = 'sv' | 'en' | 'preview';

/**
 * The template dialog's form and what it does: the tab shown (the first message's language when a
 * field is refused), saving, the preview of the unsaved texts (run when its tab opens), variables
 * inserted at the cursor, and closing, which asks first when something was changed.
 */
export function useTemplateEditing(template: EmailTemplate, onClose: () => void) {
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

  return { form, confirmHolder, tab, initialValues, save, preview, insertion, handleCancel, handleFinish, showTabOf, runPreview, handleTabChange };
}
