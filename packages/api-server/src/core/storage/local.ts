import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { FileStorage } from './storage.js';

// Keys are server-chosen base64url names; anything else never reaches the file system.
const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files in one folder, one file per key. */
export function createLocalStorage(directory: string): FileStorage {
  const pathOf = (key: string): string => {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(directory, key);
  };

  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(directory, { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = path.join(directory, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const target = pathOf(key);
      try {
        await stat(target);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return createReadStream(target) as Readable;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
