import type { AppContext } from '../../core/context.js';
import type { AnswerOf, Schemas } from '../../core/contract.js';
import { listCities, listLanguageTexts, listRegions } from './repository.js';

const swedish = new Intl.Collator('sv');

/** By name in Swedish order (Å, Ä, Ö last), independent of the database's collation. */
export async function getRegions(ctx: AppContext): Promise<Schemas['Region'][]> {
  const rows = await listRegions(ctx.database.db);
  return rows.map((row): Schemas['Region'] => ({ id: row.id, name: row.name })).sort((a, b) => swedish.compare(a.name, b.name));
}

export async function getCities(ctx: AppContext, regionId: number | undefined): Promise<Schemas['City'][]> {
  const rows = await listCities(ctx.database.db, regionId);
  return rows
    .map((row): Schemas['City'] => ({ id: row.id, region_id: row.regionId, name: row.name }))
    .sort((a, b) => swedish.compare(a.name, b.name) || a.id - b.id);
}

export async function getLanguage(ctx: AppContext): Promise<AnswerOf<'getLanguage'>['data']> {
  const rows = await listLanguageTexts(ctx.database.db);
  const en: Record<string, string> = {};
  const sw: Record<string, string> = {};
  for (const row of rows) {
    en[row.key] = row.en;
    sw[row.key] = row.sw;
  }
  return { en, sw };
}

// The reference domain's surface for other domains (a lead's region and city).
export { findCity, findRegion } from './repository.js';
