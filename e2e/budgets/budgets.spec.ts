// Issue 9: every route within its JavaScript byte budget (e2e/budgets.json), and never a second copy
// of anything. Bytes are what Chromium's network layer reports as transferred (compressed), on a
// first visit with an empty cache, of the scripts requested before the page's main content is drawn
// (issue 25; js-budget.mjs watchMainContent): what is prefetched on idle afterwards is not counted.
// A row's `target` (customer pages: 120 KiB) is printed, not yet enforced. No timing test.
import { biggest, budgetTable, findDuplicates, measureRoute, refetched, routeLabel, shortUrl } from '../js-budget.mjs';
import { expect, test } from '../tests/fixtures';

const KIB = 1024;

test.describe('JavaScript budgets per route', () => {
  for (const route of budgetTable.routes) {
    test(`${routeLabel(route)} ≤ ${route.kib} KiB`, async ({ page, baseURL }, testInfo) => {
      const measured = await measureRoute(page, baseURL!, route);
      const target = route.target === undefined ? '' : `, target ${route.target} KiB${measured.kib > route.target ? ' not yet met' : ' met'}`;
      const summary =
        `${routeLabel(route)}: ${measured.kib.toFixed(1)} KiB in ${measured.files} scripts before the main content (budget ${route.kib} KiB, ` +
        `${(measured.kib / route.kib).toFixed(2)}${target}; ${measured.allKib.toFixed(1)} KiB until settled)`;
      console.log(`  ${summary}`);
      testInfo.annotations.push({ type: 'js', description: summary });
      await testInfo.attach('scripts', {
        contentType: 'text/plain',
        body: measured.all.map((s) => `${shortUrl(s.url)} ${s.bytes}${measured.counted.includes(s) ? '' : ' (not counted: before the navigation or after the main content)'}`).join('\n'),
      });

      // A first visit loads scripts; an in-app visit may need none: the sidebar fetched its page ahead (shell/src/layouts/prefetch-entries.ts).
      if (!route.from) expect(measured.files, `${routeLabel(route)} loaded no script at all`).toBeGreaterThan(0);
      expect(
        measured.bytes,
        `${routeLabel(route)} transfers ${measured.bytes} bytes (${measured.kib.toFixed(1)} KiB) of JavaScript in ${measured.files} files, ` +
          `over its budget of ${route.kib} KiB (${route.kib * KIB} bytes). Biggest files:\n    ${biggest(measured.counted).join('\n    ')}`,
      ).toBeLessThanOrEqual(route.kib * KIB);
      expect(refetched(measured.all), `${routeLabel(route)}: a script fetched twice in one tab`).toEqual([]);
      expect(await findDuplicates(measured.all), `${routeLabel(route)}: a second copy of a module in the tab's scripts`).toEqual([]);
    });
  }
});
