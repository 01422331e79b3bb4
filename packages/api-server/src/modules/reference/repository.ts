import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { cities, languageTexts, regions } from './schema.js';
import { leads } from '../leads/schema.js';

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

/** A region of that name (case-insensitive), other than `exceptId`. */
export async function findRegionByName(db: Db, name: string, exceptId?: number): Promise<RegionRow | undefined> {
  const [row] = await db
    .select()
    .from(regions)
    .where(and(sql`lower(${regions.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(regions.id, exceptId)));
  return row;
}

/** A city of that name (case-insensitive) in the region, other than `exceptId`. */
export async function findCityByName(db: Db, regionId: number, name: string, exceptId?: number): Promise<CityRow | undefined> {
  const [row] = await db
    .select()
    .from(cities)
    .where(
      and(
        eq(cities.regionId, regionId),
        sql`lower(${cities.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(cities.id, exceptId),
      ),
    );
  return row;
}

export async function insertRegion(db: Db, name: string): Promise<RegionRow> {
  const [row] = await db.insert(regions).values({ name }).returning();
  if (!row) throw new Error('The region was not stored');
  return row;
}

export async function updateRegionRow(db: Db, id: number, name: string): Promise<RegionRow | undefined> {
  const [row] = await db.update(regions).set({ name }).where(eq(regions.id, id)).returning();
  return row;
}

export async function deleteRegionRow(db: Db, id: number): Promise<boolean> {
  return (await db.delete(regions).where(eq(regions.id, id)).returning({ id: regions.id })).length > 0;
}

export async function insertCity(db: Db, regionId: number, name: string): Promise<CityRow> {
  const [row] = await db.insert(cities).values({ regionId, name }).returning();
  if (!row) throw new Error('The city was not stored');
  return row;
}

export async function updateCityRow(db: Db, id: number, regionId: number, name: string): Promise<CityRow | undefined> {
  const [row] = await db.update(cities).set({ regionId, name }).where(eq(cities.id, id)).returning();
  return row;
}

export async function deleteCityRow(db: Db, id: number): Promise<boolean> {
  return (await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id })).length > 0;
}

export async function regionReferences(db: Db, id: number): Promise<{ cities: number; leads: number }> {
  const result = await db.execute<{ cities: number; leads: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${cities} WHERE ${cities.regionId} = ${id}) AS cities,
      (SELECT count(*)::int FROM ${leads} WHERE ${leads.regionId} = ${id}) AS leads
  `);
  return result.rows[0] ?? { cities: 0, leads: 0 };
}

export async function cityLeadCount(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leads).where(eq(leads.cityId, id));
  return row?.total ?? 0;
}
