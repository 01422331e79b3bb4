import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { fieldError } from '../../core/errors.js';
import { callerOf } from '../../core/http/access-control.js';
import { linkOf } from '../../core/links/security.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import { uploadedFile } from '../../core/storage/uploads.js';
import { fieldMessages } from '../../core/validation.js';
import * as commissions from './service.js';

const { commissionMessages: messages } = commissions;

/** The holder of an outside venue's `commission_report` link: that one commission. */
const byLink = (request: FastifyRequest): commissions.CommissionLinkHolder => ({ linkedCommissionId: linkOf(request).subjectId });
const linkedId = (request: FastifyRequest): number => linkOf(request).subjectId;

async function uploadCopy(request: FastifyRequest, reply: FastifyReply, ctx: AppContext, actor: commissions.CommissionActor, id: number) {
  const file = uploadedFile(request, 'file');
  if (!file) throw fieldError('file', fieldMessages.required);
  const data = await commissions.uploadInvoiceCopy(ctx, actor, id, file);
  reply.code(201);
  return { data, message: messages.copyUploaded };
}

export function commissionHandlers(ctx: AppContext) {
  return {
    getCommissions: async (request: OperationRequest<'getCommissions'>) => commissions.listCommissions(ctx, request.query),
    exportCommissions: async (request: OperationRequest<'exportCommissions'>, reply: FastifyReply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="commissions.csv"')
        .send(commissions.exportCommissions(ctx, request.query)),
    getCommissionSummary: async () => ({ data: await commissions.commissionSummary(ctx) }),
    getCommission: async (request: OperationRequest<'getCommission'>) => ({
      data: await commissions.getCommission(ctx, callerOf(request), request.params.id),
    }),
    reportCommission: async (request: OperationRequest<'reportCommission'>) =>
      commissions.reportCommission(ctx, callerOf(request), request.params.id, request.body),
    uploadCommissionInvoiceCopy: (request: OperationRequest<'uploadCommissionInvoiceCopy'>, reply: FastifyReply) =>
      uploadCopy(request, reply, ctx, callerOf(request), request.params.id),
    deleteCommissionInvoiceCopy: async (request: OperationRequest<'deleteCommissionInvoiceCopy'>) => {
      await commissions.removeInvoiceCopy(ctx, callerOf(request), request.params.id);
      return { message: messages.copyRemoved };
    },
    invoiceCommission: async (request: OperationRequest<'invoiceCommission'>) => ({
      data: await commissions.invoiceCommission(ctx, callerOf(request), request.params.id),
      message: messages.invoiced,
    }),
    receiveCommission: async (request: OperationRequest<'receiveCommission'>) => ({
      data: await commissions.receiveCommission(ctx, callerOf(request), request.params.id),
      message: messages.received,
    }),
    remindCommission: async (request: OperationRequest<'remindCommission'>) => ({
      data: await commissions.remindCommission(ctx, callerOf(request), request.params.id),
      message: messages.reminded,
    }),
    setCommissionFinal: async (request: OperationRequest<'setCommissionFinal'>) => ({
      data: await commissions.setFinalAmount(ctx, callerOf(request), request.params.id, request.body),
      message: messages.finalSaved,
    }),
    getLinkedCommission: async (request: OperationRequest<'getLinkedCommission'>) => ({
      data: await commissions.getCommission(ctx, byLink(request), linkedId(request)),
    }),
    reportLinkedCommission: async (request: OperationRequest<'reportLinkedCommission'>) =>
      commissions.reportCommission(ctx, byLink(request), linkedId(request), request.body),
    uploadLinkedCommissionInvoiceCopy: (request: OperationRequest<'uploadLinkedCommissionInvoiceCopy'>, reply: FastifyReply) =>
      uploadCopy(request, reply, ctx, byLink(request), linkedId(request)),
    deleteLinkedCommissionInvoiceCopy: async (request: OperationRequest<'deleteLinkedCommissionInvoiceCopy'>) => {
      await commissions.removeInvoiceCopy(ctx, byLink(request), linkedId(request));
      return { message: messages.copyRemoved };
    },
    getPartnerCommissions: async (request: OperationRequest<'getPartnerCommissions'>) =>
      commissions.listPartnerCommissions(ctx, callerOf(request), request.query),
  } satisfies Partial<HandlerMap>;
}
