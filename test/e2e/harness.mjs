/**
 * E2E harness: the built portal (dist/) served by the stand-in backend with test control on a free
 * port, driven by @playwright/test in the system Chromium (playwright.config.mjs), with axe-core for
 * accessibility. Each file gets its own backend (useE2E); suites import `test` and `describe` from here.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { createServer } from '../backend/server.mjs';
import { LOCAL_PROXY, nginxMissing, startNginx } from '../../deploy/nginx/local.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEMO_PASSWORD = 'Demo-2026!';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the portal keeps the visitor's cookie choice (src/features/session/consentStorage.ts). */
const CONSENT_KEY = 'kundenportal.consent';
/** Flags for the system Chromium as root without network (Playwright adds --headless unless --headed). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
export const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The phone every page must also work on (iPhone 12–15 size); WCAG 1.4.10 reflow is checked at this width. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Waits until the page is quiet: pending calls, hydration of prerendered pages (whose buttons then change
 * colour) and running transitions would give false colour-contrast findings.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await page.waitForTimeout(60);
  }
}

/**
 * axe-core with WCAG 2.1 A/AA tags: one readable line per violation (empty when clean). Legacy mode runs axe in
 * the page itself instead of merging per-frame results in a new blank page (the portal has no cross-origin
 * frames), and only violations are collected (the contract pages' file: 75 s before, 62 s with both).
 */
