import type { AppContext } from '../context.js';
import { authHandlers } from './auth.js';
import { leadHandlers } from './leads.js';
import { mailHandlers } from './mail.js';
import { referenceHandlers } from './reference.js';
import { shellHandlers } from './shell.js';
import type { HandlerMap } from './types.js';

/** fastify-openapi-glue's serviceHandlers: one handler per operationId of openapi.yaml. */
export function createHandlers(ctx: AppContext): HandlerMap {
  return {
    ...authHandlers(ctx),
    ...shellHandlers(ctx),
    ...referenceHandlers(ctx),
    ...leadHandlers(ctx),
    ...mailHandlers(ctx),
  };
}

/** Fails the start when the document and the handlers disagree, instead of a 500 at run time. */
export function assertHandlersMatch(handlers: HandlerMap, operationIds: Iterable<string>): void {
  const documented = new Set(operationIds);
  const missing = [...documented].filter((id) => !(id in handlers));
  const extra = Object.keys(handlers).filter((id) => !documented.has(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Handlers and openapi.yaml disagree: missing ${missing.join(', ') || 'none'}; not in the document ${extra.join(', ') || 'none'}`,
    );
  }
}
