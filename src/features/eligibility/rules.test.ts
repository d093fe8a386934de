import { houseNumber } from '../../lib/address';
import { vertrag } from '../../../test/jest/fixtures';
import type { Campaign } from '../../config/paths';
import { CLIENT_IDS, PRODUCT_TYPE } from '../../config/constants';
import {
  campaignOfPath,
  decideRoute,
  findNoBundleContract,
  firstTechwechsel,
  technologyOf,
  techwechselCandidates,
  type RoutingFacts,
} from './rules';
import { CAMPAIGNS } from '../../config/paths';

const DSL = PRODUCT_TYPE.FESTNETZ_DSL;
const MOBIL = PRODUCT_TYPE.MOBILFUNK;
const check = (matchByClientId: boolean, produktart: string = DSL) => ({
  matchByClientId,
  produktnummer: 'x',
  produktart,
});

const a = vertrag({
  contractId: 'V-A',
  name: 'VDSL 100',
  number: '10100',
  TEAGCustomerId: 'B-1',
  contractAddressId: 'ADR-A',
  contractStreet: 'Anger',
  contractStreetNumber: '5',
  contractStreetNumberAddon: 'b',
  contractZipcode: '99084',
  contractCity: 'Erfurt',
});
const b = vertrag({ contractId: 'V-B', name: 'Mobilfunk Allnet M', number: '30010', TEAGCustomerId: '' });
const c = vertrag({
  contractId: 'V-C',
  name: 'TEAG Glasfaser 300',
  number: '20300',
  TEAGCustomerId: '',
  contractAddressId: 'ADR-C',
  contractStreet: 'Wagnergasse',
  contractStreetNumber: '3',
  contractStreetNumberAddon: '',
  contractZipcode: '07743',
  contractCity: 'Jena',
});
const up25 = vertrag({
  contractId: 'V-25',
  name: 'ThüringenDSL.privat 25',
  number: '10026',
  contractAddressId: 'ADR-25',
  contractStreet: 'Anger',
  contractStreetNumber: '1',
  contractStreetNumberAddon: '',
  contractZipcode: '99084',
  contractCity: 'Erfurt',
});

function facts(over: Partial<RoutingFacts> = {}): RoutingFacts {
  return {
    contracts: [a, b, c],
    checks: {},
    customerType: 'privat',
    firstContractId: 'V-A',
    organisationCustomerId: 'K-1',
    zelosDokumente: [],
    specialOffer: null,
    gfplusAdresse: null,
    techwechsel: null,
    ...over,
  };
}

const qA = { adrId: 'ADR-A', plz: '99084', ort: 'Erfurt', str: 'Anger', hnr: '5b', kundentypId: '1' };
const qC = { adrId: 'ADR-C', plz: '07743', ort: 'Jena', str: 'Wagnergasse', hnr: '3', kundentypId: '1' };

