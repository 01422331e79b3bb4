import type { Schemas } from '@portal/api-client';
import { api } from '@portal/platform';
import { useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * Sweden's regions, from the database, fetched once when the form opens. A plain call, not a
 * TanStack query: the request form is the customer's first page and carries no query cache (issue 9).
 * A failure has been told by the API client; the form then says the regions could not be fetched.
 */
export function useRegions(): Loaded<Schemas['Region'][]> {
  const [state, setState] = useState<Loaded<Schemas['Region'][]>>({ data: undefined, isLoading: true, isError: false });
  useEffect(() => {
    let current = true;
    api
      .GET('/regions')
      .then(({ data }) => {
        if (current) setState({ data: data?.data, isLoading: false, isError: !data });
      })
      .catch(() => {
        if (current) setState({ data: undefined, isLoading: false, isError: true });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