async function axeViolations(page) {
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

/**
 * The same page on a phone: no sideways page scroll, every visible control inside the viewport
 * horizontally, axe clean. The viewport is restored afterwards, so a test goes on as before.
 */
async function checkPhone(page, label) {
  const before = page.viewportSize();
  const isPhone = before && before.width <= PHONE_VIEWPORT.width;
  if (!isPhone) await page.setViewportSize(PHONE_VIEWPORT);
  try {
    // layout and media queries settle in the next frames; transitions started by the resize must end
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await settle(page);
    const layout = await page.evaluate(() => {
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
    });
    assert.ok(
      layout.scrollWidth <= layout.width,
      `Seite bei ${PHONE_VIEWPORT.width} px breiter als der Bildschirm (${layout.scrollWidth} px): ${label}`,
    );
    assert.deepEqual(
      layout.outside,
      [],
      `Bedienelemente außerhalb des Bildschirms bei ${PHONE_VIEWPORT.width} px: ${label}`,
    );
    if (!isPhone) {
      const violations = await axeViolations(page);
      assert.deepEqual(
        violations,
        [],
        `axe-Verstöße bei ${PHONE_VIEWPORT.width} px auf ${label}:\n${violations.join('\n')}`,
      );
    }
  } finally {
    if (!isPhone && before) await page.setViewportSize(before);
  }
}

/**
 * What serves the portal to the browser: 'nginx' (the production configuration of deploy/nginx/ in front of the
 * stand-in) or 'standin' (the stand-in alone, as `npm start`). E2E_SERVER chooses; by default nginx where it is
 * installed. In CI nginx is required: a missing nginx fails the run instead of testing less.
 */
export function e2eServer() {
  const wanted = process.env.E2E_SERVER;
  if (wanted === 'standin') return 'standin';
  const missing = nginxMissing();
  if (missing && (wanted === 'nginx' || process.env.CI)) throw new Error(`E2E gegen nginx: ${missing}`);
  if (missing && !warnedStandin) {
    warnedStandin = true;
    console.warn(`${missing} Die E2E-Tests laufen gegen den Stand-in allein (in CI ist nginx Pflicht).`);
  }
  return missing ? 'standin' : 'nginx';
}
let warnedStandin = false;

/**
 * @param {{ sessionIdleSeconds?: number, shapes?: 'default' | 'alt', browser?: import('playwright-core').Browser,
 *   server?: 'nginx' | 'standin' }} [options]
 *   shapes: the reading of the spec's open shapes the backend answers in (test/backend/lib/shapes.mjs; default:
 *   env SHAPES or 'default'); browser: the test runner's browser (kept open), without it one is launched here;
 *   server: what the browser talks to (default e2eServer())
 */
export async function startE2E(options = {}) {
  const server = options.server ?? e2eServer();
  const app = createServer({
    repoRoot,
    distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined,
    testControl: true,
    sessionIdleSeconds: options.sessionIdleSeconds,
    shapes: options.shapes,
    // behind nginx the client's address is the one nginx forwards (as production's backend must read it)
    trustedProxies: server === 'nginx' ? LOCAL_PROXY : undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const backendOrigin = `http://127.0.0.1:${app.server.address().port}`;
  const nginx =
    server === 'nginx'
      ? await startNginx({
          backend: backendOrigin.slice('http://'.length),
          distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined,
          testControl: true,
        })
      : undefined;
  const origin = nginx?.origin ?? backendOrigin;
  const ownBrowser = !options.browser;
  const browser = options.browser ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  const contexts = [];
  /** CSP violations, hydration mismatches and uncaught errors per page: checkA11y fails on them. */
  const problems = new WeakMap();

  const env = {
    origin,
    /** the stand-in itself (the same as origin unless nginx is in front) */
    backendOrigin,
    server,
    app,
    browser,
    /** Absolute URL of a portal path, e.g. url('/login'). */
    url: (portalPath = '/') => `${origin}/kundenportal${portalPath.startsWith('/') ? '' : '/'}${portalPath}`,
    /**
     * A fresh browser context (own cookies) with one page. `consent`: the visitor's stored cookie choice
     * ('declined' by default, so suites not about consent never meet the first-visit banner; 'accepted' for
     * suites that check tracking; 'ask': a first visit with the banner).
     */
    async newPage({ viewport = { width: 1280, height: 900 }, consent = 'declined' } = {}) {
      const context = await browser.newContext({
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        acceptDownloads: true,
        viewport,
      });
      contexts.push(context);
      if (consent !== 'ask') {
        const yes = consent === 'accepted';
        // only where nothing is stored yet: a choice the test makes survives its reloads
        await context.addInitScript(
          ([key, value]) => {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
          },
          [CONSENT_KEY, JSON.stringify({ statistik: yes, marketing: yes })],
        );
      }
      const page = await context.newPage();
      page.setDefaultTimeout(Number(process.env.E2E_TIMEOUT_MS ?? 20000));
      const list = [];
      problems.set(page, list);
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
          list.push(`CSP (${page.url()}): ${msg.text().slice(0, 160)}`);
        // a prerendered page whose first client render differs is thrown away and rendered anew
        if (msg.type() === 'error' && /hydrat/i.test(msg.text()))
          list.push(`Hydration (${page.url()}): ${msg.text().slice(0, 160)}`);
      });
      page.on('pageerror', (error) =>
        list.push(`Seitenfehler (${page.url()}): ${error?.message ?? JSON.stringify(error)} ${error?.stack ?? ''}`),
      );
      return page;
    },
    /** The form field with exactly this label (required fields carry a trailing " *"). */
    field(page, label) {
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
    },
    /** Logs in through the real login form and waits until the login page is left. */
    async login(page, username, password = DEMO_PASSWORD, { from = '/login' } = {}) {
      if (!page.url().includes('/login')) await page.goto(env.url(from));
      await env.field(page, 'Benutzername oder Kundennummer').fill(username);
      await env.field(page, 'Passwort').fill(password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.waitForURL((u) => !u.pathname.includes('/login'));
    },
    /**
     * A new page (own cookies) logged in as `username` at `path` (if given), its h1 awaited when `heading` is
     * given; `viewport` e.g. PHONE_VIEWPORT, `timeout` a longer default wait for slow pages, `consent` as newPage.
     */
    async openAs(username, path, heading, { viewport, timeout, consent } = {}) {
      const page = await env.newPage({ ...(viewport ? { viewport } : {}), ...(consent ? { consent } : {}) });
      if (timeout) page.setDefaultTimeout(timeout);
      await env.login(page, username);
      if (path) await page.goto(env.url(path));
      if (heading) await env.heading(page, heading);
      return page;
    },
    /** Waits for the page's h1 to show the given text (string or RegExp); `timeout` for waits across reloads. */
    async heading(page, text, { timeout } = {}) {
      await page.getByRole('heading', { level: 1, name: text }).waitFor({ timeout });
    },
    /**
     * axe-core with WCAG 2.1 A/AA tags; fails on any violation (and on CSP violations / page errors), then the
     * same page at 390 px: no sideways scroll, no control off screen, axe clean (checkPhone).
     */
    async checkA11y(page, label = page.url()) {
      await settle(page);
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], `axe-Verstöße auf ${label}:\n${violations.join('\n')}`);
      assert.deepEqual(problems.get(page) ?? [], [], `Probleme auf ${label}`);
      await checkPhone(page, label);
    },
    /** POST to the backend's test control (/__test/<path>). */
    async control(controlPath, body = {}) {
      const res = await fetch(`${origin}/__test/${controlPath.replace(/^\//, '')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.ok(res.ok, `test control ${controlPath}: HTTP ${res.status}`);
      return res.json().catch(() => ({}));
    },
    async state() {
      const res = await fetch(`${origin}/__test/state`);
      return res.json();
    },
    async screenshot(page, name) {
      const dir = path.join(repoRoot, '.tmp', 'screens');
      await mkdir(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      if (ownBrowser) await browser.close();
      await nginx?.stop();
      await app.close();
    },
  };
  return env;
}

/**
 * Registers the suite's set-up: one backend + browser per file and worker (before/after) and, unless
 * `resetEach: false`, a reset of the backend's data before each test (so its tests may spread over workers). Returns the env (filled in before).
 * @param {{ sessionIdleSeconds?: number, shapes?: 'default' | 'alt', resetEach?: boolean }} [options]
 */
export function useE2E({ resetEach = true, ...options } = {}) {
  const env = {};
  // tests that build on each other's data stay in order in one worker; the others may run on any worker
  if (!resetEach) test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }) => {
    Object.assign(env, await startE2E({ ...options, browser }));
  });
  test.afterAll(async () => {
    await env.close?.();
  });
  if (resetEach) {
    test.beforeEach(async () => {
      await env.control('reset');
    });
  }
  return env;
}

export const describe = test.describe;
export { assert, test };
