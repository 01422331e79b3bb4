import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateProducts } from './invalidate-products';

/** Saves a product's changes and says so in the current language; lists and the product are fetched again. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('put', '/product/{id}', {
    onSuccess: async (answer) => {
      notify.success(pickMessage(answer.message, language));
      await invalidateProducts(queryClient);
    },
  });
}
