// The module pointers of an e2e server (its REMOTES_FILE): one file per server port, in the temp folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @param {string | number} port */
export const remotesFileOf = (port) => join(tmpdir(), `portal-e2e-remotes-${port}.json`);

/** @param {string | number} port @returns {Record<string, string>} */
export function readPointers(port) {
  return JSON.parse(readFileSync(remotesFileOf(port), 'utf8'));
}

/** An operator's edit of the pointers: the server serves it at the next request. @param {string | number} port @param {Record<string, string>} pointers */
export function writePointers(port, pointers) {
  writeFileSync(remotesFileOf(port), `${JSON.stringify(pointers, null, 2)}\n`);
}
