/**
 * Stand-in backend of the Kundenportal: createServer() returns a fastify instance (not listening).
 * Used by start.mjs (npm start), the jest tests (fastify.inject) and the e2e suite.
 */
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import { SESSION_IDLE_SECONDS, SESSION_ABSOLUTE_SECONDS, PORTAL_API_PREFIX, ORDER_API_PREFIX } from './config.mjs';
import { createStore } from './data/store.mjs';
import { createSessionStore } from './lib/session.mjs';
import { HttpError, fmtDate } from './lib/util.mjs';
import { cookies } from './lib/cookies.mjs';
import { portalRoutes } from './routes/portal.mjs';
import { orderRoutes } from './routes/order.mjs';
import { otherRoutes } from './routes/other.mjs';
import { staticRoutes, serveIndexFallback } from './routes/static.mjs';
import { placeholderRoutes } from './routes/placeholders.mjs';
import { testControlRoutes, controlHook } from './routes/test-control.mjs';
import { registerProxy } from './routes/proxy.mjs';
import { shapeAnswer, shapeMode } from './lib/shapes.mjs';
import { createThrottles } from './lib/throttle.mjs';
import { checkInput } from './lib/input.mjs';
import { isHttps } from './lib/request.mjs';
import { registerIdempotency } from './lib/idempotency.mjs';
import { registerHeldWrites } from './lib/heldWrites.mjs';
import { hostingRoutes } from './routes/hosting.mjs';
import {
  CACHE,
  csp,
  HSTS,
  NO_STORE_PREFIXES,
  PUBLIC_PATH as HTML_PATH,
  SECURITY_HEADERS,
  BODY_LIMIT,
  TOO_LARGE,
} from '../../deploy/hosting.mjs';

export const CSRF_MESSAGE = 'Die Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.';

// The headers, the CSP and the cache rules come from deploy/hosting.mjs, which the nginx configuration is
// generated from as well (deploy/nginx/generate.mjs): the stand-in and production cannot drift apart.
export { csp, HSTS };

/**
 * @param {{ distDir?: string, repoRoot?: string, testControl?: boolean, sessionIdleSeconds?: number,
 *   sessionAbsoluteSeconds?: number, now?: () => (number|Date), hmacKey?: string, portalApiUrl?: string,
 *   orderApiUrl?: string, allowedOrigins?: string[], logger?: boolean | object, shapes?: 'default'|'alt',
 *   throttle?: false | Partial<typeof import('./lib/throttle.mjs').THROTTLE_DEFAULTS>, trackingMax?: number,
 *   trustedProxies?: string[] | string }} [options]
 *   throttle: login / password-reset limits (false or env THROTTLE=off: none); trackingMax: stored tracking entries;
 *   trustedProxies (env TRUSTED_PROXIES, comma-separated): addresses of the proxies in front (nginx)
 */
