import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { purgeUnattachedFiles } from '../../core/jobs/purge-expired.js';
import { MAX_UPLOAD_BYTES } from '../../core/storage/uploads.js';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';
import { multipartFile, png, temporaryFilesDir, uploadPng } from '../../../test/support/uploads.js';
import { loadOpenApiDocument } from '../../core/http/openapi.js';

let t: TestApp;
let files: Awaited<ReturnType<typeof temporaryFilesDir>>;
let admin: string;
let customer: string;

beforeAll(async () => {
  files = await temporaryFilesDir();
  t = await createTestApp({ env: { FILES_DIR: files.dir } });
  admin = await loginAs.admin(t.app);
  customer = await loginAs.customer(t.app);
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
  // Partners upload too (their venue profile's images: accounts/partner-profile.test.ts).
  it('answers 401 without a token and 403 to a customer, before reading the file', async () => {
    expect((await upload(await png(), 'a.png', null)).statusCode).toBe(401);
    expect((await upload(await png(), 'a.png', customer)).statusCode).toBe(403);
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

describe('uploadFile with a malformed multipart body', () => {
  const boundary = 'malformed-boundary';
  const send = (payload: string | Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
    t.app.inject({ method: 'POST', url: '/api/files', headers: { 'content-type': contentType, ...bearer(admin) }, payload });
  const filePart = (content: Buffer, name = 'file') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]);
  const fieldPart = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const translated = expect.objectContaining({ en: expect.any(String), sw: expect.any(String) });

  it('answers 422 on file for two file parts, and stores neither', async () => {
    const before = await rows(t.database, 'SELECT count(*)::int AS n FROM files');
    const image = await png();
    const response = await send(Buffer.concat([filePart(image), filePart(image), end]));
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response)).toEqual({
      message: 'Error validation',
      errors: { file: [{ en: 'Send one image at a time.', sw: 'Skicka en bild i taget.' }] },
    });
    expect(await rows(t.database, 'SELECT count(*)::int AS n FROM files')).toEqual(before);
  });

  it('answers 413 with a message that fits the contract for more than 10 fields', async () => {
    const fields = Array.from({ length: 12 }, (_, index) => fieldPart(`field${index}`, 'x'));
    const response = await send(Buffer.concat([...fields, filePart(await png()), end]));
    expect(response.statusCode, response.body).toBe(413);
    expect(json(response)).toEqual({ message: { en: 'The form has too many fields.', sw: 'Formuläret har för många fält.' } });
    // The document's 413 of this operation is the { message } error, the shape the server sends.
    const operation = loadOpenApiDocument().paths['/files']!.post as { responses: Record<string, { $ref?: string }> };
    expect(operation.responses['413']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('answers 422 on a text field longer than the multipart limit', async () => {
    const response = await send(Buffer.concat([fieldPart('note', 'x'.repeat(5000)), filePart(await png()), end]));
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response).errors).toEqual({ note: [translated] });
  });

  it('answers 400 without a boundary, and for a body cut off in the middle', async () => {
    const image = await png();
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="unclosed']) {
      const response = await send(Buffer.concat([filePart(image), end]), contentType);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(400);
      expect(json(response)).toEqual({ message: { en: 'The request could not be read', sw: 'Förfrågan kunde inte läsas' } });
    }
    const whole = Buffer.concat([filePart(image), end]);
    for (const cut of [whole.subarray(0, 20), whole.subarray(0, whole.length / 2), whole.subarray(0, whole.length - end.length)]) {
      const response = await send(cut);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).message).toEqual(translated);
    }
  });

  it('answers 400 for a part without a name, and 422 for a file under another name', async () => {
    const image = await png();
    const nameless = await send(
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n`), filePart(image), end]),
    );
    expect(nameless.statusCode, nameless.body).toBe(400);
    const other = await send(Buffer.concat([filePart(image, 'picture'), end]));
    expect(other.statusCode, other.body).toBe(422);
    expect(json(other).errors).toEqual({ picture: [{ en: 'The field must be a text, not a file', sw: 'Fältet måste vara en text, inte en fil' }] });
  });
});

describe('two accounts claiming the same image at the same moment', () => {
  it('lets one take it and answers the other the 422 it gets one after the other', async () => {
    for (let round = 0; round < 5; round++) {
      const image = await uploadPng(t.app, admin);
      const claim = (name: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/accounts',
          headers: bearer(admin),
          payload: { type: 'Customer', company_name: name, image_ids: [image.id] },
        });
      const answers = await Promise.all([claim(`Race ${round} A`), claim(`Race ${round} B`)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 422]);
      const refused = answers.find((answer) => answer.statusCode === 422)!;
      expect(json(refused).errors).toEqual({ image_ids: [{ en: 'The image belongs to another account', sw: 'Bilden hör till ett annat konto' }] });
      expect(await rows(t.database, 'SELECT count(*)::int AS n FROM account_images WHERE file_id = $1', [image.id])).toEqual([{ n: 1 }]);
    }
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
