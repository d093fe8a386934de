import { PUBLIC_PATH } from '../config/constants';

const PROBE_ORIGIN = 'https://portal.invalid';
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
 * Rejects absolute URLs, protocol-relative (//host, \\host, /\host), javascript: and other schemes,
 * control characters, and all of these percent-encoded (several times).
 */
export function safeRedir(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const decoded = decodeFully(raw.trim());
  if (!decoded) return null;
  if (/[\p{Cc}\\]/u.test(decoded)) return null;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(decoded, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let path = url.pathname;
  if (path === PUBLIC_PATH || path.startsWith(`${PUBLIC_PATH}/`)) path = path.slice(PUBLIC_PATH.length) || '/';
  if (NOT_AFTER_LOGIN.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return path + url.search + url.hash;
}
