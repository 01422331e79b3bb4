import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../i18n/use-language';
import { followLanguage, type LanguageFollowingForm } from './apply-field-errors';

/**
 * Keeps the error messages a form shows in the current language: on a switch, the form's own
 * rules are checked again for each field that shows an error, and the server's 422 messages
 * (`applyFieldErrors`) are shown in the new language. RecordForm does this for every add/edit
 * page; a form of its own (a dialog, the login, a light form) calls it with its form while mounted.
 */
export function useErrorsFollowLanguage<Values>(form: FormInstance<Values> | LanguageFollowingForm): void {
  const language = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    const from = previous.current;
    previous.current = language;
    // Effects run after the fields re-rendered with the new language's rules and messages.
    if (from !== language) void followLanguage(form, from, language);
  }, [form, language]);
}
