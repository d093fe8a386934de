/**
 * Sign-in security of the stand-in: per-customer state for passkeys and two-step login (TOTP with
 * backup codes), the single-use challenges, the pending second step of a login and the origin WebAuthn checks.
 * State lives on the customer record (rebuilt by /__test/reset) or in Maps tied to the customer list, so a reset
 * starts every customer anew.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { isHttps } from './request.mjs';
import { bad } from './util.mjs';
import stepUp from '../../../src/config/stepUp.json' with { type: 'json' };

/** The demo customer with two-step login at every login; its secret is documented in README.md. */
export const DEMO_TOTP_USER = 'zweifaktor';
export const DEMO_TOTP_SECRET = 'KUNDENPORTALDEMOZWEIFAKTOR234567';

export const ISSUER = 'Kundenportal';
/** a WebAuthn challenge and a pending second login step expire after this */
export const CHALLENGE_SECONDS = 120;
export const PENDING_LOGIN_SECONDS = 300;
/** a confirmed code allows the calls of the step-up table for this long (src/config/stepUp.json) */
export const STEP_UP_SECONDS = stepUp.confirmSeconds;

/**
 * Whether a call needs a fresh second factor for this customer: the step-up table (src/config/stepUp.json, which
 * the portal reads as well) lists per action its calls and the two-step modes in which they ask. `api` is
 * 'portal' or 'order', `path` the route below the API's prefix as registered (`/vertrag/umzugeinfach/:contractId`).
 */
export function stepUpAction(c, api, method, path) {
  const modus = securityOf(c).totp?.modus;
  if (!modus) return null;
  for (const [action, rule] of Object.entries(stepUp.actions)) {
    if (!rule.modes.includes(modus)) continue;
    if (rule.calls.some(([a, m, p]) => a === api && m === method && p === path)) return action;
  }
  return null;
}
export const BACKUP_CODE_COUNT = 10;
export const MODES = ['anmeldung', 'kritisch'];

const hash = (code) => createHash('sha256').update(normaliseCode(code)).digest('hex');
/** codes are compared without spaces and dashes, case-insensitive (backup codes are typed from paper) */
export const normaliseCode = (code) =>
  String(code ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();

const totpOf = (secret, label = 'Kunde') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/**
 * The customer's security state, created on first use. The demo customer DEMO_TOTP_USER starts with two-step
 * login „bei jeder Anmeldung“ and the documented secret.
 */
export function securityOf(c) {
  if (!c.sicherheit) {
    c.sicherheit = {
      /** @type {Array<{ id: string, name: string, publicKey: string, counter: number, transports: string[], erstelltAm: string, zuletztVerwendetAm: string|null }>} */
      passkeys: [],
      /** @type {null | { secret: string, modus: 'anmeldung'|'kritisch', lastCounter: number, backup: Array<{ hash: string, used: boolean }> }} */
      totp: null,
      /** set-up in progress: the secret shown, not yet confirmed */
      pendingSecret: null,
      /** the registration challenge of the current passkey set-up */
      registration: null,
      /** WebAuthn user handle (random, not the customer number) */
      userHandle: randomBytes(16).toString('base64url'),
    };
    if (c.username === DEMO_TOTP_USER) {
      c.sicherheit.totp = { secret: DEMO_TOTP_SECRET, modus: 'anmeldung', lastCounter: -1, backup: [] };
    }
  }
  return c.sicherheit;
}

/**
 * What the portal may see of the state (no secret, no key, no code); with the session, until when a code confirmed
 * in it allows the step-up calls (`bestaetigtBis`, null when not), so the portal does not ask again.
 */
export function securityView(c, session) {
  const s = securityOf(c);
  const until = session?.bestaetigtBis ?? 0;
  return {
    passkeys: s.passkeys.map(({ id, name, erstelltAm, zuletztVerwendetAm }) => ({
      id,
      name,
      erstelltAm,
      zuletztVerwendetAm,
    })),
    zweiFaktor: {
      aktiv: Boolean(s.totp),
      modus: s.totp?.modus ?? null,
      backupCodesUebrig: s.totp ? s.totp.backup.filter((b) => !b.used).length : 0,
      ...(session ? { bestaetigtBis: until && s.totp ? new Date(until).toISOString() : null } : {}),
    },
  };
}

/** A new secret for the set-up, with its otpauth:// URI (shown as QR code and text). */
export function newTotpSecret(c) {
  const secret = new Secret({ size: 20 }).base32;
  securityOf(c).pendingSecret = secret;
  return { secret, otpauthUri: totpOf(secret, c.kundendaten.number).toString() };
}

/** The counter a 6-digit code matches (one step of clock drift either way), or null. */
function totpCounter(secret, code, nowMs) {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 30000) + delta;
}

