/** Login, logout, current user, keep-alive, passwords, HMAC. */
import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_COOKIE, CAMPAIGN_COOKIE } from '../config.mjs';
import { userView } from '../data/store.mjs';
import { bad, checkEmail, isBlank, str } from '../lib/util.mjs';
import { tooMany } from '../lib/throttle.mjs';
import { clearCookie } from '../lib/request.mjs';
import { sameId } from '../lib/shapes.mjs';
import { securityOf } from '../lib/security.mjs';
import { finishLogin, pendingCampaign, startSecondStep } from '../lib/login.mjs';
import { CLEAR_SITE_DATA } from '../../../deploy/hosting.mjs';

const PUBLIC = { config: { public: true } };
/** session calls that change no customer data: no X-Kundennummer needed (routes/portal.mjs) */
const NO_GUARD = { config: { noAccountGuard: true } };

/** Password rules (beyond spec): min. 10 characters, upper, lower, digit, special character. */
export function passwordRules(pass) {
  const p = String(pass ?? '');
  const rules = [
    { id: 'length', ok: p.length >= 10 },
    { id: 'upper', ok: /[A-ZÄÖÜ]/.test(p) },
    { id: 'lower', ok: /[a-zäöüß]/.test(p) },
    { id: 'digit', ok: /[0-9]/.test(p) },
    { id: 'special', ok: /[^A-Za-z0-9ÄÖÜäöüß\s]/.test(p) },
  ];
  return { valid: rules.every((r) => r.ok), rules };
}

const WEAK =
  'Das neue Passwort erfüllt nicht alle Anforderungen (mindestens 10 Zeichen, Groß- und Kleinbuchstaben, Ziffer und Sonderzeichen).';

const LOGIN_ATTEMPTS = 'Anmeldeversuche';
const RESET_ATTEMPTS = 'Anfragen zum Zurücksetzen des Passworts';
const PASSWORD_ATTEMPTS = 'Versuche mit dem bisherigen Passwort';

