/**
 * Idempotency-Key on every writing call (our recommendation to the provider, README.md).
 * A write that carries `Idempotency-Key: <1–200 printable ASCII>` is answered once: a repeat with the same key
 * (same caller, same call and body) gets the first answer again, marked `Idempotency-Replayed: true`, and the
 * handler does not run a second time. A repeat that arrives while the first is still being handled waits for
 * its answer. The same key for another call or body is refused with 422. Answers that ask the caller to try
 * again (401, 428, 429, 5xx) are not kept, so the repeat runs, nor are answers over MAX_KEPT_BYTES. Keys are kept
 * 24 h, at most MAX_KEYS. Logins, password and code steps and answers with secrets are never replayed
 * (NEVER_REPLAYED): only writes that order something or change data are.
 *
 * Registered from server.mjs as root hooks: preHandler runs after the portal's session check (onRequest), so a
 * replay needs the same session's customer; onSend (before compression) keeps the serialized answer.
 */
import { createHash } from 'node:crypto';
import { ORDER_API_PREFIX, PORTAL_API_PREFIX } from '../config.mjs';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_RE = /^[\x21-\x7e]{1,200}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 10_000;
/** a repeat waits at most this long for the first call's answer, then runs on its own */
const WAIT_MS = 60_000;
const NOT_KEPT = new Set([401, 428, 429]);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Answers kept for a repeat are small (an order's number, a changed record); a larger one is not kept, so the
 * store stays bounded (MAX_KEYS × this) and a repeat runs again.
 */
export const MAX_KEPT_BYTES = 16 * 1024;
/**
 * Calls that are no order and change no customer data, whose answers must never be handed out again: logins
 * (their answer is the whole customer and comes with a cookie), password and code steps, answers that carry a
 * secret (the TOTP set-up, backup codes, the proof of a confirmed code, WebAuthn options), session calls and
 * tracking. Their Idempotency-Key is ignored. Paths below the portal API prefix as registered.
 */
const NEVER_REPLAYED = [
  /^\/login(\/|$)/,
  /^\/password\//,
  /^\/user\/(logout|keepalive|validate-password)$/,
  /^\/user\/zwei-faktor\/(einrichten|aktivieren|backup-codes|bestaetigen|deaktivieren)$/,
  /^\/user\/passkeys\/optionen$/,
  /^\/tracking(\/|$)/,
];
const neverReplayed = (req) => {
  const route = req.routeOptions?.url ?? '';
  if (!route.startsWith(`${PORTAL_API_PREFIX}/`)) return false;
  const path = route.slice(PORTAL_API_PREFIX.length);
  return NEVER_REPLAYED.some((re) => re.test(path));
};

const KEY_INVALID = 'Der Idempotency-Key ist ungültig (1 bis 200 sichtbare ASCII-Zeichen).';
const KEY_REUSED =
  'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Es wurde nichts gespeichert.';

/**
 * @typedef {{ fingerprint: string, at: number, done: boolean, status?: number, type?: string, payload?: string,
 *   settled: Promise<void>, settle: () => void }} Entry
 */

/** The caller a key belongs to: the session's customer, else the account the write names, else anonymous. */
function scopeOf(req) {
  return String(req.customer?.kundendaten?.number ?? req.headers['x-kundennummer'] ?? '-');
}

function fingerprintOf(req) {
  const body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null);
  return createHash('sha256').update(`${req.method} ${req.url}\n${body}`).digest('hex');
}

/** @param {import('fastify').FastifyInstance} app @param {{ nowMs: () => number }} ctx */
export function registerIdempotency(app, ctx) {
  /** @type {Map<string, Entry>} */
  const keys = new Map();
  ctx.idempotency = keys;

  const prune = (now) => {
    for (const [k, e] of keys) {
      if (keys.size <= MAX_KEYS && now - e.at < KEEP_MS) break; // insertion order: the oldest come first
      if (e.done) keys.delete(k);
      else if (now - e.at >= KEEP_MS) keys.delete(k);
    }
  };

  app.addHook('preHandler', async (req, reply) => {
    if (!WRITES.has(req.method)) return;
    if (!req.url.startsWith(`${PORTAL_API_PREFIX}/`) && !req.url.startsWith(`${ORDER_API_PREFIX}/`)) return;
    if (neverReplayed(req)) return;
    const raw = req.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return;
    if (typeof raw !== 'string' || !KEY_RE.test(raw)) return reply.code(400).send({ message: KEY_INVALID });
    const id = `${scopeOf(req)}\n${raw}`;
    const fingerprint = fingerprintOf(req);
    let entry = keys.get(id);
    if (entry && !entry.done) {
      // the first call is still being handled (e.g. the client sent again after a lost answer): wait for it, at
      // most WAIT_MS; the timer is cleared once it answered (a pending 60 s timer kept jest's worker from exiting)
      let timer;
      await Promise.race([entry.settled, new Promise((r) => (timer = setTimeout(r, WAIT_MS)))]);
      clearTimeout(timer);
      entry = keys.get(id);
    }
    if (entry?.done) {
      if (entry.fingerprint !== fingerprint) return reply.code(422).send({ message: KEY_REUSED });
      reply.code(entry.status ?? 200).header('Idempotency-Replayed', 'true');
      if (entry.type) reply.type(entry.type);
      return reply.send(entry.payload);
    }
    if (entry && entry.fingerprint !== fingerprint) return reply.code(422).send({ message: KEY_REUSED });
    const now = ctx.nowMs();
    prune(now);
    /** @type {() => void} */
    let settle = () => {};
    const settled = new Promise((resolve) => {
      settle = resolve;
    });
    const own = { fingerprint, at: now, done: false, settled, settle };
    keys.set(id, own);
    req.idempotencyEntry = { id, entry: own };
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotencyEntry;
    if (!held) return payload;
    req.idempotencyEntry = undefined;
    const status = reply.statusCode;
    const keep =
      status < 500 &&
      !NOT_KEPT.has(status) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      Buffer.byteLength(payload) <= MAX_KEPT_BYTES;
    if (keep) {
      Object.assign(held.entry, {
        done: true,
        status,
        type: String(reply.getHeader('content-type') ?? ''),
        payload: String(payload),
      });
    } else if (keys.get(held.id) === held.entry) keys.delete(held.id);
    held.entry.settle();
    return payload;
  });

  // an aborted request (the client went away while the handler ran) must not leave a repeat waiting
  app.addHook('onResponse', async (req) => {
    const held = req.idempotencyEntry;
    if (!held) return;
    if (keys.get(held.id) === held.entry && !held.entry.done) keys.delete(held.id);
    held.entry.settle();
  });
}
