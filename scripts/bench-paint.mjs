// The paint part of `pnpm bench js` (and alone: `pnpm bench paint`): what users feel (issue 25).
// - Customer pages under the phone profile: Chromium with the CPU 4× slower (CDP
//   Emulation.setCPUThrottlingRate), 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (CDP
//   Network.emulateNetworkConditions), empty cache, 390 × 844: Largest Contentful Paint, median of
//   5, beside a static HTML page with the same heading (served by a tiny server of the bench's own
//   on another port, never a route of the product), the ratio, and the JS transferred before LCP.
// - The request form: time until its first field accepts typing (typed as soon as it exists).
// - Staff pages signed in (4× CPU, loopback): LCP and JS before LCP, and in-app navigation from `/`
//   to a list (a click on the sidebar entry until the list's first row shows).
// JS before LCP: compressed bytes (CDP encodedDataLength) of the scripts whose request started
// before the LCP time (the page's resource timing), e2e/js-budget.mjs `startedBetween`.
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';

export const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? process.env.BENCH_LCP_RUNS ?? 5);
const KIB = 1024;

/** Issue 25's phone profile. */
export const PHONE = {
  cpu: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
  viewport: { width: 390, height: 844 },
};

export const TARGETS = { customerLcpMs: 1500, customerRatio: 4, typingMs: 2500, jsBeforeLcpKib: 120, staffLcpMs: 2000, navigationMs: 500 };

/** The customer's pages: a fixed path or a real link made through the API (js-budget.mjs linkPath). */
const CUSTOMER_PAGES = [
  { label: '/send-request', path: '/send-request' },
  { label: "presentation (the customer's mailed link)", link: 'presentation' },
  { label: 'preliminary-booking answer (mailed link)', link: 'preliminary-booking' },
  { label: '/login', path: '/login' },
  { label: 'set-password (a new partner\'s mailed link)', link: 'set-password' },
];

const STAFF_PAGES = [
  { path: '/', as: 'admin' },
  { path: '/leads', as: 'admin' },
  { path: '/opportunity', as: 'admin' },
  { path: '/partner', as: 'partner' },
];

const NAVIGATIONS = [
  { from: '/', to: '/leads', as: 'admin' },
  { from: '/', to: '/opportunity', as: 'admin' },
];

const median = (values) => {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return known.length === 0 ? Number.NaN : known[Math.floor(known.length / 2)];
};
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
const mark = (miss) => (miss ? '  MISS' : '');

/** The LCP of the page so far (its last candidate), ms since its navigation started. */
function lcpOf(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      }),
  );
}

