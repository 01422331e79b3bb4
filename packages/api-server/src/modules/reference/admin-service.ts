import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import type { LocalizedText } from '../../core/types.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import { fieldMessages } from '../../core/validation.js';
import {
  cityLeadCount,
  deleteCityRow,
  deleteRegionRow,
  findCity,
  findCityByName,
  findRegion,
  findRegionByName,
  insertCity,
  insertRegion,
  regionReferences,
  updateCityRow,
  updateRegionRow,
} from './repository.js';
import { inUseByOthers, inUseMessage, isForeignKeyViolation, referrers, type InUseSubject } from '../../core/db/in-use.js';

export const referenceMessages = {
  regionCreated: { en: 'Region created', sw: 'Regionen har skapats' },
  regionUpdated: { en: 'Region updated', sw: 'Regionen har uppdaterats' },
  regionDeleted: { en: 'Region deleted', sw: 'Regionen har tagits bort' },
  regionMissing: { en: 'Region does not exist', sw: 'Regionen finns inte' },
  regionTaken: { en: 'A region with this name already exists', sw: 'Det finns redan en region med det här namnet' },
  cityCreated: { en: 'City created', sw: 'Orten har skapats' },
  cityUpdated: { en: 'City updated', sw: 'Orten har uppdaterats' },
  cityDeleted: { en: 'City deleted', sw: 'Orten har tagits bort' },
  cityMissing: { en: 'City does not exist', sw: 'Orten finns inte' },
  cityTaken: { en: 'The region already has a city with this name', sw: 'Regionen har redan en ort med det här namnet' },
  regionOfCityMissing: { en: 'The selected region does not exist', sw: 'Den valda regionen finns inte' },
} satisfies Record<string, LocalizedText>;

const regionSubject: InUseSubject = { en: 'The region', sw: 'Regionen', swPronoun: 'den' };
const citySubject: InUseSubject = { en: 'The city', sw: 'Orten', swPronoun: 'den' };

async function checkRegionName(db: Db, input: Schemas['RegionInput'], id?: number): Promise<string> {
  const errors = new FieldErrorBag();
  const name = input.name.trim();
  if (name === '') errors.add('name', fieldMessages.required);
  else if (await findRegionByName(db, name, id)) errors.add('name', referenceMessages.regionTaken);
  errors.throwIfAny();
  return name;
}

async function checkCity(db: Db, input: Schemas['CityInput'], id?: number): Promise<string> {
  const errors = new FieldErrorBag();
  const name = input.name.trim();
  if (name === '') errors.add('name', fieldMessages.required);
  if (!(await findRegion(db, input.region_id))) errors.add('region_id', referenceMessages.regionOfCityMissing);
  else if (name !== '' && (await findCityByName(db, input.region_id, name, id))) errors.add('name', referenceMessages.cityTaken);
  errors.throwIfAny();
  return name;
}

export async function createRegion(ctx: AppContext, input: Schemas['RegionInput']): Promise<Schemas['Region']> {
  const name = await checkRegionName(ctx.database.db, input);
  const row = await insertRegion(ctx.database.db, name);
  return { id: row.id, name: row.name };
}

export async function updateRegion(ctx: AppContext, id: number, input: Schemas['RegionInput']): Promise<Schemas['Region']> {
  if (!(await findRegion(ctx.database.db, id))) throw notFound(referenceMessages.regionMissing);
  const name = await checkRegionName(ctx.database.db, input, id);
  const row = await updateRegionRow(ctx.database.db, id, name);
  if (!row) throw notFound(referenceMessages.regionMissing);
  return { id: row.id, name: row.name };
}

/** Refused (409) while cities or leads are in the region. */
export async function deleteRegion(ctx: AppContext, id: number): Promise<void> {
  try {
    await ctx.database.transaction(async (tx) => {
      if (!(await findRegion(tx.db, id))) throw notFound(referenceMessages.regionMissing);
      const references = await regionReferences(tx.db, id);
      const message = inUseMessage(regionSubject, [
        [referrers.cities, references.cities],
        [referrers.leads, references.leads],
      ]);
      if (message) throw conflict(message);
      await deleteRegionRow(tx.db, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUseByOthers(regionSubject);
    throw error;
  }
}

export async function createCity(ctx: AppContext, input: Schemas['CityInput']): Promise<Schemas['City']> {
  const name = await checkCity(ctx.database.db, input);
  const row = await insertCity(ctx.database.db, input.region_id, name);
  return { id: row.id, region_id: row.regionId, name: row.name };
}

export async function updateCity(ctx: AppContext, id: number, input: Schemas['CityInput']): Promise<Schemas['City']> {
  if (!(await findCity(ctx.database.db, id))) throw notFound(referenceMessages.cityMissing);
  const name = await checkCity(ctx.database.db, input, id);
  const row = await updateCityRow(ctx.database.db, id, input.region_id, name);
  if (!row) throw notFound(referenceMessages.cityMissing);
  return { id: row.id, region_id: row.regionId, name: row.name };
}

/** Refused (409) while leads are in the city. */
export async function deleteCity(ctx: AppContext, id: number): Promise<void> {
  try {
    await ctx.database.transaction(async (tx) => {
      if (!(await findCity(tx.db, id))) throw notFound(referenceMessages.cityMissing);
      const message = inUseMessage(citySubject, [[referrers.leads, await cityLeadCount(tx.db, id)]]);
      if (message) throw conflict(message);
      await deleteCityRow(tx.db, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUseByOthers(citySubject);
    throw error;
  }
}
