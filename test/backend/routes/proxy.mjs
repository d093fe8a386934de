/** Proxy mode: forwards a prefix to a real backend (PORTAL_API_URL / ORDER_API_URL). */
import httpProxy from '@fastify/http-proxy';

/**
 * Registers @fastify/http-proxy for `prefix`, e.g. upstream "https://staging.example/kundenportal-api/".
 * @param {import('fastify').FastifyInstance} app
 */
export function registerProxy(app, prefix, upstream) {
  const url = new URL(upstream);
  app.register(async (child) => {
    // the proxy passes bodies through untouched: drop the JSON / form parsers inherited from the root
    child.removeAllContentTypeParsers();
    await child.register(httpProxy, {
      upstream: url.origin,
      prefix,
      rewritePrefix: url.pathname.replace(/\/$/, '') || '',
    });
  });
}