/** A fresh context (empty cache) and page, with the CPU slowed down and, for the phone, the network and viewport. */
async function openPage(browser, { phone, cpu = PHONE.cpu }) {
  const context = await browser.newContext(phone ? { viewport: PHONE.viewport, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (phone) await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}

/**
 * One cold visit: LCP and the JS whose request started before it. With `as`, the session is stored
 * first (js-budget.mjs storeSession). Returns the main heading's text too (for the static page).
 */
async function visit(browser, budgets, url, { phone, as, base }) {
  const { context, page, cdp } = await openPage(browser, { phone });
  try {
    if (as) await budgets.storeSession(context, base, as);
    await budgets.watchMainContent(page);
    const recorder = await budgets.recordScripts(page, cdp);
    await page.goto(url, { timeout: 120_000 });
    await budgets.mainContentDrawn(page, 120_000);
    await budgets.settle(page);
    const lcp = await lcpOf(page);
    const before = budgets.startedBetween(recorder.scripts(), await budgets.scriptStarts(page), 0, lcp);
    const heading = await page.evaluate(() => {
      const main = document.getElementById('main') ?? document.body;
      return [...main.querySelectorAll('h1, h2, [role="heading"], .ant-result-title')].map((h) => h.textContent.trim()).find(Boolean) ?? document.title;
    });
    return { lcp, jsKib: before.reduce((sum, script) => sum + script.bytes, 0) / KIB, files: before.length, heading };
  } finally {
    await context.close();
  }
}

/** The static reference: a page with only the heading, served by a tiny server of the bench's own on 127.0.0.1. */
async function startStaticServer() {
  let html = '';
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    show(heading) {
      html =
        `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escape(heading)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:16px}h1{font-size:30px}</style></head>` +
        `<body><main id="main"><h1>${escape(heading)}</h1></main></body></html>`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The request form: from the navigation's start until a typed value shows in its first text field,
 * typed as soon as that field exists (and typed again if what was typed got lost, as a control
 * replaced by the real field would lose it). Page time, ms.
 */
async function firstFieldTyping(browser, budgets, url) {
  const { context, page } = await openPage(browser, { phone: true });
  const FIELD = '#main input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=date]):not([type=time]):not([readonly]):not([disabled]), #main textarea:not([readonly]):not([disabled])';
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const deadline = Date.now() + 120_000;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      const field = page.locator(FIELD).first();
      await field.waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
      try {
        await field.focus({ timeout: 5000 });
        await page.keyboard.type('12');
        const shown = await page.waitForFunction(
          (selector) => {
            const first = document.querySelector(selector);
            return first && first.value.includes('12') ? performance.now() : null;
          },
          FIELD,
          { polling: 'raf', timeout: 3000 },
        );
        return { ms: await shown.jsonValue(), attempt };
      } catch {
        // The field was replaced or not yet listening: type again into what is there now.
      }
    }
    return { ms: Number.NaN, attempt: Number.NaN };
  } finally {
    await context.close();
  }
}

/** From a click on the sidebar's entry until the list's first row shows (page time, ms). */
async function inAppNavigation(browser, budgets, base, { from, to, as }) {
  const { context, page } = await openPage(browser, { phone: false });
  try {
    await budgets.storeSession(context, base, as);
    await page.goto(base + from, { timeout: 120_000 });
    await budgets.settle(page);
    await page.evaluate(() => {
      window.__benchClick = null;
      document.addEventListener('click', (event) => (window.__benchClick ??= event.timeStamp), { capture: true });
    });
    await page.locator(`nav a[href="${to}"]`).first().click();
    const handle = await page.waitForFunction(
      () => {
        const row = document.querySelector('#main .ant-table-tbody > tr.ant-table-row, #main tbody > tr[data-row-key]');
        const box = row?.getBoundingClientRect();
        return box && box.height > 0 && window.__benchClick !== null ? performance.now() - window.__benchClick : null;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

async function repeat(runs, measure) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(i));
  return results;
}

const spread = (values) => {
  const known = values.filter(Number.isFinite).sort((a, b) => a - b);
  return known.length ? `(fastest ${known[0].toFixed(0)}, slowest ${known[known.length - 1].toFixed(0)}${known.length < values.length ? `, ${values.length - known.length} failed` : ''})` : '(every run failed)';
};

/** The paint figures, printed with the command that gives them and the targets. `command` is how this was started. */
export async function reportPaint({ browser, budgets, base, command, query, runs = PAINT_RUNS }) {
  if (runs <= 0) return;
  const t = TARGETS;
  console.log(
    `\nCustomer pages under the phone profile (Chromium ${PHONE.cpu}x CPU, ${PHONE.network.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, empty cache, ` +
      `${PHONE.viewport.width}x${PHONE.viewport.height}; median of ${runs})  command: ${command}`,
  );
  // Timings on a shared machine: the load says how far to trust them (the static page's LCP beside each is measured under the same load).
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  console.log(`  ${load()} at the start`);
  console.log(`  targets: LCP <= ${t.customerLcpMs} ms and <= ${t.customerRatio}x the static page with the same heading, JS before LCP <= ${t.jsBeforeLcpKib} KiB, first field typing <= ${t.typingMs} ms`);
  const server = await startStaticServer();
  try {
    for (const target of CUSTOMER_PAGES) {
      let path;
      try {
        path = target.link ? await budgets.linkPath(base, target.link, { query }) : target.path;
      } catch (error) {
        console.log(`  ${target.label.padEnd(44)} not measured: ${error.message}`);
        continue;
      }
      const visits = await repeat(runs, () => visit(browser, budgets, base + path, { phone: true, base }).catch((error) => ({ lcp: Number.NaN, jsKib: Number.NaN, files: 0, heading: '', error })));
      const failed = visits.find((v) => v.error);
      if (failed) console.log(`    (${target.label}: a run failed: ${failed.error.message.split('\n')[0]})`);
      const heading = visits.map((v) => v.heading).find(Boolean) ?? target.label;
      server.show(heading);
      const statics = await repeat(runs, () => visit(browser, budgets, server.url, { phone: true, base }).then((v) => v.lcp));
      const lcp = median(visits.map((v) => v.lcp));
      const reference = median(statics);
      const ratio = lcp / reference;
      const js = median(visits.map((v) => v.jsKib));
      console.log(
        `  ${target.label.padEnd(44)} LCP ${ms(lcp).padStart(8)}${mark(!(lcp <= t.customerLcpMs))}  static ${ms(reference).padStart(7)}  ${ratio.toFixed(1).padStart(4)}x${mark(!(ratio <= t.customerRatio))}  ` +
          `JS before LCP ${js.toFixed(0).padStart(4)} KiB${mark(!(js <= t.jsBeforeLcpKib))}  ${spread(visits.map((v) => v.lcp))}  heading "${heading.slice(0, 40)}"`,
      );
      if (target.path === '/send-request') {
        const runsTyped = await repeat(runs, () => firstFieldTyping(browser, budgets, base + path).catch(() => ({ ms: Number.NaN, attempt: Number.NaN })));
        const typing = runsTyped.map((run) => run.ms);
        const typed = median(typing);
        const retyped = runsTyped.filter((run) => run.attempt > 1).length;
        console.log(
          `  ${'/send-request: first field accepts typing'.padEnd(44)} ${ms(typed).padStart(12)}${mark(!(typed <= t.typingMs))}  ${spread(typing)}` +
            `${retyped ? `  (in ${retyped} of ${runs} runs what was first typed was lost and typed again)` : ''}`,
        );
      }
    }
  } finally {
    await server.close();
  }

  console.log(`\nStaff pages signed in (Chromium ${PHONE.cpu}x CPU, loopback, 1440x900, empty cache; median of ${runs})  command: ${command}`);
  console.log(`  ${load()} at the start`);
  console.log(`  targets: LCP <= ${t.staffLcpMs} ms, in-app navigation to a list <= ${t.navigationMs} ms (JS before LCP shown, no target)`);
  for (const route of STAFF_PAGES) {
    const visits = await repeat(runs, () => visit(browser, budgets, base + route.path, { phone: false, as: route.as, base }).catch((error) => ({ lcp: Number.NaN, jsKib: Number.NaN, error })));
    const lcp = median(visits.map((v) => v.lcp));
    const js = median(visits.map((v) => v.jsKib));
    console.log(`  ${`${route.path} (${route.as})`.padEnd(44)} LCP ${ms(lcp).padStart(8)}${mark(!(lcp <= t.staffLcpMs))}  JS before LCP ${js.toFixed(0).padStart(4)} KiB  ${spread(visits.map((v) => v.lcp))}`);
  }
  for (const navigation of NAVIGATIONS) {
    const times = await repeat(runs, () => inAppNavigation(browser, budgets, base, navigation).catch(() => Number.NaN));
    const time = median(times);
    console.log(`  ${`${navigation.from} -> ${navigation.to} (sidebar click to first row)`.padEnd(44)} ${ms(time).padStart(12)}${mark(!(time <= t.navigationMs))}  ${spread(times)}`);
  }
}
