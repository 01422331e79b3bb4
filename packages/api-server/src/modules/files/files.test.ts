import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { purgeUnattachedFiles } from '../../core/jobs/purge-expired.js';
import { MAX_UPLOAD_BYTES } from '../../core/storage/uploads.js';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';
import { multipartFile, png, temporaryFilesDir } from '../../../test/support/uploads.js';

let t: TestApp;
let files: Awaited<ReturnType<typeof temporaryFilesDir>>;
let admin: string;
let partner: string;

beforeAll(async () => {
  files = await temporaryFilesDir();
  t = await createTestApp({ env: { FILES_DIR: files.dir } });
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
});

afterAll(async () => {
  await t.close();
  await files.remove();
});

const upload = (content: Buffer, filename: string, token: string | null = admin, type = 'image/jpeg') => {
  const body = multipartFile('file', filename, content, type);
  return t.app.inject({ method: 'POST', url: '/api/files', headers: { ...body.headers, ...(token ? bearer(token) : {}) }, payload: body.payload });
};

const notImage = { en: 'The file is not an image (JPEG, PNG, WebP or GIF).', sw: 'Filen är inte en bild (JPEG, PNG, WebP eller GIF).' };

describe('uploadFile', () => {
  it('answers 401 without a token and 403 to a partner, before reading the file', async () => {
    expect((await upload(await png(), 'a.png', null)).statusCode).toBe(401);
    expect((await upload(await png(), 'a.png', partner)).statusCode).toBe(403);
  });

  it('stores a PNG under a random name with a WebP thumbnail, both served with nosniff', async () => {
    const response = await upload(await png(1600, 900), '../../etc/passwd.png', admin, 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    const body = json(response);
    expect(body.message).toEqual({ en: 'Image uploaded', sw: 'Bilden har laddats upp' });
    expect(body.data).toMatchObject({ content_type: 'image/png', width: 1600, height: 900, url: expect.stringMatching(/^\/api\/files\/[A-Za-z0-9_-]{24}$/) });
    expect(body.data.url).not.toContain('passwd');

    const image = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9_-]{24}\.png"$/);
    expect(image.headers['content-security-policy']).toContain("default-src 'self'");
    expect(image.rawPayload.length).toBe(body.data.size);

    const thumbnail = await t.app.inject({ method: 'GET', url: body.data.thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 180]);

    const [row] = await rows(t.database, 'SELECT content_type, size, width, height, uploaded_by IS NOT NULL AS has_uploader, attached_at FROM files WHERE id = $1', [body.data.id]);
    expect(row).toEqual({ content_type: 'image/png', size: body.data.size, width: 1600, height: 900, has_uploader: true, attached_at: null });
  });

  it('accepts JPEG, WebP and GIF by their content', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } });
    for (const [format, type] of [['jpeg', 'image/jpeg'], ['webp', 'image/webp'], ['gif', 'image/gif']] as const) {
      const response = await upload(await base.clone().toFormat(format).toBuffer(), `x.${format}`);
      expect(response.statusCode, response.body).toBe(201);
      expect(json(response).data.content_type).toBe(type);
    }
  });

  it('rejects a text file named .jpg, and a broken image', async () => {
    const text = await upload(Buffer.from('hello, I am not a picture'), 'holiday.jpg');
    expect(text.statusCode).toBe(422);
    expect(json(text)).toEqual({ message: 'Error validation', errors: { file: [notImage] } });

    const truncated = (await png()).subarray(0, 40);
    const broken = await upload(truncated, 'broken.png');
    expect(broken.statusCode).toBe(422);
    expect(json(broken).errors).toEqual({ file: [notImage] });
  });

  it('rejects a file of 30 MB', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES, 0);
    (await png()).copy(big);
    const response = await upload(big, 'huge.png');
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ file: [{ en: 'The image must be smaller than 30 MB.', sw: 'Bilden måste vara mindre än 30 MB.' }] });
    expect(await rows(t.database, 'SELECT id FROM files WHERE size >= $1', [MAX_UPLOAD_BYTES])).toEqual([]);
  });

  it('answers 422 without a file, and 415 for a JSON body', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(admin) },
      payload: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--x--\r\n',
    });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toHaveProperty('file');
    const asJson = await t.app.inject({ method: 'POST', url: '/api/files', headers: bearer(admin), payload: { file: 'x' } });
    expect(asJson.statusCode).toBe(415);
  });
});

describe('getFile', () => {
  it('answers 404 for an unknown key and 422 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toEqual({ en: 'The file does not exist', sw: 'Filen finns inte' });
    expect((await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(422);
  });
});

describe('purgeUnattachedFiles', () => {
  it('removes uploads no record took up within a day, bytes and row', async () => {
    const fresh = json(await upload(await png(), 'fresh.png')).data;
    const old = json(await upload(await png(), 'old.png')).data;
    await rows(t.database, "UPDATE files SET created_at = now() - interval '25 hours' WHERE id = $1", [old.id]);
    expect(await purgeUnattachedFiles(t.database, t.ctx.storage)).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: old.url })).statusCode).toBe(404);
    expect(await t.ctx.storage.exists(old.thumbnail_url.split('/').pop())).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: fresh.url })).statusCode).toBe(200);
  });
});
