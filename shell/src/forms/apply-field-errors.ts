import { ApiError, pickMessage, type Language, type Message } from '@portal/api-client';
import type { FormInstance } from 'antd';

/** Puts the server's 422 messages next to their fields, in the current language. */
export function applyFieldErrors(form: FormInstance, fieldErrors: Record<string, Message>, language: Language): void {
  form.setFields(Object.entries(fieldErrors).map(([name, message]) => ({ name, errors: [pickMessage(message, language)] })));
}

export function fieldErrorsOf(error: unknown): Record<string, Message> {
  return error instanceof ApiError ? error.problem.fieldErrors : {};
}
