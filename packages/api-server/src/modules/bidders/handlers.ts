import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import * as bidders from './service.js';
import { getVenueSuggestions } from './suggestions.js';

const { bidderMessages: messages } = bidders;

// The venues panel's "Send invitation" (sendInvitation) is the invite → quote flow: quotes/handlers.ts.
export function bidderHandlers(ctx: AppContext) {
  const getBidders = async (request: OperationRequest<'getBidders'>) => ({ data: await bidders.getBidders(ctx, callerOf(request), request.query) });

  const getOpportunityBidders = async (request: OperationRequest<'getOpportunityBidders'>) => ({
    data: await bidders.getOpportunityBidders(ctx, callerOf(request), request.params.id),
  });

  const addBidder = async (request: OperationRequest<'addBidder'>, reply: FastifyReply) => {
    const data = await bidders.addBidder(ctx, callerOf(request), request.params.id, request.body);
    reply.code(201);
    return { data, message: messages.created };
  };

  const updateBidder = async (request: OperationRequest<'updateBidder'>) => ({
    data: await bidders.editBidder(ctx, callerOf(request), request.params.id, request.body),
    message: messages.updated,
  });

  const deleteBidder = async (request: OperationRequest<'deleteBidder'>) => {
    await bidders.deleteBidder(ctx, request.params.id);
    return { message: messages.deleted };
  };

  const reorderBidders = async (request: OperationRequest<'reorderBidders'>) => ({
    data: await bidders.reorderBidders(ctx, callerOf(request), request.params.id, request.body.bidder_ids),
    message: messages.indexChanged,
  });

  const setBidderSeen = async (request: OperationRequest<'setBidderSeen'>) => ({
    data: await bidders.setBidderSeen(ctx, callerOf(request), request.params.id, request.body.seen),
    message: request.body.seen ? messages.seen : messages.unseen,
  });

  const getVenueSuggestionsHandler = async (request: OperationRequest<'getVenueSuggestions'>) => ({
    data: await getVenueSuggestions(ctx, request.params.id, request.query),
  });

  return {
    getVenueSuggestions: getVenueSuggestionsHandler,
    setBidderSeen,
    getBidders,
    getOpportunityBidders,
    addBidder,
    updateBidder,
    deleteBidder,
    reorderBidders,
  } satisfies Partial<HandlerMap>;
}
