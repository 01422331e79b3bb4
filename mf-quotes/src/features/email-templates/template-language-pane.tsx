import { Form, Input } from 'antd';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateField, TemplateLanguage, TemplateVariable } from './email-template-types';
import { TemplateVariables } from './template-variables';

export interface TemplateLanguagePaneProps {
  language: TemplateLanguage;
  variables: TemplateVariable[];
  /** Remembers the input last typed in, for inserting variables at its caret. */
  onFieldFocus: (field: TemplateField) => (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onInsert: (token: string) => void;
}

/** The subject and message of one language, with the template's variables to insert. */
export function TemplateLanguagePane({ language, variables, onFieldFocus, onInsert }: TemplateLanguagePaneProps) {
  const { t } = useTranslation('quotes');
  const languageName = t(language === 'sw' ? 'emailTemplates.fields.languageSv' : 'emailTemplates.fields.languageEn');
  const subject: TemplateField = `subject.${language}`;
  const message: TemplateField = `message.${language}`;
  return (
    <>
      <Form.Item
        name={subject}
        label={t('emailTemplates.fields.subject', { language: languageName })}
        rules={[
          { required: true, whitespace: true, message: t('emailTemplates.validation.subjectRequired') },
          { max: 300, message: t('emailTemplates.validation.subjectTooLong') },
        ]}
      >
        <Input onFocus={onFieldFocus(subject)} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={message}
        label={t('emailTemplates.fields.message', { language: languageName })}
        rules={[
          { required: true, whitespace: true, message: t('emailTemplates.validation.messageRequired') },
          { max: 20000, message: t('emailTemplates.validation.messageTooLong') },
        ]}
      >
        <Input.TextArea onFocus={onFieldFocus(message)} rows={10} style={{ fontFamily: 'ui-monospace, monospace' }} />
      </Form.Item>
      <TemplateVariables variables={variables} onInsert={onInsert} />
    </>
  );
}
