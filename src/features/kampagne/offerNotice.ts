/** Router state the start page reads when a deep link found no eligible contract (§2). */
import { CAMPAIGNS, type Campaign } from '../../config/paths';

export interface OfferNotAvailableState {
  notice: 'offerNotAvailable';
  campaign: Campaign;
}

export const offerNotAvailableState = (campaign: Campaign): OfferNotAvailableState => ({
  notice: 'offerNotAvailable',
  campaign,
});

/** Reads the state defensively (history state survives reloads and may come from anywhere). */
export function offerNotAvailableOf(state: unknown): Campaign | null {
  if (!state || typeof state !== 'object') return null;
  const { notice, campaign } = state as Partial<OfferNotAvailableState>;
  return notice === 'offerNotAvailable' && (CAMPAIGNS as readonly string[]).includes(campaign ?? '')
    ? (campaign as Campaign)
    : null;
}
