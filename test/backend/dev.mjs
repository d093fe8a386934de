/**
 * npm run dev: the portal from src/ through Vite's dev server with React Fast Refresh, and the stand-in backend
 * behind it. Saving a component updates the open page in place: typed form input, the Redux store and the Redux
 * DevTools history stay; a broken module shows Vite's error overlay over the page. The production build stays
 * esbuild (build.mjs); the public path, the targets, the defines and index.html come from there, so the two
 * cannot drift apart.
 *
 * One address (PORT, default 8080): requests under the public path go to Vite (modules, public/, the HTML of
 * every route), every other request (the APIs, /__test/, the placeholder pages) to the stand-in on a free port.
 * Env: PORT, DEV_SOURCE_ROOT (serve another copy of src/ and public/, as the dev loop's e2e test does), and the
 * stand-in's variables (start.mjs).
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react-swc';
import { createServer as createVite } from 'vite';
import { definesFor, indexHtmlWith, PUBLIC_PATH, TARGETS } from '../../build.mjs';
import { DEMO_LOGINS } from './data/customers.mjs';
import { createServer as createBackend } from './server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourceRoot = path.resolve(process.env.DEV_SOURCE_ROOT ?? repoRoot);
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

// the stand-in without a build: under the public path only Vite answers
const backend = createBackend({ repoRoot, distDir: path.join(repoRoot, '.tmp', 'dev-no-dist') });
await backend.listen({ port: 0, host: '127.0.0.1' });
const backendPort = backend.server.address().port;

/** Passes a request on to the stand-in unchanged (Host included: its same-origin check sees the portal's). */
function toBackend(req, res) {
  const forward = http.request(
    { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Stand-in-Backend nicht erreichbar');
  });
  req.pipe(forward);
}

const server = http.createServer();
const vite = await createVite({
  configFile: false,
  root: sourceRoot,
  base: PUBLIC_PATH,
  publicDir: path.join(sourceRoot, 'public'),
  cacheDir: path.join(repoRoot, '.tmp', 'vite'),
  define: definesFor(true),
  // swc: already the project's TypeScript transform (jest); @vitejs/plugin-react's optional Babel 8 peer conflicts with jest's Babel 7
  plugins: [react({ disableOxcRecommendation: true })],
  build: { target: TARGETS },
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server }, fs: { allow: [sourceRoot, repoRoot] } },
  optimizeDeps: { entries: ['src/main.tsx'] },
  logLevel: process.env.DEV_QUIET === '1' ? 'warn' : 'info',
});

/** Every route's HTML: public/index.html with the entry module, as Vite serves it (its client, the refresh runtime). */
async function sendIndex(req, res) {
  try {
    const template = await indexHtmlWith('<script type="module" src="/src/main.tsx"></script>', sourceRoot);
    const html = await vite.transformIndexHtml(req.url ?? PUBLIC_PATH, template);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  } catch (error) {
    vite.ssrFixStacktrace(error);
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(String(error?.stack ?? error));
  }
}

server.on('request', (req, res) => {
  const url = req.url ?? '/';
  if (url === PUBLIC_PATH.slice(0, -1)) {
    res.writeHead(302, { Location: PUBLIC_PATH });
    res.end();
  } else if (!url.startsWith(PUBLIC_PATH)) toBackend(req, res);
  else vite.middlewares(req, res, () => sendIndex(req, res));
});
await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve));

console.log(`\nKundenportal (Entwicklung, Fast Refresh): http://${host}:${server.address().port}${PUBLIC_PATH}`);
console.log(`Stand-in-Backend dahinter: http://127.0.0.1:${backendPort}\n`);
if (process.env.DEV_QUIET !== '1') {
  console.log('Demo-Zugänge:');
  console.table(DEMO_LOGINS.map((l) => ({ Benutzername: l.username, Passwort: l.password, Zweck: l.description })));
}

const stop = () => Promise.all([vite.close(), backend.close()]).finally(() => process.exit(0));
process.on('SIGINT', stop).on('SIGTERM', stop);
