// Issue 25: the customer's presentation, preliminary-booking and request pages draw their first paint
// without antd. Follows every static import (not `import()`, not `import type`) from each page's
// file through this module's own files and fails on antd, its icons, or a part of @portal/ui
// beyond its plain formatting: what those pages need later (the map, the gallery's preview, the
// link pages, the PDF) must stay behind a dynamic import.

// This module's sources as text (Vite's glob, read by vitest): the test needs no file system.
declare global {
  interface ImportMeta {
    glob(pattern: string | string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}
const GLOBBED = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
/** By their path under src/: `features/presentation/x.tsx`, `shared/format.ts`. */
const SOURCES = Object.fromEntries(Object.entries(GLOBBED).map(([key, text]) => [key.startsWith('./') ? `features/${key.slice(2)}` : key.slice(3), text]));

const PAGES = ['presentation/presentation-page.tsx', 'presentation/presentation-preview-page.tsx', 'preliminary-booking/preliminary-booking-page.tsx', 'customer-request/customer-request-page.tsx'];
/** The names a first paint may take from the split @portal/ui and @portal/venue-answers: formatting and colours, files without antd. */
const ALLOWED_NAMES: Record<string, string[]> = {
  '@portal/ui': ['formatMoney', 'formatCount', 'formatDate', 'formatDateSpan', 'formatDateTime'],
  '@portal/venue-answers': ['PRELIMINARY_STATUS_COLORS'],
};
const STATIC_IMPORT = /^import\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm;

/** `../../shared/format` imported by `features/presentation/x.tsx` → `shared/format.ts`. */
function resolveFile(from: string, request: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of request.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => path in SOURCES || /\.(css|json)$/.test(path));
  if (!found) throw new Error(`${from}: cannot resolve ${request}`);
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
    for (const match of SOURCES[file]!.matchAll(STATIC_IMPORT)) {
      const [, typeOnly, clause = '', request] = match as unknown as [string, string | undefined, string | undefined, string];
      if (typeOnly) continue;
      if (request!.startsWith('.')) {
        visit(resolveFile(file, request!));
        continue;
      }
      const names = (clause.match(/\{([^}]*)\}/)?.[1] ?? '')
        .split(',')
        .map((part: string) => part.trim())
        .filter((part: string) => part && !part.startsWith('type '));
      found.push({ file: file.replace('features/', ''), request: request!, names });
    }
  };
  visit(`features/${page}`);
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
    const map = SOURCES['features/presentation/venue-map-part.tsx']!;
    expect(map).toMatch(/import \{ VenueMap \} from '@portal\/ui'/);
    const gallery = SOURCES['features/presentation/venue-gallery-preview.tsx']!;
    expect(gallery).toMatch(/from 'antd'/);
    const pages = PAGES.flatMap((page) => firstPaintImports(page).map(({ file }) => file));
    expect(pages).not.toContain('presentation/venue-map-part.tsx');
    expect(pages).not.toContain('presentation/venue-gallery-preview.tsx');
  });
});
