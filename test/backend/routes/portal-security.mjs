/**
 * Sign-in security (issue 34; our design, beyond the spec): passkeys (WebAuthn via @simplewebauthn/server),
 * two-step login with TOTP and backup codes, the step-up for critical changes, the list of signed-in devices.
 * Documented in README.md („Anmeldung & Sicherheit“).
 */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { SESSION_COOKIE } from '../config.mjs';
import { bad, isBlank, str } from '../lib/util.mjs';
import { createFailureThrottle, tooMany } from '../lib/throttle.mjs';
import { clearCookie, readCookie } from '../lib/request.mjs';
import {
  CHALLENGE_SECONDS,
  MODES,
  STEP_UP_SECONDS,
  matchesSecret,
  newBackupCodes,
  newTotpSecret,
  securityMaps,
  securityOf,
  securityView,
  takeChallenge,
  useSecondFactor,
  webauthnOrigin,
} from '../lib/security.mjs';
import { PENDING_COOKIE, finishLogin } from '../lib/login.mjs';

const PUBLIC = { config: { public: true } };
const CODE_ATTEMPTS = 'Versuche mit einem Sicherheitscode';
const PASSKEY_ATTEMPTS = 'Anmeldeversuche mit Passkey';
const WRONG_CODE =
  'Der Code ist nicht gültig. Bitte geben Sie den aktuellen Code aus Ihrer App oder einen Backup-Code ein.';
const PASSKEY_UNKNOWN =
  'Dieser Passkey ist bei uns nicht (mehr) hinterlegt. Bitte melden Sie sich mit Benutzername und Passwort an.';

/** Critical changes (mode „kritisch“ asks for a code first): method and path below the portal prefix. */
export const CRITICAL_CALLS = [
  ['POST', '/bankverbindung'],
  ['PUT', '/user/email'],
  ['PUT', '/user/password'],
];
export const STEP_UP_NEEDED = {
  code: 'ZWEITER_FAKTOR',
  message: 'Bitte bestätigen Sie diese Änderung mit einem Code aus Ihrer Authenticator-App.',
};

/**
 * preHandler of the portal API: in mode „kritisch“ a critical change needs a code confirmed in this session
 * within STEP_UP_SECONDS (user/zwei-faktor/bestaetigen); otherwise 403 ZWEITER_FAKTOR, nothing changed.
 */
export function requireStepUp(ctx) {
  return async (req, reply) => {
    if (!req.customer || !req.kpSession) return;
    const path = (req.routeOptions.url ?? '').replace(/^\/kundenportal-api/, '');
    if (!CRITICAL_CALLS.some(([m, p]) => m === req.method && p === path)) return;
    if (securityOf(req.customer).totp?.modus !== 'kritisch') return;
    // the forced first password change (spec: passwortwechsel_erzwingen) has its own page without the question
    if (path === '/user/password' && req.customer.kundendaten.passwortwechsel_erzwingen) return;
    if ((req.kpSession.bestaetigtBis ?? 0) > ctx.nowMs()) return;
    return reply.code(403).send(STEP_UP_NEEDED);
  };
}

