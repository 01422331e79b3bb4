import { $api } from '@portal/platform';
import { removeDraft } from '../request-draft';

/**
 * Sends a customer's conference request (public, no login). Once stored, its draft in this browser
 * is forgotten here too, so that it goes even when the page was left while the request was on its way.
 */
export function useCreateLead() {
  return $api.useMutation('post', '/leads', { onSuccess: () => removeDraft() });
}
