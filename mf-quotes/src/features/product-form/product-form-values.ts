import type { Product, ProductFamily, ProductInput } from '../../api/product-types';

/** What the product form holds; prices in öre, as the API counts them. */
export interface ProductFormValues {
  name: string;
  family: ProductFamily;
  active: boolean;
  price_per_person?: number | null;
  minimum_price?: number | null;
  start_price?: number | null;
  number_of_courses?: number | null;
  description?: string | null;
}

/** The form's fields, by the names the server's 422 errors use. */
export const PRODUCT_FIELDS = [
  'name',
  'family',
  'active',
  'price_per_person',
  'minimum_price',
  'start_price',
  'number_of_courses',
  'description',
] as const;

/** Highest amount the server takes (öre). */
export const MAX_PRICE = 100_000_000_000;

/** A new product starts active, at 0 kr, with no family chosen yet. */
export const NEW_PRODUCT: Partial<ProductFormValues> = {
  name: '',
  active: true,
  price_per_person: 0,
  minimum_price: 0,
  start_price: 0,
  number_of_courses: null,
  description: '',
};

export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    family: product.family,
    active: product.active,
    price_per_person: product.price_per_person,
    minimum_price: product.minimum_price,
    start_price: product.start_price,
    number_of_courses: product.number_of_courses,
    description: product.description ?? '',
  };
}

/**
 * The body the server gets. An empty price counts as 0 kr; courses only belong to meals, so a
 * product that stopped being a meal loses them instead of keeping a hidden number.
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    family: values.family,
    active: values.active,
    price_per_person: values.price_per_person ?? 0,
    minimum_price: values.minimum_price ?? 0,
    start_price: values.start_price ?? 0,
    number_of_courses: values.family === 'meal' ? (values.number_of_courses ?? null) : null,
    description: values.description?.trim() || null,
  };
}
