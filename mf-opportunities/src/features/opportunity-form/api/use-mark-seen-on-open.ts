import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Opening an opportunity that is new to this admin marks it seen, for this admin only (the
 * server keeps what each admin has seen): quietly, no toast; the page, the list and the board
 * then show it without New. Once per opened opportunity, so "Markera som osedd" on the page holds
 * until the admin opens it again.
 */
export function useMarkSeenOnOpen(opportunity: { id: number; unseen: boolean } | undefined): void {
  const queryClient = useQueryClient();
  const { mutate } = $api.useMutation('post', '/opportunity/{id}/seen', {
    onSuccess: () =>
      Promise.all(['/opportunity/{id}', '/opportunities', '/opportunity-board'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] }))),
  });
  const marked = useRef<number | undefined>(undefined);
  const id = opportunity?.id;
  const unseen = opportunity?.unseen === true;
  useEffect(() => {
    if (id === undefined || !unseen || marked.current === id) return;
    marked.current = id;
    mutate({ params: { path: { id } }, body: { seen: true }, headers: { [QUIET_HEADER]: '1' } });
  }, [id, unseen, mutate]);
}
