import { portalApi, type PortalTag } from './portalApi';
import { invalidatesOnSuccess } from './tags';

/**
 * The tag of GET user/vorgaenge ("Meine Aufträge"). Every mutation that sends an order, a move, a router
 * activation or a cancellation invalidates it, on success only, so the list and the contract banners reload.
 */
export const VORGAENGE_TAG = 'Vorgaenge' satisfies PortalTag;

/** invalidatesTags of a portal mutation that sends such a request: its own tags plus Vorgaenge, on success. */
export const sentVorgang = (...tags: PortalTag[]) => invalidatesOnSuccess<PortalTag>(...tags, VORGAENGE_TAG);

/** onQueryStarted of a mutation in another API slice (the order API): invalidates the portal's list on success. */
export async function invalidateVorgaengeOnSuccess(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof portalApi.util.invalidateTags>) => unknown;
    queryFulfilled: Promise<unknown>;
  },
) {
  try {
    await queryFulfilled;
  } catch {
    return; // a failed call sent nothing
  }
  dispatch(portalApi.util.invalidateTags([VORGAENGE_TAG]));
}
