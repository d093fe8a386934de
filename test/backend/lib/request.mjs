/** Request helpers shared by the portal routes: HTTPS detection, the portal's cookies, the session's contract. */
import { PORTAL_API_PREFIX } from '../config.mjs';
import { HttpError } from './util.mjs';
import { sameId } from './shapes.mjs';

/** Served over HTTPS (directly or behind a proxy that says so). */
export const isHttps = (req) =>
  req.protocol === 'https' ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim() === 'https';

/**
 * Over HTTPS the cookies carry the `__Host-` prefix (the browser then insists on Secure, Path=/ and no Domain,
 * so no sibling host can plant or shadow them); over plain HTTP (local runs, tests) the bare name.
 */
export const cookieName = (req, base) => (isHttps(req) ? `__Host-${base}` : base);

/** Cookie attributes of the portal's cookies. */
export const cookieOpts = (req) => ({
  path: isHttps(req) ? '/' : PORTAL_API_PREFIX,
  httpOnly: true,
  sameSite: 'strict',
  secure: isHttps(req),
});

export const readCookie = (req, base) => req.cookies[cookieName(req, base)];
export const setCookie = (req, reply, base, value) => reply.setCookie(cookieName(req, base), value, cookieOpts(req));
export const clearCookie = (req, reply, base) => reply.clearCookie(cookieName(req, base), cookieOpts(req));

export const SESSION_EXPIRED = { message: 'Sitzung abgelaufen' };

/** 428: a write without the X-Kundennummer guard; the portal sends it with every write. */
export const ACCOUNT_REQUIRED = {
  message:
    'Die Anfrage nennt kein Kundenkonto (X-Kundennummer). Bitte laden Sie die Seite neu. Es wurde nichts gespeichert.',
  code: 'ACCOUNT_REQUIRED',
};

/** Contract of the session's customer (id in either reading) or 400 "Vertrag nicht gefunden". */
export function findContract(req, id) {
  const c = req.customer.contracts.find((v) => sameId(v.contractId, id));
  if (!c) throw new HttpError(400, 'Vertrag nicht gefunden');
  return c;
}
