import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import { getLogActivities as latestActivities } from '../activity/service.js';
import { checkHealth, reportClientError as logClientError } from './service.js';
import * as notifications from '../notifications/service.js';
import { getLanguage as languageTexts } from '../reference/service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function shellHandlers(ctx: AppContext) {
  const health = async () => ({ data: await checkHealth(ctx) });

  const getLanguage = async () => ({ data: await languageTexts(ctx) });

  const getNotifications = async (request: OperationRequest<'getNotifications'>) => ({
    data: await notifications.getNotifications(ctx, callerOf(request).userId),
  });

  const markAsRead = async (request: OperationRequest<'markAsRead'>) => ({
    data: await notifications.markAsRead(ctx, callerOf(request).userId, request.params.notificationId),
    message: notifications.notificationMessages.read,
  });

  const notificationSeen = async (request: OperationRequest<'notificationSeen'>) => {
    await notifications.markAllSeen(ctx, callerOf(request).userId);
    return { message: notifications.notificationMessages.allRead };
  };

  const getLogActivities = async (request: OperationRequest<'getLogActivities'>) => ({
    data: await latestActivities(ctx, request.query),
  });

  const reportClientError = async (request: OperationRequest<'reportClientError'>, reply: FastifyReply) => {
    // The request's own logger: the line carries the request id and the client's address.
    await logClientError(ctx, request.body, request.ip, request.log);
    reply.code(204);
    return undefined;
  };

  return {
    health,
    getLanguage,
    getNotifications,
    markAsRead,
    notificationSeen,
    getLogActivities,
    reportClientError,
  } satisfies Partial<HandlerMap>;
}
