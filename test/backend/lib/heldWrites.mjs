/**
 * Test control latency for writes (the hidden-harness pattern): a write matched by
 * `POST /__test/latency` is held after its body has arrived (preHandler), so it runs to its end even when the
 * browser goes away meanwhile (reload, Back), as a real backend's would. Other calls are held in the
 * onRequest hook (routes/test-control.mjs).
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Is `req` a write that the test control holds in preHandler? */
export const isHeldWrite = (req) => WRITES.has(req.method) && !req.url.startsWith('/__test/');

/** @param {import('fastify').FastifyInstance} app @param {{ control: { latency: Array<{ pathPrefix: string, ms: number }> } }} ctx */
export function registerHeldWrites(app, ctx) {
  app.addHook('preHandler', async (req) => {
    if (!ctx.control.latency.length || !isHeldWrite(req)) return;
    const l = ctx.control.latency.find((x) => req.url.startsWith(x.pathPrefix));
    if (l) await sleep(l.ms);
  });
}
