// Issue 25: the customer's presentation and preliminary-booking pages draw their first paint
// without antd. Follows every static import (not `import()`, not `import type`) from each page's
// file through this module's own files and fails on antd, its icons, or a part of @portal/ui
// beyond its plain formatting: what those pages need later (the map, the gallery's preview, the
// link pages, the PDF) must stay behind a dynamic import.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const PAGES = ['presentation/presentation-page.tsx', 'presentation/presentation-preview-page.tsx', 'preliminary-booking/preliminary-booking-page.tsx'];
/** The names a first paint may take from the split @portal/ui and @portal/venue-answers: formatting and colours, files without antd. */
const ALLOWED_NAMES: Record<string, string[]> = {
  '@portal/ui': ['formatMoney', 'formatCount', 'formatDate', 'formatDateSpan', 'formatDateTime'],
  '@portal/venue-answers': ['PRELIMINARY_STATUS_COLORS'],
};
const STATIC_IMPORT = /^import\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm;

function resolveFile(from: string, request: string): string {
  const base = resolve(dirname(from), request);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && !path.endsWith('/'));
  if (!found) throw new Error(`${relative(here, from)}: cannot resolve ${request}`);
  return found;
}

/** Every package (and named part) the page's first paint imports, with the file importing it. */
function firstPaintImports(page: string): { file: string; request: string; names: string[] }[] {
  const found: { file: string; request: string; names: string[] }[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const [, typeOnly, clause = '', request] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      if (request!.startsWith('.')) {
        visit(resolveFile(file, request!));
        continue;
      }
      const names = (clause.match(/\{([^}]*)\}/)?.[1] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '));
      found.push({ file: relative(here, file), request: request!, names });
    }
  };
  visit(join(here, page));
  return found;
}

describe('the customer pages’ first paint', () => {
  for (const page of PAGES) {
    it(`${page} imports no antd, no icon library and no antd-based part of @portal/ui before it is drawn`, () => {
      const imports = firstPaintImports(page);
      const wrong = imports.filter(
        ({ request, names }) =>
          request === 'antd' ||
          request.startsWith('antd/') ||
          request.startsWith('@ant-design/') ||
          (request in ALLOWED_NAMES && names.some((name) => !ALLOWED_NAMES[request]!.includes(name))) ||
          (request.startsWith('@portal/ui/') || request.startsWith('@portal/venue-answers/')),
      );
      expect(wrong.map(({ file, request, names }) => `${file}: ${request} {${names.join(', ')}}`)).toEqual([]);
      // The walk did reach the page's parts (a broken walk would pass everything).
      expect(imports.some(({ request }) => request === '@portal/plain')).toBe(true);
    });
  }

  it('finds antd where it is still imported: behind the map’s and the gallery’s dynamic imports', () => {
    const map = readFileSync(join(here, 'presentation/venue-map-part.tsx'), 'utf8');
    expect(map).toMatch(/import \{ VenueMap \} from '@portal\/ui'/);
    const gallery = readFileSync(join(here, 'presentation/venue-gallery-preview.tsx'), 'utf8');
    expect(gallery).toMatch(/from 'antd'/);
    const pages = PAGES.flatMap((page) => firstPaintImports(page).map(({ file }) => file));
    expect(pages).not.toContain('presentation/venue-map-part.tsx');
    expect(pages).not.toContain('presentation/venue-gallery-preview.tsx');
  });
});
