/**
 * THE rule whether glass fibre can be ordered at a contract's address, shared by the portal's offer
 * (features/eligibility/glasfaser.ts) and the stand-in's order API, which refuses what the portal would not offer.
 * Plain JS with JSDoc (the stand-in has no build step).
 */
import spec from '../config/specConstants.json' with { type: 'json' };

/** @type {readonly string[]} */
const UPGRADE_TECHNOLOGIES = spec.UPGRADE_TECHNOLOGIES;

/**
 * Fibre can be ordered at the address: its build-out is finished (or the backend does not say, then the order
 * API's offer decides), or the order is for a fibre technology the provider's check found possible there
 * (`technologie` ftth or l2-bsa-ugglas; the current access technology of an answer does not count). A planned or
 * running build-out is not availability by itself.
 * @param {string | null | undefined} ausbaustatus fertig, im_bau, geplant, nicht_geplant, unbekannt
 * @param {string} [technologie] the fibre technology the provider's check found possible at the address
 */
export function glasfaserBestellbar(ausbaustatus, technologie = '') {
  if (ausbaustatus === 'fertig' || ausbaustatus === 'unbekannt' || !ausbaustatus) return true;
  return UPGRADE_TECHNOLOGIES.includes(technologie) && ausbaustatus !== 'nicht_geplant';
}
