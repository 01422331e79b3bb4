import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Converts the lead with the request as edited in the opportunity form. Settled either way, the
 * lead and the lists are fetched again: converted (or, on a 409, converted or discarded meanwhile
 * by someone else, which the platform's toast has said) the page then shows the lead's state.
 * A 422 is the caller's to put next to the fields.
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