export function createServer(options = {}) {
  const env = process.env;
  const repoRoot = options.repoRoot ?? process.cwd();
  const opts = {
    repoRoot,
    distDir: options.distDir ?? path.join(repoRoot, 'dist'),
    testControl: options.testControl ?? env.BACKEND_TEST_CONTROL === '1',
    idleSeconds: Number(options.sessionIdleSeconds ?? env.SESSION_IDLE_S ?? SESSION_IDLE_SECONDS),
    absoluteSeconds: Number(options.sessionAbsoluteSeconds ?? env.SESSION_ABSOLUTE_S ?? SESSION_ABSOLUTE_SECONDS),
    hmacKey: options.hmacKey ?? env.HMAC_KEY ?? 'stand-in-key',
    portalApiUrl: options.portalApiUrl ?? env.PORTAL_API_URL ?? '',
    orderApiUrl: options.orderApiUrl ?? env.ORDER_API_URL ?? '',
    allowedOrigins:
      options.allowedOrigins ?? (env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(',').map((s) => s.trim()) : []),
    /** reading of the spec's open shapes (lib/shapes.mjs); /__test/reset returns to it */
    shapes: shapeMode(options.shapes ?? env.SHAPES),
    throttle: options.throttle ?? (env.THROTTLE === 'off' ? false : undefined),
    trackingMax: Number(options.trackingMax ?? env.TRACKING_MAX ?? 1000),
    /** the proxies whose X-Forwarded-For names the client (req.ip); nobody else's is believed */
    trustedProxies: trustedProxies(options.trustedProxies ?? env.TRUSTED_PROXIES),
  };
  // the test control may move the clock (routes/clock-control.mjs); /__test/reset puts it back
  const clock = { offsetMs: 0 };
  const nowMs = () => {
    const v = options.now ? options.now() : Date.now();
    return (typeof v === 'number' ? v : v.getTime()) + clock.offsetMs;
  };
  const ctx = {
    opts,
    clock,
    nowMs,
    today: () => fmtDate(new Date(nowMs())),
    store: createStore(nowMs),
    sessions: createSessionStore({ idleSeconds: opts.idleSeconds, absoluteSeconds: opts.absoluteSeconds, now: nowMs }),
    control: { latency: [], fail: [], /** @type {Map<string, Map<string, string>>} */ i18nOverrides: new Map() },
    shapes: { mode: opts.shapes },
    /** null when throttling is off */
    throttles: createThrottles(opts.throttle, nowMs),
  };

  // req.ip, which every throttle counts, is the connecting address unless that is one of the configured proxies:
  // then the right-most forwarded address not of a proxy (what nginx appended, never what a client wrote)
  const app = Fastify({
    logger: options.logger ?? false,
    // the limit nginx has as well (deploy/hosting.mjs); the upload calls take UPLOAD_BODY_LIMIT
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustedProxies.length ? opts.trustedProxies : false,
  });
  app.decorate('ctx', ctx);

  // JSON bodies: an empty body counts as {} (fetch clients sometimes send the header without a body)
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (!body?.trim()) return done(null, {});
    let value;
    try {
      value = JSON.parse(body);
    } catch {
      return done(new HttpError(400, 'Die Anfrage enthält ungültiges JSON.'));
    }
    // every call takes an object: an array, a text or a number is refused here, not half-read by a route
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return done(new HttpError(400, 'Die Anfrage muss ein JSON-Objekt enthalten.'));
    done(null, value);
  });

  app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // live answers: a quality that costs little per answer (quality 9 made the stand-in fall over under load,
    // docs/performance.md); static files come precompressed by the build
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.register(cookies);
  app.register(formbody);

  app.addHook('onRequest', async (req, reply) => {
    req.cspNonce = randomBytes(16).toString('base64');
    if (['POST', 'PUT', 'DELETE', 'PATCH'].includes(req.method) && isForeign(req, opts.allowedOrigins)) {
      return reply.code(403).send({ message: CSRF_MESSAGE });
    }
    return controlHook(ctx, req, reply);
  });

  // Idempotency-Key on writes: a repeat gets the first answer
  registerIdempotency(app, ctx);
  // test control latency of writes: held once their body is there, run to the end like a real backend's
  registerHeldWrites(app, ctx);

  // every body and query: no prototype keys, texts within their limits (lib/input.mjs)
  // (an HTML page's query belongs to the portal, which reads it defensively: a page never answers like an API)
  app.addHook('preValidation', async (req) => {
    checkInput(req.body);
    if (!isHtmlPage(req)) checkInput(req.query);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Content-Security-Policy', csp(req.cspNonce ?? randomBytes(16).toString('base64')));
    reply.headers(SECURITY_HEADERS);
    if (isHttps(req)) reply.header('Strict-Transport-Security', HSTS);
    if (NO_STORE_PREFIXES.some((prefix) => req.url.startsWith(prefix))) reply.header('Cache-Control', CACHE.noStore);
    return payload;
  });

  // alt mode: the same data in the other reading of the spec's open shapes (one transform for all routes)
  app.addHook('preSerialization', async (req, reply, payload) => shapeAnswer(ctx, req, reply, payload));

  app.setErrorHandler((err, req, reply) => {
    if (err.german) return reply.code(err.statusCode).send({ message: err.message });
    const code = err.statusCode ?? 500;
    // the same answer as nginx's (deploy/hosting.mjs), so the portal reads one kind of "too large"
    if (code === 413) return reply.code(413).send(TOO_LARGE);
    if (code === 415) return reply.code(400).send({ message: 'Dieses Datenformat wird nicht unterstützt.' });
    if (code >= 400 && code < 500) return reply.code(400).send({ message: 'Die Anfrage ist ungültig.' });
    req.log.error(err);
    return reply
      .code(500)
      .send({ message: 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.' });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (serveIndexFallback(ctx, req, reply)) return reply;
    }
    return reply.code(404).send({ message: 'Die angeforderte Seite wurde nicht gefunden.' });
  });

  if (opts.portalApiUrl) registerProxy(app, PORTAL_API_PREFIX, opts.portalApiUrl);
  else app.register(portalRoutes, { prefix: PORTAL_API_PREFIX });
  if (opts.orderApiUrl) registerProxy(app, ORDER_API_PREFIX, opts.orderApiUrl);
  else app.register(orderRoutes, { prefix: ORDER_API_PREFIX });
  app.register(otherRoutes);
  app.register(placeholderRoutes);
  app.register(hostingRoutes);
  app.register(staticRoutes);
  if (opts.testControl) app.register(testControlRoutes, { prefix: '/__test' });
  // npm run dev: live reload and build errors in the page
  return app;
}

/** A list of addresses or CIDR ranges, given as an array or a comma-separated text. */
function trustedProxies(value) {
  const list = Array.isArray(value) ? value : String(value ?? '').split(',');
  return list.map((s) => String(s).trim()).filter(Boolean);
}

/** A GET of a page of the portal (not one of its files): answered with HTML whatever its query holds. */
const isHtmlPage = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.url === HTML_PATH || req.url.startsWith(`${HTML_PATH}/`) || req.url.startsWith(`${HTML_PATH}?`));

/** Login CSRF: a state-changing request from a foreign origin / foreign site. */
function isForeign(req, allowed) {
  const origin = req.headers.origin;
  if (origin !== undefined && allowed.includes(origin)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true; // "null" or garbage
  }
}
