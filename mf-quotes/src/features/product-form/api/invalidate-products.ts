import type { QueryClient } from '@tanstack/react-query';

/** After any change, every product list and the changed product are fetched again. */
export function invalidateProducts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get', '/products'] }),
    queryClient.invalidateQueries({ queryKey: ['get', '/product/{id}'] }),
  ]);
}
