import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';

export type ProductFamily = Schemas['ProductFamily'];


export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    family: text('family').$type<ProductFamily>().notNull(),
    active: boolean('active').notNull().default(true),
    /** Money in öre. */
    pricePerPerson: bigint('price_per_person', { mode: 'number' }).notNull().default(0),
    minimumPrice: bigint('minimum_price', { mode: 'number' }).notNull().default(0),
    startPrice: bigint('start_price', { mode: 'number' }).notNull().default(0),
    numberOfCourses: integer('number_of_courses'),
    description: text('description'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || coalesce(description, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_family_check', sql`${t.family} in ('accommodation', 'conference', 'meal', 'activity', 'other')`),
    check('products_prices_check', sql`${t.pricePerPerson} >= 0 and ${t.minimumPrice} >= 0 and ${t.startPrice} >= 0`),
    check('products_courses_check', sql`${t.numberOfCourses} between 1 and 20`),
    index('products_name_idx').on(t.name, t.id),
    index('products_family_name_idx').on(t.family, t.name, t.id),
    index('products_active_name_idx').on(t.active, t.name, t.id),
    index('products_price_idx').on(t.pricePerPerson, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
