import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { TaskReminderQueue } from '../modules/tasks/jobs.js';
import type { MailQueue } from './mail/queue.js';
import type { FileStorage } from './storage/storage.js';

/** What services need from the running application. */
export interface AppContext {
  config: Config;
  database: Database;
  mail: MailQueue;
  /** Task reminders as pg-boss jobs, enqueued in the transaction that saves the task. */
  reminders: TaskReminderQueue;
  /** Bytes of uploaded files (local folder or S3). */
  storage: FileStorage;
  log: FastifyBaseLogger;
}
