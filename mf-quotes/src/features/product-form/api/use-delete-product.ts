import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Deletes a product. A product in use answers 409 with a message saying by what; the platform
 * shows it as an error toast and the product stays as it was.
 */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('delete', '/product/{id}', {
    onSuccess: (answer) => {
      notify.success(pickMessage(answer.message, language));
      // Marked stale without fetching: the page is leaving, and fetching it now would only answer 404.
      return queryClient.invalidateQueries({ queryKey: ['get', '/product/{id}'], refetchType: 'none' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get', '/products'] }),
  });
}
