import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import * as referenceAdmin from './admin-service.js';
import * as reference from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function referenceHandlers(ctx: AppContext) {
  const getRegions = async () => ({ data: await reference.getRegions(ctx) });

  const getCities = async (request: OperationRequest<'getCities'>) => ({
    data: await reference.getCities(ctx, request.query.region_id),
  });

  const createRegion = async (request: OperationRequest<'createRegion'>, reply: FastifyReply) => {
    const data = await referenceAdmin.createRegion(ctx, request.body);
    reply.code(201);
    return { data, message: referenceAdmin.referenceMessages.regionCreated };
  };

  const updateRegion = async (request: OperationRequest<'updateRegion'>) => ({
    data: await referenceAdmin.updateRegion(ctx, request.params.id, request.body),
    message: referenceAdmin.referenceMessages.regionUpdated,
  });

  const deleteRegion = async (request: OperationRequest<'deleteRegion'>) => {
    await referenceAdmin.deleteRegion(ctx, request.params.id);
    return { message: referenceAdmin.referenceMessages.regionDeleted };
  };

  const createCity = async (request: OperationRequest<'createCity'>, reply: FastifyReply) => {
    const data = await referenceAdmin.createCity(ctx, request.body);
    reply.code(201);
    return { data, message: referenceAdmin.referenceMessages.cityCreated };
  };

  const updateCity = async (request: OperationRequest<'updateCity'>) => ({
    data: await referenceAdmin.updateCity(ctx, request.params.id, request.body),
    message: referenceAdmin.referenceMessages.cityUpdated,
  });

  const deleteCity = async (request: OperationRequest<'deleteCity'>) => {
    await referenceAdmin.deleteCity(ctx, request.params.id);
    return { message: referenceAdmin.referenceMessages.cityDeleted };
  };

  return { getRegions, getCities, createRegion, updateRegion, deleteRegion, createCity, updateCity, deleteCity } satisfies Partial<HandlerMap>;
}
