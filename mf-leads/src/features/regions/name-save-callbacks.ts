import { applyFieldErrors, type Language } from '@portal/platform';
import type { FormInstance } from 'antd';
import type { NameFormValues } from './name-form';

/**
 * How a name's save ended, for the inline form: true when saved; on a 422 the server's message
 * goes next to the field (the toast comes from the platform). The save's own promise is used, not
 * `mutate`'s callbacks, which TanStack Query skips for all but the latest call.
 */
export function nameSaved(save: Promise<unknown>, form: FormInstance<NameFormValues>, language: Language): Promise<boolean> {
  return save.then(
    () => true,
    (error: unknown) => {
      applyFieldErrors(form, error, ['name'], language);
      return false;
    },
  );
}

/** A delete's end, whatever it was: a refusal (409) has been shown by the platform. */
export function settled(action: Promise<unknown>): Promise<void> {
  return action.then(
    () => undefined,
    () => undefined,
  );
}
