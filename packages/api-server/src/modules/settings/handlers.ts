import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import * as settings from './service.js';

export function settingsHandlers(ctx: AppContext) {
  const getCrmSettings = async () => ({ data: await settings.getCrmSettings(ctx) });

  const updateCrmSettings = async (request: OperationRequest<'updateCrmSettings'>) => ({
    data: await settings.updateCrmSettings(ctx, callerOf(request), request.body),
    message: settings.settingsMessages.updated,
  });

  return { getCrmSettings, updateCrmSettings } satisfies Partial<HandlerMap>;
}
