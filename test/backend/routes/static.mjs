/** Serves the built portal (dist/) under /kundenportal/ with history fallback, cache headers and the CSP nonce. */
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { PUBLIC_PATH } from '../config.mjs';

const NO_DIST = 'Das Portal ist noch nicht gebaut. Bitte zuerst npm run build ausführen.';

/**
 * The page's HTML: a build-time prerendered page when dist/prerendered/pages.json (written by build.mjs:
 * route pattern -> file, e.g. "/login" or "/private/dashboard/vertraege/:id/allgemeine-daten") has one for
 * this address, otherwise index.html. Read per request: `npm run dev` rebuilds dist while the server runs.
 */
function indexPath(ctx, req) {
  const sub = String(req?.url ?? '')
    .split('?')[0]
    .slice(PUBLIC_PATH.length);
  const dir = path.join(ctx.opts.distDir, 'prerendered');
  if (/^\/[a-z0-9/_-]+$/i.test(sub)) {
    let pages = {};
    try {
      pages = JSON.parse(fs.readFileSync(path.join(dir, 'pages.json'), 'utf8'));
    } catch {
      // no prerendered pages in this build
    }
    const pattern = Object.keys(pages).find((p) => matchPath({ path: p, end: true }, sub));
    if (pattern && /^[a-z0-9_.-]+\.html$/i.test(pages[pattern])) return path.join(dir, pages[pattern]);
  }
  return path.join(ctx.opts.distDir, 'index.html');
}

/** Sends index.html with a fresh nonce (the one of this request's CSP header). */
export function sendIndex(ctx, req, reply) {
  let html;
  try {
    html = fs.readFileSync(indexPath(ctx, req), 'utf8');
  } catch {
    return reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="de"><meta charset="utf-8"><title>Kundenportal</title><p>${NO_DIST}</p></html>`);
  }
  return reply
    .code(200)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html.replaceAll('__CSP_NONCE__', req.cspNonce));
}

/**
 * History fallback for the not-found handler: a GET under /kundenportal/ that is not a file gets index.html.
 * A path whose last segment looks like a file (has an extension) stays 404 unless the browser asks for HTML.
 * @returns {boolean} whether it answered
 */
export function serveIndexFallback(ctx, req, reply) {
  const url = req.url.split('?')[0];
  if (!(url === PUBLIC_PATH || url.startsWith(`${PUBLIC_PATH}/`))) return false;
  const last = url.slice(url.lastIndexOf('/') + 1);
  const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
  if (/\.[a-z0-9]{1,8}$/i.test(last) && !wantsHtml) return false;
  sendIndex(ctx, req, reply);
  return true;
}

export async function staticRoutes(app) {
  const ctx = app.ctx;
  app.get('/', (_req, reply) => reply.redirect(`${PUBLIC_PATH}/`));
  app.get(PUBLIC_PATH, (_req, reply) => reply.redirect(`${PUBLIC_PATH}/`));
  app.get(`${PUBLIC_PATH}/`, (req, reply) => sendIndex(ctx, req, reply));
  app.get(`${PUBLIC_PATH}/index.html`, (req, reply) => sendIndex(ctx, req, reply));

  if (!fs.existsSync(ctx.opts.distDir)) {
    app.get(`${PUBLIC_PATH}/*`, (req, reply) => sendIndex(ctx, req, reply)); // answers 503 with the hint
    return;
  }
  await app.register(fastifyStatic, {
    root: ctx.opts.distDir,
    prefix: `${PUBLIC_PATH}/`,
    index: false,
    wildcard: true,
    preCompressed: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
