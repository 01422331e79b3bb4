import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Answers up to this size (every list page, 100 rows included) are compressed in one call. */
export const ONE_SHOT_COMPRESSION_BYTES = 1024 * 1024;

/**
 * How text answers (JSON, the page) are compressed: brotli at a moderate level (5) for clients
 * that accept it, gzip (level 6) for the rest, nothing under 1 KiB.
 *
 * Up to 1 MiB in one synchronous call (`syncThreshold`), larger answers (an export) streamed.
 * @fastify/compress derives its own limit from the core count (8 KiB on two cores): a list page
 * above it went through a zlib stream per answer, whose setup and threadpool hops cost a quarter of
 * Node's CPU on the leads list under load (issue 22), while compressing 13 KiB of JSON in one
 * call takes about a quarter of a millisecond. The bench's bare baseline compresses the same way
 * (scripts/bench.mjs).
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  syncThreshold: ONE_SHOT_COMPRESSION_BYTES,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
};
