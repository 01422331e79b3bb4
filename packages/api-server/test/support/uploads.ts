import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, json, type Body } from './app.js';

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f7d5b' } }).png().toBuffer();
}

/** Uploads a PNG as the admin; answers the StoredFile. */
export async function uploadPng(app: FastifyInstance, token: string): Promise<Body> {
  const upload = multipartFile('file', 'photo.png', await png(), 'image/png');
  const response = await app.inject({ method: 'POST', url: '/api/files', headers: { ...upload.headers, ...bearer(token) }, payload: upload.payload });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return json(response).data as Body;
}

/** A temporary FILES_DIR for one test file. */
export async function temporaryFilesDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-server-files-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
