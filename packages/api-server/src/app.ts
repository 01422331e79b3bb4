import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type PgBoss from 'pg-boss';
import type { Config } from './core/config.js';
import type { AppContext } from './core/context.js';
import type { Database } from './core/db/client.js';
import { assertHandlersMatch, createHandlers } from './modules/index.js';
import { loggerOptions } from './core/logging.js';
import { accessPolicies, loadOpenApiDocument } from './core/http/openapi.js';
import { createJobs } from './core/jobs/registry.js';
import type { SendMail } from './core/mail/deliver.js';
import { createMailQueue, defaultMailRetryPolicy, type MailRetryPolicy } from './core/mail/queue.js';
import { linkPurposesOf } from './core/links/security.js';
import { securityHandlers, setupAccessControl } from './core/http/access-control.js';
import { frameworkErrors, setupErrorHandling } from './core/http/errors.js';
import { setupRequestBodies } from './core/http/request-bodies.js';
import { requestValidators, setupInputGuard } from './core/http/input-guard.js';
import { setupSecurityHeaders } from './core/http/security-headers.js';
import { cachePoliciesOf, noStore, setupApiCaching } from './core/http/cache-control.js';
import { compressionOptions } from './core/http/compression.js';
import { staticHosting } from './core/http/static.js';
import { repoRoot } from './core/paths.js';
import { createStorage } from './core/storage/storage.js';
import { MULTIPART_LIMITS } from './core/storage/uploads.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A started pg-boss on the same database; services enqueue mail jobs through it. */
  boss: PgBoss;
  mailRetry?: MailRetryPolicy;
  /** Hands mails to SMTP; without it they stay in the outbox. */
  sendMail?: SendMail;
  /** Serve the composed portal (shell, remotes, remotes.json) besides the API. */
  serveStatic?: boolean;
  /** Where shell/dist and mf-*\/dist are looked up; the repository root by default. */
  staticRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

function hops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A hop count trusts that many proxies in front of this process, counted from here.
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    ajv: {
      // Report every invalid field at once (422 lists them all), not only the first.
      customOptions: { allErrors: true, allowUnionTypes: true },
    },
    // JSON bodies are validated as sent (no coercion; a field `additionalProperties: false`
    // does not list is a 422, not dropped); query, path and form fields are read from text.
    schemaController: requestValidators(),
    // An undecodable URL or an overlong path parameter, answered before any route: our shape, not
    // Fastify's, and not cached (no hook runs for these).
    frameworkErrors: noStore(frameworkErrors),
  });

  const ctx: AppContext = {
    config,
    database: options.database,
    mail: createMailQueue(options.boss, options.mailRetry ?? defaultMailRetryPolicy),
    jobs: createJobs(options.boss),
    ...(options.sendMail ? { sendMail: options.sendMail } : {}),
    storage: createStorage(config),
    log: app.log,
    lifecycle: { stopping: false },
  };
  app.decorate('ctx', ctx);

  // Plugins
  setupErrorHandling(app);
  // Every /api/ answer, errors included, is `Cache-Control: no-store` unless its operation
  // declares otherwise in the contract (cache-control.ts).
  setupApiCaching(app);
  await setupSecurityHeaders(app, config.remoteOrigins);
  await app.register(formbody);
  // Uploads (multipart/form-data) are read by the request-bodies hook after the access checks,
  // so nobody streams 30 MB into a route they may not call.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // Text answers (JSON, the page) go out compressed: brotli at a moderate level, a list page in one
  // call (core/http/compression.ts). Built scripts and styles come with a brotli copy at quality 11
  // made at build time, sent as it is (core/http/static.ts).
  await app.register(compress, compressionOptions);

  // Routes: every endpoint comes from the contract, guarded by its x-roles.
  const document = loadOpenApiDocument();
  const policies = accessPolicies(document);
  // Every operation called by link names a purpose the links table knows; checked at start.
  linkPurposesOf(document);
  // Only a GET without a credential may declare its own caching; checked at start.
  cachePoliciesOf(document);
  const handlers = createHandlers(ctx);
  assertHandlersMatch(handlers, policies.keys());
  setupAccessControl(app, policies);
  setupRequestBodies(app, policies);
  // After the access checks and the bodies: NUL and lone surrogates, int4 bounds (input-guard.ts).
  setupInputGuard(app);
  await app.register(openapiGlue, {
    specification: document,
    serviceHandlers: handlers,
    securityHandlers: securityHandlers(ctx),
    // Glue ignores servers[].url; the document's server is /api.
    prefix: 'api',
  });

  if (options.serveStatic) {
    await app.register(staticHosting, { root: options.staticRoot ?? repoRoot, remotesFile: config.remotesFile, releasesDir: config.releasesDir });
  }
  return app;
}
