import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import { notFound } from '../../core/errors.js';
import {
  findNotification,
  markRead,
  markRecentRead,
  recentNotifications,
  type NotificationWithRead,
} from './repository.js';

// The header lists the last 24 hours; the cap keeps a burst of leads from bloating it.
export const NOTIFICATION_LIST_LIMIT = 100;

export const notificationMessages = {
  missing: { en: 'Notification does not exist', sw: 'Notisen finns inte' },
  read: { en: 'Notification marked as read', sw: 'Notisen har markerats som läst' },
  allRead: { en: 'Notifications marked as read', sw: 'Notiserna har markerats som lästa' },
};

function toDto({ notification, readAt }: NotificationWithRead): Schemas['Notification'] {
  return {
    id: notification.id,
    type: notification.type,
    notifiable_type: notification.notifiableType,
    notifiable_id: notification.notifiableId,
    data: notification.data,
    read_at: readAt ? readAt.toISOString() : null,
    created_at: notification.createdAt.toISOString(),
    updated_at: notification.updatedAt.toISOString(),
  };
}

export async function getNotifications(ctx: AppContext, userId: number): Promise<Schemas['Notification'][]> {
  const rows = await recentNotifications(ctx.database.db, userId, NOTIFICATION_LIST_LIMIT);
  return rows.map(toDto);
}

/** Read state is per admin: this marks the notification read for `userId` only. */
export async function markAsRead(ctx: AppContext, userId: number, notificationId: string): Promise<Schemas['Notification']> {
  return ctx.database.transaction(async (tx) => {
    const existing = await findNotification(tx.db, userId, notificationId);
    if (!existing) throw notFound(notificationMessages.missing);
    await markRead(tx.db, userId, notificationId);
    const row = await findNotification(tx.db, userId, notificationId);
    if (!row) throw notFound(notificationMessages.missing);
    return toDto(row);
  });
}

export async function markAllSeen(ctx: AppContext, userId: number): Promise<void> {
  await markRecentRead(ctx.database.db, userId);
}
