/**
 * THE technology-upgrade fact of one contract: the contract's "Technologie-Upgrade" tab, its
 * "Ausbaustatus" tab, the upgrade order screen and the /technologiewechsel deep link read this one rule, so
 * they cannot contradict each other. Pure: the technology checks are fetched by checkThunks.ts.
 */
import type { Vertrag } from '../../api/types';
import { UPGRADE_TECHNOLOGIES, type UpgradeTechnology } from '../../config/constants';
import { isUpgrade25 } from './rules';
import { glasfaserKommt, glasfaserVerfuegbar } from './glasfaser';

export type UpgradeDecision =
  /** a faster access technology at the contract address (stored route or the technology checks, ftth first) */
  | { kind: 'technologie'; technologie: UpgradeTechnology }
  /** the 25 upgrade of §4 (glass-fibre variant of GET produkte) */
  | { kind: 'glas25'; glasUpgradeFrom: string }
  | { kind: 'none' };

/** technologie of a stored techwechselRoute (its query value). */
export function technologieOfRoute(route: string): UpgradeTechnology | null {
  const value = new URLSearchParams(route.split('?')[1] ?? '').get('technologie');
  return (UPGRADE_TECHNOLOGIES as readonly string[]).includes(value ?? '') ? (value as UpgradeTechnology) : null;
}

/** Whether the technology checks are worth asking for this contract (§4: its first article exists). */
export const needsTechnologyCheck = (contract: Vertrag): boolean =>
  !technologieOfRoute(contract.techwechselRoute) && !!contract.articles[0];

/**
 * The upgrade of one contract, in the order the deep link decides (§4): a route stored by the detection,
 * else what the technology checks found (`checked`, null = nothing or not asked), else the 25 upgrade, which
 * goes to glass fibre and is therefore offered only where fibre is available.
 */
export function upgradeDecision(contract: Vertrag, checked: UpgradeTechnology | null): UpgradeDecision {
  const stored = technologieOfRoute(contract.techwechselRoute);
  if (stored) return { kind: 'technologie', technologie: stored };
  if (checked) return { kind: 'technologie', technologie: checked };
  if (isUpgrade25(contract) && glasfaserVerfuegbar(contract))
    return { kind: 'glas25', glasUpgradeFrom: contract.number };
  return { kind: 'none' };
}

/** The order route's query of a decided upgrade (what the deep link's target carries). */
export function upgradeQuery(decision: UpgradeDecision): Record<string, string> {
  if (decision.kind === 'technologie') return { technologie: decision.technologie };
  if (decision.kind === 'glas25') return { glasUpgradeFrom: decision.glasUpgradeFrom };
  return {};
}

/**
 * What a screen says about the upgrade: the offer (with the build-out status of the contract address next to
 * it), or that there is none — never "possible" on one screen and "nothing available" on another.
 * 'unbekannt' build-out status is shown as "keine Angaben" by the screens.
 */
export interface UpgradeView {
  available: boolean;
  /** no upgrade yet, but fibre is planned or being built: offer „Benachrichtigen, sobald verfügbar“ */
  benachrichtigen: boolean;
  /** i18n key (vertraege namespace) of the offer's sentence */
  textKey: string;
  ausbaustatus: Vertrag['ausbaustatus'];
}

export function upgradeView(contract: Vertrag, decision: UpgradeDecision): UpgradeView {
  const ausbaustatus = contract.ausbaustatus;
  if (decision.kind === 'none')
    return glasfaserKommt(contract)
      ? { available: false, benachrichtigen: true, textKey: 'upgrade.kommt', ausbaustatus }
      : { available: false, benachrichtigen: false, textKey: 'upgrade.none', ausbaustatus };
  if (decision.kind === 'glas25')
    return { available: true, benachrichtigen: false, textKey: 'upgrade.glas25', ausbaustatus };
  return { available: true, benachrichtigen: false, textKey: `upgrade.${decision.technologie}`, ausbaustatus };
}
