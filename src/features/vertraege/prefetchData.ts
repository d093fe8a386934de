import type { AppDispatch } from '../../app/store';
import { auftraegeApi } from '../auftraege/auftraegeApi';
import { editorialApi } from '../editorial/editorialApi';

/**
 * The calls the contract list makes besides the session's contracts: the running requests (quick actions,
 * banner) and the editorial cards. Started by a hover or focus on a link to the list, so they run in
 * parallel with its chunk instead of after its first render (issue 18, soft navigation). RTK Query's
 * prefetch does nothing while an answer is cached or on its way.
 */
export function prefetchVertragListData(dispatch: AppDispatch): void {
  dispatch(auftraegeApi.util.prefetch('vorgaenge', undefined, {}));
  dispatch(editorialApi.util.prefetch('editorialCards', 'vertraege', {}));
}

/** A contract's pages: the running requests decide the banner and which tabs are offered. */
export function prefetchVertragData(dispatch: AppDispatch): void {
  dispatch(auftraegeApi.util.prefetch('vorgaenge', undefined, {}));
}
