/**
 * Interleaved real-browser A/B of start-up techniques (docs/performance.md, "Start-up techniques in a real
 * browser"): cold loads of a page in the system Chromium with DevTools' own throttling, Slow 4G
 * (`Network.emulateNetworkConditions`: 562.5 ms per round trip, 1.44 Mbit/s down, 675 kbit/s up, DevTools' preset)
 * and 4× CPU (`Emulation.setCPUThrottlingRate`), not Lighthouse's simulation. Each build is served by its own
 * stand-in + nginx over HTTPS and HTTP/2 (as behind production's TLS proxy); the order of the builds rotates from
 * round to round, so that a busy minute of the shared machine hits every side alike. Per load: the time until the
 * login works (the User Timing mark `kp:form-usable`, src/config/userTiming.json), the LCP, the FCP and the
 * blocking time of the long tasks between FCP and the mark. Per build: medians and ranges, and the load average.
 *   node test/bench/startupAb.mjs <runs per side> <portal path> <dist folder> <dist folder> …
 *   e.g. node test/bench/startupAb.mjs 10 /login .tmp/ab/base .tmp/ab/no-pauses
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import userTiming from '../../src/config/userTiming.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness.mjs';
import { startBenchServer } from './server.mjs';

/** DevTools' "Slow 4G" preset (Chromium's front end: 150 ms × 3.75, 1.6 Mbit/s × 0.9, 750 kbit/s × 0.9). */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
export const CPU_SLOWDOWN = 4;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) => `${Math.min(...xs)}–${Math.max(...xs)}`;

/** In the page before its scripts: LCP, FCP and long tasks as they come, and a promise of the usable mark. */
function observeStartup(markName) {
  const seen = { lcp: 0, fcp: 0, longTasks: [] };
  window.__startup = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__usable = new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const mark = list.getEntries().find((e) => e.name === markName);
      if (!mark) return;
      observer.disconnect();
      resolve(mark.startTime);
    }).observe({ type: 'mark', buffered: true });
  });
}

/** After the mark: its time, the LCP so far, the FCP and the blocking time (each long task's part over 50 ms). */
async function readStartup() {
  const usable = await window.__usable;
  // the LCP entries of the frame that shows the usable page come with that frame
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const { lcp, fcp, longTasks } = window.__startup;
  const tbt = longTasks
    .filter(([start]) => start >= fcp && start < usable)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { usable, lcp, fcp, tbt };
}

async function coldLoad(browser, server, address) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    ignoreHTTPSErrors: true,
  });
  try {
    await context.addInitScript(observeStartup, userTiming.FORM_USABLE);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(server.url(address), { waitUntil: 'commit' });
    const figures = await page.evaluate(readStartup);
    return Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Math.round(v)]));
  } finally {
    await context.close();
  }
}

/** Not a bench family of run.mjs (it imports every module here): runs only when started directly. */
async function main(runs, address, ...dists) {
  if (!runs || !address || dists.length < 2)
    throw new Error('node test/bench/startupAb.mjs <runs> <path> <dist> <dist> …');
  const sides = [];
  for (const dist of dists)
    sides.push({ dist, server: await startBenchServer({ dist: path.resolve(dist), tls: true }), rows: [] });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads = [];
  try {
    for (let i = 0; i < Number(runs); i += 1) {
      const shift = i % sides.length;
      for (const side of [...sides.slice(shift), ...sides.slice(0, shift)]) {
        loads.push(loadavg()[0]);
        const r = await coldLoad(browser, side.server, address);
        side.rows.push(r);
        console.log(`${i + 1} ${side.dist}: usable ${r.usable} ms, LCP ${r.lcp} ms, FCP ${r.fcp} ms, TBT ${r.tbt} ms`);
      }
    }
    console.log(`\nload average (1 min) during the runs: ${range(loads.map((l) => l.toFixed(1)))}`);
    for (const { dist, rows } of sides) {
      const [usable, lcp, fcp, tbt] = ['usable', 'lcp', 'fcp', 'tbt'].map((k) => rows.map((r) => r[k]));
      console.log(
        `${dist} (${rows.length}): usable ${median(usable)} ms (${range(usable)}), LCP ${median(lcp)} ms (${range(lcp)}),` +
          ` FCP ${median(fcp)} ms (${range(fcp)}), TBT ${median(tbt)} ms (${range(tbt)})`,
      );
    }
  } finally {
    await browser.close();
    for (const { server } of sides) await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(...process.argv.slice(2));
