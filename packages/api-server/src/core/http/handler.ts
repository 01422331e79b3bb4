import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';

/** A route handler for one operationId: read the request, call one service, return the body. */
export type Handler<Route extends RouteGenericInterface = RouteGenericInterface> = (
  request: FastifyRequest<Route>,
  reply: FastifyReply,
) => Promise<unknown>;

// Handlers of different operations take differently typed requests.
export type HandlerMap = Record<string, Handler<any>>;
