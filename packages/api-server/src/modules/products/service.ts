import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { Caller } from '../../core/auth/caller.js';
import { recordChange, type RecordChange } from '../../core/audit/audit.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { LocalizedText } from '../../core/types.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import { listWindow, pageMeta, type PageMeta, searchTerm } from '../../core/db/paging.js';
import { fieldMessages, optionalText } from '../../core/validation.js';
import {
  deleteProductRow,
  findProduct,
  insertProduct,
  listProducts,
  updateProductRow,
  type NewProductRow,
  type ProductQuery,
  type ProductRow,
} from './repository.js';
import { isForeignKeyViolation } from '../../core/db/in-use.js';

// The contract's types (openapi/src/schemas/products.yaml), by the names this file uses.
type ProductInput = Schemas['ProductInput'];
type ProductDto = Schemas['Product'];
type ProductListInput = QueryOf<'getProducts'>;

export const productMessages = {
  created: { en: 'Product created', sw: 'Produkten har skapats' },
  updated: { en: 'Product updated', sw: 'Produkten har uppdaterats' },
  deleted: { en: 'Product deleted', sw: 'Produkten har tagits bort' },
  missing: { en: 'Product does not exist', sw: 'Produkten finns inte' },
  inUse: {
    en: 'The product is used by other records and cannot be deleted; make it inactive instead',
    sw: 'Produkten används av andra poster och kan inte tas bort; gör den inaktiv i stället',
  },
} satisfies Record<string, LocalizedText>;

function toDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    name: row.name,
    family: row.family,
    active: row.active,
    price_per_person: row.pricePerPerson,
    minimum_price: row.minimumPrice,
    start_price: row.startPrice,
    number_of_courses: row.numberOfCourses,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The rules the schema cannot express; prices (öre, ≥ 0) and the course range are schema rules. */
function toRow(input: ProductInput): NewProductRow {
  const errors = new FieldErrorBag();
  const name = input.name.trim();
  if (name === '') errors.add('name', fieldMessages.required);
  const courses = input.number_of_courses ?? null;
  if (courses !== null && input.family !== 'meal') {
    errors.add('number_of_courses', {
      en: 'Only meals have a number of courses',
      sw: 'Endast måltider har ett antal rätter',
    });
  }
  errors.throwIfAny();
  return {
    name,
    family: input.family,
    active: input.active ?? true,
    pricePerPerson: input.price_per_person ?? 0,
    minimumPrice: input.minimum_price ?? 0,
    startPrice: input.start_price ?? 0,
    numberOfCourses: courses,
    description: optionalText(input.description),
  };
}

export async function getProducts(ctx: AppContext, input: ProductListInput): Promise<PageMeta & { data: ProductDto[] }> {
  const query: ProductQuery = {
    ...listWindow(input, { sort: 'name', order: 'asc' }),
    search: searchTerm(input.search),
    family: input.family,
    active: input.active,
  };
  const { matches, rows } = await listProducts(ctx.database.db, query);
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data: rows.map(toDto) };
}

export async function getProduct(ctx: AppContext, id: number): Promise<ProductDto> {
  const row = await findProduct(ctx.database.db, id);
  if (!row) throw notFound(productMessages.missing);
  return toDto(row);
}

function productChange(event: RecordChange['event'], product: { id: number; name: string }): RecordChange {
  return { kind: 'Product', event, id: product.id, name: product.name, link: portalPaths.product(product.id) };
}

export async function createProduct(ctx: AppContext, caller: Caller, input: ProductInput): Promise<ProductDto> {
  const values = toRow(input);
  return ctx.database.transaction(async (tx) => {
    const row = await insertProduct(tx.db, values);
    await recordChange(tx.db, caller, productChange('created', row));
    return toDto(row);
  });
}

export async function updateProduct(ctx: AppContext, caller: Caller, id: number, input: ProductInput): Promise<ProductDto> {
  const values = toRow(input);
  return ctx.database.transaction(async (tx) => {
    const row = await updateProductRow(tx.db, id, values);
    if (!row) throw notFound(productMessages.missing);
    await recordChange(tx.db, caller, productChange('updated', row));
    return toDto(row);
  });
}

/** Quotes will refer to products; a referred product stays (409) so old quotes keep their lines. */
export async function deleteProduct(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  try {
    await ctx.database.transaction(async (tx) => {
      const deleted = await deleteProductRow(tx.db, id);
      if (!deleted) throw notFound(productMessages.missing);
      await recordChange(tx.db, caller, productChange('deleted', deleted));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(productMessages.inUse);
    throw error;
  }
}
