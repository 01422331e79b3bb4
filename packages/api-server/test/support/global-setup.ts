import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/core/db/embedded.js';
import { createTemplates } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server where test files may create databases. */
    databaseUrl: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Uses DATABASE_URL when set (CI with a PostgreSQL service); otherwise an embedded server in a temp
 * dir. Either way it makes the run's template databases first (templates.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    await createTemplates(configured);
    project.provide('databaseUrl', configured);
    return async () => {};
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-server-test-pg-'));
  let server: EmbeddedServer;
  try {
    server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  try {
    await createTemplates(server.connectionString);
  } catch (error) {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('databaseUrl', server.connectionString);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
