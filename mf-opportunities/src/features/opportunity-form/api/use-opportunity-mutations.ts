import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What every opportunity change does when it succeeds: the server's message in the current
 * language, then the list, the opportunity and its venues are fetched again, so the page shows
 * the new status, the actions the server now allows and the venues' quotes (a revert restores them).
 */
function useOpportunityChanged() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunities'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity-board'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/get-bidder/{id}'] }),
    ]);
  };
}

/** Creates an opportunity. A 422 is the caller's to put next to the fields. */
export function useCreateOpportunity() {
  return $api.useMutation('post', '/opportunities', { onSuccess: useOpportunityChanged() });
}

/** Saves a changed opportunity; a 409 (decided meanwhile) has been shown by the platform. */
export function useUpdateOpportunity() {
  return $api.useMutation('put', '/opportunity/{id}', { onSuccess: useOpportunityChanged() });
}

/** Marks it lost, with a reason. */
export function useLoseOpportunity() {
  return $api.useMutation('post', '/opportunity/{id}/lose', { onSuccess: useOpportunityChanged() });
}

/** Closes it without an outcome. */
export function useCloseOpportunity() {
  return $api.useMutation('post', '/opportunity/{id}/close', { onSuccess: useOpportunityChanged() });
}

/** Sets a decided opportunity back to open. */
export function useRevertOpportunity() {
  return $api.useMutation('post', '/opportunity/{id}/revert', { onSuccess: useOpportunityChanged() });
}

/** Marks it seen or unseen (the list's New tag). */
export function useSetOpportunitySeen() {
  return $api.useMutation('post', '/opportunity/{id}/seen', { onSuccess: useOpportunityChanged() });
}
