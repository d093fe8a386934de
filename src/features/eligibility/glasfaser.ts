/** Fibre availability at a contract's address: the one rule of the upgrade, the deep link and the order's offer. */
import type { Vertrag } from '../../api/types';
import { glasfaserBestellbar } from '../../lib/glasfaserRule.mjs';

/**
 * Glass fibre can be ordered at a contract's address (lib/glasfaserRule.mjs, the rule the order API enforces too):
 * its build-out is finished or unknown, or the provider's check found the fibre technology `technologie` possible
 * there. A planned or running build-out is not availability: it gets „Benachrichtigen, sobald verfügbar“ instead.
 */
export const glasfaserVerfuegbar = (contract: Pick<Vertrag, 'ausbaustatus'>, technologie = ''): boolean =>
  glasfaserBestellbar(contract.ausbaustatus, technologie);

/** The build-out is planned or under way: the customer can ask to be told when fibre is available. */
export const glasfaserKommt = (contract: Pick<Vertrag, 'ausbaustatus'>): boolean =>
  contract.ausbaustatus === 'geplant' || contract.ausbaustatus === 'im_bau';
