import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import { callerOf } from '../../core/http/access-control.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import { linkOf } from '../../core/links/security.js';
import { presentationPdf } from './pdf.js';
import * as presentations from './service.js';

const { presentationMessages: messages } = presentations;

/** The customer's link names the opportunity (subject 'opportunity'). */
const linkedOpportunityId = (request: Parameters<typeof linkOf>[0]): number => linkOf(request).subjectId;

async function sendPdf(reply: FastifyReply, presentation: Schemas['Presentation'], language: 'sv' | 'en' | undefined) {
  const lang = language ?? 'sv';
  const name = `${lang === 'sv' ? 'offertpresentation' : 'presentation'}-${presentation.opportunity_id}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(await presentationPdf(presentation, lang));
}

export function presentationHandlers(ctx: AppContext) {
  return {
    setBidderPresented: async (request: OperationRequest<'setBidderPresented'>) => ({
      data: await presentations.setPresented(ctx, request.params.id, request.body.present),
      message: messages.ticked,
    }),
    getPresentationPreview: async (request: OperationRequest<'getPresentationPreview'>) => ({
      data: await presentations.previewPresentation(ctx, request.params.id),
    }),
    getQuoteComparison: async (request: OperationRequest<'getQuoteComparison'>) => ({
      data: await presentations.quoteComparison(ctx, callerOf(request), request.params.id),
    }),
    presentToCustomer: async (request: OperationRequest<'presentToCustomer'>) => ({
      data: await presentations.presentToCustomer(ctx, callerOf(request), request.params.id, request.body?.message ?? null),
      message: messages.presented,
    }),
    previewPresentationMail: async (request: OperationRequest<'previewPresentationMail'>) => ({
      data: await presentations.previewPresentationMail(ctx, callerOf(request), request.params.id, request.body?.message ?? null),
    }),
    getPresentationPreviewPdf: async (request: OperationRequest<'getPresentationPreviewPdf'>, reply: FastifyReply) =>
      sendPdf(reply, await presentations.previewPresentation(ctx, request.params.id), request.query.lang),
    getLinkedPresentation: async (request: OperationRequest<'getLinkedPresentation'>) => ({
      data: await presentations.linkedPresentation(ctx, linkedOpportunityId(request)),
    }),
    bookPresentation: async (request: OperationRequest<'bookPresentation'>) => ({
      data: await presentations.bookPresentation(ctx, linkedOpportunityId(request), request.body.bidder_ids),
      message: messages.booked,
    }),
    getLinkedPresentationPdf: async (request: OperationRequest<'getLinkedPresentationPdf'>, reply: FastifyReply) =>
      sendPdf(reply, await presentations.linkedPresentation(ctx, linkedOpportunityId(request)), request.query.lang),
  } satisfies Partial<HandlerMap>;
}
