/** Serves the built portal (dist/) under /kundenportal/ with history fallback, cache headers and the CSP nonce. */
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PATH } from '../config.mjs';
import { CACHE, NONCE_PLACEHOLDER, prerenderedFile, prerenderedRoute } from '../../../deploy/hosting.mjs';

const NO_DIST = 'Das Portal ist noch nicht gebaut. Bitte zuerst npm run build ausführen.';

/**
 * The page's HTML: the build-time prerendered page of its route (deploy/hosting.mjs, the list nginx serves
 * too) when the build wrote one, otherwise index.html.
 */
function indexPath(ctx, req) {
  const sub = String(req?.url ?? '')
    .split('?')[0]
    .slice(PUBLIC_PATH.length);
  const route = prerenderedRoute(sub);
  if (route) {
    const file = path.join(ctx.opts.distDir, 'prerendered', prerenderedFile(route));
    if (fs.existsSync(file)) return file;
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
    .header('Cache-Control', CACHE.html)
    .type('text/html; charset=utf-8')
    .send(html.replaceAll(NONCE_PLACEHOLDER, req.cspNonce));
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
    // the build's .br/.gz copies (build.mjs precompress), as nginx's brotli_static/gzip_static serve them
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? CACHE.hashed : CACHE.static);
    },
  });
}
