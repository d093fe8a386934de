/**
 * Bundle budgets: first-load JS of /login and of the dashboard start page (what Chromium
 * really requests on a fresh load, each file brotli-compressed as served) ≤ 1.20 × the stack floor measured
 * in the same run (stackFloor.mjs), every lazily loaded route chunk, and the one shared date-picker chunk
 * (which /login and the start page must never load).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness.mjs';
import { repoRoot, startBenchServer } from './server.mjs';
import { stackFloor } from './stackFloor.mjs';

const KB = 1024;
// 1.20, relaxed from 1.15 on purpose: a few KB are worth less than a build everyone can change, and the
// preload lists of "one wave per navigation" cost ~3 KB of the start-up chunk and save a round trip per section
const FLOOR_FACTOR = 1.2;
const brotliSize = (buf) =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
// DIST_DIR: a build in another folder (as server.mjs serves it), with its metafile beside it (build.mjs)
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
const metaFile = process.env.DIST_DIR
  ? `${distDir}-tmp/esbuild-meta.json`
  : path.join(repoRoot, '.tmp', 'esbuild-meta.json');
const distFile = (urlPath) => path.join(distDir, urlPath.replace(/^\/kundenportal\//, ''));

async function sizeOf(file) {
  return brotliSize(await readFile(path.join(repoRoot, file)));
}

/** JS files (URL paths) a fresh load of `url` requests until the network is idle. */
async function scriptsLoaded(browser, url, cookie, origin) {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: `${origin}/kundenportal-api/` }]);
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await context.close();
  return [...scripts];
}

async function totalBrotli(urlPaths) {
  let total = 0;
  for (const p of urlPaths) total += brotliSize(await readFile(distFile(p)));
  return total;
}

export async function run() {
  const meta = JSON.parse(await readFile(metaFile, 'utf8'));
  const outputs = Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js'));
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const login = await scriptsLoaded(browser, server.url('/login'), null, server.origin);
    const cookie = await server.loginCookie('multi');
    const start = await scriptsLoaded(browser, server.url('/private/dashboard/startseite'), cookie, server.origin);
    const floor = (await stackFloor()).at(-1).kb;
    rows.push({
      name: 'stack floor: login form in this stack, one file (brotli)',
      value: floor,
      unit: 'KB',
      info: true,
    });
    for (const [label, scripts] of [
      ['/login', login],
      ['start page', start],
    ]) {
      const kb = (await totalBrotli(scripts)) / KB;
      const ratio = kb / floor;
      rows.push({
        name: `first-load JS ${label}: ${kb.toFixed(1)} KB in ${scripts.length} files = floor ×`,
        value: ratio,
        display: ratio.toFixed(3),
        budget: FLOOR_FACTOR,
        budgetDisplay: String(FLOOR_FACTOR),
        unit: '',
      });
    }
    const pickerEntry = outputs.find(([, o]) => o.entryPoint === 'src/components/DatePicker/DatePickerField.tsx');
    const distRel = path.relative(repoRoot, distDir);
    const eagerly = new Set([...login, ...start].map((p) => `${distRel}/${p.replace(/^\/kundenportal\//, '')}`));
    if (pickerEntry) {
      // the picker chunk plus the shared chunks it pulls in that the start pages do not already have
      const closure = new Set();
      const visit = (file) => {
        if (closure.has(file) || eagerly.has(file)) return;
        closure.add(file);
        for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
      };
      visit(pickerEntry[0]);
      let size = 0;
      for (const file of closure) size += await sizeOf(file);
      rows.push({
        name: 'date-picker chunk incl. date-fns locale (brotli)',
        value: size / KB,
        budget: 100,
        unit: 'KB',
      });
      const pickerLoaded = [...closure].some((file) => eagerly.has(file)) || eagerly.has(pickerEntry[0]);
      rows.push({
        name: 'date-picker loaded by /login or start page',
        value: pickerLoaded ? 1 : 0,
        budget: 0,
        unit: '',
      });
    }

    let largest = { file: '-', size: 0 };
    for (const [file, output] of outputs) {
      const entry = output.entryPoint ?? '';
      const isRoute = /\/pages\/|app\/layouts\//.test(entry);
      if (!isRoute) continue;
      const size = await sizeOf(file);
      if (size > largest.size) largest = { file: entry, size };
    }
    rows.push({
      name: `largest lazy route chunk (${path.basename(largest.file)}, brotli)`,
      value: largest.size / KB,
      budget: 25,
      unit: 'KB',
    });
  } finally {
    await browser.close();
    await server.close();
  }
  return rows.map((r) => ({ ...r, ok: r.info || r.value <= r.budget }));
}
