/**
 * npm run test:browsers: the smoke journeys (journeys.mjs) in Firefox ESR and WebKitGTK against the built portal
 * (dist/) behind nginx with the production configuration, as the e2e suite serves it. One line per journey and
 * engine; exit ≠ 0 on a failure, with a screenshot in .tmp/browsers/. An engine that is not installed is skipped
 * with a hint, except in CI (CI set), where every engine is required: .ci/run installs them.
 *   node test/browsers/run.mjs [firefox|webkit]           one engine
 *   node test/browsers/run.mjs firefox|webkit <text>      its journeys whose name contains <text>
 *   DIST_DIR=.tmp/dist-x node test/browsers/run.mjs        a build of one's own (as the e2e suite)
 *   SHOTS=1 node test/browsers/run.mjs                     also a screenshot of each journey's last page
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxMissing, startNginx, LOCAL_PROXY } from '../../deploy/nginx/local.mjs';
import { createServer } from '../backend/server.mjs';
import { ENGINES, missingFor } from './drivers.mjs';
import { JOURNEYS } from './journeys.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
const shots = path.join(repoRoot, '.tmp', 'browsers');
const wanted = process.argv[2] ? [process.argv[2]] : Object.keys(ENGINES);
const named = process.argv[3] ?? '';
const INSTALL_HINT = 'apt-get install -y firefox-esr webkit2gtk-driver xvfb';

const engines = [];
for (const engine of wanted) {
  const missing = missingFor(engine);
  if (missing.length === 0) engines.push(engine);
  else if (process.env.CI) throw new Error(`${engine}: ${missing.join(', ')} fehlt (${INSTALL_HINT})`);
  else console.warn(`[browsers] ${engine} übersprungen: ${missing.join(', ')} fehlt (${INSTALL_HINT})`);
}

const useNginx = !nginxMissing();
if (!useNginx && process.env.CI) throw new Error(`nginx fehlt: ${nginxMissing()}`);
const app = createServer({ repoRoot, distDir, testControl: true, trustedProxies: useNginx ? LOCAL_PROXY : undefined });
await app.listen({ port: 0, host: '127.0.0.1' });
const backend = `127.0.0.1:${app.server.address().port}`;
const nginx = useNginx ? await startNginx({ backend, distDir, testControl: true }) : undefined;
const origin = nginx?.origin ?? `http://${backend}`;
const portal = (route) => `${origin}/kundenportal${route}`;

let failures = 0;
try {
  await mkdir(shots, { recursive: true });
  for (const engine of engines) {
    const browser = await ENGINES[engine].start();
    try {
      for (const journey of JOURNEYS.filter(
        (j) => (!j.engines || j.engines.includes(engine)) && j.name.includes(named),
      )) {
        // every journey from the demo data as it ships: one journey's change is not the next one's start
        await fetch(`${origin}/__test/reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        const started = Date.now();
        const page = await browser.newPage(journey.viewport);
        // WebKitGTK's MiniBrowser keeps a window at least 447 px wide: still the phone layout (below 600 px)
        const width = await page.run(() => window.innerWidth).catch(() => journey.viewport.width);
        try {
          const figure = await journey.run(page, portal);
          // SHOTS=1: the page each journey ends on, to look at
          if (process.env.SHOTS)
            await page.screenshot(path.join(shots, `${engine}-${JOURNEYS.indexOf(journey) + 1}-ok.png`));
          console.log(
            `ok    ${browser.name} ${width} px · ${journey.name} (${figure ? `${figure}; ` : ''}${Date.now() - started} ms)`,
          );
        } catch (error) {
          failures += 1;
          const file = path.join(shots, `${engine}-${JOURNEYS.indexOf(journey) + 1}.png`);
          await page.screenshot(file).catch(() => undefined);
          console.log(`FEHLER ${browser.name} ${width} px · ${journey.name}`);
          console.log(
            `      ${error.name}: ${String(error.message).split('\n')[0]} (bei ${await Promise.resolve()
              .then(() => page.url())
              .catch(() => '?')}; ${file})`,
          );
        } finally {
          await page.close().catch(() => undefined);
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await nginx?.stop();
  await app.close();
}
process.exit(failures > 0 ? 1 : 0);
