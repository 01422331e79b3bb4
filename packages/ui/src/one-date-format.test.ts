import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateSpan, formatDateTime } from './format';

const ROOT = join(__dirname, '../../..');
/** The one place a date becomes text on a page (docs/wording.md: dayjs `ll` / `lll`). */
const HELPER = 'packages/ui/src/format.ts';

/** Every page's source: the shell, the modules and the packages they draw with. */
function sources(): string[] {
  const roots = readdirSync(ROOT)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .concat(['packages/ui', 'packages/platform', 'packages/plain', 'packages/venue-answers'])
    .map((name) => join(ROOT, name, 'src'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const root of roots) {
    try {
      walk(root);
    } catch {
      // A module without a src folder has no pages.
    }
  }
  return files;
}

/** Ways of writing a date that give another format than the helper's (issue 26: "27 nov. 2026" beside "4 dec 2026"). */
const OTHER_FORMATS = [
  /toLocaleDateString\(/,
  /toLocaleString\(/,
  /DateTimeFormat\([^)]*(dateStyle|day:)/,
  /\.format\(\s*['"](l|ll|lll|llll|L|LL|LLL|LLLL)['"]\s*\)/,
];

describe('one date format per language', () => {
  it('writes every date on every page through the one helper', () => {
    const offenders = sources()
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== HELPER)
      .flatMap((path) => {
        const text = readFileSync(join(ROOT, path), 'utf8');
        return OTHER_FORMATS.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern}`);
      });
    expect(offenders).toEqual([]);
  });

  it('writes a date the same way wherever it is one, per language', () => {
    expect(formatDate('2026-11-27', 'sv')).toBe('27 nov 2026');
    expect(formatDate('2026-12-04', 'sv')).toBe('4 dec 2026');
    expect(formatDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDate('2026-12-04', 'en')).toBe('Dec 4, 2026');
    expect(formatDateSpan('2026-11-27', '2026-12-04', 'sv')).toBe('27 nov 2026 – 4 dec 2026');
    expect(formatDateTime('2026-12-04T13:05:00', 'sv')).toBe('4 dec 2026 13:05');
    expect(formatDateTime('2026-12-04T13:05:00', 'en')).toBe('Dec 4, 2026 1:05 PM');
  });
});
