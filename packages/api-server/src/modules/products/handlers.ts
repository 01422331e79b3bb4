import type { AppContext } from '../../core/context.js';
import * as products from './service.js';
import type { Handler } from '../../core/http/handler.js';

export function productHandlers(ctx: AppContext) {
  const getProducts: Handler<{ Querystring: products.ProductListInput }> = async (request) => ({
    data: await products.getProducts(ctx, request.query),
  });

  const createProduct: Handler<{ Body: products.ProductInput }> = async (request, reply) => {
    const data = await products.createProduct(ctx, request.body);
    reply.code(201);
    return { data, message: products.productMessages.created };
  };

  const getProduct: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await products.getProduct(ctx, request.params.id),
  });

  const updateProduct: Handler<{ Params: { id: number }; Body: products.ProductInput }> = async (request) => ({
    data: await products.updateProduct(ctx, request.params.id, request.body),
    message: products.productMessages.updated,
  });

  const deleteProduct: Handler<{ Params: { id: number } }> = async (request) => {
    await products.deleteProduct(ctx, request.params.id);
    return { message: products.productMessages.deleted };
  };

  return { getProducts, createProduct, getProduct, updateProduct, deleteProduct };
}
