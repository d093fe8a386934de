/**
 * A bounded load test: 50 clients for 30 s, each logging in and loading its user (login + user/current), through
 * the server the bench measures (nginx in front of the stand-in by default). The stand-in runs in a process of
 * its own (npm start's entry, login throttling off: the clients share one demo account), so the load generator
 * here does not compete with it for one event loop; its memory is read from /proc.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../deploy/nginx/local.mjs';
import { benchServer, repoRoot } from './server.mjs';

const CLIENTS = 50;
const DURATION_MS = 30_000;
const MIN_RATE = 150;
/** RSS may grow this much between the end of the first third and the end (sessions of the run, caches). */
const MAX_GROWTH_MB = 64;
const TIMEOUT_MS = 10_000;

const rssMb = (pid) => {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
  return kb / 1024;
};

async function startServer() {
  const port = await freePort();
  const args = [path.join(repoRoot, 'test/backend/start.mjs'), ...(benchServer() === 'nginx' ? ['--nginx'] : [])];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), THROTTLE: 'off', LOG: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${origin}/kundenportal/login`)).ok) return { child, origin };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('Server für den Lasttest startet nicht');
}

/** One client: login, then its user, until the time is up. */
async function client(origin, until, stats) {
  const call = async (url, init) => {
    const started = performance.now();
    try {
      // (Node's fetch keeps connections alive, one per client at a time)
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await res.arrayBuffer();
      stats.latencies.push(performance.now() - started);
      if (!res.ok) stats.errors += 1;
      return res;
    } catch {
      stats.errors += 1;
      return null;
    } finally {
      stats.requests += 1;
    }
  };
  while (Date.now() < until) {
    const login = await call(`${origin}/kundenportal-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'accept-encoding': 'br, gzip' },
      body: new URLSearchParams({ username: 'dsl25', password: 'Demo-2026!' }),
    });
    const cookie = login?.headers.getSetCookie().find((c) => c.startsWith('KP_SESSION='));
    if (!cookie) continue;
    await call(`${origin}/kundenportal-api/user/current`, {
      headers: { cookie: cookie.split(';')[0], 'accept-encoding': 'br, gzip' },
    });
  }
}

export async function run() {
  const { child, origin } = await startServer();
  const stats = { requests: 0, errors: 0, latencies: [] };
  try {
    const started = Date.now();
    const until = started + DURATION_MS;
    const samples = [];
    const sampler = setInterval(() => samples.push({ at: Date.now() - started, rss: rssMb(child.pid) }), 1000);
    await Promise.all(Array.from({ length: CLIENTS }, () => client(origin, until, stats)));
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    const rate = stats.requests / seconds;
    const third = samples.find((s) => s.at >= DURATION_MS / 3)?.rss ?? samples[0].rss;
    const last = samples.at(-1).rss;
    const sorted = stats.latencies.sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    return [
      {
        name: `Last ${CLIENTS} parallel × 30 s (Login + user/current): Durchsatz`,
        value: Math.round(rate),
        unit: 'req/s',
        budget: MIN_RATE,
        budgetDisplay: `≥ ${MIN_RATE}`,
        ok: rate >= MIN_RATE,
      },
      { name: 'Last: Fehler und Zeitüberschreitungen', value: stats.errors, budget: 0, ok: stats.errors === 0 },
      { name: 'Last: 95. Perzentil einer Antwort', value: Math.round(p95), unit: 'ms', info: true, ok: true },
      {
        name: `Last: Speicher des Backends (RSS ${Math.round(third)} → ${Math.round(last)} MB)`,
        value: Math.round(last - third),
        unit: 'MB',
        budget: MAX_GROWTH_MB,
        budgetDisplay: `≤ ${MAX_GROWTH_MB}`,
        ok: last - third <= MAX_GROWTH_MB,
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
