/**
 * E2E harness: the built portal (dist/) served by the stand-in backend with test control on a free
 * port, driven by playwright-core in the system Chromium, with axe-core for accessibility.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, beforeEach } from 'node:test';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { createServer } from '../backend/server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEMO_PASSWORD = 'Demo-2026!';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * @param {{ sessionIdleSeconds?: number, shapes?: 'default' | 'alt' }} [options] shapes: the reading of the
 *   spec's open shapes the backend answers in (test/backend/lib/shapes.mjs; default: env SHAPES or 'default')
 */
export async function startE2E(options = {}) {
  const app = createServer({
    repoRoot,
    testControl: true,
    sessionIdleSeconds: options.sessionIdleSeconds,
    shapes: options.shapes,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const contexts = [];
  /** CSP violations, hydration mismatches and uncaught errors per page: checkA11y fails on them. */
  const problems = new WeakMap();

  const env = {
    origin,
    app,
    browser,
    /** Absolute URL of a portal path, e.g. url('/login'). */
    url: (portalPath = '/') => `${origin}/kundenportal${portalPath.startsWith('/') ? '' : '/'}${portalPath}`,
    /** A fresh browser context (own cookies) with one page. */
    async newPage({ viewport = { width: 1280, height: 900 } } = {}) {
      const context = await browser.newContext({
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        acceptDownloads: true,
        viewport,
      });
      contexts.push(context);
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
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL((u) => !u.pathname.includes('/login'));
    },
    /** Waits for the page's h1 to show the given text (string or RegExp). */
    async heading(page, text) {
      await page.getByRole('heading', { level: 1, name: text }).waitFor();
    },
    /** axe-core with WCAG 2.1 A/AA tags; fails on any violation (and on CSP violations / page errors). */
    async checkA11y(page, label = page.url()) {
      // settle first: pending calls, hydration of prerendered pages (whose buttons then change colour) and
      // running transitions would give false colour-contrast findings
      await page.waitForLoadState('networkidle');
      for (let i = 0; i < 2; i += 1) {
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
        await page.waitForTimeout(60);
      }
      const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const violations = result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('\n    ')}`,
      );
      assert.deepEqual(violations, [], `axe-Verstöße auf ${label}:\n${violations.join('\n')}`);
      assert.deepEqual(problems.get(page) ?? [], [], `Probleme auf ${label}`);
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
      await browser.close();
      await app.close();
    },
  };
  return env;
}

/**
 * Registers the suite's set-up: one backend + browser for the file (before/after) and, unless
 * `resetEach: false`, a reset of the backend's data before each test. Returns the env (filled in before).
 * @param {{ sessionIdleSeconds?: number, shapes?: 'default' | 'alt', resetEach?: boolean }} [options]
 */
export function useE2E({ resetEach = true, ...options } = {}) {
  const env = {};
  before(async () => {
    Object.assign(env, await startE2E(options));
  });
  after(async () => {
    await env.close?.();
  });
  if (resetEach) {
    beforeEach(async () => {
      await env.control('reset');
    });
  }
  return env;
}

export { assert };
