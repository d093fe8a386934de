/**
 * npm start: the stand-in backend on 127.0.0.1:PORT (default 8080), serving dist/ under /kundenportal/.
 * npm run start:nginx (--nginx): nginx with the production configuration (deploy/nginx/) on PORT serves dist/
 * and forwards the calls to the stand-in on a free port (BACKEND_PORT to choose it).
 * Env: PORT, SESSION_IDLE_S, SESSION_ABSOLUTE_S, HMAC_KEY, BACKEND_TEST_CONTROL=1, PORTAL_API_URL, ORDER_API_URL,
 * ALLOWED_ORIGINS (comma-separated extra origins accepted by the CSRF check), TRUSTED_PROXIES (addresses whose
 * X-Forwarded-For is believed), LOG=1, DIST_DIR (default dist/).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './server.mjs';
import { DEMO_LOGINS } from './data/customers.mjs';
import { LOCAL_PROXY, startNginx } from '../../deploy/nginx/local.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const withNginx = process.argv.includes('--nginx');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

// DIST_DIR: serve a build in another folder (as build.mjs writes it; npm run dev passes it on)
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
const app = createServer({
  repoRoot,
  distDir,
  logger: process.env.LOG === '1',
  // behind the local nginx the client's address is the one nginx forwards
  ...(withNginx ? { trustedProxies: LOCAL_PROXY } : {}),
});
let nginx;
let stopping = false;
try {
  if (withNginx) {
    await app.listen({ port: Number(process.env.BACKEND_PORT ?? 0), host: '127.0.0.1' });
    nginx = await startNginx({ backend: `127.0.0.1:${app.server.address().port}`, port, distDir });
  } else {
    await app.listen({ port, host });
  }
} catch (e) {
  console.error(`Der Server konnte nicht starten: ${e.message}`);
  await app.close();
  process.exit(1);
}
const { opts } = app.ctx;
if (nginx) {
  // nginx gone (killed, crashed): nothing would serve the portal any more
  nginx.process.once('exit', (code) => {
    if (stopping) return;
    console.error(`nginx wurde beendet (Code ${code}).`);
    app.close().then(() => process.exit(1));
  });
  console.log(`\nKundenportal (nginx mit deploy/nginx/): ${nginx.origin}/kundenportal/`);
  console.log(`Stand-in-Backend dahinter: http://127.0.0.1:${app.server.address().port}\n`);
} else {
  console.log(`\nKundenportal (Stand-in-Backend): http://${host}:${port}/kundenportal/\n`);
}
if (opts.portalApiUrl) console.log(`Portal-API wird weitergeleitet an ${opts.portalApiUrl}`);
if (opts.orderApiUrl) console.log(`Order-API wird weitergeleitet an ${opts.orderApiUrl}`);
if (opts.testControl) console.log('Teststeuerung aktiv unter /__test/');
console.log(`Sitzung: Leerlauf ${opts.idleSeconds} s, absolut ${opts.absoluteSeconds} s\n`);
console.log('Demo-Zugänge:');
console.table(
  DEMO_LOGINS.map((l) => ({
    Benutzername: l.username,
    Passwort: l.password,
    Kundennummer: l.kundennummer,
    Zweck: l.description,
  })),
);

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopping = true;
    Promise.all([nginx?.stop(), app.close()]).then(() => process.exit(0));
  });
}
