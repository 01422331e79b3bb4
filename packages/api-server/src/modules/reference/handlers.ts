import type { AppContext } from '../../core/context.js';
import * as referenceAdmin from './admin-service.js';
import * as reference from './service.js';
import type { Handler } from '../../core/http/handler.js';

export function referenceHandlers(ctx: AppContext) {
  const getRegions: Handler = async () => ({ data: await reference.getRegions(ctx) });

  const getCities: Handler<{ Querystring: { region_id?: number } }> = async (request) => ({
    data: await reference.getCities(ctx, request.query.region_id),
  });

  const createRegion: Handler<{ Body: referenceAdmin.RegionInput }> = async (request, reply) => {
    const data = await referenceAdmin.createRegion(ctx, request.body);
    reply.code(201);
    return { data, message: referenceAdmin.referenceMessages.regionCreated };
  };

  const updateRegion: Handler<{ Params: { id: number }; Body: referenceAdmin.RegionInput }> = async (request) => ({
    data: await referenceAdmin.updateRegion(ctx, request.params.id, request.body),
    message: referenceAdmin.referenceMessages.regionUpdated,
  });

  const deleteRegion: Handler<{ Params: { id: number } }> = async (request) => {
    await referenceAdmin.deleteRegion(ctx, request.params.id);
    return { message: referenceAdmin.referenceMessages.regionDeleted };
  };

  const createCity: Handler<{ Body: referenceAdmin.CityInput }> = async (request, reply) => {
    const data = await referenceAdmin.createCity(ctx, request.body);
    reply.code(201);
    return { data, message: referenceAdmin.referenceMessages.cityCreated };
  };

  const updateCity: Handler<{ Params: { id: number }; Body: referenceAdmin.CityInput }> = async (request) => ({
    data: await referenceAdmin.updateCity(ctx, request.params.id, request.body),
    message: referenceAdmin.referenceMessages.cityUpdated,
  });

  const deleteCity: Handler<{ Params: { id: number } }> = async (request) => {
    await referenceAdmin.deleteCity(ctx, request.params.id);
    return { message: referenceAdmin.referenceMessages.cityDeleted };
  };

  return { getRegions, getCities, createRegion, updateRegion, deleteRegion, createCity, updateCity, deleteCity };
}
