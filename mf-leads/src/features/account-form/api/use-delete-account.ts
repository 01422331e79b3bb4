import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Deletes an account. A 409 (contacts or tasks still refer to it) reaches the user as the
 * platform's error toast with the server's reason; the account and the form stay as they were.
 * Only the lists are fetched again: the deleted account itself is left behind with its page.
 */
export function useDeleteAccount() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/account/{id}', {
    onSuccess: (answer) => {
      notify.success(pickMessage(answer.message, language));
      return queryClient.invalidateQueries({ queryKey: ['get', '/accounts'] });
    },
  });
}
