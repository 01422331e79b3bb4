import { ApiError, problemOf, type LeadInput } from '@portal/api-client';
import { api } from '@portal/platform';
import { useState } from 'react';
import { removeDraft } from '../request-draft';

/**
 * Sends a customer's conference request (public, no login). Once stored, its draft in this browser
 * is forgotten here too, so that it goes even when the page was left while the request was on its
 * way. A refusal rejects with the API's problem (the API client has already told the user); its
 * field messages are for the form. A plain call (see `useRegions`).
 */
export function useCreateLead() {
  const [isPending, setPending] = useState(false);
  const send = async (body: LeadInput): Promise<void> => {
    setPending(true);
    try {
      const { data, error, response } = await api.POST('/leads', { body });
      if (!data) throw new ApiError(problemOf(error, response));
      removeDraft();
    } finally {
      setPending(false);
    }
  };
  return { send, isPending };
}
