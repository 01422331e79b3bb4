import { pickMessage } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/** The CRM settings, of which this module edits the commission reminders. */
export function useCrmSettings() {
  return $api.useQuery('get', '/crm-settings', undefined, { select: (body) => body.data });
}

/** Saves the settings; the server's message as a toast, then the settings fetched again. */
export function useUpdateCrmSettings() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/crm-settings', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get', '/crm-settings'] }),
  });
}

/** The first reminder's wait: 1 to 90 units, as the server checks. */
export const REMINDER_INTERVAL = { min: 1, max: 90 } as const;

/** How many reminders a venue gets: 1 to 10, as the server checks. */
export const REMINDER_COUNT = { min: 1, max: 10 } as const;
