import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Converts a New lead into an opportunity (the server answers 409 for any other status). Afterwards
 * the lead and every lead list are fetched again, whatever the outcome: a 409 means someone else
 * changed the lead. A 422 is left to the dialog, which shows it beside its field.
 */
export function useConvertLead() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('post', '/convert-lead/{id}', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/lead/{id}'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/leads'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/opportunities'] }),
      ]),
  });
}
