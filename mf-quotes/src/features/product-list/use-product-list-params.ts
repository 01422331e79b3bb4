import { pageQuery, useListParams } from '@portal/ui';
import { isProductFamily, type ProductSortField, type ProductsQuery } from '../../api/product-types';

const SORTS: readonly ProductSortField[] = ['name', 'family', 'price_per_person', 'created_at'];
const FILTERS = ['family', 'active'] as const;
export type ProductFilter = (typeof FILTERS)[number];

/** The list's params from the URL (`/products?family=meal&active=true&sort=price_per_person`), A–Z by name by default. */
export function useProductListParams() {
  return useListParams<ProductSortField, ProductFilter>({ sorts: SORTS, defaultSort: 'name', defaultOrder: 'asc', filters: FILTERS });
}

export type ProductListParams = ReturnType<typeof useProductListParams>['params'];

/**
 * The query the server gets. The URL keeps filters as text; a hand-edited value the server would
 * reject (`family=boat`, `active=maybe`) is left out rather than failing the whole list.
 */
export function toProductsQuery(params: ProductListParams): ProductsQuery {
  const { family, active } = params.filters;
  return {
    ...pageQuery(params),
    ...(isProductFamily(family) ? { family } : {}),
    ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
  };
}
