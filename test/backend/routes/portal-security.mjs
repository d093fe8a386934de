/**
 * Sign-in security (our design, beyond the spec): two-step login with TOTP and backup codes and the
 * step-up for critical changes. Passkeys: portal-passkeys.mjs; signed-in devices: portal-sessions.mjs.
 * Documented in test/backend/README.md („Anmeldung & Sicherheit“).
 */
import { bad, isBlank } from '../lib/util.mjs';
import { createFailureThrottle, tooMany } from '../lib/throttle.mjs';
import { clearCookie, readCookie } from '../lib/request.mjs';
import {
  MODES,
  STEP_UP_SECONDS,
  matchesSecret,
  newBackupCodes,
  newTotpSecret,
  securityMaps,
  securityOf,
  securityView,
  stepUpAction,
  newProof,
  useSecondFactor,
} from '../lib/security.mjs';
import { PENDING_COOKIE, finishLogin } from '../lib/login.mjs';

const PUBLIC = { config: { public: true } };
const CODE_ATTEMPTS = 'Versuche mit einem Sicherheitscode';
const WRONG_CODE =
  'Der Code ist nicht gültig. Bitte geben Sie den aktuellen Code aus Ihrer App oder einen Backup-Code ein.';

export const STEP_UP_NEEDED = {
  code: 'ZWEITER_FAKTOR',
  message: 'Bitte bestätigen Sie diese Änderung mit einem Code aus Ihrer Authenticator-App.',
};

/**
 * preHandler of the portal API: a call of the step-up table (src/config/stepUp.json) in a two-step mode that
 * asks for it needs a code confirmed in this session within STEP_UP_SECONDS (at login, or
 * user/zwei-faktor/bestaetigen); otherwise 403 ZWEITER_FAKTOR, nothing changed.
 */
export function requireStepUp(ctx) {
  return async (req, reply) => {
    if (!req.customer || !req.kpSession) return;
    const path = (req.routeOptions.url ?? '').replace(/^\/kundenportal-api/, '');
    if (!stepUpAction(req.customer, 'portal', req.method, path)) return;
    // the forced first password change (spec: passwortwechsel_erzwingen) has its own page without the question
    if (path === '/user/password' && req.customer.kundendaten.passwortwechsel_erzwingen) return;
    if ((req.kpSession.bestaetigtBis ?? 0) > ctx.nowMs()) return;
    return reply.code(403).send(STEP_UP_NEEDED);
  };
}

export async function securityRoutes(app) {
  const ctx = app.ctx;
  const { store, nowMs } = ctx;
  const maps = () => securityMaps(ctx);
  // wrong codes per customer (and per address)
  const codes = createFailureThrottle(ctx, { perCustomer: 5, perAddress: 30 });

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

  app.get('/user/sicherheit', async (req) => securityView(req.customer, req.kpSession));

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
    // the code just typed is a fresh second factor: the step-up calls need no second one right after the login
    return finishLogin(ctx, req, reply, c, { confirmedUntil: nowMs() + STEP_UP_SECONDS * 1000 });
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
    return { ...securityView(c, req.kpSession), backupCodes };
  });

  // lowering the mode needs a fresh code (stepUp.json, checked by requireStepUp before this runs)
  app.put('/user/zwei-faktor', async (req) => {
    const s = securityOf(req.customer);
    if (!s.totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    if (!MODES.includes(req.body?.modus)) throw bad('Bitte wählen Sie, wann nach dem Code gefragt wird.');
    s.totp.modus = req.body.modus;
    return securityView(req.customer, req.kpSession);
  });

  app.post('/user/zwei-faktor/backup-codes', async (req, reply) => {
    const c = req.customer;
    if (!securityOf(c).totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    const r = checkCode(req, reply, c, req.body?.code);
    if (r.reply) return r.reply;
    const backupCodes = newBackupCodes(c);
    return { ...securityView(c, req.kpSession), backupCodes };
  });

  app.post('/user/zwei-faktor/bestaetigen', async (req, reply) => {
    const c = req.customer;
    if (!securityOf(c).totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    const r = checkCode(req, reply, c, req.body?.code);
    if (r.reply) return r.reply;
    req.kpSession.bestaetigtBis = nowMs() + STEP_UP_SECONDS * 1000;
    // the order API takes no cookie: the portal sends this proof with an order (PROOF_HEADER)
    return {
      gueltigBis: new Date(req.kpSession.bestaetigtBis).toISOString(),
      nachweis: newProof(ctx, c, req.kpSession.bestaetigtBis),
    };
  });

  app.post('/user/zwei-faktor/deaktivieren', async (req, reply) => {
    const c = req.customer;
    if (!securityOf(c).totp) throw bad('Die Anmeldung in zwei Schritten ist nicht eingerichtet.');
    const r = checkCode(req, reply, c, req.body?.code);
    if (r.reply) return r.reply;
    securityOf(c).totp = null;
    return securityView(c, req.kpSession);
  });
}