export async function authRoutes(app) {
  const { store, sessions, opts, throttles: t } = app.ctx;

  app.post('/login', PUBLIC, async (req, reply) => {
    const { username, password } = req.body ?? {};
    if (isBlank(username) || isBlank(password)) throw bad('Bitte geben Sie Benutzername und Passwort ein.');
    // only failures count, per user name from this client address (req.ip: behind the proxy its forwarded
    // address, server.mjs trustProxy); while this address is blocked even the right password waits, another
    // address's right password never does
    const user = str(username).toLowerCase();
    const wait = t ? t.login.retryAfter(user, req.ip) : 0;
    if (wait) return tooMany(reply, wait, LOGIN_ATTEMPTS);
    const c = store.byUsername(username);
    if (!c || c.password !== String(password)) {
      t?.login.fail(user, req.ip);
      throw bad('Benutzername oder Passwort ist falsch.');
    }
    t?.login.succeed(user, req.ip);
    // two-step login at every login: no session yet, the code step finishes the login
    if (securityOf(c).totp?.modus === 'anmeldung') return startSecondStep(app.ctx, req, reply, c);
    return finishLogin(app.ctx, req, reply, c);
  });

  app.post('/user/logout', NO_GUARD, async (req, reply) => {
    sessions.destroy(req.kpSession.id);
    clearCookie(req, reply, SESSION_COOKIE);
    reply.header('Clear-Site-Data', CLEAR_SITE_DATA);
    return { success: true };
  });

  app.get('/user/current', async (req, reply) => {
    const s = req.kpSession;
    const camp = pendingCampaign(req);
    if (camp) {
      s.kampagnendaten = camp;
      clearCookie(req, reply, CAMPAIGN_COOKIE);
    }
    const kampagnendaten = s.kampagnendaten;
    s.kampagnendaten = null; // returned once
    reply.header('Cache-Control', 'no-store');
    return { ...userView(store, req.customer, opts.idleSeconds), kampagnendaten };
  });

  const keepalive = async () => ({ idleSeconds: opts.idleSeconds });
  app.get('/user/keepalive', keepalive);
  app.post('/user/keepalive', NO_GUARD, keepalive);

  app.post('/user/validate-password', NO_GUARD, async (req) => passwordRules(req.body?.pass));

  app.put('/user/password', async (req, reply) => {
    const { oldPassword, newPassword } = req.body ?? {};
    if (isBlank(oldPassword)) throw bad('Bitte geben Sie Ihr bisheriges Passwort ein.');
    if (isBlank(newPassword)) throw bad('Bitte geben Sie ein neues Passwort ein.');
    const c = req.customer;
    // the old-password check counts like a login: same per-user counter, same 429
    const wait = t ? t.login.retryAfter(c.username, req.ip) : 0;
    if (wait) return tooMany(reply, wait, PASSWORD_ATTEMPTS);
    if (c.password !== String(oldPassword)) {
      t?.login.fail(c.username, req.ip);
      throw bad('Das bisherige Passwort ist nicht korrekt.');
    }
    if (!passwordRules(newPassword).valid) throw bad(WEAK);
    if (String(newPassword) === String(oldPassword))
      throw bad('Das neue Passwort muss sich vom bisherigen unterscheiden.');
    c.password = String(newPassword);
    c.kundendaten.passwortwechsel_erzwingen = false;
    // a new password ends every other session: a thief's session does not outlive the change
    for (const other of sessions.list(c.username)) if (other.id !== req.kpSession.id) sessions.destroy(other.id);
    return { success: true };
  });

  // every request counts (the answer says nothing about the account, but each one may send an e-mail)
  app.post('/password/forget', PUBLIC, async (req, reply) => {
    const email = checkEmail(req.body?.email);
    const kundennummer = str(req.body?.kundennummer);
    if (!kundennummer) throw bad('Kundennummer ist ein Pflichtfeld.');
    const wait = t ? Math.max(t.resetCustomer.retryAfter(kundennummer), t.resetAddress.retryAfter(req.ip)) : 0;
    if (wait) return tooMany(reply, wait, RESET_ATTEMPTS);
    t?.resetCustomer.hit(kundennummer);
    t?.resetAddress.hit(req.ip);
    const c = store.byNumber(kundennummer);
    if (!c || c.kundendaten.email.toLowerCase() !== email.toLowerCase()) return { success: false };
    const token = randomBytes(16).toString('hex');
    store.resetTokens.set(token, { username: c.username, used: false });
    store.lastResetToken = token;
    return { success: true };
  });

  // beyond the spec: is a reset link still usable? Asked before the form is shown, so a used link
  // says so before any typing. Invalid tokens count per address like password/new (no guessing by asking).
  app.post('/password/token', PUBLIC, async (req, reply) => {
    const token = str(req.body?.token);
    const wait = t ? t.resetAddress.retryAfter(req.ip) : 0;
    if (wait) return tooMany(reply, wait, RESET_ATTEMPTS);
    const entry = store.resetTokens.get(token);
    const valid = Boolean(token && entry && !entry.used);
    if (!valid) t?.resetAddress.hit(req.ip);
    return { valid };
  });

  // guessing reset tokens: invalid ones count per address
  app.post('/password/new', PUBLIC, async (req, reply) => {
    const token = str(req.body?.token);
    const passwort = req.body?.passwort;
    const wait = t ? t.resetAddress.retryAfter(req.ip) : 0;
    if (wait) return tooMany(reply, wait, RESET_ATTEMPTS);
    const entry = store.resetTokens.get(token);
    if (!token || !entry || entry.used) {
      t?.resetAddress.hit(req.ip);
      throw bad('Der Link zum Zurücksetzen des Passworts ist ungültig oder wurde bereits verwendet.');
    }
    if (isBlank(passwort)) throw bad('Bitte geben Sie ein neues Passwort ein.');
    if (!passwordRules(passwort).valid) throw bad(WEAK);
    const c = store.byUsername(entry.username);
    entry.used = true;
    c.password = String(passwort);
    c.kundendaten.passwortwechsel_erzwingen = false;
    sessions.expire(c.username);
    return { success: true };
  });

  // object-level authorisation: only the session customer's own contract ids are signed, in either
  // reading of the id; the order API holds an order without a valid hmac for review
  app.get('/hmac/encrypt-bystring', async (req, reply) => {
    const message = req.query.message;
    if (message === undefined) throw bad('Der Parameter message fehlt.');
    if (!req.customer.contracts.some((v) => sameId(v.contractId, message)))
      return reply.code(403).send({ message: 'Für diesen Vertrag kann keine Prüfsumme erstellt werden.' });
    return { hmac: createHmac('sha256', opts.hmacKey).update(String(message)).digest('hex') };
  });
}
