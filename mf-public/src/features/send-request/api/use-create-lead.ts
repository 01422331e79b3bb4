import { $api } from '@portal/platform';

/** Sends a customer's conference request (public, no login). */
export function useCreateLead() {
  return $api.useMutation('post', '/leads');
}
