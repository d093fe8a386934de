import { PUBLIC_PATH } from '../config/constants';
import { type PageLoader, routesOnPath } from './routeTable';
import type { AppDispatch } from './store';

const started = new Set<PageLoader>();

/**
 * Starts loading (and evaluating) the screens of a portal address, all in parallel; the router's own import
 * on the click then finds them ready. A failure is forgotten, so the router loads again and reports it.
 * With a dispatch, the screens' calls that need no session start too, and once `loggedIn` all their data calls,
 * beside the chunks (a failed one is left to the page).
 */
export function prefetchRoute(portalPath: string, dispatch?: AppDispatch, loggedIn = true): void {
  for (const { page, data, publicData } of routesOnPath(portalPath)) {
    if (dispatch && publicData) publicData(dispatch).catch(() => {});
    if (dispatch && loggedIn && data) data(dispatch).catch(() => {});
    if (!page || started.has(page)) continue;
    started.add(page);
    page().catch(() => started.delete(page));
  }
}

/**
 * The portal address (without base path) of the in-portal link an element is in (an event's target), or of
 * the area around it that names where it leads (`data-prefetch`, e.g. the login form: its page's screens load
 * while the customer types), else null.
 */
function portalLinkTarget(target: EventTarget | null): string | null {
  const area = target instanceof Element ? target.closest('[data-prefetch]') : null;
  const leadsTo = area?.getAttribute('data-prefetch');
  if (leadsTo?.startsWith('/')) return leadsTo.split('?')[0];
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname.startsWith(`${PUBLIC_PATH}/`) ? link.pathname.slice(PUBLIC_PATH.length) : null;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Prefetch on intent: a pointer resting on, keyboard focus on or a touch of an in-portal link loads the
 * screens behind it before the click (measured by test/bench/softnav.mjs), with the data calls of those
 * screens that make any (routeTable `data`); most show what the store holds from the user load.
 * Returns the function that removes the listeners.
 */
export function prefetchOnIntent(onPath: (portalPath: string) => void = prefetchRoute): () => void {
  const intent = (element: EventTarget | null) => {
    const target = portalLinkTarget(element);
    if (target) onPath(target);
  };
  const listener = (event: Event) => intent(event.target);
  for (const type of INTENT_EVENTS) document.addEventListener(type, listener, { capture: true, passive: true });
  // a field focused before the listeners came (the customer typing in the prerendered login form) counts too
  intent(document.activeElement);
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, { capture: true });
  };
}
