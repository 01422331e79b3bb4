import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/** Makes the lead's company (or the person) a customer account with the person as its contact. */
export function useCreateCustomerFromLead() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('post', '/lead/{id}/customer', {
    onSuccess: (answer) => {
      notify.success(pickMessage(answer.message, language));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/contacts'] }),
      ]);
    },
  });
}
