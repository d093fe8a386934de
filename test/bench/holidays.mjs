/**
 * Holiday-table budgets (§9): building the 36,500-day table ≤ 20 ms, a lookup O(1).
 *
 * "Cold" means what a customer's first picker render pays: a fresh module instance whose code has never
 * run. src/lib/holidays.ts is bundled once with esbuild to a temporary ESM file, then imported several
 * times with a cache-busting query so each import is a new module; the median of those first builds is
 * reported. Run alone with `node test/bench/holidays.mjs`.
 */
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD_BUDGET_MS = 20;
const LOOKUP_BUDGET_NS = 1000;
const COLD_RUNS = 7;
const LOOKUPS = 1_000_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function bundleHolidays(dir) {
  const outfile = path.join(dir, 'holidays.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'src/lib/holidays.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'silent',
  });
  return pathToFileURL(outfile).href;
}

/** First build in a never-used module instance (includes the code's first, unoptimised run). */
async function coldBuildMs(url, run) {
  const mod = await import(`${url}?run=${run}`);
  const t0 = performance.now();
  const table = mod.getHolidayTable();
  const ms = performance.now() - t0;
  if (table.size < 1200) throw new Error(`holiday table too small: ${table.size}`);
  return ms;
}

/** Mean time of one isHoliday() call on the warm table, half Date objects, half yyyy-MM-dd strings. */
async function lookupNs(url) {
  const mod = await import(`${url}?run=lookup`);
  mod.getHolidayTable();
  const start = new Date();
  const dates = Array.from(
    { length: 1024 },
    (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i * 35),
  );
  const keys = dates.map(
    (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
  );
  let hits = 0;
  for (let i = 0; i < 10_000; i++) hits += mod.isHoliday(dates[i & 1023]) ? 1 : 0; // warm-up
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < LOOKUPS; i++) {
    hits += mod.isHoliday(i & 1 ? dates[i & 1023] : keys[i & 1023]) ? 1 : 0;
  }
  const ns = Number(process.hrtime.bigint() - t0) / LOOKUPS;
  if (hits < 0) throw new Error('unreachable'); // keeps the loop from being optimised away
  return ns;
}

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'holiday-bench-'));
  try {
    const url = await bundleHolidays(dir);
    const builds = [];
    for (let i = 0; i < COLD_RUNS; i++) builds.push(await coldBuildMs(url, i));
    const buildMs = median(builds);
    const perLookup = await lookupNs(url);
    return [
      {
        name: 'holiday table build (36,500 days, cold, median)',
        value: Number(buildMs.toFixed(2)),
        budget: BUILD_BUDGET_MS,
        unit: 'ms',
        ok: buildMs <= BUILD_BUDGET_MS,
      },
      {
        name: 'holiday lookup (isHoliday)',
        value: Number(perLookup.toFixed(1)),
        budget: LOOKUP_BUDGET_NS,
        unit: 'ns/lookup',
        ok: perLookup <= LOOKUP_BUDGET_NS,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await run();
  console.table(rows);
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
}
