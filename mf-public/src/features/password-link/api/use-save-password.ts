import { $api } from '@portal/platform';
import type { PasswordPurpose } from '../password-purpose';

/** Saves the new password through the link (`/reset-password` or `/set-password`, same body). */
export function useSavePassword(purpose: PasswordPurpose) {
  return $api.useMutation('post', purpose === 'reset' ? '/reset-password' : '/set-password');
}
