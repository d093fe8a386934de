/**
 * Eligibility routing (spec §2, §4) as pure functions over plain data. The thunks in routingThunks.ts
 * only fetch what these need and hand the result to the router. The table these rules implement is in
 * docs/requirements.md ("Eligibility routing: decision table").
 */
import type { Campaign, Query, RouteName } from '../../config/paths';
import { houseNumber } from '../../lib/address';
import type {
  GfplusAdresse,
  Kundenspezialangebot,
  Produktpruefung,
  Vertrag,
  ZelosDokument,
  CustomerType,
} from '../../api/types';
import { glasfaserVerfuegbar } from './glasfaser';
import {
  CLIENT_IDS,
  CUSTOMER_TYPES,
  PRODUCT_TYPE,
  UPGRADE_25_PRODUCT_NAMES,
  type OrderFlow,
  type UpgradeTechnology,
} from '../../config/constants';

export interface RouteTarget {
  name: RouteName;
  params: Record<string, string>;
  query: Query;
}

export const DASHBOARD: RouteTarget = { name: 'private.dashboard.startseite', params: {}, query: {} };

/** Which order flow (client id) each campaign runs under. */
export const CAMPAIGN_FLOW: Record<Campaign, OrderFlow> = {
  zelos: 'dokumente',
  'vertraghinzu-gfplus': 'vertraghinzuGfplus',
  'produktwechsel-promo': 'produktwechselPromo1309',
  'produktwechsel-promo-ostern': 'produktwechselPromo1345',
  produktwechsel: 'produktwechsel',
  treueangebot: 'treueangebot',
  technologiewechsel: 'main',
  umzug: 'main',
  'mobilfunk-hinzubuchen': 'mobilfunk',
};

/** Campaigns whose rule needs the product check of every contract. */
export const CAMPAIGNS_WITH_PRODUCT_CHECKS: readonly Campaign[] = [
  'produktwechsel-promo',
  'produktwechsel-promo-ostern',
  'produktwechsel',
  'treueangebot',
  'umzug',
  'mobilfunk-hinzubuchen',
];

/** Flows whose order routes carry downgradeAllowed=false (spec §2, §9). */
const NO_DOWNGRADE: readonly OrderFlow[] = ['treueangebot', 'produktwechselPromo1345', 'dokumente'];

/** Everything the rules decide on. `checks` are the product checks under the campaign's client id. */
export interface RoutingFacts {
  contracts: Vertrag[];
  checks: Record<string, Produktpruefung | null | undefined>;
  customerType: CustomerType;
  firstContractId: string | null;
  organisationCustomerId: string | null;
  zelosDokumente: ZelosDokument[];
  specialOffer: Kundenspezialangebot | null;
  gfplusAdresse: GfplusAdresse | null;
  /** result of the technology-change detection (first match in order), if it ran */
  techwechsel: { contractId: string; technologie: UpgradeTechnology } | null;
}

export const kundentypIdOf = (customerType: CustomerType): string => CUSTOMER_TYPES[customerType].typeId;

/** The address and customer-type values every order route about a contract takes (spec §2). */
export function orderRouteQuery(contract: Vertrag, customerType: CustomerType): Record<string, string> {
  return {
    adrId: contract.contractAddressId,
    plz: contract.contractZipcode,
    ort: contract.contractCity,
    str: contract.contractStreet,
    hnr: houseNumber(contract.contractStreetNumber, contract.contractStreetNumberAddon),
    kundentypId: kundentypIdOf(customerType),
  };
}

/** The query values of spec §2 for an order route of a flow: its client id, and no downgrade where §2 says so. */
export function orderQuery(contract: Vertrag, flow: OrderFlow, customerType: CustomerType): Query {
  return {
    ...orderRouteQuery(contract, customerType),
    clientId: CLIENT_IDS[flow],
    ...(NO_DOWNGRADE.includes(flow) ? { downgradeAllowed: false } : {}),
  };
}

export const isUpgrade25 = (contract: Vertrag): boolean =>
  (UPGRADE_25_PRODUCT_NAMES as readonly string[]).includes(contract.name);

/** First contract (in order) whose check says matchByClientId, optionally of one product type. */
export function firstMatchingContract(
  contracts: Vertrag[],
  checks: RoutingFacts['checks'],
  produktart?: string,
): Vertrag | null {
  return (
    contracts.find((c) => {
      const check = checks[c.contractId];
      return !!check?.matchByClientId && (!produktart || check.produktart === produktart);
    }) ?? null
  );
}

/** Spec §4: the first contract with matchByClientId true and an empty bundle id. */
export function findNoBundleContract(contracts: Vertrag[], checks: RoutingFacts['checks']): Vertrag | null {
  return contracts.find((c) => !!checks[c.contractId]?.matchByClientId && !c.TEAGCustomerId) ?? null;
}

/** Contracts the technology-change detection looks at, in order (spec §4). */
export const techwechselCandidates = (contracts: Vertrag[]): Vertrag[] =>
  contracts.filter((c) => !c.techwechselRoute && !!c.articles[0]);

/** Result of one contract's technology checks: the technology possible, null = none, undefined = pending. */
export type TechResult = UpgradeTechnology | null | undefined;

