/**
 * One small driver interface over two engines that Playwright cannot drive in Debian's builds: Firefox ESR
 * through puppeteer-core (WebDriver BiDi) and WebKitGTK, Safari's engine family, through selenium-webdriver and
 * WebKitWebDriver. The journeys (journeys.mjs) are written once against it. Elements are found the way a
 * customer finds them: a field by its label, a button or a link by its text (XPath, which both understand).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as stayFor } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import { Builder, By } from 'selenium-webdriver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** What each engine needs on this machine; a missing piece makes the engine's part skip, or fail in CI. */
export const ENGINES = {
  firefox: { needs: [FIREFOX_PATH], start: startFirefox },
  webkit: { needs: [WEBKIT_DRIVER_PATH, MINIBROWSER, XVFB_RUN], start: startWebKit },
};
export const missingFor = (engine) => ENGINES[engine].needs.filter((file) => !existsSync(file));

const literal = (text) => (text.includes("'") ? `concat('${text.split("'").join(`', "'", '`)}')` : `'${text}'`);
/** XPath of a control: a field by the start of its label, a button or link by its whole text. */
export const xpathOf = {
  field: (label) => `//*[@id=//label[starts-with(normalize-space(.), ${literal(label)})]/@for]`,
  button: (name) => `//button[normalize-space(.)=${literal(name)}]`,
  link: (name) => `//a[normalize-space(.)=${literal(name)}]`,
  text: (text) => `//*[not(self::script)][contains(normalize-space(text()), ${literal(text)})]`,
};

/** Collects uncaught errors in the page itself: WebKit's console cannot be read through its driver. */
const ERROR_PROBE = `if (!window.__smokeErrors) {
  window.__smokeErrors = [];
  window.addEventListener('error', (e) => window.__smokeErrors.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => window.__smokeErrors.push(String(e.reason && e.reason.message || e.reason)));
}`;

/**
 * The first element of `xpath` that shows (has a box and is not hidden), and with `enabled` is not disabled: one
 * script in the page per look, where the drivers' own checks cost a round trip per element (a few hundred ms).
 */
function firstShown(xpath, enabled) {
  const found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  for (let i = 0; i < found.snapshotLength; i += 1) {
    const element = found.snapshotItem(i);
    const box = element.getBoundingClientRect();
    const shows = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    if (shows && (!enabled || !element.disabled)) return element;
  }
  return null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function poll(what, timeout, check) {
  const until = Date.now() + timeout;
  for (;;) {
    const found = await check().catch(() => undefined);
    if (found) return found;
    if (Date.now() > until) throw new Error(`nicht gefunden nach ${timeout} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startFirefox() {
  // downloads land in a folder of this run; a downloaded PDF opens in a tab of its own, as Firefox does by default
  const downloads = await mkdtemp(path.join(tmpdir(), 'kp-smoke-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: { 'browser.download.folderList': 2, 'browser.download.dir': downloads },
  });
  return {
    name: 'Firefox ESR',
    async newPage({ width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const visible = async (xpath, { enabled = false } = {}) =>
        (await page.evaluateHandle(firstShown, xpath, enabled)).asElement() ?? undefined;
      return {
        goto: async (url) => {
          await page.goto(url);
          await page.evaluate(ERROR_PROBE);
        },
        find: (xpath, timeout = 20_000) => poll(xpath, timeout, () => visible(xpath)),
        async fill(xpath, value) {
          const field = await poll(xpath, 20_000, () => visible(xpath));
          await field.click({ count: 3 });
          await field.type(value);
        },
        // a button that is still disabled (the page not yet hydrated) is waited for, as a customer would
        click: async (xpath) => (await poll(xpath, 20_000, () => visible(xpath, { enabled: true }))).click(),
        /** Chooses the option of a native select by its text. */
        async select(xpath, option) {
          const field = await poll(xpath, 20_000, () => visible(xpath, { enabled: true }));
          const value = await field.evaluate(
            (select, text) => [...select.options].find((o) => o.text.trim() === text)?.value,
            option,
          );
          if (value === undefined) throw new Error(`keine Auswahl „${option}“ in ${xpath}`);
          await field.select(value);
        },
        run: (fn, ...args) => page.evaluate(fn, ...args),
        reload: async () => {
          await page.reload();
          await page.evaluate(ERROR_PROBE);
        },
        back: () => page.goBack(),
        forward: () => page.goForward(),
        url: () => page.url(),
        screenshot: (file) => page.screenshot({ path: file, fullPage: true }),
        /** Another tab comes to the front (this one is hidden, its timers throttled) while `work` runs. */
        async behindAnotherTab(work) {
          const other = await context.newPage();
          await other.bringToFront();
          try {
            await work();
          } finally {
            await page.bringToFront();
            await other.close();
          }
        },
        /**
         * A click that opens a new tab, as Firefox opens a downloaded PDF: the customer stays there for `stay` ms
         * (this tab hidden meanwhile, its timers throttled) and comes back. Returns the new tab's address.
         */
        async clickIntoNewTab(xpath, { opens, stay }) {
          const opened = context.waitForTarget((target) => target.type() === 'page' && opens.test(target.url()), {
            timeout: 20_000,
          });
          await this.click(xpath);
          const address = (await opened).url();
          await poll('Portal-Tab im Hintergrund', 5000, () =>
            page.evaluate(() => document.visibilityState === 'hidden'),
          );
          await stayFor(stay);
          await page.bringToFront();
          return address;
        },
        close: () => context.close(),
      };
    },
    close: async () => {
      await browser.close();
      await rm(downloads, { recursive: true, force: true });
    },
  };
}

async function startWebKit() {
  const port = await freePort();
  // MiniBrowser needs a display: the driver and the browsers it starts share one virtual screen
  const driverProcess = spawn(XVFB_RUN, ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], { stdio: 'ignore' });
  const server = `http://127.0.0.1:${port}`;
  await poll('WebKitWebDriver', 20_000, async () => (await fetch(`${server}/status`)).ok);
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  };
  return {
    name: 'WebKitGTK',
    async newPage({ width, height }) {
      const driver = await new Builder().withCapabilities(capabilities).usingServer(server).build();
      await driver.manage().window().setRect({ width, height, x: 0, y: 0 });
      const visible = async (xpath, { enabled = false } = {}) =>
        (await driver.executeScript(firstShown, xpath, enabled)) ?? undefined;
      return {
        goto: async (url) => {
          await driver.get(url);
          await driver.executeScript(ERROR_PROBE);
        },
        find: (xpath, timeout = 20_000) => poll(xpath, timeout, () => visible(xpath)),
        async fill(xpath, value) {
          const field = await poll(xpath, 20_000, () => visible(xpath));
          await field.clear();
          await field.sendKeys(value);
        },
        click: async (xpath) => (await poll(xpath, 20_000, () => visible(xpath, { enabled: true }))).click(),
        async select(xpath, option) {
          const field = await poll(xpath, 20_000, () => visible(xpath, { enabled: true }));
          await (await field.findElement(By.xpath(`./option[normalize-space(.)=${literal(option)}]`))).click();
        },
        run: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
        reload: async () => {
          await driver.navigate().refresh();
          await driver.executeScript(ERROR_PROBE);
        },
        back: () => driver.navigate().back(),
        forward: () => driver.navigate().forward(),
        url: () => driver.getCurrentUrl(),
        async screenshot(file) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(file, await driver.takeScreenshot(), 'base64');
        },
        close: () => driver.quit(),
      };
    },
    close: async () => driverProcess.kill(),
  };
}
