/** Fibre availability at a contract's address: the one rule of the upgrade, the deep link and the order's offer. */
import type { Vertrag } from '../../api/types';

/**
 * Glass fibre can be ordered at a contract's address: its build-out is finished (or the backend does not say, then
 * the order API's offer decides), or the provider's technology check found a fibre technology possible there.
 * A planned or running build-out is not availability: it gets „Benachrichtigen, sobald verfügbar“ instead.
 */
export function glasfaserVerfuegbar(contract: Pick<Vertrag, 'ausbaustatus'>, technologieGeprueft = false): boolean {
  const status = contract.ausbaustatus;
  if (status === 'fertig' || status === 'unbekannt') return true;
  return technologieGeprueft && status !== 'nicht_geplant';
}

/** The build-out is planned or under way: the customer can ask to be told when fibre is available. */
export const glasfaserKommt = (contract: Pick<Vertrag, 'ausbaustatus'>): boolean =>
  contract.ausbaustatus === 'geplant' || contract.ausbaustatus === 'im_bau';
