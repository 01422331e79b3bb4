import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import * as opportunities from './service.js';
import { createCustomerFromLead as customerFromLead, customerFromLeadMessages } from './customer-from-lead.js';
import { getOpportunityItems as readItems, itemMessages, saveOpportunityItems as saveItems } from './items.js';

const { opportunityMessages: messages } = opportunities;

export function opportunityHandlers(ctx: AppContext) {
  const getOpportunities = async (request: OperationRequest<'getOpportunities'>) => ({
    data: await opportunities.getOpportunities(ctx, callerOf(request), request.query),
  });

  const getOpportunityBoard = async (request: OperationRequest<'getOpportunityBoard'>) => ({
    data: await opportunities.getOpportunityBoard(ctx, callerOf(request), request.query),
  });

  // SPEC §3: a single opportunity is the first item of data.
  const getOpportunity = async (request: OperationRequest<'getOpportunity'>) => ({
    data: [await opportunities.getOpportunity(ctx, callerOf(request), request.params.id)],
  });

  const createOpportunity = async (request: OperationRequest<'createOpportunity'>, reply: FastifyReply) => {
    const data = await opportunities.createOpportunity(ctx, callerOf(request), request.body);
    reply.code(201);
    return { data, message: messages.created };
  };

  const updateOpportunity = async (request: OperationRequest<'updateOpportunity'>) => ({
    data: await opportunities.updateOpportunity(ctx, callerOf(request), request.params.id, request.body),
    message: messages.updated,
  });

  const convertLead = async (request: OperationRequest<'convertLead'>, reply: FastifyReply) => {
    const data = await opportunities.convertLead(ctx, callerOf(request), request.params.id, request.body);
    reply.code(201);
    return { data, message: messages.converted };
  };

  const winOpportunity = async (request: OperationRequest<'winOpportunity'>) => ({
    data: await opportunities.winOpportunity(ctx, callerOf(request), request.params.id, request.body),
    message: messages.won,
  });

  const previewWinMails = async (request: OperationRequest<'previewWinMails'>) => ({
    data: await opportunities.previewWinMails(ctx, callerOf(request), request.params.id, request.body),
  });

  const previewLoseMails = async (request: OperationRequest<'previewLoseMails'>) => ({
    data: await opportunities.previewLoseMails(ctx, callerOf(request), request.params.id, request.body),
  });

  const loseOpportunity = async (request: OperationRequest<'loseOpportunity'>) => ({
    data: await opportunities.loseOpportunity(ctx, callerOf(request), request.params.id, request.body),
    message: messages.lost,
  });

  const closeOpportunity = async (request: OperationRequest<'closeOpportunity'>) => ({
    data: await opportunities.closeOpportunity(ctx, callerOf(request), request.params.id),
    message: messages.closed,
  });

  const revertOpportunity = async (request: OperationRequest<'revertOpportunity'>) => ({
    data: await opportunities.revertOpportunity(ctx, callerOf(request), request.params.id),
    message: messages.reverted,
  });

  const setOpportunitySeen = async (request: OperationRequest<'setOpportunitySeen'>) => ({
    data: await opportunities.setOpportunitySeen(ctx, callerOf(request), request.params.id, request.body.seen),
    message: request.body.seen ? messages.seen : messages.unseen,
  });

  const getOpportunityItems = async (request: OperationRequest<'getOpportunityItems'>) => ({
    data: await readItems(ctx, request.params.id),
  });

  const saveOpportunityItems = async (request: OperationRequest<'saveOpportunityItems'>) => ({
    data: await saveItems(ctx, callerOf(request), request.params.id, request.body),
    message: itemMessages.saved,
  });

  const createCustomerFromLead = async (request: OperationRequest<'createCustomerFromLead'>, reply: FastifyReply) => {
    const data = await customerFromLead(ctx, callerOf(request), request.params.id);
    reply.code(201);
    return { data, message: customerFromLeadMessages.created };
  };

  return {
    createCustomerFromLead,
    getOpportunityItems,
    saveOpportunityItems,
    getOpportunities,
    getOpportunityBoard,
    getOpportunity,
    createOpportunity,
    updateOpportunity,
    convertLead,
    winOpportunity,
    previewWinMails,
    previewLoseMails,
    loseOpportunity,
    closeOpportunity,
    revertOpportunity,
    setOpportunitySeen,
  } satisfies Partial<HandlerMap>;
}
