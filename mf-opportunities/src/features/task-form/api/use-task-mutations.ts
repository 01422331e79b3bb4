import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What every task change does when it succeeds: the server's message in the current language; the
 * lists and the dashboard card fetch again when next shown. The task itself leaves the cache.
 */
function useTaskSaved() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/tasks'] }),
      // Dropped, not refetched: the next visit loads it afresh (so the form shows what was saved),
      // and a task just deleted does not flash "not found" on the page being left.
      queryClient.removeQueries({ queryKey: ['get', '/task/{id}'] }),
    ]);
  };
}

/** Creates a task. A 422 is the caller's to put next to the fields. */
export function useCreateTask() {
  return $api.useMutation('post', '/tasks', { onSuccess: useTaskSaved() });
}

/** Saves a changed task. */
export function useUpdateTask() {
  return $api.useMutation('put', '/task/{id}', { onSuccess: useTaskSaved() });
}

/** Deletes a task; a failure has been shown by the platform and the page stays as it was. */
export function useDeleteTask() {
  return $api.useMutation('delete', '/task/{id}', { onSuccess: useTaskSaved() });
}
