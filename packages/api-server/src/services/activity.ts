import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import type { ActivityEvent, ActivityProperties } from '../db/schema.js';
import { insertActivity, latestActivities } from '../repositories/activity.js';

export interface ActivityEntry {
  logName: string;
  event: ActivityEvent;
  subjectType: string;
  subjectId: number;
  causerId: number | null;
  properties: ActivityProperties;
  link: string | null;
}

/** Writes an activity-log entry; call it with the transaction of the change it records. */
export function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  return insertActivity(db, entry);
}

export interface LogActivityDto {
  log_id: number;
  log_name: string;
  event: ActivityEvent;
  properties: ActivityProperties;
  causer_name: string | null;
  link: string | null;
  created_at: string;
}

export const ACTIVITY_LIST_SIZE = 50;

export async function getLogActivities(ctx: AppContext): Promise<LogActivityDto[]> {
  const rows = await latestActivities(ctx.database.db, ACTIVITY_LIST_SIZE);
  return rows.map(({ entry, causerName }) => ({
    log_id: entry.id,
    log_name: entry.logName,
    event: entry.event,
    properties: entry.properties,
    causer_name: causerName,
    link: entry.link,
    created_at: entry.createdAt.toISOString(),
  }));
}
