import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as leads from './service.js';
import type { Handler } from '../../core/http/handler.js';

export function leadHandlers(ctx: AppContext) {
  const createLead: Handler<{ Body: leads.LeadInput }> = async (request, reply) => {
    const data = await leads.createLead(ctx, request.body, request.ip);
    reply.code(201);
    return { data, message: leads.leadMessages.created };
  };

  const getLeads: Handler<{ Querystring: leads.LeadListInput }> = async (request) => ({
    data: await leads.getLeads(ctx, callerOf(request), request.query),
  });

  const getLead: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await leads.getLead(ctx, callerOf(request), request.params.id),
  });

  const discardLead: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await leads.discardLead(ctx, callerOf(request), request.params.id),
    message: leads.leadMessages.discarded,
  });

  return { createLead, getLeads, getLead, discardLead };
}
