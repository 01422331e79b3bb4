import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What every note change does when it succeeds: the server's message in the current language; the
 * list fetches again when next shown. The note itself is only marked stale: the page moves on to
 * the list, and refetching a note just deleted would flash "not found".
 */
function useNoteSaved() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/notes'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/note/{id}'], refetchType: 'none' }),
    ]);
  };
}

/** Creates a note. A 422 is the caller's to put next to the fields. */
export function useCreateNote() {
  return $api.useMutation('post', '/notes', { onSuccess: useNoteSaved() });
}

/** Saves a changed note. */
export function useUpdateNote() {
  return $api.useMutation('put', '/note/{id}', { onSuccess: useNoteSaved() });
}

/** Deletes a note; a failure has been shown by the platform and the page stays as it was. */
export function useDeleteNote() {
  return $api.useMutation('delete', '/note/{id}', { onSuccess: useNoteSaved() });
}