/** Checks a code against a secret being set up (no replay state yet): the counter it matched, or null. */
export const matchesSecret = (secret, code, nowMs) => totpCounter(secret, code, nowMs);

/**
 * Checks a second-factor code of an active two-step login: a TOTP code not used before (replay: the counter
 * must move on) or an unused backup code, which is then spent. Returns 'totp', 'backup' or null.
 */
export function useSecondFactor(c, code, nowMs) {
  const totp = securityOf(c).totp;
  if (!totp) return null;
  const counter = totpCounter(totp.secret, code, nowMs);
  if (counter !== null && counter > totp.lastCounter) {
    totp.lastCounter = counter;
    return 'totp';
  }
  const h = hash(code);
  const backup = totp.backup.find((b) => !b.used && b.hash === h);
  if (backup) {
    backup.used = true;
    return 'backup';
  }
  return null;
}

/** Ten new backup codes (shown once; only their hashes are kept). */
export function newBackupCodes(c) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const raw = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${raw.slice(0, 4)}-${raw.slice(4)}`;
  });
  securityOf(c).totp.backup = codes.map((code) => ({ hash: hash(code), used: false }));
  return codes;
}

/**
 * The server's Maps of challenges and pending logins. They belong to one customer list: /__test/reset builds a
 * new list, and with it these start empty.
 * @returns {{ challenges: Map<string, any>, pending: Map<string, { username: string, expiresAt: number }> }}
 */
export function securityMaps(ctx) {
  ctx.securityMaps ??= { owner: null, challenges: new Map(), pending: new Map(), proofs: new Map() };
  const m = ctx.securityMaps;
  if (m.owner !== ctx.store.customers) {
    m.owner = ctx.store.customers;
    m.challenges.clear();
    m.pending.clear();
    m.proofs.clear();
  }
  return m;
}

/** The header that carries a confirmation to the order API, which takes no session cookie. */
export const PROOF_HEADER = 'x-zweiter-faktor';

/**
 * A confirmed code, for the order API: a random proof valid as long as the session's confirmation, for this
 * customer only (bounded: the oldest go first).
 */
export function newProof(ctx, c, until) {
  const { proofs } = securityMaps(ctx);
  const now = ctx.nowMs();
  for (const [k, p] of proofs) if (p.until <= now) proofs.delete(k);
  if (proofs.size >= 10000) proofs.delete(proofs.keys().next().value);
  const proof = randomBytes(32).toString('base64url');
  proofs.set(proof, { username: c.username, until });
  return proof;
}

/** Whether the request carries a live proof of a code confirmed by this customer. */
export function hasProof(ctx, req, c) {
  const p = securityMaps(ctx).proofs.get(String(req.headers[PROOF_HEADER] ?? ''));
  return Boolean(p && p.username === c.username && p.until > ctx.nowMs());
}

/**
 * Takes a challenge out (single use) when it is known, of this kind and not expired; null otherwise.
 * @param {Map<string, { kind: string, expiresAt: number, username?: string, origin: string }>} challenges
 */
export function takeChallenge(challenges, challenge, kind, nowMs) {
  const entry = challenges.get(challenge);
  if (!entry) return null;
  challenges.delete(challenge);
  return entry.kind === kind && entry.expiresAt > nowMs ? entry : null;
}

/**
 * The origin WebAuthn answers must come from, and its rpID: WEBAUTHN_ORIGIN (or ctx.opts.webauthnOrigin), in
 * production the portal's public origin. Without it only a local run works (Host localhost or 127.0.0.1, any
 * port): a foreign Host header never becomes the rpID.
 */
export function webauthnOrigin(ctx, req) {
  const configured = ctx.opts.webauthnOrigin ?? process.env.WEBAUTHN_ORIGIN;
  if (configured) return { origin: configured, rpID: new URL(configured).hostname };
  // unconfigured: only a development machine's own name, never a host a request claims
  let origin = '';
  try {
    origin = new URL(`${isHttps(req) ? 'https' : 'http'}://${req.headers.host}`).origin;
  } catch {
    // no usable Host
  }
  const rpID = origin ? new URL(origin).hostname : '';
  if (!LOCAL_HOSTS.has(rpID))
    throw bad(
      'Die Anmeldung mit Passkey ist auf diesem Server nicht eingerichtet. Bitte melden Sie sich mit Passwort an.',
    );
  return { origin, rpID };
}
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A short description of the browser for the device list (no full user-agent string is shown). */
export function browserName(userAgent) {
  const ua = String(userAgent ?? '');
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Unbekannter Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} unter ${os}` : browser;
}
