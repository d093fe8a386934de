/**
 * E2E harness: the built portal (dist/) behind the shipped nginx in front of the stand-in backend with test
 * control, driven by @playwright/test in the system Chromium (playwright.config.mjs), with axe-core for
 * accessibility.
 *
 * Fixtures (import `test` and `expect` from here):
 * - `portal` (one per worker): the stand-in, nginx in front of it, and the helpers of `startE2E` below;
 * - `env`: the same, with the stand-in's data reset before the test (option `resetEach: false` keeps the data of
 *   the file's earlier tests; such a file runs in order) and in the reading of the open shapes the option
 *   `shapes` names ('default' or 'alt'); the browser contexts a test opened are closed after it;
 * - `page`: a fresh page of its own (cookies, stored consent, collected page errors), at 1280 × 900.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { chromium } from 'playwright-core';
import { createServer } from '../backend/server.mjs';
import { LOCAL_PROXY, nginxMissing, startNginx } from '../../deploy/nginx/local.mjs';
import { checkPage, PHONE_VIEWPORT, settle, watchPage } from './helpers/a11y.mjs';

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
export { PHONE_VIEWPORT };

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
      // every tab of the context, a second one or a popup too: `settled` waits for its calls as well
      context.on('page', watchPage);
      const page = await context.newPage();
      watchPage(page);
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
     * Logs the page's browser context in with the login call itself (the session cookie lands in the context's
     * jar); false where the login needs a second step.
     */
    async loginByCall(page, username, password = DEMO_PASSWORD) {
      const res = await page.context().request.post(`${origin}/kundenportal-api/login`, {
        form: { username, password },
        headers: { Origin: origin },
      });
      expect(res.ok(), `Anmeldung von ${username}: HTTP ${res.status()}`).toBe(true);
      const answer = await res.json().catch(() => ({}));
      return !answer?.zweiterFaktor;
    },
    /**
     * A new page (own cookies) logged in as `username` at `path` (if given; without it through the login form to
     * the start page), its h1 awaited when `heading` is given; `viewport` e.g. PHONE_VIEWPORT, `timeout` a longer default wait for slow pages, `consent` as newPage.
     */
    async openAs(username, path, heading, { viewport, timeout, consent } = {}) {
      const page = await env.newPage({ ...(viewport ? { viewport } : {}), ...(consent ? { consent } : {}) });
      if (timeout) page.setDefaultTimeout(timeout);
      // straight to the page with the session of a login call (the login form has its own tests); the form where
      // the login needs a second step
      if (!path || !(await env.loginByCall(page, username))) await env.login(page, username);
      if (path) await page.goto(env.url(path));
      if (heading) await env.heading(page, heading);
      return page;
    },
    /** Waits for the page's h1 to show the given text (string or RegExp); `timeout` for waits across reloads. */
    async heading(page, text, { timeout } = {}) {
      await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible({ timeout });
    },
    /**
     * axe clean at this width and at 390 px (once per screen and worker), no page errors or CSP reports, and at
     * 390 px no sideways scroll and no control off screen (helpers/a11y.mjs). `force`: check again a screen this
     * worker has seen, for a state that differs in what axe judges.
     */
    async checkA11y(page, label = page.url(), { force = false } = {}) {
      await checkPage(page, label, problems.get(page) ?? [], { force });
    },
    /**
     * Waits until the page has answered every call it made and its transitions have ended: the moment to
     * assert that something did NOT happen (a redirect, a second call), instead of waiting a fixed time.
     */
    async settled(page) {
      await settle(page);
    },
    /** POST to the backend's test control (/__test/<path>). */
    async control(controlPath, body = {}) {
      const res = await fetch(`${origin}/__test/${controlPath.replace(/^\//, '')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.ok, `test control ${controlPath}: HTTP ${res.status}`).toBe(true);
      return res.json().catch(() => ({}));
    },
    async state() {
      const res = await fetch(`${origin}/__test/state`);
      return res.json();
    },
    /**
     * A full-page screenshot into .tmp/screens/ for a person to look at, taken only when E2E_SCREENS=1 (a run
     * to review a change); Playwright keeps its own screenshot of every failure.
     */
    async screenshot(page, name) {
      if (process.env.E2E_SCREENS !== '1') return;
      const dir = path.join(repoRoot, '.tmp', 'screens');
      await mkdir(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    },
    /** Closes the browser contexts opened since the last call (the end of a test). */
    async closeContexts() {
      const open = contexts.splice(0);
      await Promise.all(open.map((context) => context.close().catch(() => undefined)));
    },
    async close() {
      await env.closeContexts();
      if (ownBrowser) await browser.close();
      await nginx?.stop();
      await app.close();
    },
  };
  return env;
}

export const test = base.extend({
  /** Reset the stand-in's data before each test (false: the file's tests build on each other, in order). */
  resetEach: [true, { option: true }],
  /** The reading of the spec's open shapes the stand-in answers in (test/backend/lib/shapes.mjs). */
  shapes: [process.env.SHAPES === 'alt' ? 'alt' : 'default', { option: true }],
  portal: [
    async ({ browser }, use) => {
      const env = await startE2E({ browser });
      await use(env);
      await env.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  env: async ({ portal, resetEach, shapes }, use) => {
    if (resetEach) await portal.control('reset');
    await portal.control('shapes', { mode: shapes });
    await use(portal);
    await portal.closeContexts();
  },
  page: async ({ env }, use) => {
    await use(await env.newPage());
  },
});

/**
 * A file whose tests build on each other's data: they run in order in one worker, from data reset once before
 * the first of them.
 */
export function inOrder() {
  test.describe.configure({ mode: 'default' });
  test.use({ resetEach: false });
  test.beforeAll(async ({ portal }) => {
    await portal.control('reset');
  });
}

export const describe = test.describe;
export { expect };
