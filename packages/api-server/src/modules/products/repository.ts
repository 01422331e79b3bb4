import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { products, type ProductFamily } from './schema.js';
import type { MatchCount } from '../../core/db/paging.js';
import { countAndPage, searchCondition } from '../../core/db/list-queries.js';
import type { SortOrder } from '../../core/db/paging.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export type ProductSort = NonNullable<QueryOf<'getProducts'>['sort']>;

export interface ProductQuery {
  page: number;
  perPage: number;
  search: string | undefined;
  sort: ProductSort;
  order: SortOrder;
  family: ProductFamily | undefined;
  active: boolean | undefined;
}

function sortColumns(sort: ProductSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const columns: Record<ProductSort, SQL[]> = {
    name: [direction(products.name)],
    family: [direction(products.family), direction(products.name)],
    price_per_person: [direction(products.pricePerPerson)],
    created_at: [direction(products.createdAt)],
  };
  // The id makes the order total, so pages neither repeat nor skip rows.
  return [...columns[sort], direction(products.id)];
}

export async function listProducts(db: Db, query: ProductQuery): Promise<{ matches: MatchCount; rows: ProductRow[] }> {
  const conditions: SQL[] = [];
  if (query.family) conditions.push(eq(products.family, query.family));
  if (query.active !== undefined) conditions.push(eq(products.active, query.active));
  if (query.search) conditions.push(searchCondition(products.searchText, query.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const { matches, page: pageQuery } = await countAndPage(db, products, products.id, where, sortColumns(query.sort, query.order), query);
  const page = pageQuery.as('page');
  const rows = await db
    .select(getTableColumns(products))
    .from(products)
    .innerJoin(page, eq(page.id, products.id))
    .orderBy(...sortColumns(query.sort, query.order));
  return { matches, rows };
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function insertProduct(db: Db, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('The product was not stored');
  return row;
}

export async function updateProductRow(db: Db, id: number, values: NewProductRow): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProductRow(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
  const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id, name: products.name });
  return deleted;
}
