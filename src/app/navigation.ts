import { PUBLIC_PATH } from '../config/constants';

/**
 * The router registers its navigate function here, so that code outside React (baseQuery, listeners)
 * can navigate through the router. Assigning window.location would wipe the store.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  navigateImpl?.(to, opts);
}

/** The address being visited, relative to the portal base path (e.g. "/private/rechnungen?jahr=2026"). */
export function currentPortalPath(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(PUBLIC_PATH) ? pathname.slice(PUBLIC_PATH.length) : pathname;
  return (inside || '/') + search;
}

let leaving = false;

/**
 * A full document load of a portal address, replacing the current history entry. Only for the end of a
 * session (logout, here or in another tab): the old document, its store and every closure holding customer
 * data are discarded, and Back cannot bring the page back from memory. Everything else navigates through
 * the router (the store and the DevTools history stay).
 */
export function leaveTo(portalPath: string): void {
  leaving = true;
  window.location.replace(PUBLIC_PATH + portalPath);
}

/** true once leaveTo ran: layouts render nothing private (and no redirect) until the document is gone. */
export function isLeaving(): boolean {
  return leaving;
}
