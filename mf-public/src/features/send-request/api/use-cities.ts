import { $api } from '@portal/platform';

/** The cities of one region; nothing is fetched until a region is chosen. */
export function useCities(regionId: number | undefined) {
  return $api.useQuery(
    'get',
    '/cities',
    { params: { query: { region_id: regionId } } },
    { enabled: regionId !== undefined, staleTime: Infinity, select: (body) => body.data },
  );
}
