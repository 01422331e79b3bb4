import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('region and city mutations need an admin', () => {
  const calls: [string, string, object?][] = [
    ['POST', '/api/regions', { name: 'X' }],
    ['PUT', '/api/region/1', { name: 'X' }],
    ['DELETE', '/api/region/1'],
    ['POST', '/api/cities', { region_id: 1, name: 'X' }],
    ['PUT', '/api/city/1', { region_id: 1, name: 'X' }],
    ['DELETE', '/api/city/1'],
  ];

  it.each(calls)('%s %s answers 401 without a token and 403 to a partner', async (method, url, payload) => {
    expect((await t.app.inject({ method: method as 'POST', url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    expect((await call(method as 'POST', url, payload, partner)).statusCode).toBe(403);
  });
});

describe('regions and cities', () => {
  it('creates, renames and deletes a region and its city', async () => {
    const region = await call('POST', '/api/regions', { name: ' Testlän ' });
    expect(region.statusCode, region.body).toBe(201);
    expect(json(region)).toMatchObject({ message: { en: 'Region created', sw: 'Regionen har skapats' }, data: { name: 'Testlän' } });
    const regionId = json(region).data.id;

    const city = await call('POST', '/api/cities', { region_id: regionId, name: 'Testby' });
    expect(json(city)).toMatchObject({ message: { en: 'City created', sw: 'Orten har skapats' }, data: { region_id: regionId, name: 'Testby' } });
    const cityId = json(city).data.id;

    const inUse = await call('DELETE', `/api/region/${regionId}`);
    expect(inUse.statusCode).toBe(409);
    expect(json(inUse).message).toEqual({
      en: 'The region cannot be deleted: 1 city refers to it.',
      sw: 'Regionen kan inte tas bort: 1 ort hänvisar till den.',
    });

    expect(json(await call('PUT', `/api/region/${regionId}`, { name: 'Provlän' }))).toMatchObject({
      message: { en: 'Region updated', sw: 'Regionen har uppdaterats' },
      data: { id: regionId, name: 'Provlän' },
    });
    expect(json(await call('PUT', `/api/city/${cityId}`, { region_id: regionId, name: 'Provby' }))).toMatchObject({
      message: { en: 'City updated', sw: 'Orten har uppdaterats' },
      data: { name: 'Provby' },
    });
    expect(json(await call('DELETE', `/api/city/${cityId}`))).toEqual({ message: { en: 'City deleted', sw: 'Orten har tagits bort' } });
    expect(json(await call('DELETE', `/api/region/${regionId}`))).toEqual({ message: { en: 'Region deleted', sw: 'Regionen har tagits bort' } });
  });

  it('answers 422 for a blank or taken name and an unknown region, 404 for unknown ids', async () => {
    const blank = await call('POST', '/api/regions', { name: '  ' });
    expect(json(blank).errors).toEqual({ name: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }] });
    const taken = await call('POST', '/api/regions', { name: 'skåne län' });
    expect(json(taken).errors).toEqual({ name: [{ en: 'A region with this name already exists', sw: 'Det finns redan en region med det här namnet' }] });
    const orphan = await call('POST', '/api/cities', { region_id: 999_999, name: 'Ingenstans' });
    expect(json(orphan).errors).toEqual({ region_id: [{ en: 'The selected region does not exist', sw: 'Den valda regionen finns inte' }] });
    expect((await call('PUT', '/api/region/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/city/999999')).statusCode).toBe(404);
  });

  it('refuses to delete a city with leads (409) and keeps it', async () => {
    const [lead] = await rows<{ city_id: number; region_id: number }>(t.database, 'SELECT city_id, region_id FROM leads LIMIT 1');
    const response = await call('DELETE', `/api/city/${lead!.city_id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response).message.en).toMatch(/^The city cannot be deleted: \d+ leads? refers? to it\.$/);
    expect(await rows(t.database, 'SELECT id FROM cities WHERE id = $1', [lead!.city_id])).toHaveLength(1);
    const region = await call('DELETE', `/api/region/${lead!.region_id}`);
    expect(json(region).message.sw).toMatch(/^Regionen kan inte tas bort: \d+ orte?r? och \d+ leads? hänvisar till den\.$/);
  });
});
