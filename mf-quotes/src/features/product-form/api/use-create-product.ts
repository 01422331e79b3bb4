import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateProducts } from './invalidate-products';

/** Creates a product and says so in the current language; the lists are fetched again. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('post', '/products', {
    onSuccess: async (answer) => {
      notify.success(pickMessage(answer.message, language));
      await invalidateProducts(queryClient);
    },
  });
}
