/** Fibre availability at a contract's address: the one rule of the upgrade, the deep link and the order's offer. */
import type { Vertrag } from '../../api/types';
import { UPGRADE_TECHNOLOGIES } from '../../config/constants';

/**
 * Glass fibre can be ordered at a contract's address: its build-out is finished (or the backend does not say, then
 * the order API's offer decides), or the order is for a fibre technology the provider's check found possible there
 * (`technologie` ftth or l2-bsa-ugglas; the current access technology of an answer does not count). A planned or
 * running build-out is not availability: it gets „Benachrichtigen, sobald verfügbar“ instead.
 */
export function glasfaserVerfuegbar(contract: Pick<Vertrag, 'ausbaustatus'>, technologie = ''): boolean {
  const status = contract.ausbaustatus;
  if (status === 'fertig' || status === 'unbekannt') return true;
  const geprueft = (UPGRADE_TECHNOLOGIES as readonly string[]).includes(technologie);
  return geprueft && status !== 'nicht_geplant';
}

/** The build-out is planned or under way: the customer can ask to be told when fibre is available. */
export const glasfaserKommt = (contract: Pick<Vertrag, 'ausbaustatus'>): boolean =>
  contract.ausbaustatus === 'geplant' || contract.ausbaustatus === 'im_bau';
