import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type FileStorage } from './storage.js';
import { freePort } from '../../../test/support/global-setup.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from '../../../test/support/app.js';
import { multipartFile, png } from '../../../test/support/uploads.js';

let directory: string;
let s3: S3rver;
let s3Env: Record<string, string>;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'api-server-storage-'));
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: path.join(directory, 's3'), configureBuckets: [{ name: 'portal-files', configs: [] }] });
  await s3.run();
  s3Env = {
    S3_BUCKET: 'portal-files',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'eu-north-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
});

afterAll(async () => {
  await s3.close();
  await rm(directory, { recursive: true, force: true });
});

function behavesAsStorage(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('puts, reads, checks and deletes by key', async () => {
      const storage = make();
      expect(await storage.exists('abcdefghijklmnopqrstuvwx')).toBe(false);
      expect(await storage.get('abcdefghijklmnopqrstuvwx')).toBeUndefined();
      await storage.put('abcdefghijklmnopqrstuvwx', Buffer.from('bytes å ä ö'), 'text/plain');
      expect(await storage.exists('abcdefghijklmnopqrstuvwx')).toBe(true);
      expect(await text((await storage.get('abcdefghijklmnopqrstuvwx'))!)).toBe('bytes å ä ö');
      await storage.delete('abcdefghijklmnopqrstuvwx');
      await storage.delete('abcdefghijklmnopqrstuvwx');
      expect(await storage.exists('abcdefghijklmnopqrstuvwx')).toBe(false);
    });
  });
}

behavesAsStorage('local folder', () => createStorage({ filesDir: path.join(directory, 'local'), s3: undefined }));
behavesAsStorage('S3 (s3rver)', () => createStorage({ filesDir: '/nonexistent', s3: { bucket: 'portal-files', endpoint: s3Env.S3_ENDPOINT, region: 'eu-north-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true } }));

describe('local folder', () => {
  it('refuses a key that could leave the folder', async () => {
    const storage = createStorage({ filesDir: path.join(directory, 'local'), s3: undefined });
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('uploads with S3_BUCKET set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: s3Env });
  });

  afterAll(async () => {
    await t.close();
  });

  it('stores the image and its thumbnail in the bucket and serves them', async () => {
    const admin = await loginAs.admin(t.app);
    const body = multipartFile('file', 'photo.png', await png(), 'image/png');
    const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...body.headers, ...bearer(admin) }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(201);
    const file = json(response).data;
    const image = await t.app.inject({ method: 'GET', url: file.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.length).toBe(file.size);
    expect((await t.app.inject({ method: 'GET', url: file.thumbnail_url })).headers['content-type']).toBe('image/webp');
    expect(await t.ctx.storage.exists(file.url.split('/').pop())).toBe(true);
  });
});
