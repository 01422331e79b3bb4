import { ApiError, pickMessage } from '@portal/api-client';
import type { Language } from '../i18n/i18n';
import type { FormInstance } from 'antd';

/**
 * Puts the server's `Error validation` messages (SPEC §5: the first of each field) next to the
 * fields of the form, in the current language, and scrolls to the first. The values typed stay.
 * Returns whether any field got a message; the toast itself comes from the platform middleware.
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldNames: readonly string[],
  language: Language,
): boolean {
  if (!(error instanceof ApiError)) return false;
  // A message about a part of a field (`location.lat`, `image_ids.3`) goes next to the field itself.
  const fieldOf = (name: string): string | undefined =>
    fieldNames.includes(name) ? name : fieldNames.find((field) => name.startsWith(`${field}.`));
  const byField = new Map<string, string>();
  for (const [name, message] of Object.entries(error.problem.fieldErrors)) {
    const field = fieldOf(name);
    if (field !== undefined && !byField.has(field)) byField.set(field, pickMessage(message, language));
  }
  const fields = [...byField].map(([name, message]) => ({ name, errors: [message] }));
  if (fields.length === 0) return false;
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  form.scrollToField(fields[0]!.name, { block: 'center', focus: true });
  return true;
}
