/**
 * The accessibility and phone-layout check of every page the e2e suite visits: axe-core with the WCAG 2.2 AA
 * tags, and at 390 px no sideways scroll and no control off screen.
 *
 * One axe pass per page and width: a worker remembers which screens it has checked (the path, the width and
 * whether a dialog is open), so a journey that comes back to a screen does not pay for axe again. The cheap
 * checks (page errors, CSP reports) run every time.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The phone every page must also work on (iPhone 12–15 size); WCAG 1.4.10 reflow is checked at this width. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Longest wait for a page's own calls to end before axe runs (a stuck call is the test's failure, not axe's). */
const QUIET_TIMEOUT_MS = 15_000;

/** Screens this worker has already checked: `path|width|dialog`. */
const checked = new Set();

/**
 * Counts the page's calls in flight, so `settle` waits for exactly those instead of `networkidle`'s fixed
 * half-second of silence (paid on each of the suite's few hundred checks).
 */
export function trackCalls(page) {
  let inFlight = 0;
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('request', () => {
    inFlight += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('close', () => {
    inFlight = 0;
  });
  return () => inFlight;
}
const inFlightOf = new WeakMap();

/** Registers the call counter of a page the harness opened. */
export function watchPage(page) {
  if (!inFlightOf.has(page)) inFlightOf.set(page, trackCalls(page));
}

/**
 * Waits until the page is quiet: its calls answered, hydration of prerendered pages (whose buttons then change
 * colour) done, and running transitions ended — they would give false colour-contrast findings.
 */
export async function settle(page) {
  await page.waitForLoadState('load');
  const inFlight = inFlightOf.get(page);
  if (inFlight) await expect.poll(inFlight, { timeout: QUIET_TIMEOUT_MS, intervals: [25, 50, 100] }).toBe(0);
  await transitionsEnded(page);
}

/**
 * Waits until the transitions and finite animations running now have ended (a spinner's endless one excepted),
 * twice, as an animation may start in the frame after another ends (a dialog's backdrop, then its paper).
 */
export async function transitionsEnded(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let i = 0; i < 2; i += 1) {
      await frame();
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** axe-core with the WCAG tags: one readable line per violation (empty when clean). */
export async function axeViolations(page) {
  // legacy mode runs axe in the page itself (the portal has no cross-origin frames); violations only
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/** Which screen the page shows, for the once-per-screen rule. */
async function screenKey(page) {
  const { width } = page.viewportSize() ?? { width: 0 };
  const dialog = await page
    .locator('[role="dialog"]:visible, [role="alertdialog"]:visible')
    .count()
    .catch(() => 0);
  return `${new URL(page.url()).pathname}|${width}|${dialog > 0 ? 'dialog' : 'page'}`;
}

/** axe once per screen and width (see above); `force` checks again, e.g. a state axe has not seen. */
async function axeOnce(page, label, { force = false } = {}) {
  const key = await screenKey(page);
  if (!force && checked.has(key)) return;
  const violations = await axeViolations(page);
  expect(violations, `axe-Verstöße auf ${label} (${key})`).toEqual([]);
  checked.add(key);
}

/** Controls that reach beyond the right or left edge, and the page's scroll width. */
function layoutAtWidth() {
  const width = window.innerWidth;
  const selector = 'a[href], button, input, select, textarea, [role="button"], [tabindex]';
  const outside = [];
  for (const el of document.querySelectorAll(selector)) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    if (rect.right > width + 1 || rect.left < -1) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim();
      outside.push(
        `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" x ${Math.round(rect.left)}–${Math.round(rect.right)}`,
      );
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(0, 5) };
}

/**
 * The same page on a phone: no sideways page scroll, every visible control inside the viewport horizontally,
 * axe clean. The viewport is restored afterwards, so a test goes on as before. Skipped for a screen this worker
 * has already checked at 390 px.
 */
async function checkPhone(page, label, options) {
  const before = page.viewportSize();
  const isPhone = before && before.width <= PHONE_VIEWPORT.width;
  if (!isPhone && !options.force) {
    const phoneKey = (await screenKey(page)).replace(/\|\d+\|/, `|${PHONE_VIEWPORT.width}|`);
    if (checked.has(phoneKey)) return;
  }
  if (!isPhone) await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await settle(page);
    const layout = await page.evaluate(layoutAtWidth);
    expect(
      layout.scrollWidth,
      `Seite bei ${PHONE_VIEWPORT.width} px breiter als der Bildschirm: ${label}`,
    ).toBeLessThanOrEqual(layout.width);
    expect(layout.outside, `Bedienelemente außerhalb des Bildschirms bei ${PHONE_VIEWPORT.width} px: ${label}`).toEqual(
      [],
    );
    await axeOnce(page, `${label} bei ${PHONE_VIEWPORT.width} px`, options);
  } finally {
    if (!isPhone && before) await page.setViewportSize(before);
  }
}

/**
 * The page as it is, then at 390 px: axe clean at both widths (once per screen and worker), no page errors or
 * CSP reports so far, and the phone layout holds.
 * @param {import('@playwright/test').Page} page
 * @param {string} label what the failure message names
 * @param {string[]} problems the page's collected errors (harness)
 * @param {{ force?: boolean }} [options]
 */
export async function checkPage(page, label, problems, options = {}) {
  await settle(page);
  await axeOnce(page, label, options);
  expect(problems, `Probleme auf ${label}`).toEqual([]);
  await checkPhone(page, label, options);
}