/** One row per rule of the decision table (docs/requirements.md): campaign, facts, route name, params, query. */
const rows: Array<[string, Campaign, Partial<RoutingFacts>, string, Record<string, string>, Record<string, unknown>]> =
  [
    [
      'zelos: contract of the first document',
      'zelos',
      { zelosDokumente: [{ id: 'Z1', title: 't', date: '2026-01-01', contractId: 'V-C' }] },
      'vertragdetail.produktwechsel.bestellung',
      { id: 'V-C' },
      { ...qC, clientId: CLIENT_IDS.dokumente, downgradeAllowed: false },
    ],
    ['zelos: no documents → dashboard', 'zelos', {}, 'private.dashboard.startseite', {}, {}],
    [
      'gfplus: address → add contract at first contract',
      'vertraghinzu-gfplus',
      {
        gfplusAdresse: {
          id: 'GFP-1',
          plz: '07745',
          ort: 'Jena',
          strasse: 'Am Steiger',
          haus_nr_original: '12',
          hausnummernzusatz: 'a',
        },
      },
      'vertragdetail.vertraghinzu.bestellung',
      { id: 'V-A' },
      {
        adrId: 'GFP-1',
        plz: '07745',
        ort: 'Jena',
        str: 'Am Steiger',
        hnr: '12a',
        clientId: CLIENT_IDS.vertraghinzuGfplus,
        kundentypId: '1',
        recAdresse: 'GFP-1',
        customerId: 'K-1',
      },
    ],
    ['gfplus: no address → dashboard', 'vertraghinzu-gfplus', {}, 'private.dashboard.startseite', {}, {}],
    [
      'promo 1309: first matching DSL contract',
      'produktwechsel-promo',
      { checks: { 'V-A': check(false), 'V-B': check(true, MOBIL), 'V-C': check(true) } },
      'vertragdetail.produktwechsel.bestellung',
      { id: 'V-C' },
      { ...qC, clientId: CLIENT_IDS.produktwechselPromo1309 },
    ],
    [
      'promo 1345: downgradeAllowed=false',
      'produktwechsel-promo-ostern',
      { checks: { 'V-C': check(true) } },
      'vertragdetail.produktwechsel.bestellung',
      { id: 'V-C' },
      { ...qC, clientId: CLIENT_IDS.produktwechselPromo1345, downgradeAllowed: false },
    ],
    [
      'promo: nothing matches → dashboard',
      'produktwechsel-promo',
      { checks: { 'V-B': check(true, MOBIL) } },
      'private.dashboard.startseite',
      {},
      {},
    ],
    [
      'produktwechsel: DSL contract with special offer → spezialangebot',
      'produktwechsel',
      {
        checks: { 'V-A': check(true) },
        specialOffer: { id: 'S', contractId: 'V-A', title: '', text: '', monthlyPrice: 1, seen: false },
      },
      'vertrag.spezialangebot',
      { id: 'V-A' },
      {},
    ],
    [
      'produktwechsel: first matching contract',
      'produktwechsel',
      { checks: { 'V-A': check(true), 'V-C': check(true) } },
      'vertragdetail.produktwechsel.bestellung',
      { id: 'V-A' },
      { ...qA, clientId: CLIENT_IDS.produktwechsel },
    ],
    [
      'produktwechsel: failed checks (null) → dashboard',
      'produktwechsel',
      { checks: { 'V-A': null, 'V-C': null } },
      'private.dashboard.startseite',
      {},
      {},
    ],
    [
      'treueangebot: no-bundle contract',
      'treueangebot',
      { checks: { 'V-A': check(true), 'V-B': check(false), 'V-C': check(true) } },
      'vertragdetail.treueangebot.bestellung',
      { id: 'V-C' },
      { ...qC, clientId: CLIENT_IDS.treueangebot, downgradeAllowed: false },
    ],
    [
      'treueangebot: all bundled → dashboard',
      'treueangebot',
      { checks: { 'V-A': check(true) } },
      'private.dashboard.startseite',
      {},
      {},
    ],
    [
      'technologiewechsel: detected technology',
      'technologiewechsel',
      { techwechsel: { contractId: 'V-C', technologie: 'ftth' } },
      'vertragdetail.technupgrade.bestellung',
      { id: 'V-C' },
      { ...qC, clientId: CLIENT_IDS.main, technologie: 'ftth' },
    ],
    [
      'technologiewechsel: 25 upgrade route',
      'technologiewechsel',
      { contracts: [a, up25] },
      'vertragdetail.technupgrade.bestellung',
      { id: 'V-25' },
      {
        adrId: 'ADR-25',
        plz: '99084',
        ort: 'Erfurt',
        str: 'Anger',
        hnr: '1',
        kundentypId: '1',
        clientId: CLIENT_IDS.main,
        glasUpgradeFrom: '10026',
      },
    ],
    ['technologiewechsel: nothing → dashboard', 'technologiewechsel', {}, 'private.dashboard.startseite', {}, {}],
    [
      'umzug: first fixed-network contract → address step',
      'umzug',
      { checks: { 'V-A': check(true, MOBIL), 'V-C': check(true) } },
      'vertragdetail.umzug',
      { id: 'V-C' },
      {},
    ],
    [
      'mobilfunk: first matching contract, business kundentypId',
      'mobilfunk-hinzubuchen',
      { checks: { 'V-A': check(true) }, customerType: 'business' },
      'vertragdetail.mobilfunk.bestellung',
      { id: 'V-A' },
      { ...qA, kundentypId: '2', clientId: CLIENT_IDS.mobilfunk },
    ],
    ['mobilfunk: nothing → dashboard', 'mobilfunk-hinzubuchen', {}, 'private.dashboard.startseite', {}, {}],
  ];

describe('decision table (docs/requirements.md)', () => {
  test.each(rows)('%s', (_label, campaign, over, name, params, query) => {
    expect(decideRoute(campaign, facts(over))).toEqual({ name, params, query });
  });
});

describe('helper rules', () => {
  test('hnr = number + addon', () => {
    expect(houseNumber('25', 'b')).toBe('25b');
    expect(houseNumber('7', '')).toBe('7');
  });

  test('no-bundle contract: first with matchByClientId and empty bundle id', () => {
    expect(
      findNoBundleContract([a, b, c], { 'V-A': check(true), 'V-B': check(false), 'V-C': check(true) })?.contractId,
    ).toBe('V-C');
    expect(findNoBundleContract([a, b, c], { 'V-B': check(true) })?.contractId).toBe('V-B');
    expect(findNoBundleContract([a], { 'V-A': check(true) })).toBeNull();
  });

  test('technology candidates skip contracts with a route or without first article', () => {
    const routed = vertrag({ contractId: 'R', techwechselRoute: '/x' });
    const noArticle = vertrag({ contractId: 'N', articles: [] });
    expect(techwechselCandidates([routed, noArticle, a]).map((v) => v.contractId)).toEqual(['V-A']);
  });

  test('first match waits for earlier contracts, in order', () => {
    expect(firstTechwechsel([a, c], { 'V-C': 'ftth' })).toBe('pending');
    expect(firstTechwechsel([a, c], { 'V-A': null, 'V-C': 'ftth' })).toEqual({ contract: c, technologie: 'ftth' });
    expect(firstTechwechsel([a, c], { 'V-A': 'l2-bsa-ugglas' })).toEqual({ contract: a, technologie: 'l2-bsa-ugglas' });
    expect(firstTechwechsel([a, c], { 'V-A': null, 'V-C': null })).toBeNull();
  });

  test('ftth wins over l2-bsa-ugglas; none = null', () => {
    expect(technologyOf(true, true)).toBe('ftth');
    expect(technologyOf(false, true)).toBe('l2-bsa-ugglas');
    expect(technologyOf(false, false)).toBeNull();
  });

  test('campaign of a stored deep-link path', () => {
    expect(campaignOfPath('/treueangebot', CAMPAIGNS)).toBe('treueangebot');
    expect(campaignOfPath('/kundenportal/produktwechsel-promo?kampagne=x', CAMPAIGNS)).toBe('produktwechsel-promo');
    expect(campaignOfPath('/private/dashboard', CAMPAIGNS)).toBeNull();
  });
});
