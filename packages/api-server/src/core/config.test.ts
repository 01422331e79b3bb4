import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { repoRoot } from './paths.js';

describe('loadConfig', () => {
  it('has defaults for a local start', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      pgPort: 54329,
      pgDataDir: path.join(repoRoot, '.data', 'pg'),
      smtpUrl: undefined,
      mailFrom: 'Konferensportalen <no-reply@demo.test>',
      publicUrl: 'http://localhost:8080',
      seed: true,
      staticRoot: path.resolve(repoRoot),
      releasesDir: path.join(repoRoot, 'releases'),
      remotesFile: undefined,
      remoteOrigins: [],
      logLevel: 'info',
      trustProxy: false,
      filesDir: path.join(repoRoot, '.data', 'files'),
      s3: undefined,
      loginLimitPerIp: 100,
      linkFailureLimitPerIp: 30,
      shutdownDrainSeconds: 0,
    });
  });

  it('takes a drain time on shutdown from 0 to 300 seconds', () => {
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2' }).shutdownDrainSeconds).toBe(2);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '301' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow(ConfigError);
  });

  it('takes a login limit per IP above zero', () => {
    expect(loadConfig({ LOGIN_LIMIT_PER_IP: '10000' }).loginLimitPerIp).toBe(10_000);
    expect(() => loadConfig({ LOGIN_LIMIT_PER_IP: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOGIN_LIMIT_PER_IP: 'many' })).toThrow(ConfigError);
    expect(loadConfig({ LINK_FAILURE_LIMIT_PER_IP: '10000' }).linkFailureLimitPerIp).toBe(10_000);
    expect(() => loadConfig({ LINK_FAILURE_LIMIT_PER_IP: '-1' })).toThrow(ConfigError);
  });

  it('keeps files next to the database data unless FILES_DIR says otherwise', () => {
    expect(loadConfig({ PG_DATA_DIR: '/srv/portal/pg' }).filesDir).toBe('/srv/portal/files');
    expect(loadConfig({ FILES_DIR: '/srv/uploads' }).filesDir).toBe('/srv/uploads');
  });

  it('keeps release folders under the static root unless RELEASES_DIR says otherwise', () => {
    expect(loadConfig({ STATIC_ROOT: '/srv/portal' }).releasesDir).toBe('/srv/portal/releases');
    expect(loadConfig({ STATIC_ROOT: '/srv/portal', RELEASES_DIR: '/srv/releases' }).releasesDir).toBe('/srv/releases');
  });

  it('reads the S3 settings when a bucket is named', () => {
    expect(
      loadConfig({ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3,
    ).toEqual({ bucket: 'portal', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'k' })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      PG_PORT: '5555',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Portal <portal@example.com>',
      PUBLIC_URL: 'https://portal.example.com/',
      SEED: 'false',
      STATIC_ROOT: '/srv/portal',
      REMOTES_FILE: 'remotes.json',
      REMOTE_ORIGINS: 'https://cdn.example.com,https://cdn2.example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/portal',
      pgPort: 5555,
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Portal <portal@example.com>',
      publicUrl: 'https://portal.example.com',
      seed: false,
      staticRoot: '/srv/portal',
      releasesDir: '/srv/portal/releases',
      remotesFile: path.resolve('remotes.json'),
      remoteOrigins: ['https://cdn.example.com', 'https://cdn2.example.com'],
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PG_PORT: '70000' }, /PG_PORT/],
    [{ SEED: 'maybe' }, /SEED/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL/],
    [{ REMOTE_ORIGINS: 'https://cdn.example.com/path' }, /REMOTE_ORIGINS/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL/],
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
