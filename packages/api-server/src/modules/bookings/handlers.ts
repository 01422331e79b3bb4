import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import { linkOf } from '../../core/links/security.js';
import * as bookings from './service.js';

const { bookingMessages: messages } = bookings;

export function bookingHandlers(ctx: AppContext) {
  return {
    requestPreliminaryBooking: async (request: OperationRequest<'requestPreliminaryBooking'>, reply: FastifyReply) => {
      const data = await bookings.requestBooking(ctx, callerOf(request), request.params.id, request.body?.message);
      reply.code(201);
      return { data, message: messages.sent };
    },
    previewPreliminaryBookingMail: async (request: OperationRequest<'previewPreliminaryBookingMail'>) => ({
      data: await bookings.previewBookingRequestMail(ctx, callerOf(request), request.params.id, request.body?.message),
    }),
    extendPreliminaryBooking: async (request: OperationRequest<'extendPreliminaryBooking'>) => ({
      data: await bookings.askToExtend(ctx, callerOf(request), request.params.id),
      message: messages.extendAsked,
    }),
    answerPreliminaryBooking: async (request: OperationRequest<'answerPreliminaryBooking'>) => ({
      data: await bookings.answerAsVenue(ctx, { kind: 'user', caller: callerOf(request) }, request.params.id, request.body),
      message: request.body.response === 'hold' ? messages.held : messages.cancelled,
    }),
    answerLinkedPreliminaryBooking: async (request: OperationRequest<'answerLinkedPreliminaryBooking'>) => ({
      // The outside venue's quote link (subject 'quote') answers that quote's booking.
      data: await bookings.answerAsVenue(ctx, { kind: 'link', quoteId: linkOf(request).subjectId }, null, request.body),
      message: request.body.response === 'hold' ? messages.held : messages.cancelled,
    }),
    getPreliminaryBooking: async (request: OperationRequest<'getPreliminaryBooking'>) => ({
      data: await bookings.getForCustomer(ctx, linkOf(request).subjectId, request.params.bookingId),
    }),
    answerCustomerPreliminaryBooking: async (request: OperationRequest<'answerCustomerPreliminaryBooking'>) => {
      const { booking, message } = await bookings.answerAsCustomer(ctx, linkOf(request).subjectId, request.body);
      return { data: booking, message };
    },
    listEndingHolds: async (request: OperationRequest<'listEndingHolds'>) => bookings.listEndingHolds(ctx, callerOf(request), request.query?.days),
    getHoldDeclineCounts: async (request: OperationRequest<'getHoldDeclineCounts'>) => ({
      data: await bookings.holdDeclineCounts(ctx, request.params.id),
    }),
  } satisfies Partial<HandlerMap>;
}
