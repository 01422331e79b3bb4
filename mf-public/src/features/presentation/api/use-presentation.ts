import { QUIET_HEADER, type Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { quietLinkRequest } from '../../../shared/link-request';
import type { PresentationSource } from './presentation-source';

export type Presentation = Schemas['Presentation'];

const linkQuery = (token: string) => $api.queryOptions('get', '/public/presentation', quietLinkRequest(token));
const previewQuery = (opportunityId: number) =>
  $api.queryOptions('get', '/opportunity/{id}/presentation', { params: { path: { id: opportunityId } }, headers: { [QUIET_HEADER]: '1' } });

/**
 * The presentation: the customer's (`GET /public/presentation` with the link's token) or the
 * admin's preview (`GET /opportunity/{id}/presentation`). Quiet: a link that does not open (401,
 * 410) or a preview that may not be seen is explained by the page, not toasted. The customer's is
 * fetched again when the tab comes back into view, so a booking made in another tab shows.
 */
export function usePresentation(source: PresentationSource) {
  const link = $api.useQuery('get', '/public/presentation', quietLinkRequest(source.kind === 'link' ? source.token : ''), {
    select: (body) => body.data,
    staleTime: 0,
    refetchOnWindowFocus: true,
    enabled: source.kind === 'link' && source.token !== '',
  });
  const preview = $api.useQuery(
    'get',
    '/opportunity/{id}/presentation',
    { params: { path: { id: source.kind === 'preview' ? source.opportunityId : 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { select: (body) => body.data, staleTime: 0, enabled: source.kind === 'preview' },
  );
  return source.kind === 'link' ? link : preview;
}

/** Puts a booking into the presentation on the page, or fetches it again (after a refusal). */
export function useUpdatePresentation(source: PresentationSource) {
  const queryClient = useQueryClient();
  const { queryKey } = source.kind === 'link' ? linkQuery(source.token) : previewQuery(source.opportunityId);
  return {
    set: (update: (presentation: Presentation) => Presentation) =>
      queryClient.setQueryData(queryKey, (old: { data: Presentation } | undefined) => (old ? { ...old, data: update(old.data) } : old)),
    refetch: () => queryClient.invalidateQueries({ queryKey }),
  };
}
