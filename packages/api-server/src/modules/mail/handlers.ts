import type { AppContext } from '../../core/context.js';
import * as outbox from './service.js';
import type { Handler } from '../../core/http/handler.js';

export function mailHandlers(ctx: AppContext) {
  const getOutbox: Handler<{ Querystring: { page?: number; per_page?: number; search?: string } }> = async (request) => ({
    data: await outbox.getOutbox(ctx, request.query),
  });

  const getOutboxMail: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await outbox.getOutboxMail(ctx, request.params.id),
  });

  return { getOutbox, getOutboxMail };
}
