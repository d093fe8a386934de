import { PUBLIC_PATH } from '../config/constants';
import { type PageLoader, routesOnPath } from './routeTable';

const started = new Set<PageLoader>();

/**
 * Starts loading (and evaluating) the screens of a portal address, all in parallel; the router's own import
 * on the click then finds them ready. A failure is forgotten, so the router loads again and reports it.
 */
export function prefetchRoute(portalPath: string): void {
  for (const { page } of routesOnPath(portalPath)) {
    if (!page || started.has(page)) continue;
    started.add(page);
    page().catch(() => started.delete(page));
  }
}

/** The portal address (without base path) of the in-portal link an event happened on, else null. */
function portalLinkTarget(event: Event): string | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname.startsWith(`${PUBLIC_PATH}/`) ? link.pathname.slice(PUBLIC_PATH.length) : null;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Prefetch on intent: a pointer resting on, keyboard focus on or a touch of an in-portal link loads the
 * screens behind it before the click (measured by test/bench/softnav.mjs). The main navigation's targets
 * show data the store already holds from the user load, so their chunks are all there is to fetch.
 * Returns the function that removes the listeners.
 */
export function prefetchOnIntent(onPath: (portalPath: string) => void = prefetchRoute): () => void {
  const listener = (event: Event) => {
    const target = portalLinkTarget(event);
    if (target) onPath(target);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, { capture: true });
  };
}
