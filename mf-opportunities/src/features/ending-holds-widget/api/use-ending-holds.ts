import { pickMessage, type Message } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/** The holds that end within a week, and the extension requests the venues have not answered (`GET /preliminary-bookings/ending`). */
export function useEndingHolds() {
  return $api.useQuery('get', '/preliminary-bookings/ending', { params: { query: { days: 7 } } });
}

/** One click: the venue is asked (and mailed) to hold the dates longer; the list and the opportunity follow. */
export function useAskToExtend() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('post', '/preliminary-booking/{id}/extend', {
    onSuccess: (answer: { message: Message }) => {
      notify.success(pickMessage(answer.message, language));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/preliminary-bookings/ending'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/get-bidder/{id}'] }),
      ]);
    },
  });
}
