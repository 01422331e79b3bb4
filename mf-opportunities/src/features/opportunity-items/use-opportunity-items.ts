import { pickMessage, type Schemas } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

export type OpportunityItem = Schemas['OpportunityItem'];
export type CatalogueProduct = Schemas['Product'];

/** The opportunity's meals, conference rooms and other products, in order. */
export function useOpportunityItems(opportunityId: number) {
  return $api.useQuery('get', '/opportunity/{id}/items', { params: { path: { id: opportunityId } } }, { select: (body) => body.data });
}

/** The active products to choose rows from (the catalogue is small: one page of 100, by name). */
export function useCatalogue() {
  return $api.useQuery(
    'get',
    '/products',
    { params: { query: { active: true, per_page: 100, sort: 'name', order: 'asc' } } },
    { select: (body) => body.data.data, staleTime: 60_000 },
  );
}

/** Saves the whole list; the server's message, then the list and the opportunity (its last change) again. */
export function useSaveOpportunityItems() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return $api.useMutation('put', '/opportunity/{id}/items', {
    onSuccess: (answer) => {
      notify.success(pickMessage(answer.message, language));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}/items'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}'] }),
      ]);
    },
  });
}
