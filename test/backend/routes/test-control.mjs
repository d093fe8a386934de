/** Test control (/__test/), only with testControl: true / BACKEND_TEST_CONTROL=1. */
import { bad, str } from '../lib/util.mjs';
import { SHAPE_MODES } from '../lib/shapes.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** onRequest part: injected latency and failures for matching paths (never for /__test/ itself). */
export async function controlHook(ctx, req, reply) {
  const { latency, fail } = ctx.control;
  if ((!latency.length && !fail.length) || req.url.startsWith('/__test/')) return;
  const l = latency.find((x) => req.url.startsWith(x.pathPrefix));
  if (l) await sleep(l.ms);
  const f = fail.find((x) => req.url.startsWith(x.pathPrefix) && (x.times === undefined || x.times > 0));
  if (f) {
    if (f.times !== undefined) f.times -= 1;
    const message = f.status === 401 ? 'Sitzung abgelaufen' : 'Simulierter Fehler (Teststeuerung).';
    return reply.code(f.status).send({ message });
  }
}

export async function testControlRoutes(app) {
  const ctx = app.ctx;
  const { store, sessions } = ctx;

  app.post('/reset', async () => {
    store.reset();
    sessions.clear();
    ctx.control.latency = [];
    ctx.control.fail = [];
    ctx.shapes.mode = ctx.opts.shapes;
    return { success: true };
  });

  /** flips the reading of the open shapes at run time (lib/shapes.mjs); reset returns to the configured one */
  app.post('/shapes', async (req) => {
    const mode = req.body?.mode;
    if (!SHAPE_MODES.includes(mode)) throw bad(`mode muss ${SHAPE_MODES.join(' oder ')} sein.`);
    ctx.shapes.mode = mode;
    return { mode };
  });

  app.post('/expire-session', async (req) => ({ expired: sessions.expire(str(req.body?.username) || undefined) }));

  app.post('/latency', async (req) => {
    const { pathPrefix, ms } = req.body ?? {};
    if (!pathPrefix) ctx.control.latency = [];
    else {
      if (!(Number(ms) >= 0)) throw bad('ms muss eine Zahl ≥ 0 sein.');
      ctx.control.latency = ctx.control.latency.filter((x) => x.pathPrefix !== pathPrefix);
      ctx.control.latency.push({ pathPrefix, ms: Number(ms) });
    }
    return { latency: ctx.control.latency };
  });

  app.post('/fail', async (req) => {
    const { pathPrefix, status, times } = req.body ?? {};
    if (!pathPrefix) ctx.control.fail = [];
    else {
      const code = Number(status ?? 500);
      if (!(code >= 400 && code <= 599)) throw bad('status muss zwischen 400 und 599 liegen.');
      ctx.control.fail = ctx.control.fail.filter((x) => x.pathPrefix !== pathPrefix);
      ctx.control.fail.push({
        pathPrefix,
        status: code,
        times: times === undefined || times === null ? undefined : Number(times),
      });
    }
    return { fail: ctx.control.fail };
  });

  app.get('/state', async () => ({
    orders: store.orders,
    kuendigungen: store.kuendigungen,
    tracking: store.tracking,
    vorgaenge: store.vorgaenge,
    lastEmailToken: store.lastEmailToken,
    lastResetToken: store.lastResetToken,
    resetTokens: [...store.resetTokens].map(([token, v]) => ({ token, ...v })),
    emailTokens: [...store.emailTokens].map(([token, v]) => ({ token, ...v })),
    sessions: sessions.size,
    control: ctx.control,
    shapes: ctx.shapes.mode,
  }));

  app.post('/i18n-override', async (req) => {
    const { namespace, key, value } = req.body ?? {};
    if (!namespace) {
      store.i18nOverrides = {};
      return { overrides: {} };
    }
    if (!key || typeof value !== 'string') throw bad('namespace, key und value (Text) sind erforderlich.');
    store.i18nOverrides[namespace] = { ...(store.i18nOverrides[namespace] ?? {}), [key]: value };
    return { overrides: store.i18nOverrides };
  });
}
