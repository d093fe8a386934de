/**
 * Lighthouse 12 (mobile defaults, simulated throttling, system Chromium): performance ≥ 98,
 * accessibility 100 and CLS 0 on /login and on the start page of a logged-in demo customer.
 * Lighthouse's own advice on variance: run several times and take the median (LIGHTHOUSE_RUNS, default 5:
 * on this 2-core machine single runs of the start page spread over 15 points);
 * the line also shows the spread and the median LCP and TBT. Run it on an otherwise idle machine.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness.mjs';
import { repoRoot, startBenchServer } from './server.mjs';

const run_ = promisify(execFile);

async function lighthouse(url, dir, name, headers) {
  const out = path.join(dir, name);
  const args = [
    path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')} --user-data-dir=${path.join(dir, `${name}-profile`)}`,
    '--output=json',
    `--output-path=${out}.json`,
    '--quiet',
  ];
  if (headers) {
    await writeFile(`${out}-headers.json`, JSON.stringify(headers));
    args.push(`--extra-headers=${out}-headers.json`);
  }
  await run_(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(await readFile(`${out}.json`, 'utf8'));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** The run with the median performance score (its LCP and TBT belong to the same run). */
function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function run() {
  const server = await startBenchServer();
  const dir = await mkdtemp(path.join(tmpdir(), 'kp-lighthouse-'));
  const rows = [];
  try {
    const pages = [
      ['/login', null],
      ['dashboard start page', { Cookie: await server.loginCookie('multi') }],
    ];
    for (const [label, headers] of pages) {
      const url = server.url(label === '/login' ? '/login' : '/private/dashboard/startseite');
      const results = [];
      for (let i = 0; i < RUNS; i += 1)
        results.push(await lighthouse(url, dir, `${label === '/login' ? 'login' : 'start'}-${i}`, headers));
      const result = median(results);
      const scores = results.map((r) => r.performance).sort((a, b) => a - b);
      const spread = `${scores[0]}–${scores.at(-1)}, LCP ${(result.lcp / 1000).toFixed(1)} s, TBT ${Math.round(result.tbt)} ms`;
      rows.push({
        name: `Lighthouse performance ${label} (median of ${RUNS}: ${spread})`,
        value: result.performance,
        budget: 98,
        unit: '',
        ok: result.performance >= 98,
      });
      rows.push({
        name: `Lighthouse accessibility ${label}`,
        value: result.accessibility,
        budget: 100,
        unit: '',
        ok: result.accessibility >= 100,
      });
      rows.push({ name: `Lighthouse CLS ${label}`, value: result.cls, budget: 0, unit: '', ok: result.cls === 0 });
    }
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
