// What the byte check counts (issue 25): the scripts requested before the page's main content is
// drawn (js-budget.mjs watchMainContent), not what comes after. Played on small pages served by a
// server of this test's own on 127.0.0.1 (no route of the product): a spinner, then a heading, then
// a script fetched "on idle"; an in-app navigation to a new heading; one that keeps its heading.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNewContent, mainContentDrawn, recordScripts, scriptStarts, shortUrl, startedBetween, watchMainContent } from '../js-budget.mjs';
import { expect, test } from '../tests/fixtures';

const page = (body: string) =>
  `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Kontroll</title></head><body><main id="main">${body}</main></body></html>`;

/** Each script a few KiB, named by its path; the pages fetch them at the moments the test names. */
const PAGES: Record<string, string> = {
  '/first': page(`<div class="ant-spin-spinning">Laddar</div>
    <script src="/needed.js"></script>
    <script>
      setTimeout(() => {
        document.getElementById('main').innerHTML = '<h1>Förfrågan</h1>';
        setTimeout(() => document.body.append(Object.assign(document.createElement('script'), { src: '/idle.js' })), 300);
      }, 300);
    </script>`),
  '/list': page(`<h2>Leads</h2><p id="rows">Rader</p>
    <script>
      window.addEventListener('popstate', () => {
        const main = document.getElementById('main');
        if (location.pathname === '/next') {
          main.innerHTML = '<div aria-busy="true">Laddar</div>';
          document.body.append(Object.assign(document.createElement('script'), { src: '/route.js' }));
          setTimeout(() => {
            main.innerHTML = '<h2>Konton</h2>';
            setTimeout(() => document.body.append(Object.assign(document.createElement('script'), { src: '/prefetch.js' })), 300);
          }, 300);
        } else {
          // ?view=board: the heading stays, the content under it changes.
          document.body.append(Object.assign(document.createElement('script'), { src: '/board.js' }));
          setTimeout(() => {
            document.getElementById('rows').replaceWith(Object.assign(document.createElement('p'), { textContent: 'Tavla' }));
            setTimeout(() => document.body.append(Object.assign(document.createElement('script'), { src: '/later.js' })), 300);
          }, 300);
        }
      });
    </script>`),
};

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path.endsWith('.js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(`window[${JSON.stringify(path)}] = true;\n`.repeat(100));
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(PAGES[path] ?? PAGES['/list']);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the scripts counted are those requested before the main content is drawn', async ({ page: tab }) => {
  await watchMainContent(tab);
  const recorder = await recordScripts(tab);
  try {
    // First visit: drawn once the spinner gave way to the heading; the script after it is not counted.
    await tab.goto(`${origin}/first`);
    const first = await mainContentDrawn(tab, 10_000);
    await tab.waitForFunction(() => (window as unknown as Record<string, boolean>)['/idle.js']);
    const counted = (from: number, until: number, all = recorder.scripts()) =>
      scriptStarts(tab).then((starts) => startedBetween(all, starts, from, until).map((script) => shortUrl(script.url)));
    expect(first.drawnAt).toBeGreaterThanOrEqual(250);
    expect(await counted(first.since, first.drawnAt)).toEqual(['/needed.js']);

    /** Opens /list, navigates in-app to `to` and returns what was counted, once `fetchedLast` (a later script) came too. */
    const navigation = async (to: string, fetchedLast: string) => {
      await tab.goto(`${origin}/list`);
      await mainContentDrawn(tab, 10_000);
      const from = recorder.mark();
      await expectNewContent(tab);
      await tab.evaluate((address) => {
        history.pushState(null, '', address);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      const drawn = await mainContentDrawn(tab, 10_000);
      await tab.waitForFunction((last) => (window as unknown as Record<string, boolean>)[last], fetchedLast);
      return counted(drawn.since, drawn.drawnAt, recorder.scripts(from));
    };
    // In-app navigation to a new heading: only what the navigation fetched until the new heading.
    expect(await navigation('/next', '/prefetch.js')).toEqual(['/route.js']);
    // A page that keeps its heading (`?view=board`): drawn once its content changed at the new address.
    expect(await navigation('/list?view=board', '/later.js')).toEqual(['/board.js']);
  } finally {
    await recorder.detach();
  }
});
