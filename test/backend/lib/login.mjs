/**
 * The end of a login, shared by the password login, its code step and the passkey login: one
 * session rule for all of them.
 */
import { randomBytes } from 'node:crypto';
import { CAMPAIGN_COOKIE, SESSION_COOKIE } from '../config.mjs';
import { userView } from '../data/store.mjs';
import { clearCookie, readCookie, setCookie } from './request.mjs';
import { PENDING_LOGIN_SECONDS, browserName, securityMaps } from './security.mjs';

export const PENDING_COOKIE = 'KP_ZWEITER_SCHRITT';

/** Reads the pending campaign cookie (set by tracking/kampagne without session). */
export function pendingCampaign(req) {
  const raw = readCookie(req, CAMPAIGN_COOKIE);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw);
    return v && typeof v.kampagne === 'string' ? { kampagne: v.kampagne, path: String(v.path ?? '') } : null;
  } catch {
    return null;
  }
}

/**
 * The end of every successful login (password, password + code, passkey): the old session goes, a new one
 * with a new cookie starts (rotation), a pending campaign is handed over; answers the LoginResponse.
 * `confirmedUntil`: a code typed at this login allows the step-up calls until then (ms).
 */
export function finishLogin(ctx, req, reply, c, { confirmedUntil } = {}) {
  const { sessions, store, opts } = ctx;
  const old = readCookie(req, SESSION_COOKIE);
  if (old) sessions.destroy(old);
  const s = sessions.create(c.username);
  if (confirmedUntil) s.bestaetigtBis = confirmedUntil;
  s.browser = browserName(req.headers['user-agent']);
  const camp = pendingCampaign(req);
  if (camp) {
    s.kampagnendaten = camp;
    clearCookie(req, reply, CAMPAIGN_COOKIE);
  }
  setCookie(req, reply, SESSION_COOKIE, s.id);
  reply.header('Cache-Control', 'no-store');
  return userView(store, c, opts.idleSeconds);
}

/**
 * Password right, two-step login on: no session yet. A pending step (random id in an HttpOnly cookie,
 * PENDING_LOGIN_SECONDS) waits for the code at login/zweiter-faktor.
 */
export function startSecondStep(ctx, req, reply, c) {
  const { pending } = securityMaps(ctx);
  const id = randomBytes(32).toString('base64url');
  pending.set(id, { username: c.username, expiresAt: ctx.nowMs() + PENDING_LOGIN_SECONDS * 1000 });
  setCookie(req, reply, PENDING_COOKIE, id);
  reply.header('Cache-Control', 'no-store');
  return { zweiterFaktor: 'totp' };
}
