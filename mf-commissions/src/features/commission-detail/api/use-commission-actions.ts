import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What each admin action on a commission does when it succeeds: the server's message, then the
 * commission, the list (its filters' sums) and the dashboard's figures fetched again. A refusal
 * (409, 422) reaches the user through the platform's error middleware.
 */
function useCommissionChanged() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all(
      ['/commission/{id}', '/commissions', '/commission-summary'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })),
    );
  };
}

/** reported → invoiced on the reported amount, or to_report → invoiced on the original quote. */
export const useInvoiceCommission = () => $api.useMutation('post', '/commission/{id}/invoice', { onSuccess: useCommissionChanged() });

/** invoiced → received: the venue has paid. */
export const useReceiveCommission = () => $api.useMutation('post', '/commission/{id}/receive', { onSuccess: useCommissionChanged() });

/** Mails the venue a reminder to report now (it counts as one of the reminders). */
export const useRemindCommission = () => $api.useMutation('post', '/commission/{id}/remind', { onSuccess: useCommissionChanged() });

/** Sets the final amount (öre) with a reason, logged in the history. */
export const useSetCommissionFinal = () => $api.useMutation('put', '/commission/{id}/final', { onSuccess: useCommissionChanged() });
