/**
 * The development loop (npm run dev): saving a component updates the open page in place through React Fast
 * Refresh. The dev server serves a temporary copy of src/ and public/, the test types into the login form,
 * edits the login page's source in that copy and expects the new text while the typed value, the document and
 * the Redux store stay the same; a broken save shows its error over the page until the next good one. The store
 * is seen through a stand-in for the Redux DevTools extension.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOGIN_PAGE = 'src/features/auth/pages/LoginPage.tsx';
const PROBE = 'Fast-Refresh-Probe';

/** Starts `npm run dev`'s server on a free port over `sourceRoot`; resolves with its address once it listens. */
function startDevServer(sourceRoot) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'test/backend/dev.mjs')], {
    env: { ...process.env, PORT: '0', DEV_SOURCE_ROOT: sourceRoot, DEV_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const found = output.match(/Fast Refresh\): (http:\/\/[^/\s]+)\//);
      if (found) resolve(found[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`dev server ended (${code}):\n${output}`)));
  });
  return { child, origin, output: () => output };
}

/**
 * Stands in for the Redux DevTools extension: RTK's configureStore composes its enhancers through it in a
 * development build, so every store the page creates lands in window.__kpStores.
 */
function recordStores() {
  const record =
    (enhancers) =>
    (createStore) =>
    (...args) => {
      const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(...args);
      window.__kpStores = [...(window.__kpStores ?? []), store];
      return store;
    };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args) =>
    args.length === 1 && typeof args[0] === 'object' && typeof args[0] !== 'function'
      ? (...enhancers) => record(enhancers)
      : record(args);
}

/**
 * What must survive a refresh: the one store, its own slices as they were, and every call the API caches held
 * (calls still under way may finish meanwhile, so the caches are compared by their keys).
 */
function storeSummary() {
  const state = window.__kpStores.at(-1).getState();
  const isApi = (slice) => slice && typeof slice === 'object' && 'queries' in slice && 'config' in slice;
  const entries = Object.entries(state);
  return {
    sameDocument: window.__sameDocument === true,
    stores: window.__kpStores.length,
    slices: JSON.stringify(entries.filter(([, slice]) => !isApi(slice))),
    cached: entries
      .filter(([, slice]) => isApi(slice))
      .flatMap(([path, slice]) => Object.keys(slice.queries).map((key) => `${path}/${key}`)),
  };
}

/** Resolves with the time (performance.now) at which `text` appears in the page. */
function whenTextShows(text) {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(text)) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test('Fast Refresh: eine gespeicherte Komponente erscheint neu, Eingabe und Store bleiben', async ({ page }) => {
  const sourceRoot = await mkdtemp(path.join(repoRoot, '.tmp', 'devloop-'));
  await cp(path.join(repoRoot, 'src'), path.join(sourceRoot, 'src'), { recursive: true });
  await cp(path.join(repoRoot, 'public'), path.join(sourceRoot, 'public'), { recursive: true });
  const server = startDevServer(sourceRoot);
  try {
    const origin = await server.origin;
    await page.addInitScript(recordStores);
    // the first start pre-bundles the dependencies, which can take a while on a busy machine
    await page.goto(`${origin}/kundenportal/login`, { timeout: 120_000 });
    const username = page.getByLabel('Benutzername');
    await username.fill('multi');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const before = await page.evaluate(storeSummary);

    const file = path.join(sourceRoot, LOGIN_PAGE);
    const source = await readFile(file, 'utf8');
    expect(source).toContain("{t('forgot')}");
    // timed in the page: from just before the save to the mutation that shows the new text
    const shown = page.evaluate(whenTextShows, PROBE);
    const savedAt = await page.evaluate(() => performance.now());
    await writeFile(file, source.replace("{t('forgot')}", `{\`\${t('forgot')} ${PROBE}\`}`));
    await expect(page.getByText(PROBE)).toBeVisible();
    console.log(`[devLoop] gespeichert → neu gezeigt: ${Math.round((await shown) - savedAt)} ms`);

    await expect(username).toHaveValue('multi');
    const after = await page.evaluate(storeSummary);
    expect(after.sameDocument).toBe(true);
    expect(after.stores).toBe(1);
    expect(after.slices).toEqual(before.slices);
    // calls may still answer meanwhile (prefetches on typing): what the cache held is still there
    for (const key of before.cached) expect(after.cached).toContain(key);

    // a broken save shows the error over the page; the next good save removes it, and the input is still there
    await writeFile(file, source.replace("{t('forgot')}", "{t('forgot')"));
    await expect(page.locator('vite-error-overlay')).toBeAttached();
    await writeFile(file, source);
    await expect(page.locator('vite-error-overlay')).not.toBeAttached();
    await expect(page.getByText(PROBE)).not.toBeVisible();
    await expect(username).toHaveValue('multi');
  } finally {
    server.child.kill('SIGTERM');
    await rm(sourceRoot, { recursive: true, force: true });
  }
});
