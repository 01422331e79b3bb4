import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { MailQueue } from './mail/queue.js';

/** What services need from the running application. */
export interface AppContext {
  config: Config;
  database: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
}
