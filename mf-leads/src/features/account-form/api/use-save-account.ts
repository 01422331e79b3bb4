import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/** After a save or a delete the lists, the account and its activity are fetched again. */
export function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/accounts'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/account/{id}'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/log-activities'] }),
    ]);
}

/** Creates an account; the server's message is shown in the current language. */
export function useCreateAccount() {
  const language = useLanguage();
  const invalidate = useInvalidateAccounts();
  return $api.useMutation('post', '/accounts', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: invalidate,
  });
}

/** Saves an account's changes; the server's message is shown in the current language. */
export function useUpdateAccount() {
  const language = useLanguage();
  const invalidate = useInvalidateAccounts();
  return $api.useMutation('put', '/account/{id}', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: invalidate,
  });
}
