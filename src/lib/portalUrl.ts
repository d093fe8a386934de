import { PUBLIC_PATH } from '../config/constants';

/**
 * How the browser reads an address written into a portal page. Sanitisers must decide on what the browser
 * will request, not on the text: the WHATWG URL parser (the same in the browser, Node and jsdom) drops
 * tabs and newlines anywhere, strips leading/trailing control characters and spaces, reads "\" as "/",
 * and removes dot segments ("/kundenportal/..//evil.example" is "//evil.example", another host).
 */

/** Fallback origin outside the browser (prerendering in Node); never a real host. */
const PROBE_ORIGIN = 'https://portal.invalid';

export function portalOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : PROBE_ORIGIN;
}

/** The address as the browser resolves it on a portal page, or null if it is no address at all. */
export function resolveAddress(raw: string, origin = portalOrigin()): URL | null {
  try {
    return new URL(raw, `${origin}${PUBLIC_PATH}/`);
  } catch {
    return null;
  }
}

/**
 * The portal-relative path ("/private/…", with query and hash) if the resolved address is a same-origin
 * path under /kundenportal/ whose rest is a plain path (not "//host", which the router or a later
 * resolution would read as another host); otherwise null.
 */
export function portalPathOf(url: URL, origin = portalOrigin()): string | null {
  if (url.origin !== origin) return null;
  if (url.pathname !== PUBLIC_PATH && !url.pathname.startsWith(`${PUBLIC_PATH}/`)) return null;
  const path = url.pathname.slice(PUBLIC_PATH.length) || '/';
  if (path.startsWith('//')) return null;
  return path + url.search + url.hash;
}

export type LinkTarget =
  /** a page of the portal: path relative to the portal base */
  | { kind: 'internal'; path: string }
  /** leaves the portal: opened in a new tab with a visible hint */
  | { kind: 'external'; href: string }
  /** mailto: / tel: */
  | { kind: 'contact'; href: string };

/**
 * Where a link of editorial content leads: a portal page, an outside http(s) page or a mailto:/tel:
 * address; null for everything else (javascript:, data:, blob:, file:, unparsable text).
 */
export function classifyLink(raw: string, origin = portalOrigin()): LinkTarget | null {
  const url = resolveAddress(raw, origin);
  if (!url) return null;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'contact', href: url.href };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = portalPathOf(url, origin);
  if (path !== null) return { kind: 'internal', path };
  return { kind: 'external', href: url.href };
}

/** An image source that stays on the portal's origin (the normalised same-origin path), else null. */
export function sameOriginImage(raw: string, origin = portalOrigin()): string | null {
  // no address (a card without image, '' after the schema): resolving it would name the page itself
  if (!raw.trim()) return null;
  const url = resolveAddress(raw, origin);
  if (!url || url.origin !== origin || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search;
}
