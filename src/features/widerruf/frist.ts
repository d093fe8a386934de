import { CUSTOMER_TIME_ZONE } from '../../config/constants';
import { now } from '../../lib/dates';
import { widerrufsfrist } from '../../lib/widerrufsfrist.mjs';

/**
 * The withdrawal period of an order concluded at `bestelltAm` (ISO), as of `stand`: the backend's now from its
 * list when there is one (the portal and the backend then agree on the last day, whatever the device's clock
 * says), else today on this device.
 */
export function fristVon(bestelltAm: string, stand?: string) {
  const backendNow = stand ? Date.parse(stand) : Number.NaN;
  return widerrufsfrist(bestelltAm, Number.isNaN(backendNow) ? now() : backendNow, CUSTOMER_TIME_ZONE);
}

/** A contract id in either reading of the spec's open shapes ('V-100001' or 100001) names the same contract. */
export const sameContract = (a: string, b: string) =>
  a === b || (a.replace(/\D/g, '') || a) === (b.replace(/\D/g, '') || b);