/**
 * First-match over candidates in order, given per-contract results that may arrive in any order.
 * 'pending' while an earlier contract's answer is still missing (a later match cannot win yet).
 */
export function firstTechwechsel(
  candidates: Vertrag[],
  results: Record<string, TechResult>,
): { contract: Vertrag; technologie: UpgradeTechnology } | null | 'pending' {
  for (const contract of candidates) {
    const result = results[contract.contractId];
    if (result === undefined) return 'pending';
    if (result !== null) return { contract, technologie: result };
  }
  return null;
}

/** ftth wins over l2-bsa-ugglas (spec §4: "ftth, otherwise l2-bsa-ugglas"); a failed check counts as false. */
export function technologyOf(ftth: boolean, ugglas: boolean): UpgradeTechnology | null {
  if (ftth) return 'ftth';
  if (ugglas) return 'l2-bsa-ugglas';
  return null;
}

export function techwechselTarget(
  contract: Vertrag,
  technologie: UpgradeTechnology,
  customerType: CustomerType,
): RouteTarget {
  return {
    name: 'vertragdetail.technupgrade.bestellung',
    params: { id: contract.contractId },
    query: { ...orderQuery(contract, 'main', customerType), technologie },
  };
}

function to(name: RouteName, contract: Vertrag, flow: OrderFlow, facts: RoutingFacts, extra: Query = {}): RouteTarget {
  return {
    name,
    params: { id: contract.contractId },
    query: { ...orderQuery(contract, flow, facts.customerType), ...extra },
  };
}

const byId = (facts: RoutingFacts, id: string | undefined) => facts.contracts.find((c) => c.contractId === id) ?? null;

/** THE decision table: campaign → rule → route. Returns the dashboard when nothing is eligible. */
export function decideRoute(campaign: Campaign, facts: RoutingFacts): RouteTarget {
  const flow = CAMPAIGN_FLOW[campaign];
  const { contracts, checks } = facts;
  switch (campaign) {
    case 'zelos': {
      const contract = byId(facts, facts.zelosDokumente[0]?.contractId);
      return contract ? to('vertragdetail.produktwechsel.bestellung', contract, flow, facts) : DASHBOARD;
    }
    case 'vertraghinzu-gfplus': {
      const a = facts.gfplusAdresse;
      if (!a || !facts.firstContractId) return DASHBOARD;
      return {
        name: 'vertragdetail.vertraghinzu.bestellung',
        params: { id: facts.firstContractId },
        query: {
          adrId: a.id,
          plz: a.plz,
          ort: a.ort,
          str: a.strasse,
          hnr: houseNumber(a.haus_nr_original, a.hausnummernzusatz),
          clientId: CLIENT_IDS[flow],
          kundentypId: kundentypIdOf(facts.customerType),
          recAdresse: a.id,
          customerId: facts.organisationCustomerId ?? '',
        },
      };
    }
    case 'produktwechsel-promo':
    case 'produktwechsel-promo-ostern': {
      const contract = firstMatchingContract(contracts, checks, PRODUCT_TYPE.FESTNETZ_DSL);
      return contract ? to('vertragdetail.produktwechsel.bestellung', contract, flow, facts) : DASHBOARD;
    }
    case 'produktwechsel': {
      const contract = firstMatchingContract(contracts, checks);
      if (!contract) return DASHBOARD;
      const offer = facts.specialOffer;
      const isDsl = checks[contract.contractId]?.produktart === PRODUCT_TYPE.FESTNETZ_DSL;
      if (isDsl && offer && offer.contractId === contract.contractId) {
        return { name: 'vertrag.spezialangebot', params: { id: contract.contractId }, query: {} };
      }
      return to('vertragdetail.produktwechsel.bestellung', contract, flow, facts);
    }
    case 'treueangebot': {
      const contract = findNoBundleContract(contracts, checks);
      return contract ? to('vertragdetail.treueangebot.bestellung', contract, flow, facts) : DASHBOARD;
    }
    case 'technologiewechsel': {
      if (facts.techwechsel) {
        const contract = byId(facts, facts.techwechsel.contractId);
        if (contract) return techwechselTarget(contract, facts.techwechsel.technologie, facts.customerType);
      }
      // the 25 upgrade goes to glass fibre: only where fibre is available, not where it is only planned
      const upgrade = contracts.find((c) => isUpgrade25(c) && glasfaserVerfuegbar(c));
      return upgrade
        ? to('vertragdetail.technupgrade.bestellung', upgrade, flow, facts, { glasUpgradeFrom: upgrade.number })
        : DASHBOARD;
    }
    case 'umzug': {
      const contract = firstMatchingContract(contracts, checks, PRODUCT_TYPE.FESTNETZ_DSL);
      return contract ? { name: 'vertragdetail.umzug', params: { id: contract.contractId }, query: {} } : DASHBOARD;
    }
    case 'mobilfunk-hinzubuchen': {
      const contract = firstMatchingContract(contracts, checks);
      return contract ? to('vertragdetail.mobilfunk.bestellung', contract, flow, facts) : DASHBOARD;
    }
    default:
      return DASHBOARD;
  }
}

// the campaign of a deep-link path lives with the addresses (the login reads it too, without these rules)
export { campaignOfPath } from '../../config/paths';
