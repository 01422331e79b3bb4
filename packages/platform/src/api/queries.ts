import { createQueryHooks } from '@portal/api-client/queries';
import { QueryClient } from '@tanstack/react-query';
import { api } from './api';

/**
 * The API client's TanStack Query hooks and the page's one QueryClient: apart from `api`, so that
 * a page without queries (the login page) does not load TanStack Query (issue 9).
 */
export const $api = createQueryHooks(api);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A failed call has already been shown to the user; retrying 4xx would only repeat it.
      retry: (count, error) => count < 1 && (error as { problem?: { status: number } }).problem?.status === 0,
    },
  },
});
