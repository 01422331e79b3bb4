import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/** Saves both languages' subject and message, says so in the current language and refreshes the list. */
export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('put', '/email-template/{id}', {
    onSuccess: (answer) => {
      notify.success(pickMessage(answer.message, language));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/email-templates'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/email-template/{id}'] }),
      ]);
    },
  });
}
