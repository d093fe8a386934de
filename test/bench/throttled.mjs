/**
 * Shared by the responsiveness and soft-navigation benches (not a bench module itself): system Chromium via
 * playwright-core, a logged-in page (session cookie from an HTTP login, no login form), CPU throttling over
 * CDP (`Emulation.setCPUThrottlingRate`, 4× like a mid-range phone) and an Event Timing observer.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness.mjs';

export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * Records every event with an interactionId whose duration reaches 16 ms (Event Timing API, the basis of INP);
 * `window.__benchEvents` is emptied by resetInteractions().
 */
function observeInteractions() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__benchEvents.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** A fresh context (own cache and cookies), logged in as `user` when given, with one page. */
export async function openPage(browser, server, { user, viewport = DESKTOP } = {}) {
  // ignoreHTTPSErrors: the bench's HTTPS port has a self-signed certificate (server.mjs, `tls`)
  const context = await browser.newContext({
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    ignoreHTTPSErrors: true,
  });
  if (user) {
    const [name, value] = (await server.loginCookie(user)).split('=');
    // a __Host- cookie (HTTPS) is only taken for the path /
    const scope = name.startsWith('__Host-') ? '/' : '/kundenportal-api/';
    await context.addCookies([{ name, value, url: `${server.origin}${scope}` }]);
  }
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  page.setDefaultTimeout(Number(process.env.BENCH_TIMEOUT_MS ?? 30000));
  const cdp = await context.newCDPSession(page);
  return {
    page,
    /** CPU slowdown factor for everything the page runs from now on (1 = off). */
    throttle: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
    /** Every request from now on takes `latency` ms longer (DevTools network emulation: a round trip). */
    async latency(latency) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
    close: () => context.close(),
  };
}

/** Waits until the page has been idle for two frames plus a short quiet period (pending renders done). */
export async function settle(page, quietMs = 300) {
  await page.evaluate(
    (ms) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)))),
    quietMs,
  );
}

export const resetInteractions = (page) =>
  page.evaluate(() => {
    window.__benchEvents = [];
  });

/** Longest interaction latency since the last reset: per interaction its longest event (as INP counts it). */
export async function longestInteraction(page) {
  const events = await page.evaluate(() => window.__benchEvents);
  const perInteraction = new Map();
  for (const e of events) perInteraction.set(e.id, Math.max(perInteraction.get(e.id) ?? 0, e.duration));
  return { ms: Math.max(0, ...perInteraction.values()), interactions: perInteraction.size, events };
}
