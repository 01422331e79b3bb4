import { applyFieldErrors, type Language } from '@portal/platform';
import type { FormInstance } from 'antd';
import type { NameFormValues } from './name-form';

/**
 * The callbacks of a name's save: tell the inline form whether it was saved, and put the server's
 * 422 next to the field (the toast comes from the platform).
 */
export function nameSaveCallbacks(form: FormInstance<NameFormValues>, language: Language, resolve: (saved: boolean) => void) {
  return {
    onSuccess: () => resolve(true),
    onError: (error: unknown) => {
      applyFieldErrors(form, error, ['name'], language);
      resolve(false);
    },
  };
}
