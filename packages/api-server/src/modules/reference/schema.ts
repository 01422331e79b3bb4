import {
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('regions_name_key'),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [unique('cities_region_id_name_key').on(t.regionId, t.name)],
);


export const languageTexts = pgTable('language_texts', {
  key: text('key').primaryKey(),
  en: text('en').notNull(),
  sw: text('sw').notNull(),
});
