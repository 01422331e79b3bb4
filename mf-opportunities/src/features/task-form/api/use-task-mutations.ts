import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What every task change does when it succeeds: the server's message in the current language; the
 * lists and the dashboard card fetch again when next shown. The task itself is only marked stale:
 * the page moves on to the list, and refetching a task just deleted would flash "not found".
 */
function useTaskSaved() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/tasks'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/task/{id}'], refetchType: 'none' }),
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
