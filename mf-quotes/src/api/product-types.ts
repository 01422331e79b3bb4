import type { components, paths } from '@portal/api-client';

export type Product = components['schemas']['Product'];
export type ProductInput = components['schemas']['ProductInput'];
export type ProductFamily = components['schemas']['ProductFamily'];

/** What the product list can ask the server for: page, page size, search, sort, order, family, active. */
export type ProductsQuery = NonNullable<paths['/products']['get']['parameters']['query']>;
export type ProductSortField = NonNullable<ProductsQuery['sort']>;

/** In the order the form offers them. */
export const PRODUCT_FAMILIES: readonly ProductFamily[] = ['accommodation', 'conference', 'meal', 'activity', 'other'];

export function isProductFamily(value: string | undefined): value is ProductFamily {
  return PRODUCT_FAMILIES.includes(value as ProductFamily);
}
