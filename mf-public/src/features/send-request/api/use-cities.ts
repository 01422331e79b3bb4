import type { Schemas } from '@portal/api-client';
import { api } from '@portal/platform';
import { useEffect, useRef, useState } from 'react';

type City = Schemas['City'];

/**
 * The cities of one region; nothing is fetched until a region is chosen, and each region's once
 * per form (going back to a region shows its cities at once). A plain call (see `useRegions`).
 */
export function useCities(regionId: number | undefined): { data: City[] | undefined; isFetching: boolean } {
  const fetched = useRef(new Map<number, City[]>());
  const [, setShown] = useState(0);
  const [fetching, setFetching] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (regionId === undefined || fetched.current.has(regionId)) return undefined;
    let current = true;
    setFetching(regionId);
    api
      .GET('/cities', { params: { query: { region_id: regionId } } })
      .then(({ data }) => {
        if (data) fetched.current.set(regionId, data.data);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!current) return;
        setFetching(undefined);
        setShown((n) => n + 1);
      });
    return () => {
      current = false;
    };
  }, [regionId]);
  return { data: regionId === undefined ? undefined : fetched.current.get(regionId), isFetching: regionId !== undefined && fetching === regionId };
}
