import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionOptions, ONE_SHOT_COMPRESSION_BYTES } from './compression.js';

// A list page of 100 rows is some tens of KiB of JSON; 200 KiB is well above @fastify/compress's
// own one-call limit (8 KiB on two cores, 4 KiB on more) and below ours.
const rows = Array.from({ length: 1000 }, (_, id) => ({ id, name: `Förnamn ${id} Efternamn`, email: `person${id}@example.se`, city: 'Sigtuna' }));
const listPage = JSON.stringify({ data: rows, total: 1000 });
const export_ = 'x'.repeat(ONE_SHOT_COMPRESSION_BYTES + 1);

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(compress, compressionOptions);
  app.get('/page', (_request, reply) => reply.type('application/json').send(listPage));
  app.get('/export', (_request, reply) => reply.type('text/csv').send(export_));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('compression', () => {
  it('compresses a list page in one call: brotli for browsers, gzip for the rest, with its length known', async () => {
    expect(listPage.length).toBeGreaterThan(64 * 1024);
    const br = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    // One call: the compressed size is known, so it is sent as Content-Length; a stream is chunked.
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(listPage);

    const gzip = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(listPage);
  });

  it('streams what is larger than 1 MiB (an export), so the event loop is never held for long', async () => {
    const response = await app.inject({ method: 'GET', url: '/export', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(export_);
  });
});
