import type { AppContext } from '../../core/context.js';
import * as outbox from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function mailHandlers(ctx: AppContext) {
  const getOutbox = async (request: OperationRequest<'getOutbox'>) => ({
    data: await outbox.getOutbox(ctx, request.query),
  });

  const getOutboxMail = async (request: OperationRequest<'getOutboxMail'>) => ({
    data: await outbox.getOutboxMail(ctx, request.params.id),
  });

  return { getOutbox, getOutboxMail } satisfies Partial<HandlerMap>;
}
