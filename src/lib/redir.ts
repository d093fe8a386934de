import { PUBLIC_PATH } from '../config/constants';
import { portalOrigin, portalPathOf, resolveAddress } from './portalUrl';

/** Targets that would loop back into the login. */
const NOT_AFTER_LOGIN = ['/login', '/logged-out'];

function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i += 1) {
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) return current;
      current = decoded;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The redir target if, and only if, it is a path inside the portal; otherwise null.
 * The value (percent-decoded, several times) is resolved the way the browser resolves it under the portal
 * base path (dot segments, "\" as "/", tabs and newlines dropped): only a same-origin path under
 * /kundenportal/ survives, as a portal-relative path. Control characters and backslashes are refused
 * outright: a customer's own link never contains them.
 */
export function safeRedir(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const decoded = decodeFully(raw.trim());
  if (!decoded) return null;
  if (/[\p{Cc}\\]/u.test(decoded)) return null;
  if (!decoded.startsWith('/')) return null;
  const inPortal = decoded === PUBLIC_PATH || decoded.startsWith(`${PUBLIC_PATH}/`) ? decoded : PUBLIC_PATH + decoded;
  const origin = portalOrigin();
  const url = resolveAddress(inPortal, origin);
  const path = url && portalPathOf(url, origin);
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0];
  if (NOT_AFTER_LOGIN.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return path;
}
