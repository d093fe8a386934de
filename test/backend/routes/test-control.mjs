/**
 * Test control (/__test/), only with testControl: true / BACKEND_TEST_CONTROL=1. Its state lives in arrays and
 * Maps, and names that could reach Object.prototype are refused (besides the global check in lib/input.mjs).
 */
import { vorgangControlRoutes } from './vorgang-control.mjs';
import { bad, str } from '../lib/util.mjs';
import { isForbiddenKey } from '../lib/input.mjs';
import { SHAPE_MODES } from '../lib/shapes.mjs';
import { isHeldWrite } from '../lib/heldWrites.mjs';
import { clockControlRoutes } from './clock-control.mjs';
import { stoerungControlRoutes } from './stoerung-control.mjs';
import { widerrufControlRoutes } from './widerruf-control.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * onRequest part: injected latency and failures for matching paths (never for /__test/ itself). Writes are
 * held later, once their body is there (lib/heldWrites.mjs), so they run to the end like a real backend's.
 */
export async function controlHook(ctx, req, reply) {
  const { latency, fail } = ctx.control;
  if ((!latency.length && !fail.length) || req.url.startsWith('/__test/')) return;
  const l = !isHeldWrite(req) && latency.find((x) => req.url.startsWith(x.pathPrefix));
  if (l) await sleep(l.ms);
  const f = fail.find((x) => req.url.startsWith(x.pathPrefix) && (x.times === undefined || x.times > 0));
  if (f) {
    if (f.times !== undefined) f.times -= 1;
    const message = f.status === 401 ? 'Sitzung abgelaufen' : 'Simulierter Fehler (Teststeuerung).';
    return reply.code(f.status).send({ message });
  }
}

/** A path prefix to match request URLs against. */
function pathPrefixOf(v) {
  if (typeof v !== 'string' || !v.startsWith('/')) throw bad('pathPrefix muss ein Pfad sein, der mit / beginnt.');
  return v;
}

/** A namespace or key of the i18n overrides: text, no prototype names (not even as a dotted part). */
function i18nName(v, what) {
  if (typeof v !== 'string' || !v.trim()) throw bad(`${what} ist erforderlich (Text).`);
  if (v.split('.').some(isForbiddenKey)) throw bad(`${what} ist nicht zulässig.`);
  return v;
}

export async function testControlRoutes(app) {
  const ctx = app.ctx;
  const { store, sessions } = ctx;
  await app.register(clockControlRoutes);
  await app.register(stoerungControlRoutes);
  await app.register(widerrufControlRoutes);
  await app.register(vorgangControlRoutes);

  app.post('/reset', async () => {
    ctx.clock.offsetMs = 0;
    store.reset();
    sessions.clear();
    ctx.control.latency = [];
    ctx.control.fail = [];
    ctx.control.i18nOverrides.clear();
    ctx.throttles?.clear();
    ctx.idempotency?.clear();
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
    const { ms } = req.body ?? {};
    if (!req.body?.pathPrefix) ctx.control.latency = [];
    else {
      const pathPrefix = pathPrefixOf(req.body.pathPrefix);
      if (!(Number(ms) >= 0)) throw bad('ms muss eine Zahl ≥ 0 sein.');
      ctx.control.latency = ctx.control.latency.filter((x) => x.pathPrefix !== pathPrefix);
      ctx.control.latency.push({ pathPrefix, ms: Number(ms) });
    }
    return { latency: ctx.control.latency };
  });

  app.post('/fail', async (req) => {
    const { status, times } = req.body ?? {};
    if (!req.body?.pathPrefix) ctx.control.fail = [];
    else {
      const pathPrefix = pathPrefixOf(req.body.pathPrefix);
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
    /** the cancellation receipt e-mails "sent" (to the holder's stored address, and a copy), with the login */
    kuendigungMails: store.customers.flatMap((c) =>
      (c.kuendigungMails ?? []).map((m) => ({ login: c.username, ...m })),
    ),
    tracking: store.tracking,
    vorgaenge: store.vorgaenge,
    lastEmailToken: store.lastEmailToken,
    lastResetToken: store.lastResetToken,
    resetTokens: [...store.resetTokens].map(([token, v]) => ({ token, ...v })),
    emailTokens: [...store.emailTokens].map(([token, v]) => ({ token, ...v })),
    sessions: sessions.size,
    control: { latency: ctx.control.latency, fail: ctx.control.fail },
    i18nOverrides: Object.fromEntries([...ctx.control.i18nOverrides].map(([ns, m]) => [ns, Object.fromEntries(m)])),
    shapes: ctx.shapes.mode,
  }));

  /** namespace → Map(key → text); applied by GET /bx-i18n-api/v1/lang/de */
  app.post('/i18n-override', async (req) => {
    const overrides = ctx.control.i18nOverrides;
    if (!req.body?.namespace) {
      overrides.clear();
      return { overrides: {} };
    }
    const namespace = i18nName(req.body.namespace, 'namespace');
    const key = i18nName(req.body.key, 'key');
    if (typeof req.body.value !== 'string') throw bad('value ist erforderlich (Text).');
    if (!overrides.has(namespace)) overrides.set(namespace, new Map());
    overrides.get(namespace).set(key, req.body.value);
    return { overrides: Object.fromEntries([...overrides].map(([ns, m]) => [ns, Object.fromEntries(m)])) };
  });
}
