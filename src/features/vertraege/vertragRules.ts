import type { Kundenspezialangebot, Vertrag } from '../../api/types';
import type { VertragTab } from '../../config/paths';
import { houseNumber } from '../../lib/address';
import { parseServerDate, toServerDate } from '../../lib/dates';

const FIXED = new Set(['dsl', 'glasfaser']);
const isFixed = (v: Vertrag) => FIXED.has(v.category);

export interface TabContext {
  /** the customer's special offer, if any (it belongs to one contract) */
  specialOffer: Kundenspezialangebot | null;
  /** the customer's contracts (a bundle already holding an energy contract is offered no energy bundle) */
  contracts?: readonly Vertrag[];
}

/** Bundle ids holding an energy contract, once per contract list (a row of 5,000 contracts asked per row). */
const energyBundles = new WeakMap<readonly Vertrag[], Set<string>>();

/** An energy contract shares this contract's bundle id: the energy bundle is already there. */
function inEnergyBundle(v: Vertrag, contracts: readonly Vertrag[] = []): boolean {
  if (v.TEAGCustomerId === '') return false;
  let ids = energyBundles.get(contracts);
  if (!ids) {
    ids = new Set(contracts.filter((c) => c.category === 'energie').map((c) => c.TEAGCustomerId));
    energyBundles.set(contracts, ids);
  }
  return ids.has(v.TEAGCustomerId);
}

/**
 * Which detail tabs apply to a contract (beyond spec: derived from the product family, booked options,
 * router, bundle id, status and the special offer). The order of the result is the order of the menu.
 */
const RULES: Record<VertragTab, (v: Vertrag, ctx: TabContext) => boolean> = {
  'allgemeine-daten': () => true,
  ausbaustatus: isFixed,
  produktwechsel: (v) => v.category !== 'energie',
  // loyalty offer: fixed-network contracts without a bundle (spec §4: "contract without a bundle")
  treueangebot: (v) => isFixed(v) && v.TEAGCustomerId === '',
  // the earlier tariff generation is only offered to DSL contracts
  produktwechselalt: (v) => v.category === 'dsl',
  lieferadresse: (v) => v.category !== 'energie',
  // a router the answer does not describe (alt shapes) may exist: the tab says "keine Angaben"
  router: (v) => v.router !== null || (v.routerUnknown && v.category !== 'mobilfunk' && v.category !== 'energie'),
  // energy contracts show their bundle; internet contracts are offered one unless theirs already has energy
  'energie-bundle': (v, { contracts }) => v.category === 'energie' || (isFixed(v) && !inEnergyBundle(v, contracts)),
  'option-hinzufuegen': isFixed,
  umzug: (v) => v.category !== 'mobilfunk',
  technologieupgrade: (v) => v.category === 'dsl' || v.techwechselRoute !== '',
  vertragswechsel: (v) => v.category !== 'energie',
  'voip-telefonie': (v) => v.options.includes('voip'),
  cloud: (v) => v.options.includes('cloud'),
  antivirus: (v) => v.options.includes('antivirus'),
  mobilfunk: isFixed,
  // spec §1: contracts whose product is a fixed-network DSL product receive special offers
  spezialangebot: (v, { specialOffer }) => v.category === 'dsl' && specialOffer?.contractId === v.contractId,
  // whether a cancellation is still possible is the contract's status rule (vertragLage.ts)
  kuendigung: () => true,
};

export function applicableTabs(v: Vertrag, ctx: TabContext, order: readonly VertragTab[]): VertragTab[] {
  return order.filter((tab) => RULES[tab](v, ctx));
}

export function isTabApplicable(v: Vertrag, ctx: TabContext, tab: VertragTab): boolean {
  return RULES[tab](v, ctx);
}

// ---------------------------------------------------------------------------------------------------
// Terms (what TK-Transparenzverordnung § 4 asks to show)
// ---------------------------------------------------------------------------------------------------

/** Same day n months later; clamps to the month's end (31 Jan + 1 month = 28/29 Feb). */
function addMonths(d: Date, months: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + months, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(d.getDate(), last));
}

export interface Vertragslaufzeit {
  startDate: string;
  minimumTermEnd: string;
  noticePeriodMonths: number | null;
  /** false: minimum term end or notice period unknown; then no date is computed ('-' shown) */
  known: boolean;
  /** still inside the minimum term */
  inMinimumTerm: boolean;
  /** last day a cancellation must arrive to end the contract at the end of the minimum term */
  lastDayToCancel: string;
  /** that day has passed: the contract can be cancelled any day (earliest end = today + notice) */
  cancellableAnyTime: boolean;
  /** earliest end if cancelled today */
  earliestEnd: string;
}

/**
 * Inside the minimum term: the contract can end at minimumTermEnd, the cancellation must arrive by
 * minimumTermEnd − notice period. After it the contract runs on and can be cancelled any time with one
 * month's notice (TKG § 56 Abs. 3): earliest end = today + 1 month, last day to cancel = today.
 * Dates are yyyy-MM-dd; '' if the contract has no valid minimum term end.
 */
export function vertragslaufzeit(v: Vertrag, today: Date): Vertragslaufzeit {
  const end = parseServerDate(v.minimumTermEnd);
  const base = {
    startDate: v.startDate,
    minimumTermEnd: v.minimumTermEnd,
    noticePeriodMonths: v.noticePeriodMonths,
    known: true,
  };
  if (!end || v.noticePeriodMonths === null) {
    return {
      ...base,
      known: false,
      inMinimumTerm: false,
      lastDayToCancel: '',
      cancellableAnyTime: false,
      earliestEnd: '',
    };
  }
  // e.g. end 31.12., one month's notice → the cancellation must arrive by 30.11.
  const lastDay = addMonths(end, -v.noticePeriodMonths);
  if (today.getTime() <= lastDay.getTime()) {
    return {
      ...base,
      inMinimumTerm: true,
      lastDayToCancel: toServerDate(lastDay),
      cancellableAnyTime: false,
      earliestEnd: v.minimumTermEnd,
    };
  }
  const renewal = v.renewalNoticeMonths || 1;
  const earliest = addMonths(today, renewal);
  // a late cancellation inside the term cannot end it before the minimum term end
  const earliestEnd = earliest.getTime() < end.getTime() ? end : earliest;
  return {
    ...base,
    inMinimumTerm: today.getTime() <= end.getTime(),
    lastDayToCancel: toServerDate(today),
    cancellableAnyTime: true,
    earliestEnd: toServerDate(earliestEnd),
  };
}

// ---------------------------------------------------------------------------------------------------
// Addresses and order links
// ---------------------------------------------------------------------------------------------------

export function contractAddress(v: Vertrag): string {
  return `${v.contractStreet} ${houseNumber(v.contractStreetNumber, v.contractStreetNumberAddon)}, ${v.contractZipcode} ${v.contractCity}`;
}
