import type { AppContext } from '../context.js';
import { accountHandlers } from './accounts.js';
import { authHandlers } from './auth.js';
import { contactHandlers } from './contacts.js';
import { fileHandlers } from './files.js';
import { leadHandlers } from './leads.js';
import { mailHandlers } from './mail.js';
import { noteHandlers } from './notes.js';
import { productHandlers } from './products.js';
import { referenceHandlers } from './reference.js';
import { shellHandlers } from './shell.js';
import { taskHandlers } from './tasks.js';
import { templateHandlers } from './templates.js';
import type { HandlerMap } from './types.js';

/** fastify-openapi-glue's serviceHandlers: one handler per operationId of openapi.yaml. */
export function createHandlers(ctx: AppContext): HandlerMap {
  return {
    ...authHandlers(ctx),
    ...shellHandlers(ctx),
    ...referenceHandlers(ctx),
    ...leadHandlers(ctx),
    ...mailHandlers(ctx),
    ...accountHandlers(ctx),
    ...contactHandlers(ctx),
    ...fileHandlers(ctx),
    ...templateHandlers(ctx),
    ...productHandlers(ctx),
    ...taskHandlers(ctx),
    ...noteHandlers(ctx),
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
