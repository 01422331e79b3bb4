import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { fieldError } from '../../core/errors.js';
import { callerOf } from '../../core/http/access-control.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import { linkOf } from '../../core/links/security.js';
import { uploadedFile } from '../../core/storage/uploads.js';
import { fieldMessages } from '../../core/validation.js';
import { bidderMessages, invitationsSentMessage } from '../bidders/service.js';
import * as quotes from './service.js';

const { quoteMessages: messages } = quotes;

const byUser = (request: FastifyRequest): quotes.QuoteActor => ({ kind: 'user', caller: callerOf(request) });
/** The outside venue's link names its quote (subject 'quote'). */
const byLink = (request: FastifyRequest): quotes.QuoteActor => ({ kind: 'link', quoteId: linkOf(request).subjectId });
const linkedQuoteId = (request: FastifyRequest): number => linkOf(request).subjectId;

export function quoteHandlers(ctx: AppContext) {
  const upload = async (request: FastifyRequest, reply: FastifyReply, actor: quotes.QuoteActor, id: number, kind: 'image' | 'attachment') => {
    const file = uploadedFile(request, 'file');
    if (!file) throw fieldError('file', fieldMessages.required);
    const data = await quotes.uploadQuoteFile(ctx, actor, id, kind, file);
    reply.code(201);
    return { data, message: messages.fileAdded };
  };

  return {
    getQuote: async (request: OperationRequest<'getQuote'>) => ({ data: await quotes.getQuote(ctx, byUser(request), request.params.id) }),
    saveQuote: async (request: OperationRequest<'saveQuote'>) => ({
      data: await quotes.saveAnswer(ctx, byUser(request), request.params.id, request.body),
      message: messages.saved,
    }),
    submitQuote: async (request: OperationRequest<'submitQuote'>) => ({
      data: await quotes.submitAnswer(ctx, byUser(request), request.params.id, request.body),
      message: messages.submitted,
    }),
    denyQuote: async (request: OperationRequest<'denyQuote'>) => ({
      data: await quotes.denyQuote(ctx, byUser(request), request.params.id, request.body.reason),
      message: messages.denied,
    }),
    uploadQuoteFile: (request: OperationRequest<'uploadQuoteFile'>, reply: FastifyReply) =>
      upload(request, reply, byUser(request), request.params.id, request.body.kind),
    deleteQuoteFile: async (request: OperationRequest<'deleteQuoteFile'>) => {
      await quotes.removeQuoteFile(ctx, byUser(request), request.params.id, request.params.file_id);
      return { message: messages.fileRemoved };
    },
    // The venues panel's "Send invitation": the invite → quote flow (quotes/service.ts).
    sendInvitation: async (request: OperationRequest<'sendInvitation'>) => {
      const { bidder, resent } = await quotes.sendInvitation(ctx, callerOf(request), request.params.id, request.body?.message ?? null);
      return { data: bidder, message: resent ? bidderMessages.invitationResent : bidderMessages.invitationSent };
    },
    // The venues panel's "Send all invitations": every venue not yet invited, in one go.
    sendInvitations: async (request: OperationRequest<'sendInvitations'>) => {
      const { sent, skipped, bidders } = await quotes.sendInvitations(ctx, callerOf(request), request.params.id, request.body);
      return { data: { sent, skipped, bidders }, message: invitationsSentMessage(sent) };
    },
    previewInvitationMail: async (request: OperationRequest<'previewInvitationMail'>) => ({
      data: await quotes.previewInvitationMail(ctx, callerOf(request), request.params.id, request.body?.message ?? null),
    }),
    setQuoteDeadline: async (request: OperationRequest<'setQuoteDeadline'>) => ({
      data: await quotes.setQuoteDeadline(ctx, callerOf(request), request.params.id, request.body.response_deadline),
      message: messages.deadline,
    }),
    getQuotes: async (request: OperationRequest<'getQuotes'>) => ({ data: await quotes.getQuotes(ctx, request.query) }),
    getPartnerQuotes: async (request: OperationRequest<'getPartnerQuotes'>) => ({
      data: await quotes.getPartnerQuotes(ctx, callerOf(request), request.query),
    }),
    getPartnerDashboard: async (request: OperationRequest<'getPartnerDashboard'>) => ({
      data: await quotes.getPartnerDashboard(ctx, callerOf(request)),
    }),
    getVenueResponsiveness: async (request: OperationRequest<'getVenueResponsiveness'>) => ({
      data: await quotes.getVenueResponsiveness(ctx, request.params.id),
    }),

    getLinkedQuote: async (request: OperationRequest<'getLinkedQuote'>) => ({
      data: await quotes.getQuote(ctx, byLink(request), linkedQuoteId(request)),
    }),
    saveLinkedQuote: async (request: OperationRequest<'saveLinkedQuote'>) => ({
      data: await quotes.saveAnswer(ctx, byLink(request), linkedQuoteId(request), request.body),
      message: messages.saved,
    }),
    submitLinkedQuote: async (request: OperationRequest<'submitLinkedQuote'>) => ({
      data: await quotes.submitAnswer(ctx, byLink(request), linkedQuoteId(request), request.body),
      message: messages.submitted,
    }),
    denyLinkedQuote: async (request: OperationRequest<'denyLinkedQuote'>) => ({
      data: await quotes.denyQuote(ctx, byLink(request), linkedQuoteId(request), request.body.reason),
      message: messages.denied,
    }),
    uploadLinkedQuoteFile: (request: OperationRequest<'uploadLinkedQuoteFile'>, reply: FastifyReply) =>
      upload(request, reply, byLink(request), linkedQuoteId(request), request.body.kind),
    deleteLinkedQuoteFile: async (request: OperationRequest<'deleteLinkedQuoteFile'>) => {
      await quotes.removeQuoteFile(ctx, byLink(request), linkedQuoteId(request), request.params.file_id);
      return { message: messages.fileRemoved };
    },
  } satisfies Partial<HandlerMap>;
}
