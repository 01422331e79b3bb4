import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What every note change does when it succeeds: the server's message in the current language; the
 * list fetches again when next shown. The note itself leaves the cache.
 */
function useNoteSaved() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/notes'] }),
      // Dropped, not refetched: the next visit loads it afresh (so the form shows what was saved),
      // and a note just deleted does not flash "not found" on the page being left.
      queryClient.removeQueries({ queryKey: ['get', '/note/{id}'] }),
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
