import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';
import type { ProductsQuery } from './product-types';

/**
 * One page of products, paged, searched, sorted and filtered on the server. While the next page
 * loads the previous one stays on screen, so the table does not jump.
 */
export function useProducts(query: ProductsQuery) {
  return $api.useQuery('get', '/products', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}
