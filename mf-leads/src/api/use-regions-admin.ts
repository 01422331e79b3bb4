import { pickMessage, type components } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

export type Region = components['schemas']['Region'];
export type City = components['schemas']['City'];

/** Every region, by name. */
export function useRegions() {
  return $api.useQuery('get', '/regions', undefined, { select: (body) => body.data });
}

/** The cities of one region, by name; nothing is asked before a region is chosen. */
export function useCities(regionId: number | undefined) {
  return $api.useQuery(
    'get',
    '/cities',
    { params: { query: { region_id: regionId ?? 0 } } },
    { enabled: regionId !== undefined, select: (body) => body.data },
  );
}

/**
 * After any change both lists are fetched again, whatever the outcome (a 409 or 404 means someone
 * else changed them): the public request form and the lead pages read the same queries.
 */
function useReferenceChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/regions'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/cities'] }),
    ]);
}

/** The shared options of every region and city mutation: the server's message as a toast, then a refresh. */
function useReferenceMutationOptions() {
  const language = useLanguage();
  const changed = useReferenceChanged();
  return {
    onSuccess: (answer: { message: components['schemas']['Message'] }) => notify.success(pickMessage(answer.message, language)),
    onSettled: changed,
  };
}

export function useCreateRegion() {
  return $api.useMutation('post', '/regions', useReferenceMutationOptions());
}

export function useUpdateRegion() {
  return $api.useMutation('put', '/region/{id}', useReferenceMutationOptions());
}

/** A region that cities or leads refer to is not deleted: the platform toasts the server's 409 message. */
export function useDeleteRegion() {
  return $api.useMutation('delete', '/region/{id}', useReferenceMutationOptions());
}

export function useCreateCity() {
  return $api.useMutation('post', '/cities', useReferenceMutationOptions());
}

export function useUpdateCity() {
  return $api.useMutation('put', '/city/{id}', useReferenceMutationOptions());
}

/** A city that leads refer to is not deleted (409, toasted by the platform). */
export function useDeleteCity() {
  return $api.useMutation('delete', '/city/{id}', useReferenceMutationOptions());
}
