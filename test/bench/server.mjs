/**
 * What the benchmarks measure: the built portal on nginx with the production configuration (deploy/nginx/) in
 * front of the stand-in backend, each on a free port. BENCH_SERVER=standin measures the stand-in alone (as
 * `npm start` serves it); run.mjs prints which one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '../backend/server.mjs';
import { nginxMissing, startNginx } from '../../deploy/nginx/local.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** 'nginx' or 'standin' (BENCH_SERVER); nginx must be installed unless the stand-in is asked for. */
export function benchServer() {
  if (process.env.BENCH_SERVER === 'standin') return 'standin';
  const missing = nginxMissing();
  if (missing) throw new Error(`${missing} (BENCH_SERVER=standin misst ohne nginx)`);
  return 'nginx';
}

/** DIST_DIR: measure a build in another folder (a helper's own build on the shared machine); default dist/. */
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;

/**
 * `dist`: another build folder than DIST_DIR's (an A/B serves two builds side by side, ab.mjs). `tls`: the
 * portal is reached over HTTPS and HTTP/2, as behind production's TLS proxy (nginx only; the stand-in alone
 * stays on HTTP/1.1, and `protocol` says which one it is).
 */
export async function startBenchServer({ throttle, dist = distDir, tls = false } = {}) {
  const app = createServer({
    repoRoot,
    distDir: dist,
    testControl: true,
    ...(throttle === false ? { throttle: false } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const backendOrigin = `http://127.0.0.1:${app.server.address().port}`;
  const nginx =
    benchServer() === 'nginx'
      ? await startNginx({ backend: backendOrigin.slice('http://'.length), distDir: dist, testControl: true, tls })
      : undefined;
  const httpOrigin = nginx?.origin ?? backendOrigin;
  const origin = nginx?.tlsOrigin ?? httpOrigin;
  return {
    app,
    origin,
    protocol: origin.startsWith('https:') ? 'HTTP/2' : 'HTTP/1.1',
    nginx,
    url: (p) => `${origin}/kundenportal${p}`,
    /**
     * Logs in over HTTP and returns the session cookie ("KP_SESSION=…", over HTTPS "__Host-KP_SESSION=…": the
     * login goes to nginx's HTTP port as if a TLS proxy had forwarded it, as Node does not trust the certificate).
     */
    async loginCookie(username, password = 'Demo-2026!') {
      const tls = origin !== httpOrigin;
      const res = await fetch(`${httpOrigin}/kundenportal-api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(tls ? { origin: httpOrigin.replace(/^http:/, 'https:'), 'x-forwarded-proto': 'https' } : { origin }),
        },
        body: new URLSearchParams({ username, password }),
      });
      if (!res.ok) throw new Error(`Login ${username}: HTTP ${res.status}`);
      const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?KP_SESSION=/.test(c));
      return cookie.split(';')[0];
    },
    async close() {
      await nginx?.stop();
      await app.close();
    },
  };
}

export { repoRoot };
