import type { EditorialSource } from '../../features/editorial/editorialApi';
import type { AppDispatch } from '../store';

/**
 * A route's `publicData` for a page with editorial cards: their call needs no session, and the editorial slice
 * is loaded by then on a private page (the start page has cards), so the call starts with the hover, not after
 * a chunk of the target page has arrived.
 */
export const editorialCardsData = (source: EditorialSource) => (dispatch: AppDispatch) =>
  import('../../features/editorial/editorialApi').then((m) => {
    dispatch(m.editorialApi.util.prefetch('editorialCards', source, {}));
  });