export async function securityRoutes(app) {
  const ctx = app.ctx;
  const { store, sessions, nowMs } = ctx;
  const maps = () => securityMaps(ctx);
  // wrong codes per customer (and per address); wrong passwords at a passkey set-up count like logins
  const codes = createFailureThrottle(ctx, { perCustomer: 5, perAddress: 30 });
  const passkeyFailures = createFailureThrottle(ctx, { perCustomer: 30, perAddress: 30 });
  const t = ctx.throttles;

  /** Checks a code with throttling; answers 429 or 400, or returns what matched. */
  const checkCode = (req, reply, c, code) => {
    const wait = codes?.retryAfter(c.username, req.ip) ?? 0;
    if (wait) return { reply: tooMany(reply, wait, CODE_ATTEMPTS) };
    if (isBlank(code)) throw bad('Bitte geben Sie den Code ein.');
    const used = useSecondFactor(c, code, nowMs());
    if (!used) {
      codes?.fail(c.username, req.ip);
      throw bad(WRONG_CODE);
    }
    return { used };
  };

  /** The current password again (before a passkey is created), counted like a login. */
  const checkPassword = (_req, reply, c, password) => {
    const wait = t ? t.loginUser.retryAfter(c.username) : 0;
    if (wait) return tooMany(reply, wait, 'Versuche mit dem Passwort');
    if (isBlank(password)) throw bad('Bitte geben Sie Ihr Passwort ein.');
    if (c.password !== String(password)) {
      t?.loginUser.hit(c.username);
      throw bad('Das Passwort ist nicht korrekt.');
    }
    return null;
  };

  app.get('/user/sicherheit', async (req) => securityView(req.customer));

  // ---- two-step login: the code step of a login ----
  app.post('/login/zweiter-faktor', PUBLIC, async (req, reply) => {
    const { pending } = maps();
    const id = readCookie(req, PENDING_COOKIE);
    const entry = id && pending.get(id);
    if (!entry || entry.expiresAt <= nowMs()) {
      if (id) pending.delete(id);
      clearCookie(req, reply, PENDING_COOKIE);
      return reply
        .code(401)
        .send({ code: 'ZWEITER_SCHRITT_ABGELAUFEN', message: 'Bitte melden Sie sich erneut mit Ihrem Passwort an.' });
    }
    const c = store.byUsername(entry.username);
    const r = checkCode(req, reply, c, req.body?.code);
    if (r.reply) return r.reply;
    pending.delete(id);
    clearCookie(req, reply, PENDING_COOKIE);
    return finishLogin(ctx, req, reply, c);
  });

  // ---- two-step login: set-up, mode, backup codes, step-up ----
  app.post('/user/zwei-faktor/einrichten', async (req) => {
    if (securityOf(req.customer).totp) throw bad('Die Anmeldung in zwei Schritten ist bereits eingerichtet.');
    return newTotpSecret(req.customer);
  });

  app.post('/user/zwei-faktor/aktivieren', async (req, reply) => {
    const c = req.customer;
    const s = securityOf(c);
    const modus = req.body?.modus ?? 'anmeldung';
    if (!MODES.includes(modus)) throw bad('Bitte wählen Sie, wann nach dem Code gefragt wird.');
    if (!s.pendingSecret) throw bad('Bitte starten Sie die Einrichtung erneut.');
    const wait = codes?.retryAfter(c.username, req.ip) ?? 0;
    if (wait) return tooMany(reply, wait, CODE_ATTEMPTS);
    const counter = matchesSecret(s.pendingSecret, req.body?.code, nowMs());
    if (counter === null) {
      codes?.fail(c.username, req.ip);
      throw bad(WRONG_CODE);
    }
    // the set-up code is spent: it cannot confirm anything else
    s.totp = { secret: s.pendingSecret, modus, lastCounter: counter, backup: [] };
    s.pendingSecret = null;
    // the code just typed confirms critical changes for a while as well
    req.kpSession.bestaetigtBis = nowMs() + STEP_UP_SECONDS * 1000;
    const backupCodes = newBackupCodes(c);
    return { ...securityView(c), backupCodes };
  });

  app.put('/user/zwei-faktor', async (req) => {
    const s = securityOf(req.customer);
    if (!s.totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    if (!MODES.includes(req.body?.modus)) throw bad('Bitte wählen Sie, wann nach dem Code gefragt wird.');
    s.totp.modus = req.body.modus;
    return securityView(req.customer);
  });

  app.post('/user/zwei-faktor/backup-codes', async (req, reply) => {
    const c = req.customer;
    if (!securityOf(c).totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    const r = checkCode(req, reply, c, req.body?.code);
    if (r.reply) return r.reply;
    const backupCodes = newBackupCodes(c);
    return { ...securityView(c), backupCodes };
  });

  app.post('/user/zwei-faktor/bestaetigen', async (req, reply) => {
    const c = req.customer;
    if (!securityOf(c).totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    const r = checkCode(req, reply, c, req.body?.code);
    if (r.reply) return r.reply;
    req.kpSession.bestaetigtBis = nowMs() + STEP_UP_SECONDS * 1000;
    return { gueltigBis: new Date(req.kpSession.bestaetigtBis).toISOString() };
  });

  app.post('/user/zwei-faktor/deaktivieren', async (req, reply) => {
    const c = req.customer;
    if (!securityOf(c).totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    const r = checkCode(req, reply, c, req.body?.code);
    if (r.reply) return r.reply;
    securityOf(c).totp = null;
    return securityView(c);
  });

  // ---- passkeys: registration ----
  app.post('/user/passkeys/optionen', async (req, reply) => {
    const c = req.customer;
    const refused = checkPassword(req, reply, c, req.body?.passwort);
    if (refused) return refused;
    const s = securityOf(c);
    const { origin, rpID } = webauthnOrigin(ctx, req);
    const options = await generateRegistrationOptions({
      rpName: 'Kundenportal',
      rpID,
      userName: c.kundendaten.number,
      userDisplayName: `${c.kundendaten.firstname} ${c.kundendaten.lastname}`.trim() || c.kundendaten.number,
      userID: Buffer.from(s.userHandle, 'base64url'),
      attestationType: 'none',
      excludeCredentials: s.passkeys.map((p) => ({ id: p.id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: CHALLENGE_SECONDS * 1000,
    });
    maps().challenges.set(options.challenge, {
      kind: 'registrierung',
      username: c.username,
      origin,
      rpID,
      expiresAt: nowMs() + CHALLENGE_SECONDS * 1000,
    });
    return options;
  });

  app.post('/user/passkeys', async (req) => {
    const c = req.customer;
    const response = req.body?.response;
    const challenge = challengeOf(response);
    const entry = challenge && takeChallenge(maps().challenges, challenge, 'registrierung', nowMs());
    if (!entry || entry.username !== c.username)
      throw bad('Die Anfrage ist abgelaufen. Bitte starten Sie das Anlegen des Passkeys erneut.');
    let result;
    try {
      result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: entry.origin,
        expectedRPID: entry.rpID,
        requireUserVerification: false,
      });
    } catch {
      throw bad('Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.');
    }
    if (!result.verified) throw bad('Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.');
    const { credential } = result.registrationInfo;
    const s = securityOf(c);
    if (s.passkeys.some((p) => p.id === credential.id)) throw bad('Dieser Passkey ist bereits hinterlegt.');
    const name = str(req.body?.name) || `Passkey ${s.passkeys.length + 1}`;
    s.passkeys.push({
      id: credential.id,
      name: name.slice(0, 50),
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      erstelltAm: new Date(nowMs()).toISOString(),
      zuletztVerwendetAm: null,
    });
    return securityView(c);
  });

  app.put('/user/passkeys/:id', async (req) => {
    const p = passkeyOf(req.customer, req.params.id);
    const name = str(req.body?.name);
    if (!name) throw bad('Bitte geben Sie einen Namen ein.');
    if (name.length > 50) throw bad('Der Name ist zu lang (höchstens 50 Zeichen).');
    p.name = name;
    return securityView(req.customer);
  });

  app.delete('/user/passkeys/:id', async (req) => {
    const s = securityOf(req.customer);
    passkeyOf(req.customer, req.params.id);
    s.passkeys = s.passkeys.filter((p) => p.id !== req.params.id);
    return securityView(req.customer);
  });

  // ---- passkeys: sign-in (discoverable credentials, so conditional UI works without a user name) ----
  app.post('/login/passkey/optionen', PUBLIC, async (req) => {
    const { origin, rpID } = webauthnOrigin(ctx, req);
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'preferred',
      timeout: CHALLENGE_SECONDS * 1000,
    });
    const { challenges } = maps();
    // bounded: anonymous callers cannot fill the memory with challenges
    if (challenges.size >= 10000) challenges.delete(challenges.keys().next().value);
    challenges.set(options.challenge, {
      kind: 'anmeldung',
      origin,
      rpID,
      expiresAt: nowMs() + CHALLENGE_SECONDS * 1000,
    });
    return options;
  });

  app.post('/login/passkey', PUBLIC, async (req, reply) => {
    const wait = passkeyFailures?.retryAfter('', req.ip) ?? 0;
    if (wait) return tooMany(reply, wait, PASSKEY_ATTEMPTS);
    const response = req.body?.response;
    const challenge = challengeOf(response);
    const entry = challenge && takeChallenge(maps().challenges, challenge, 'anmeldung', nowMs());
    const fail = (message) => {
      passkeyFailures?.fail('', req.ip);
      return reply.code(400).send({ code: 'PASSKEY_ABGELEHNT', message });
    };
    if (!entry) return fail('Die Anmeldung mit Passkey ist abgelaufen. Bitte versuchen Sie es erneut.');
    const id = str(response?.id);
    const c = id && store.customers.find((x) => x.sicherheit?.passkeys.some((p) => p.id === id));
    if (!c) return fail(PASSKEY_UNKNOWN);
    const p = passkeyOf(c, id);
    let result;
    try {
      result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: entry.origin,
        expectedRPID: entry.rpID,
        credential: {
          id: p.id,
          publicKey: new Uint8Array(Buffer.from(p.publicKey, 'base64url')),
          counter: p.counter,
          transports: p.transports,
        },
        requireUserVerification: false,
      });
    } catch {
      return fail('Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.');
    }
    if (!result.verified) return fail('Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.');
    p.counter = result.authenticationInfo.newCounter;
    p.zuletztVerwendetAm = new Date(nowMs()).toISOString();
    // a passkey is two factors in one (possession + device unlock): no code step after it
    return finishLogin(ctx, req, reply, c);
  });

  // ---- signed-in devices ----
  app.get('/user/sitzungen', async (req) => {
    const own = req.kpSession;
    const list = sessions.list(req.customer.username).map((s) => {
      s.handle ??= randomBytes(12).toString('base64url');
      return {
        id: s.handle,
        browser: s.browser ?? 'Unbekannter Browser',
        angemeldetAm: new Date(s.createdAt).toISOString(),
        zuletztAktivAm: new Date(s.lastSeen).toISOString(),
        diesesGeraet: s.id === own.id,
      };
    });
    return { sitzungen: list.sort((a, b) => Number(b.diesesGeraet) - Number(a.diesesGeraet)) };
  });

  app.delete('/user/sitzungen/:id', async (req, reply) => {
    const s = sessions.list(req.customer.username).find((x) => x.handle && x.handle === req.params.id);
    if (!s) return reply.code(404).send({ message: 'Diese Sitzung ist bereits beendet.' });
    sessions.destroy(s.id);
    if (s.id === req.kpSession.id) clearCookie(req, reply, SESSION_COOKIE);
    return { success: true };
  });

  // „Überall abmelden“: every other session ends; this device stays signed in
  app.post('/user/sitzungen/andere-beenden', async (req) => {
    let beendet = 0;
    for (const s of sessions.list(req.customer.username)) {
      if (s.id === req.kpSession.id) continue;
      sessions.destroy(s.id);
      beendet += 1;
    }
    return { beendet };
  });
}

/** The challenge inside a WebAuthn answer's clientDataJSON (base64url JSON), or null. */
function challengeOf(response) {
  try {
    const json = JSON.parse(Buffer.from(String(response?.response?.clientDataJSON ?? ''), 'base64url').toString());
    return typeof json.challenge === 'string' ? json.challenge : null;
  } catch {
    return null;
  }
}

function passkeyOf(c, id) {
  const p = securityOf(c).passkeys.find((x) => x.id === String(id));
  if (!p) throw bad('Dieser Passkey ist nicht (mehr) hinterlegt.');
  return p;
}
