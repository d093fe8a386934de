/** The built portal + stand-in backend on a free port, for the benchmarks. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '../backend/server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function startBenchServer() {
  const app = createServer({ repoRoot, testControl: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${app.server.address().port}`;
  return {
    app,
    origin,
    url: (p) => `${origin}/kundenportal${p}`,
    /** Logs in over HTTP and returns the session cookie ("KP_SESSION=…"). */
    async loginCookie(username, password = 'Demo-2026!') {
      const res = await fetch(`${origin}/kundenportal-api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ username, password }),
      });
      if (!res.ok) throw new Error(`Login ${username}: HTTP ${res.status}`);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('KP_SESSION='));
      return cookie.split(';')[0];
    },
    close: () => app.close(),
  };
}

export { repoRoot };
