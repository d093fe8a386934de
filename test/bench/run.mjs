// npm run bench: prints one line per budget figure (name, value, budget, ok/MISS) and exits non-zero
// when one is missed. Expects a fresh build in dist/ (npm run bench builds first).
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchServer } from './server.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !['run.mjs', 'server.mjs'].includes(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const format = (v) =>
  typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(v < 1 ? 4 : 1)) : String(v);
/**
 * The timed figures need an idle machine (docs/performance.md); the bench's own Lighthouse runs keep both cores
 * busy for minutes. Before each module: wait until the 1-minute load average is below 1 (at most 2 minutes),
 * and say so when the machine did not get there.
 */
async function coolDown(file) {
  const until = Date.now() + 120_000;
  while (loadavg()[0] >= 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5000));
  if (loadavg()[0] >= 1) console.log(`(${file}: Maschine nicht ruhig, Last ${loadavg()[0].toFixed(2)})`);
}

console.log(
  benchServer() === 'nginx'
    ? 'Gemessen auf nginx mit deploy/nginx/ vor dem Stand-in-Backend (BENCH_SERVER=standin: Stand-in allein).\n'
    : 'Gemessen auf dem Stand-in-Backend allein (BENCH_SERVER=standin).\n',
);
let missed = 0;
for (const file of modules) {
  const mod = await import(pathToFileURL(path.join(dir, file)).href);
  if (typeof mod.run !== 'function') continue;
  await coolDown(file);
  let rows;
  try {
    rows = await mod.run();
  } catch (error) {
    console.log(`${file}: FEHLER ${error.stack ?? error}`);
    missed += 1;
    continue;
  }
  for (const row of rows) {
    if (!row.info && !row.ok) missed += 1;
    const unit = row.unit ? ` ${row.unit}` : '';
    const value = `${row.display ?? format(row.value)}${unit}`;
    // an info row (no budget) gives a figure the budgets refer to, e.g. the stack floor
    const budget = row.info
      ? ''.padEnd(21)
      : `budget ${((row.budgetDisplay ?? format(row.budget)) + unit).padEnd(10)} ${row.ok ? 'ok' : 'MISS'}`;
    console.log(`${row.name.padEnd(58)} ${value.padStart(14)}   ${budget}`);
  }
}
console.log(missed === 0 ? '\nAlle Budgets eingehalten.' : `\n${missed} Budget(s) verfehlt.`);
process.exit(missed === 0 ? 0 : 1);
