/**
 * THE rule of what a contract is and offers: its shown status, its banners, the tabs of its menu and which order
 * tabs it still offers, from the contract as the backend describes it and the requests running for it. The list,
 * the contract's pages and their banner read this one result, so they cannot disagree.
 */
import type { ContractStatus, Vertrag } from '../../api/types';
import type { VertragTab } from '../../config/paths';
import type { Vorgang } from '../auftraege/auftraegeApi';
import { vertragVorgaenge } from '../auftraege/vorgangRules';
import { applicableTabs, type TabContext } from './vertragRules';

/**
 * Tabs that order something for the contract's future: a cancelled or withdrawn contract offers none of them
 * (a tariff change, an option or a move of a contract that ends would be sold against its end).
 */
const ORDER_TABS = new Set<VertragTab>([
  'produktwechsel',
  'treueangebot',
  'produktwechselalt',
  'technologieupgrade',
  'spezialangebot',
  'vertragswechsel',
  'option-hinzufuegen',
  'energie-bundle',
  'mobilfunk',
  'umzug',
  'kuendigung',
]);

export type VertragBannerInfo =
  | { kind: 'gekuendigt'; zum: string; referenz: string; eingangAm: string }
  | { kind: 'widerrufen' }
  | { kind: 'auftrag'; eingangAm: string; bestellart: string; produkt: string; referenz: string }
  | { kind: 'umzug'; zum: string; referenz: string };

export interface VertragLage {
  /** what the list, the contract data and the banner say */
  status: ContractStatus;
  /** the end of a running cancellation (yyyy-MM-dd), '' otherwise */
  endetAm: string;
  /** the contract ends (cancelled or withdrawn): no order tab is offered */
  beendet: boolean;
  banners: VertragBannerInfo[];
  /** the tabs of the menu and the list's quick actions, in the given order */
  tabs: VertragTab[];
  /** order tabs whose button must not be offered (a request runs, or the contract ends) */
  blocked: Set<VertragTab>;
  /** order tabs whose page says the contract ends instead of its offer (the cancellation page of a running
   * cancellation keeps its receipt) */
  geschlossen: Set<VertragTab>;
}

/**
 * A running cancellation makes the contract „gekündigt“ whatever the contract list still says (it is loaded once
 * per session); a contract the backend names cancelled or withdrawn stays so. The cancellation tab leaves the menu
 * but keeps its page (its receipt follows the sending there).
 */
export function vertragLage(
  v: Vertrag,
  vorgaenge: readonly Vorgang[],
  ctx: TabContext,
  order: readonly VertragTab[],
): VertragLage {
  const running = vertragVorgaenge(vorgaenge as Vorgang[], v.contractId);
  const status: ContractStatus = running.kuendigung && v.status !== 'widerrufen' ? 'gekuendigt' : v.status;
  const beendet = status === 'gekuendigt' || status === 'widerrufen';
  const banners: VertragBannerInfo[] = [];
  if (running.kuendigung)
    banners.push({
      kind: 'gekuendigt',
      zum: running.kuendigung.zum ?? '',
      referenz: running.kuendigung.referenz,
      eingangAm: running.kuendigung.eingangAm,
    });
  else if (status === 'widerrufen') banners.push({ kind: 'widerrufen' });
  if (running.auftrag)
    banners.push({
      kind: 'auftrag',
      eingangAm: running.auftrag.eingangAm,
      bestellart: running.auftrag.bestellart ?? '',
      produkt: running.auftrag.produkt ?? '',
      referenz: running.auftrag.referenz,
    });
  if (running.umzug) banners.push({ kind: 'umzug', zum: running.umzug.zum ?? '', referenz: running.umzug.referenz });
  const blocked = new Set<VertragTab>([...running.blocked, ...(beendet ? ORDER_TABS : [])]);
  const hidden = (tab: VertragTab) => running.hidden.has(tab) || (beendet && ORDER_TABS.has(tab));
  return {
    status,
    endetAm: running.kuendigung?.zum ?? '',
    beendet,
    banners,
    tabs: applicableTabs(v, ctx, order).filter((tab) => !hidden(tab)),
    blocked,
    // the cancellation page of a running cancellation keeps its receipt and says when the contract ends
    geschlossen: new Set(beendet ? [...ORDER_TABS].filter((tab) => tab !== 'kuendigung' || !running.kuendigung) : []),
  };
}
