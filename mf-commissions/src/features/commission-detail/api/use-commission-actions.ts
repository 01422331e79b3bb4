import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What each admin action on a commission does: on success the server's message as a toast; either
 * way the commission, the list (its filters' sums) and the dashboard's figures fetched again, so a
 * refusal (409: another admin acted first), shown by the platform's error middleware, leaves the
 * page showing the commission as it now is, with the actions it now allows.
 */
function useCommissionActionOptions() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return {
    onSuccess: (answer: { message: Message }) => notify.success(pickMessage(answer.message, language)),
    onSettled: () =>
      Promise.all(
        ['/commission/{id}', '/commissions', '/commission-summary'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })),
      ),
  };
}

/** reported → invoiced on the reported amount, or to_report → invoiced on the original quote. */
export const useInvoiceCommission = () => $api.useMutation('post', '/commission/{id}/invoice', useCommissionActionOptions());

/** invoiced → received: the venue has paid. */
export const useReceiveCommission = () => $api.useMutation('post', '/commission/{id}/receive', useCommissionActionOptions());

/** Mails the venue a reminder to report now (it counts as one of the reminders). */
export const useRemindCommission = () => $api.useMutation('post', '/commission/{id}/remind', useCommissionActionOptions());

/** Sets the final amount (öre) with a reason, logged in the history. */
export const useSetCommissionFinal = () => $api.useMutation('put', '/commission/{id}/final', useCommissionActionOptions());
