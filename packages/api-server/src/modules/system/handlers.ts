import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import { getLogActivities as latestActivities } from '../activity/service.js';
import { checkHealth } from './service.js';
import * as notifications from '../notifications/service.js';
import { getLanguage as languageTexts } from '../reference/service.js';
import type { Handler } from '../../core/http/handler.js';

export function shellHandlers(ctx: AppContext) {
  const health: Handler = async () => ({ data: await checkHealth(ctx) });

  const getLanguage: Handler = async () => ({ data: await languageTexts(ctx) });

  const getNotifications: Handler = async (request) => ({
    data: await notifications.getNotifications(ctx, callerOf(request).userId),
  });

  const markAsRead: Handler<{ Params: { notificationId: string } }> = async (request) => ({
    data: await notifications.markAsRead(ctx, callerOf(request).userId, request.params.notificationId),
    message: notifications.notificationMessages.read,
  });

  const notificationSeen: Handler = async (request) => {
    await notifications.markAllSeen(ctx, callerOf(request).userId);
    return { message: notifications.notificationMessages.allRead };
  };

  const getLogActivities: Handler<{ Querystring: { account_id?: number } }> = async (request) => ({
    data: await latestActivities(ctx, request.query),
  });

  return { health, getLanguage, getNotifications, markAsRead, notificationSeen, getLogActivities };
}
