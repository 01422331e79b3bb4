import type { components } from '@portal/api-client';

export type EmailTemplate = components['schemas']['EmailTemplate'];
export type EmailTemplateInput = components['schemas']['EmailTemplateInput'];
export type TemplateVariable = components['schemas']['TemplateVariable'];
export type RenderedMail = components['schemas']['RenderedMail'];

/** A template's languages as the API keys them (`sw` is Swedish). */
export type TemplateLanguage = 'sw' | 'en';
export const TEMPLATE_LANGUAGES: readonly TemplateLanguage[] = ['sw', 'en'];

/**
 * The dialog's fields, named exactly as the server names them in a 422 (`subject.sw`), so its
 * errors land on the right input without translation. antd takes a dotted string as one name.
 */
export type TemplateField = `${'subject' | 'message'}.${TemplateLanguage}`;
export const TEMPLATE_FIELDS: readonly TemplateField[] = ['subject.sw', 'message.sw', 'subject.en', 'message.en'];

export type TemplateFormValues = Record<TemplateField, string>;

export function toTemplateFormValues(template: EmailTemplate): TemplateFormValues {
  return {
    'subject.sw': template.subject.sw,
    'message.sw': template.message.sw,
    'subject.en': template.subject.en,
    'message.en': template.message.en,
  };
}

export function toTemplateInput(values: TemplateFormValues): EmailTemplateInput {
  return {
    subject: { sw: values['subject.sw'], en: values['subject.en'] },
    message: { sw: values['message.sw'], en: values['message.en'] },
  };
}

/** Which language a field belongs to: `message.en` → `en`. */
export function languageOf(field: TemplateField): TemplateLanguage {
  return field.endsWith('.en') ? 'en' : 'sw';
}
