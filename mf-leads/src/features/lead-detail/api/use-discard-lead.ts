import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Discards a New lead (the server answers 409 for any other status). Afterwards the lead and every
 * lead list are fetched again, whatever the outcome: a 409 means someone else changed the lead.
 */
export function useDiscardLead() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('post', '/discard-lead/{id}', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/lead/{id}'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/leads'] }),
      ]),
  });
}
