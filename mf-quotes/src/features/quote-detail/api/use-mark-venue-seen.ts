import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Reading a venue's quote is seeing its answer: the venue loses its New tag in the opportunity's
 * venues panel, for this admin only (the server keeps what each admin has seen). Quietly, once
 * per opened quote.
 */
export function useMarkVenueSeen(bidderId: number | undefined): void {
  const queryClient = useQueryClient();
  const { mutate } = $api.useMutation('post', '/bidder/{id}/seen', {
    onSuccess: () => Promise.all(['/get-bidder/{id}', '/opportunities', '/opportunity-board'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] }))),
  });
  const marked = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (bidderId === undefined || marked.current === bidderId) return;
    marked.current = bidderId;
    mutate({ params: { path: { id: bidderId } }, body: { seen: true }, headers: { [QUIET_HEADER]: '1' } });
  }, [bidderId, mutate]);
}
