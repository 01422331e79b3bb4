import path from 'node:path';
import { repoRoot } from './paths.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** When absent, main.ts runs an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  pgPort: number;
  pgDataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seed: boolean;
  /** Where shell/dist and mf-*\/dist are served from. */
  staticRoot: string;
  /**
   * RELEASES_DIR: the immutable release folders `pnpm release <module>` writes
   * (`<dir>/<module>/<version>/`), served at /releases/<module>/<version>/. Default: `releases` under
   * the static root.
   */
  releasesDir: string;
  remotesFile: string | undefined;
  remoteOrigins: string[];
  logLevel: LogLevel;
  /** false, a number of proxy hops, or the proxies' addresses/CIDRs (Fastify's trustProxy). */
  trustProxy: boolean | number | string[];
  /** Where uploaded files are kept when no S3 bucket is configured. */
  filesDir: string;
  /** S3-compatible object storage for uploaded files; used instead of filesDir when set. */
  s3: S3Config | undefined;
  /**
   * Failed logins allowed per client IP in 15 minutes, whatever the accounts (LOGIN_LIMIT_PER_IP,
   * default 100); successful logins do not count. The end-to-end suite, every browser on one
   * loopback address, raises it; production keeps the default.
   */
  loginLimitPerIp: number;
  /**
   * Mailed links' tokens that opened nothing, allowed per client IP in 5 minutes
   * (LINK_FAILURE_LIMIT_PER_IP, default 30) before 429; working tokens do not count. Raised by the
   * end-to-end suite for the same reason as the login limit.
   */
  linkFailureLimitPerIp: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS (default 0): on SIGTERM the server answers 503 at /api/health at once and
   * keeps serving for this long (and then until requests stop coming, main.ts) before it stops listening, so a load balancer checking health
   * takes it out of rotation first (the cluster sets 2 s: HAProxy's checks every 500 ms).
   */
  shutdownDrainSeconds: number;
}

export interface S3Config {
  bucket: string;
  /** For S3-compatible services (MinIO, Ceph …); AWS itself needs none. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (https://host/bucket/key) instead of the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > max) throw new ConfigError(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(name: string, raw: string, protocols: readonly string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${raw}"`);
  }
  return parsed;
}

/**
 * TRUST_PROXY: how far to believe X-Forwarded-For. A hop count (`1` behind one load balancer) or
 * the proxies' addresses (`10.0.0.0/8,192.168.1.5`); `true` trusts any sender, so a client could
 * pick its own address and slip past the per-IP limits — use it only when every request passes a proxy.
 */
function proxies(env: NodeJS.ProcessEnv, name: string): boolean | number | string[] {
  const raw = text(env, name);
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const lower = raw.toLowerCase();
  if (['true', 'false', 'yes', 'no', 'on', 'off', '0', '1'].includes(lower)) return flag(env, name, false);
  const list = raw.split(',').map((item) => item.trim()).filter(Boolean);
  if (list.some((item) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item))) {
    throw new ConfigError(`${name} must be true, false, a hop count or addresses/CIDRs, got "${raw}"`);
  }
  return list;
}

/** REMOTE_ORIGINS: comma-separated origins (scheme://host[:port]) that serve remote modules. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = text(env, name);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const parsed = url(name, item, ['http:', 'https:']);
      if (parsed.origin !== item.replace(/\/$/, '')) {
        throw new ConfigError(`${name} must list bare origins such as https://cdn.example.com, got "${item}"`);
      }
      return parsed.origin;
    });
}

function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = text(env, 'S3_BUCKET');
  if (bucket === undefined) return undefined;
  const endpoint = text(env, 'S3_ENDPOINT');
  if (endpoint !== undefined) url('S3_ENDPOINT', endpoint, ['http:', 'https:']);
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket,
    endpoint,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const httpPort = port(env, 'PORT', 8080);
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== undefined) url('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']);
  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl !== undefined) url('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const publicUrl = (text(env, 'PUBLIC_URL') ?? `http://localhost:${httpPort}`).replace(/\/+$/, '');
  url('PUBLIC_URL', publicUrl, ['http:', 'https:']);
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const remotesFile = text(env, 'REMOTES_FILE');
  const pgDataDir = path.resolve(text(env, 'PG_DATA_DIR') ?? path.join(repoRoot, '.data', 'pg'));
  const filesDir = text(env, 'FILES_DIR');
  const staticRoot = path.resolve(text(env, 'STATIC_ROOT') ?? repoRoot);

  return {
    port: httpPort,
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    pgPort: port(env, 'PG_PORT', 54329),
    pgDataDir,
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Konferensportalen <no-reply@demo.test>',
    publicUrl,
    seed: flag(env, 'SEED', true),
    staticRoot,
    releasesDir: path.resolve(text(env, 'RELEASES_DIR') ?? path.join(staticRoot, 'releases')),
    remotesFile: remotesFile === undefined ? undefined : path.resolve(remotesFile),
    remoteOrigins: origins(env, 'REMOTE_ORIGINS'),
    logLevel,
    trustProxy: proxies(env, 'TRUST_PROXY'),
    // Next to the database's data: <repo>/.data/files by default.
    filesDir: filesDir === undefined ? path.join(path.dirname(pgDataDir), 'files') : path.resolve(filesDir),
    s3: s3(env),
    loginLimitPerIp: positiveInteger(env, 'LOGIN_LIMIT_PER_IP', 100),
    linkFailureLimitPerIp: positiveInteger(env, 'LINK_FAILURE_LIMIT_PER_IP', 30),
    shutdownDrainSeconds: wholeNumber(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 300),
  };
}

/** For a process entry: the configuration, or a one-line reason on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`Invalid configuration: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
