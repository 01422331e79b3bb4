import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What each admin action on a quote does when it succeeds: the server's message, then the quote
 * (its history and deadline), the quote list and the opportunity's venues fetched again.
 */
function useQuoteChanged() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all(
      ['/quote/{id}', '/quotes', '/get-bidder/{id}'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })),
    );
  };
}

/** Sets (extends) the last day the venue may answer; the venue is not mailed. */
export const useSetQuoteDeadline = () => $api.useMutation('post', '/quote/{id}/deadline', { onSuccess: useQuoteChanged() });

/** Sends the venue's invitation again: a fresh link in a new mail, the previous link revoked. */
export const useResendInvitation = () => $api.useMutation('post', '/bidder/{id}/invitation', { onSuccess: useQuoteChanged() });
