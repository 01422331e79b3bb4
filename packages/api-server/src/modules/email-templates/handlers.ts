import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as templates from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function templateHandlers(ctx: AppContext) {
  const getEmailTemplates = async () => ({ data: await templates.getEmailTemplates(ctx) });

  const getEmailTemplate = async (request: OperationRequest<'getEmailTemplate'>) => ({
    data: await templates.getEmailTemplate(ctx, request.params.id),
  });

  const updateEmailTemplate = async (request: OperationRequest<'updateEmailTemplate'>) => ({
    data: await templates.updateEmailTemplate(ctx, callerOf(request).userId, request.params.id, request.body),
    message: templates.emailTemplateMessages.updated,
  });

  const previewEmailTemplate = async (request: OperationRequest<'previewEmailTemplate'>) => ({
    data: await templates.previewEmailTemplate(ctx, request.params.id, request.body),
  });

  return { getEmailTemplates, getEmailTemplate, updateEmailTemplate, previewEmailTemplate } satisfies Partial<HandlerMap>;
}
