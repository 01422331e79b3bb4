import type { Product } from '../api/product-types';
import { aPage } from '@portal/platform/testing';

/** A complete product as the API returns it; tests override what they look at. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Konferensdag heldag',
    family: 'conference',
    active: true,
    price_per_person: 59_500,
    minimum_price: 1_000_000,
    start_price: 250_000,
    number_of_courses: null,
    description: 'Lokal, kaffe två gånger och lunch.',
    created_at: '2031-02-01T13:05:00Z',
    updated_at: '2031-02-03T08:00:00Z',
    ...overrides,
  };
}

/** One page of products in the API's envelope. */
export const aProductPage = (items: Product[], meta?: Parameters<typeof aPage>[1]) => aPage(items, meta);

/** The server's answer to a create or update: the product and a message in both languages. */
export function aProductSaved(product: Product, message = { en: 'Product saved successfully', sw: 'Produkten har sparats' }) {
  return { data: product, message };
}
