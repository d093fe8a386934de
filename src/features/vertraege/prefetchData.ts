import type { AppDispatch } from '../../app/store';
import { auftraegeApi } from '../auftraege/auftraegeApi';

/**
 * The contract list's and a contract's call besides the session's contracts: the running requests decide the
 * quick actions, the banner and which tabs are offered. Started by a hover or focus on a link to them, so it
 * runs in parallel with their chunks instead of after the first render (soft navigation); the list's
 * editorial cards are the route's publicData. RTK Query's prefetch does nothing while an answer is cached or
 * on its way.
 */
export function prefetchVertragData(dispatch: AppDispatch): void {
  dispatch(auftraegeApi.util.prefetch('vorgaenge', undefined, {}));
}
