import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as leads from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function leadHandlers(ctx: AppContext) {
  const createLead = async (request: OperationRequest<'createLead'>, reply: FastifyReply) => {
    const data = await leads.createLead(ctx, request.body, request.ip);
    reply.code(201);
    return { data, message: leads.leadMessages.created };
  };

  const getLeads = async (request: OperationRequest<'getLeads'>) => ({
    data: await leads.getLeads(ctx, callerOf(request), request.query),
  });

  const getLead = async (request: OperationRequest<'getLead'>) => ({
    data: await leads.getLead(ctx, callerOf(request), request.params.id),
  });

  const discardLead = async (request: OperationRequest<'discardLead'>) => ({
    data: await leads.discardLead(ctx, callerOf(request), request.params.id),
    message: leads.leadMessages.discarded,
  });

  return { createLead, getLeads, getLead, discardLead } satisfies Partial<HandlerMap>;
}
