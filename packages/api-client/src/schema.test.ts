import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url).pathname;

describe('generated client', () => {
  it('matches openapi/openapi.yaml (run `pnpm gen` after changing the contract)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'api-client-')), 'schema.gen.ts');
    execFileSync(join(here, '../node_modules/.bin/openapi-typescript'), [join(here, '../../../openapi/openapi.yaml'), '-o', out], {
      stdio: 'pipe',
    });
    expect(readFileSync(join(here, 'schema.gen.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
  }, 30_000);
});
