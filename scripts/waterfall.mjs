#!/usr/bin/env node
// `node scripts/waterfall.mjs [path …]`: the module-federation waterfall of a cold first visit to
// customer pages under the phone profile of issue 25 (Chromium through CDP: CPU 4× slower, 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up, empty cache, 390 × 844), median of RUNS (5).
// Prints per page the time until its heading (h1) is drawn, its Largest Contentful Paint, the
// requests made before the heading and how many of them had to wait for one another: the longest
// chain of requests each started only after the one before it had finished (its round trips in a
// row). Runs against a built portal already serving at WATERFALL_URL (default http://127.0.0.1:8162;
// `E2E_PORT=8162 E2E_PG_PORT=54562 node e2e/serve.mjs` serves one).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
const BASE = process.env.WATERFALL_URL ?? 'http://127.0.0.1:8162';
const RUNS = Number(process.env.RUNS ?? 5);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/send-request', '/login'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The longest chain of requests in which each one started after the one before it had ended. */
function chainOf(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const request of sorted) {
    const before = sorted.filter((other) => other !== request && other.end <= request.start);
    depth.set(request, 1 + Math.max(0, ...before.map((other) => depth.get(other))));
  }
  return Math.max(0, ...depth.values());
}

async function visit(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, start: event.timestamp, end: Infinity }));
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
  await page.locator('h1, h2').first().waitFor({ state: 'visible', timeout: 60_000 });
  const { heading, origin } = await page.evaluate(() => ({ heading: performance.now(), origin: performance.timeOrigin }));
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__lcp);
  // CDP timestamps are monotonic seconds; the heading's time on the same clock is taken from the
  // first request (the document), which starts at navigation.
  const all = [...requests.values()];
  const documentStart = Math.min(...all.map((request) => request.start));
  const beforeHeading = all.filter((request) => (request.start - documentStart) * 1000 <= heading && !request.url.startsWith('data:'));
  await context.close();
  void origin;
  return { heading, lcp, requests: beforeHeading.length, chain: chainOf(beforeHeading), urls: beforeHeading.map((request) => new URL(request.url).pathname) };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, path));
    const chains = runs.map((run) => run.chain);
    console.log(
      `${path}: heading ${Math.round(median(runs.map((run) => run.heading)))} ms, LCP ${Math.round(median(runs.map((run) => run.lcp)))} ms, ` +
        `requests before the heading ${median(runs.map((run) => run.requests))}, round trips in a row ${median(chains)} (runs: ${runs.map((run) => Math.round(run.heading)).join(', ')} ms)`,
    );
    if (process.env.WATERFALL_URLS) console.log(runs[0].urls.join('\n'));
  }
} finally {
  await browser.close();
}
