import { ApiError, pickMessage, type Message } from '@portal/api-client';
import type { FormInstance } from 'antd';
import type { Language } from '../i18n/i18n';
import { currentLanguage } from '../i18n/set-language';

/** The server's messages (both languages) a form shows, so a language switch can show them anew. */
const serverMessages = new WeakMap<object, Map<string, Message>>();

/** What a form needs to show the server's messages: antd's FormInstance, or @portal/ui's light form. */
export interface FieldErrorTarget {
  setFields(fields: { name: string; errors: string[] }[]): void;
  scrollToField(name: string, options?: { block?: ScrollLogicalPosition; focus?: boolean }): void;
}

/** What a form needs to follow a language switch (`followLanguage`): antd's FormInstance, or @portal/ui's light form. */
export interface LanguageFollowingForm extends FieldErrorTarget {
  getFieldError(name: string): string[];
  getFieldsError(): { name: unknown; errors: string[] }[];
  validateFields(names: never[]): Promise<unknown>;
}

/**
 * Puts the server's `Error validation` messages (SPEC §5: the first of each field) next to the
 * fields of the form, in the current language, and scrolls to the first. The values typed stay.
 * Both languages of each message are kept with the form, so a language switch shows it in the new
 * one (`followLanguage`, which RecordForm and `useErrorsFollowLanguage` call).
 * Returns whether any field got a message; the toast itself comes from the platform middleware.
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values> | FieldErrorTarget,
  error: unknown,
  fieldNames: readonly string[],
  language: Language = currentLanguage(),
): boolean {
  if (!(error instanceof ApiError)) return false;
  // A message about a part of a field (`location.lat`, `image_ids.3`) goes next to the field itself.
  const fieldOf = (name: string): string | undefined =>
    fieldNames.includes(name) ? name : fieldNames.find((field) => name.startsWith(`${field}.`));
  const byField = new Map<string, Message>();
  for (const [name, message] of Object.entries(error.problem.fieldErrors)) {
    const field = fieldOf(name);
    if (field !== undefined && !byField.has(field)) byField.set(field, message);
  }
  if (byField.size === 0) return false;
  serverMessages.set(form, byField);
  const fields = [...byField].map(([name, message]) => ({ name, errors: [pickMessage(message, language)] }));
  (form as FieldErrorTarget).setFields(fields);
  form.scrollToField(fields[0]!.name, { block: 'center', focus: true });
  return true;
}

const fieldKey = (name: unknown): string => (Array.isArray(name) ? name.join('.') : String(name));

/**
 * After a language switch from `from` to `to`: the server's messages the form still shows are
 * shown in `to`, and every other field showing an error is checked again, so the form's own rules
 * say it in the new language. Call it after the fields have re-rendered with the new texts (in an
 * effect), as `useErrorsFollowLanguage` does.
 */
export async function followLanguage<Values>(anyForm: FormInstance<Values> | LanguageFollowingForm, from: Language, to: Language): Promise<void> {
  const form = anyForm as LanguageFollowingForm;
  const messages = serverMessages.get(form);
  const fromServer = new Set<string>();
  if (messages) {
    const fields: { name: string; errors: string[] }[] = [];
    for (const [name, message] of messages) {
      const shown = form.getFieldError(name);
      // Edited since (its own rules replaced the message) or cleared: the server's word is void.
      if (shown.length !== 1 || shown[0] !== pickMessage(message, from)) {
        messages.delete(name);
        continue;
      }
      fromServer.add(name);
      fields.push({ name, errors: [pickMessage(message, to)] });
    }
    if (fields.length > 0) form.setFields(fields);
  }
  const names = form
    .getFieldsError()
    .filter((field) => field.errors.length > 0 && !fromServer.has(fieldKey(field.name)))
    .map((field) => field.name);
  if (names.length === 0) return;
  // The failed rules show their messages again, now in the new language; nothing is thrown.
  await form.validateFields(names as never[]).catch(() => undefined);
}
