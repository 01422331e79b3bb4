import type { FormInstance } from 'antd';
import { useRef, type FocusEvent } from 'react';
import { languageOf, type TemplateField, type TemplateFormValues, type TemplateLanguage } from './email-template-types';
import { insertAtCursor } from './insert-at-cursor';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Inserting `{{name}}` where the user was typing: each language remembers the subject or message
 * input last focused (its caret survives the click on "Insert"); without one, the token goes to the
 * end of that language's message.
 */
export function useVariableInsertion(form: FormInstance<TemplateFormValues>) {
  const lastFocused = useRef<Partial<Record<TemplateLanguage, { field: TemplateField; element: TextElement }>>>({});

  const remember = (field: TemplateField) => (event: FocusEvent<TextElement>) => {
    lastFocused.current[languageOf(field)] = { field, element: event.currentTarget };
  };

  const insert = (language: TemplateLanguage, token: string) => {
    const target = lastFocused.current[language];
    const field: TemplateField = target?.field ?? `message.${language}`;
    const text: string = form.getFieldValue(field) ?? '';
    const selection = target ? { start: target.element.selectionStart, end: target.element.selectionEnd } : { start: null, end: null };
    const { value, caret } = insertAtCursor(text, token, selection);
    form.setFieldValue(field, value);
    if (!target) return;
    // After React has put the new value in the input, so the caret is not reset behind the text.
    window.setTimeout(() => {
      target.element.focus();
      target.element.setSelectionRange(caret, caret);
    });
  };

  return { remember, insert };
}
