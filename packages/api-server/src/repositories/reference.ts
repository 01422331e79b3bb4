import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cities, languageTexts, regions } from '../db/schema.js';

export type RegionRow = typeof regions.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

export function listRegions(db: Db): Promise<RegionRow[]> {
  return db.select().from(regions).orderBy(asc(regions.id));
}

export function listCities(db: Db, regionId: number | undefined): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(regionId === undefined ? undefined : eq(cities.regionId, regionId))
    .orderBy(asc(cities.id));
}

export async function findRegion(db: Db, id: number): Promise<RegionRow | undefined> {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  return row;
}

export async function findCity(db: Db, id: number): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id));
  return row;
}

export function listLanguageTexts(db: Db): Promise<(typeof languageTexts.$inferSelect)[]> {
  return db.select().from(languageTexts).orderBy(asc(languageTexts.key));
}
