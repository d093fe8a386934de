/**
 * Interleaved Lighthouse A/B of two or more builds on nginx (docs/performance.md, "Anything else must earn its
 * place"): each build is served by its own stand-in + nginx, and the runs alternate A, B, B, A … so that a busy
 * minute of the machine hits every side alike. Prints each run and, per build, the medians and ranges of the
 * score, LCP and TBT and the worst CLS.
 *   node test/bench/ab.mjs <runs per side> <portal path> <demo customer or -> <dist folder> <dist folder> …
 *   e.g. node test/bench/ab.mjs 10 /private/dashboard/startseite multi .tmp/dist-a .tmp/dist-b
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lighthouse } from './lighthouse.mjs';
import { startBenchServer } from './server.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) => `${Math.min(...xs)}–${Math.max(...xs)}`;

/** Not a bench family of run.mjs (it imports every module here): runs only when started directly. */
async function main(runs, address, user, ...dists) {
  if (!runs || !address || dists.length < 2)
    throw new Error('node test/bench/ab.mjs <runs> <path> <user|-> <dist> <dist> …');
  const sides = [];
  for (const dist of dists)
    sides.push({ dist, server: await startBenchServer({ dist: path.resolve(dist) }), rows: [] });
  const dir = await mkdtemp(path.join(tmpdir(), 'kp-ab-'));
  try {
    for (let i = 0; i < Number(runs); i += 1)
      for (const side of i % 2 ? [...sides].reverse() : sides) {
        const { server } = side;
        const headers = user === '-' ? null : { Cookie: await server.loginCookie(user) };
        const r = await lighthouse(server.url(address), dir, `${sides.indexOf(side)}-${i}`, headers);
        side.rows.push(r);
        console.log(
          `${i + 1} ${side.dist}: ${r.performance}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms`,
        );
        for (const shift of r.cls > 0 ? (r.shifts ?? []) : []) console.log(`  CLS ${r.cls}: ${shift}`);
      }
    for (const { dist, rows } of sides) {
      const [score, lcp, tbt] = ['performance', 'lcp', 'tbt'].map((k) => rows.map((r) => Math.round(r[k])));
      console.log(
        `${dist} (${rows.length} runs): score ${median(score)} (${range(score)}), LCP ${median(lcp)} ms (${range(lcp)}),` +
          ` TBT ${median(tbt)} ms (${range(tbt)}), CLS worst ${Math.max(...rows.map((r) => r.cls))}`,
      );
    }
  } finally {
    for (const { server } of sides) await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(...process.argv.slice(2));
