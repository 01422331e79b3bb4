import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Jobs } from './jobs/registry.js';
import type { SendMail } from './mail/deliver.js';
import type { MailQueue } from './mail/queue.js';
import type { FileStorage } from './storage/storage.js';

/** Where the process is in its life; set by main.ts. */
export interface Lifecycle {
  /**
   * A signal came: /api/health answers 503 so that a load balancer takes this replica out of
   * rotation while it finishes its requests and jobs (main.ts `stop`).
   */
  stopping: boolean;
}

/** What services need from the running application. */
export interface AppContext {
  config: Config;
  database: Database;
  mail: MailQueue;
  /** Background jobs (pg-boss), enqueued inside the transaction of the change that causes them. */
  jobs: Jobs;
  /** Hands a mail to the SMTP server; absent without SMTP_URL (mails stay in the outbox). */
  sendMail?: SendMail;
  /** Bytes of uploaded files (local folder or S3). */
  storage: FileStorage;
  log: FastifyBaseLogger;
  lifecycle: Lifecycle;
}
