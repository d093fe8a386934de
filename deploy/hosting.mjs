/**
 * How the portal is hosted, declared once: the prerendered routes, the proxied API prefixes, the security
 * headers with the CSP, and the cache rules. Three readers, so they cannot drift apart:
 *   - build.mjs prerenders exactly these routes and inlines the boot-recovery script (via deploy/pages.mjs);
 *   - the stand-in (test/backend/server.mjs, routes/static.mjs) sends these headers and pages;
 *   - deploy/nginx/generate.mjs writes the production nginx configuration from them.
 * test/backend/hosting.test.mjs fails when the committed nginx files are stale, and test/e2e/hosting.e2e.mjs
 * compares the live headers of the stand-in and nginx.
 */
import spec from '../src/config/specConstants.json' with { type: 'json' };
import trustedTypes from '../src/config/trustedTypes.json' with { type: 'json' };
import nachweis from '../src/config/nachweis.json' with { type: 'json' };
import { bootRecoveryScript, PRERENDERED } from './pages.mjs';

// the prerendered pages and the boot-recovery script, in a module of their own for build.mjs
export { bootRecoveryScript, PRERENDERED, prerenderedFile } from './pages.mjs';

/** '/kundenportal' */
export const PUBLIC_PATH = spec.PUBLIC_PATH;

/** A path segment of a route parameter: what our ids are made of. */
const PARAM_SEGMENT = '[A-Za-z0-9_-]+';

/** The prerendered route a path below PUBLIC_PATH belongs to (case-insensitive, optional trailing slash). */
export function prerenderedRoute(subPath) {
  return Object.keys(PRERENDERED).find((route) => routeRegExp(route).test(subPath));
}

/** A route pattern as a regular expression over the path below PUBLIC_PATH (also used in the nginx config). */
export function routeRegExp(route) {
  const source = route
    .split('/')
    .map((part) => (part.startsWith(':') ? PARAM_SEGMENT : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** '/bx-i18n-api/v1/lang/' -> '/bx-i18n-api/' */
const firstSegment = (url) => `/${url.split('/')[1]}/`;

/** Prefixes the web server forwards to the provider's backends (§7), with the upstream each goes to. */
export const PROXIED = [
  { prefix: spec.API_BASE.portal, upstream: 'kundenportal_api', noStore: true },
  { prefix: spec.API_BASE.order, upstream: 'kundenportal_order_api', noStore: true },
  { prefix: firstSegment(spec.API_BASE.checkIban), upstream: 'kundenportal_web', noStore: true },
  { prefix: spec.API_BASE.editorial, upstream: 'kundenportal_web', noStore: false },
  { prefix: firstSegment(spec.API_BASE.i18n), upstream: 'kundenportal_web', noStore: false },
];

/** Where browsers send CSP violation reports (the stand-in logs them; a host points it at its collector). */
export const CSP_REPORT_PATH = '/csp-report';
/** Health check of the web server (answers without touching a backend). */
export const HEALTH_PATH = '/healthz';

/**
 * Content-Security-Policy of every answer. `nonce` allows the portal's emotion <style> elements (a fresh one
 * per HTML answer); Trusted Types: HTML sinks only take what the boot script's default policy lets through
 * (plain text, see public/boot-recovery.js) or a named policy of src/config/trustedTypes.json.
 */
export function csp(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' '${bootRecoveryScript().hash}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    // the boot script's default policy (plain text only) and the portal's own named policies
    `trusted-types default ${Object.values(trustedTypes).join(' ')}`,
    // report-uri, not report-to: Chromium ignores report-uri once report-to is set, and delivers report-to's
    // batches late or not at all (no report within 5 s here); report-uri posts each violation at once
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Headers of every answer besides the CSP and Cache-Control (HSTS only over https, see `hsts`). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // the portal embeds nothing from other origins (fonts, images and PDFs are its own or blob:/data:), so
  // require-corp costs nothing and keeps a future third-party embed from loading without its consent
  'Cross-Origin-Embedder-Policy': 'require-corp',
  // no Flash or PDF plug-in may read data across domains from this site
  'X-Permitted-Cross-Domain-Policies': 'none',
};

/**
 * Sent with the logout's answer: the browser drops what it cached of this site. Not "storage" or "cookies": the
 * other tabs learn of the logout through localStorage, and the cookie consent lives there; the session cookie
 * is deleted by name.
 */
export const CLEAR_SITE_DATA = '"cache"';

/** Strict-Transport-Security, sent only on answers over https (directly or behind a proxy that says so). */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** Cache-Control per kind of answer. */
export const CACHE = {
  /** HTML pages: always revalidated (they name the current hashed files) */
  html: 'no-cache',
  /** dist/assets/: names carry a content hash */
  hashed: 'public, max-age=31536000, immutable',
  /** other static files (base.css, favicon.svg) */
  static: 'no-cache',
  /** answers that carry personal data (or may) */
  noStore: 'no-store',
};

/** Path prefixes whose answers are never stored (with the stand-in's own test control). */
export const NO_STORE_PREFIXES = [
  ...PROXIED.filter((p) => p.noStore).map((p) => p.prefix),
  CSP_REPORT_PATH,
  '/__test/',
];

/** The placeholder in the HTML that each answer replaces with its fresh nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Largest request body of a call (bytes), in nginx and in the stand-in. */
export const BODY_LIMIT = 1024 * 1024;
/**
 * Largest body of the portal API, whose uploads carry a proof document as base64 in JSON: the largest allowed
 * file (src/config/nachweis.json) grows by a third, plus room for the other fields. nginx lets it through to
 * the portal API; the stand-in allows it only on the upload calls (everything else keeps BODY_LIMIT).
 */
export const UPLOAD_BODY_LIMIT = Math.ceil(nachweis.maxBytes / 3) * 4 + 64 * 1024;
/** The answer to a body over the limit, from nginx and the stand-in alike (never nginx's HTML page). */
export const TOO_LARGE = { code: 'ZU_GROSS', message: 'Die Anfrage ist zu groß. Es wurde nichts gespeichert.' };
