/**
 * npm run screens: full-page screenshots of every screen at 390 px (phone) and 1280 px (desktop) into
 * .tmp/screens/<width>/<name>.png, for looking at them. Expects a fresh build in dist/ (npm run build).
 * The private area is crawled from the dashboard as the demo customer "multi" (several contracts), so new
 * pages and contract tabs are found without a list here; one page per address pattern (contract ids → :id).
 * Usage: node test/e2e/screens.mjs [name-substring …]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2E } from './harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.join(repoRoot, '.tmp', 'screens');
const WIDTHS = [390, 1280];
const only = process.argv.slice(2);
const PUBLIC = [
  '/login',
  '/login/session-expired',
  '/forgot-password',
  '/new-password?token=demo-reset-token',
  '/logged-out',
  '/kuendigen',
];
const MAX_PAGES = 120;

const env = await startE2E();
try {
  const page = await env.newPage({ viewport: { width: 1280, height: 900 } });
  const shots = [];
  const shoot = async (name) => {
    if (only.length && !only.some((o) => name.includes(o))) return;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await env.settled(page);
      const dir = path.join(outDir, String(width));
      await mkdir(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    }
    shots.push(name);
  };
  const nameOf = (portalPath) =>
    portalPath
      .replace(/^\/private\/dashboard\//, '')
      .replace(/[?#].*$/, '')
      .replace(/[^a-zA-Z0-9-]+/g, '_')
      .replace(/^_|_$/g, '') || 'start';

  for (const address of PUBLIC) {
    await page.goto(env.url(address));
    await page.locator('h1').first().waitFor();
    await shoot(`public_${nameOf(address)}`);
  }

  await env.login(page, 'multi');
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  const seen = new Set();
  const queue = ['/private/dashboard/startseite'];
  while (queue.length && seen.size < MAX_PAGES) {
    const address = queue.shift();
    const pattern = address.replace(/\/V-[\w-]+/g, '/:id');
    if (seen.has(pattern)) continue;
    seen.add(pattern);
    await page.goto(env.url(address));
    await page.locator('h1').first().waitFor();
    // an address that redirects (…/meine-daten → …/stammdaten) is shot under its target, once
    const landed = new URL(page.url()).pathname.slice('/kundenportal'.length).replace(/\/V-[\w-]+/g, '/:id');
    if (landed !== pattern && seen.has(landed)) continue;
    seen.add(landed);
    await shoot(nameOf(landed));
    const links = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
    for (const href of links) {
      const url = new URL(href, page.url());
      if (url.origin !== env.origin || !url.pathname.startsWith('/kundenportal/private/dashboard/')) continue;
      const next = url.pathname.slice('/kundenportal'.length);
      if (!seen.has(next.replace(/\/V-[\w-]+/g, '/:id'))) queue.push(next);
    }
  }
  console.log(`${shots.length} Seiten × ${WIDTHS.join(' px / ')} px in ${path.relative(repoRoot, outDir)}/`);
  for (const name of shots) console.log(`  ${name}`);
} finally {
  await env.close();
}
