import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as templates from './service.js';
import type { Handler } from '../../core/http/handler.js';

export function templateHandlers(ctx: AppContext) {
  const getEmailTemplates: Handler = async () => ({ data: await templates.getEmailTemplates(ctx) });

  const getEmailTemplate: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await templates.getEmailTemplate(ctx, request.params.id),
  });

  const updateEmailTemplate: Handler<{ Params: { id: number }; Body: templates.EmailTemplateInput }> = async (request) => ({
    data: await templates.updateEmailTemplate(ctx, callerOf(request).userId, request.params.id, request.body),
    message: templates.emailTemplateMessages.updated,
  });

  const previewEmailTemplate: Handler<{ Params: { id: number }; Body: templates.EmailTemplateInput }> = async (request) => ({
    data: await templates.previewEmailTemplate(ctx, request.params.id, request.body),
  });

  return { getEmailTemplates, getEmailTemplate, updateEmailTemplate, previewEmailTemplate };
}
