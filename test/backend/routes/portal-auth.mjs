/** Login, logout, current user, keep-alive, passwords, HMAC. */
import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_COOKIE, CAMPAIGN_COOKIE } from '../config.mjs';
import { userView } from '../data/store.mjs';
import { bad, checkEmail, isBlank, str } from '../lib/util.mjs';
import { cookieOpts } from './portal.mjs';

const PUBLIC = { config: { public: true } };

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

/** Reads the pending campaign cookie (set by tracking/kampagne without session). */
function pendingCampaign(req) {
  const raw = req.cookies[CAMPAIGN_COOKIE];
  if (!raw) return null;
  try {
    const v = JSON.parse(raw);
    return v && typeof v.kampagne === 'string' ? { kampagne: v.kampagne, path: String(v.path ?? '') } : null;
  } catch {
    return null;
  }
}

export async function authRoutes(app) {
  const { store, sessions, opts } = app.ctx;

  app.post('/login', PUBLIC, async (req, reply) => {
    const { username, password } = req.body ?? {};
    if (isBlank(username) || isBlank(password)) throw bad('Bitte geben Sie Benutzername und Passwort ein.');
    const c = store.byUsername(username);
    if (!c || c.password !== String(password)) throw bad('Benutzername oder Passwort ist falsch.');
    const old = req.cookies[SESSION_COOKIE];
    if (old) sessions.destroy(old);
    const s = sessions.create(c.username);
    const camp = pendingCampaign(req);
    if (camp) {
      s.kampagnendaten = camp;
      reply.clearCookie(CAMPAIGN_COOKIE, cookieOpts(req));
    }
    reply.setCookie(SESSION_COOKIE, s.id, cookieOpts(req));
    reply.header('Cache-Control', 'no-store');
    return userView(store, c, opts.idleSeconds);
  });

  app.post('/user/logout', async (req, reply) => {
    sessions.destroy(req.kpSession.id);
    reply.clearCookie(SESSION_COOKIE, cookieOpts(req));
    return { success: true };
  });

  app.get('/user/current', async (req, reply) => {
    const s = req.kpSession;
    const camp = pendingCampaign(req);
    if (camp) {
      s.kampagnendaten = camp;
      reply.clearCookie(CAMPAIGN_COOKIE, cookieOpts(req));
    }
    const kampagnendaten = s.kampagnendaten;
    s.kampagnendaten = null; // returned once
    reply.header('Cache-Control', 'no-store');
    return { ...userView(store, req.customer, opts.idleSeconds), kampagnendaten };
  });

  const keepalive = async () => ({ idleSeconds: opts.idleSeconds });
  app.get('/user/keepalive', keepalive);
  app.post('/user/keepalive', keepalive);

  app.post('/user/validate-password', async (req) => passwordRules(req.body?.pass));

  app.put('/user/password', async (req) => {
    const { oldPassword, newPassword } = req.body ?? {};
    if (isBlank(oldPassword)) throw bad('Bitte geben Sie Ihr bisheriges Passwort ein.');
    if (isBlank(newPassword)) throw bad('Bitte geben Sie ein neues Passwort ein.');
    const c = req.customer;
    if (c.password !== String(oldPassword)) throw bad('Das bisherige Passwort ist nicht korrekt.');
    if (!passwordRules(newPassword).valid) throw bad(WEAK);
    if (String(newPassword) === String(oldPassword))
      throw bad('Das neue Passwort muss sich vom bisherigen unterscheiden.');
    c.password = String(newPassword);
    c.kundendaten.passwortwechsel_erzwingen = false;
    return { success: true };
  });

  app.post('/password/forget', PUBLIC, async (req) => {
    const email = checkEmail(req.body?.email);
    const kundennummer = str(req.body?.kundennummer);
    if (!kundennummer) throw bad('Kundennummer ist ein Pflichtfeld.');
    const c = store.byNumber(kundennummer);
    if (!c || c.kundendaten.email.toLowerCase() !== email.toLowerCase()) return { success: false };
    const token = randomBytes(16).toString('hex');
    store.resetTokens.set(token, { username: c.username, used: false });
    store.lastResetToken = token;
    return { success: true };
  });

  app.post('/password/new', PUBLIC, async (req) => {
    const token = str(req.body?.token);
    const passwort = req.body?.passwort;
    const entry = store.resetTokens.get(token);
    if (!token || !entry || entry.used)
      throw bad('Der Link zum Zurücksetzen des Passworts ist ungültig oder wurde bereits verwendet.');
    if (isBlank(passwort)) throw bad('Bitte geben Sie ein neues Passwort ein.');
    if (!passwordRules(passwort).valid) throw bad(WEAK);
    const c = store.byUsername(entry.username);
    entry.used = true;
    c.password = String(passwort);
    c.kundendaten.passwortwechsel_erzwingen = false;
    sessions.expire(c.username);
    return { success: true };
  });

  app.get('/hmac/encrypt-bystring', async (req) => {
    const message = req.query.message;
    if (message === undefined) throw bad('Der Parameter message fehlt.');
    return { hmac: createHmac('sha256', opts.hmacKey).update(String(message)).digest('hex') };
  });
}
