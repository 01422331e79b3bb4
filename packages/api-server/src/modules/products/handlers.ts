import type { FastifyReply } from 'fastify';
import { callerOf } from '../../core/http/access-control.js';
import type { AppContext } from '../../core/context.js';
import * as products from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function productHandlers(ctx: AppContext) {
  const getProducts = async (request: OperationRequest<'getProducts'>) => ({
    data: await products.getProducts(ctx, request.query),
  });

  const createProduct = async (request: OperationRequest<'createProduct'>, reply: FastifyReply) => {
    const data = await products.createProduct(ctx, callerOf(request), request.body);
    reply.code(201);
    return { data, message: products.productMessages.created };
  };

  const getProduct = async (request: OperationRequest<'getProduct'>) => ({
    data: await products.getProduct(ctx, request.params.id),
  });

  const updateProduct = async (request: OperationRequest<'updateProduct'>) => ({
    data: await products.updateProduct(ctx, callerOf(request), request.params.id, request.body),
    message: products.productMessages.updated,
  });

  const deleteProduct = async (request: OperationRequest<'deleteProduct'>) => {
    await products.deleteProduct(ctx, callerOf(request), request.params.id);
    return { message: products.productMessages.deleted };
  };

  return { getProducts, createProduct, getProduct, updateProduct, deleteProduct } satisfies Partial<HandlerMap>;
}
