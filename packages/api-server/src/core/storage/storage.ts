import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';

/**
 * Where uploaded files' bytes live, by server-chosen key. The database keeps what a file is
 * (type, size, owner); the storage only keeps bytes, so it can be a folder or a bucket.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** S3 when a bucket is configured (S3_BUCKET), otherwise the local folder (FILES_DIR). */
export function createStorage(config: Pick<Config, 's3' | 'filesDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
}
