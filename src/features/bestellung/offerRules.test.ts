import { vertrag } from '../../../test/jest/fixtures';
import type { Kundenspezialangebot, Produkt, Vertrag } from '../../api/types';
import { offerFor, type OfferInput } from './offerRules';
import { compareTariffs, currentTariffOf, isCurrentTariff, isDowngrade, isTechnologyUpgrade } from './tariffRank';

const OPTIONS = [
  { id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 4.99 },
  { id: 'OPT-SEC', name: 'Sicherheitspaket', monthlyPrice: 3.99 },
  { id: 'OPT-CLOUD', name: 'Cloud 100 GB', monthlyPrice: 2.99 },
  { id: 'OPT-VOIP', name: 'Zusätzliche Rufnummern (VoIP)', monthlyPrice: 1.99 },
];

const prod = (nr: string, technologie: string, down: number, price: number, extra: Partial<Produkt> = {}): Produkt => ({
  id: `PRD-${nr}`,
  name: `Tarif ${nr}`,
  produktnummer: nr,
  technologie,
  downloadMbit: down,
  uploadMbit: down / 5,
  monthlyPrice: price,
  oneTimePrice: 0,
  minimumTermMonths: 24,
  noticePeriodMonths: 1,
  options: OPTIONS,
  ...extra,
});

// the stand-in's catalogue (test/backend/data/products.mjs), as the order API answers it
const VDSL25 = prod('10025', 'vdsl', 25, 29.99);
const VDSL50 = prod('10050', 'vdsl', 50, 34.99);
const VDSL100 = prod('10100', 'vdsl', 100, 39.99);
const VDSL250 = prod('10250', 'vdsl', 250, 49.99);
const UG100 = prod('20110', 'l2-bsa-ugglas', 100, 37.99);
const GF300 = prod('20300', 'ftth', 300, 44.99);
const GF500 = prod('20500', 'ftth', 500, 54.99, { name: 'TEAG Glasfaser 500' });
const GF1000 = prod('21000', 'ftth', 1000, 79.99);
const MOBIL_M = prod('30010', 'lte', 150, 14.99, { options: [] });
const ALL = [VDSL25, VDSL50, VDSL100, VDSL250, UG100, GF300, GF500, GF1000];

const dsl50 = vertrag({
  contractId: 'V-50',
  number: '10050',
  name: 'VDSL 50',
  category: 'dsl',
  technologie: 'vdsl',
  downloadMbit: 50,
  articles: [{ number: '10050-01', name: 'VDSL 50', price: 34.99 }],
  ausbaustatus: 'fertig',
});
const gf300 = vertrag({
  contractId: 'V-300',
  number: '20300',
  name: 'TEAG Glasfaser 300',
  category: 'glasfaser',
  technologie: 'ftth',
  downloadMbit: 300,
  articles: [{ number: '20300-01', name: 'TEAG Glasfaser 300', price: 44.99 }],
  TEAGCustomerId: '',
});
const dsl100WithOptions = vertrag({
  contractId: 'V-100',
  number: '10100',
  name: 'VDSL 100',
  category: 'dsl',
  technologie: 'vdsl',
  downloadMbit: 100,
  options: ['cloud', 'antivirus', 'voip'],
  articles: [{ number: '10100-01', name: 'VDSL 100', price: 39.99 }],
  monthlyPrice: 48.96,
  ausbaustatus: 'nicht_geplant',
});
const offer: Kundenspezialangebot = {
  id: 'SA-1',
  contractId: 'V-50',
  title: 'Exklusiv für Sie: TEAG Glasfaser 500 zum Vorteilspreis',
  text: '…',
  monthlyPrice: 39.99,
  produktnummer: '20500',
  offerMonths: 12,
  seen: false,
};

const base = (contract: Vertrag, over: Partial<OfferInput> = {}): OfferInput => ({
  kind: 'produktwechsel',
  contract,
  produkte: ALL,
  downgradeAllowed: true,
  atContractAddress: true,
  specialOffer: null,
  ...over,
});
const nrs = (input: OfferInput) => offerFor(input).produkte.map((p) => p.produktnummer);

describe('tariff ranking (technology, then speed)', () => {
  test.each([
    ['VDSL 250 for fibre 300', VDSL250, GF300, true],
    ['L2-BSA 100 for FTTH 300', UG100, GF300, true],
    ['FTTH 500 for FTTH 300', GF500, GF300, false],
    ['VDSL 25 for VDSL 50', VDSL25, VDSL50, true],
    ['L2-BSA 100 for VDSL 50', UG100, VDSL50, false],
    ['L2-BSA 100 for VDSL 250 (slower)', UG100, VDSL250, true],
  ])('%s: downgrade = %s', (_, p, current, expected) => {
    expect(isDowngrade(p, current)).toBe(expected);
  });

  test.each([
    ['FTTH 300 over VDSL 50', GF300, VDSL50, true],
    ['VDSL 250 over VDSL 50 (same technology)', VDSL250, VDSL50, false],
    ['L2-BSA 100 over VDSL 250 (slower)', UG100, VDSL250, false],
    ['FTTH 300 over FTTH 300', GF300, GF300, false],
    // a backend that sends no technology of the contract: the technology change's products are the upgrade
    ['FTTH 300 over a contract of unknown technology', GF300, { monthlyPrice: null }, true],
    [
      'FTTH 300 over an unknown technology with 500 Mbit/s (slower)',
      GF300,
      { downloadMbit: 500, monthlyPrice: null },
      false,
    ],
  ])('%s: technology upgrade = %s', (_, p, current, expected) => {
    expect(isTechnologyUpgrade(p, current)).toBe(expected);
  });

  test('without comparable technology or speed the price decides', () => {
    expect(isDowngrade({ monthlyPrice: 9.99 }, { monthlyPrice: 14.99 })).toBe(true);
    expect(isDowngrade({ monthlyPrice: 19.99 }, { monthlyPrice: 14.99 })).toBe(false);
  });

  test('sort order: technology, speed, price', () => {
    expect([GF300, VDSL250, UG100, VDSL25].sort(compareTariffs).map((p) => p.produktnummer)).toEqual([
      '10025',
      '10250',
      '20110',
      '20300',
    ]);
  });

  test('current tariff: the contract’s fields, else the catalogue, else family and tariff price', () => {
    expect(currentTariffOf(dsl50)).toEqual({ technologie: 'vdsl', downloadMbit: 50, monthlyPrice: 34.99 });
    const bare = { ...gf300, technologie: undefined, downloadMbit: undefined };
    expect(currentTariffOf(bare, ALL)).toEqual({ technologie: 'ftth', downloadMbit: 300, monthlyPrice: 44.99 });
    expect(currentTariffOf(bare, [])).toEqual({
      technologie: 'l2-bsa-ugglas',
      downloadMbit: undefined,
      monthlyPrice: 44.99,
    });
  });
});

describe('offer rule per order kind', () => {
  test.each<[string, OfferInput, string[]]>([
    [
      'product change: everything but the current tariff, slowest first',
      base(dsl50),
      ['10025', '10100', '10250', '20110', '20300', '20500', '21000'],
    ],
    [
      'product change without downgrade (promo 1345, documents): nothing cheaper or slower',
      base(dsl50, { downgradeAllowed: false }),
      ['10100', '10250', '20110', '20300', '20500', '21000'],
    ],
    ['product change where fibre is not even planned: no fibre', base(dsl100WithOptions), ['10025', '10050', '10250']],
    [
      'product change where fibre is only planned: no fibre',
      base({ ...dsl50, ausbaustatus: 'geplant' }),
      ['10025', '10100', '10250'],
    ],
    [
      'loyalty offer for a fibre customer: no DSL, no slower fibre, not the current tariff',
      base(gf300, { kind: 'treueangebot' }),
      ['20500', '21000'],
    ],
    [
      'loyalty offer is never a downgrade, even if the route forgot the flag',
      base(dsl50, { kind: 'treueangebot', downgradeAllowed: true }),
      ['10100', '10250', '20110', '20300', '20500', '21000'],
    ],
    [
      'technology upgrade (ftth customer on VDSL 50): better technology only, no VDSL',
      base(dsl50, { kind: 'technologiewechsel' }),
      ['20110', '20300', '20500', '21000'],
    ],
    [
      'technology upgrade from VDSL 250: nothing slower, even if fibre',
      base({ ...dsl50, number: '10250', technologie: 'vdsl', downloadMbit: 250 }, { kind: 'technologiewechsel' }),
      ['20300', '20500', '21000'],
    ],
    [
      'technology upgrade from a backend that sends products with id and name only: the asked technology counts',
      base(dsl50, {
        kind: 'technologiewechsel',
        technologie: 'ftth',
        produkte: ALL.filter((p) => p.technologie === 'ftth').map((p) => ({ ...p, technologie: '' })),
      }),
      ['20300', '20500', '21000'],
    ],
    ['special offer: only the offered tariff', base(dsl50, { kind: 'spezialangebot', specialOffer: offer }), ['20500']],
    ['special offer of another contract: nothing', base(gf300, { kind: 'spezialangebot', specialOffer: offer }), []],
    [
      'move follow-up (code 3): the old address’s build-out status does not count',
      base(dsl100WithOptions, { atContractAddress: false }),
      ['10025', '10050', '10250', '20110', '20300', '20500', '21000'],
    ],
    [
      'move with reconfiguration (code 2): everything at the new address but the current tariff',
      base(dsl100WithOptions, { kind: 'umzug', atContractAddress: false }),
      ['10025', '10050', '10250', '20110', '20300', '20500', '21000'],
    ],
    ['mobile add-on: mobile tariffs only', base(dsl50, { kind: 'mobilfunk', produkte: [MOBIL_M, VDSL100] }), ['30010']],
    [
      'new contract at a GFPlus address: fibre only, the other contract’s tariff is no obstacle',
      base(gf300, { kind: 'vertraghinzu', atContractAddress: false }),
      ['20110', '20300', '20500', '21000'],
    ],
  ])('%s', (_, input, expected) => {
    expect(nrs(input)).toEqual(expected);
  });

  test('loyalty offer: offer price, list price and the months it applies', () => {
    const loyal = base(gf300, {
      kind: 'treueangebot',
      produkte: [{ ...GF500, offerMonthlyPrice: 49.99, offerMonths: 12 }, GF1000],
    });
    const [p500, p1000] = offerFor(loyal).produkte;
    expect(p500).toMatchObject({ monthlyPrice: 49.99, listMonthlyPrice: 54.99, offerMonths: 12 });
    expect(p1000).toMatchObject({ monthlyPrice: 79.99, listMonthlyPrice: 79.99 });
    expect(p1000.offerMonths).toBeUndefined();
  });

  test('special offer: preselected at its advertised price and term', () => {
    const result = offerFor(base(dsl50, { kind: 'spezialangebot', specialOffer: offer }));
    expect(result.preselectedId).toBe('PRD-20500');
    expect(result.produkte[0]).toMatchObject({ monthlyPrice: 39.99, listMonthlyPrice: 54.99, offerMonths: 12 });
  });

  test('special offer without product number: the tariff its title names', () => {
    const { produktnummer: _, ...old } = offer;
    expect(nrs(base(dsl50, { kind: 'spezialangebot', specialOffer: old }))).toEqual(['20500']);
  });

  test('booked options are never offered again; new contracts offer all', () => {
    const change = offerFor(base(dsl100WithOptions));
    expect(change.produkte[0].options.map((o) => o.id)).toEqual(['OPT-FLAT']);
    expect(change.bookedOptionIds).toEqual(['OPT-CLOUD', 'OPT-SEC', 'OPT-VOIP']);
    const gfplus = offerFor(base(dsl100WithOptions, { kind: 'vertraghinzu', atContractAddress: false }));
    expect(gfplus.produkte[0].options).toHaveLength(4);
  });

  test.each<[string, Vertrag, Produkt[], string | null, string[]]>([
    [
      'add-on: the contract’s own tariff with the options not yet booked',
      dsl100WithOptions,
      ALL,
      'PRD-10100',
      ['OPT-FLAT'],
    ],
    ['add-on without the contract’s tariff in the answer: nothing (never another product)', dsl50, [GF300], null, []],
  ])('%s', (_, contract, produkte, fixedId, options) => {
    const result = offerFor(base(contract, { kind: 'option', produkte }));
    expect(result.produkte).toEqual([]);
    expect(result.fixedProduct?.id ?? null).toBe(fixedId);
    expect(result.fixedProduct?.options.map((o) => o.id) ?? []).toEqual(options);
  });
});

// in the alt shape mode the product list carries names only; multi was offered the VDSL 100 it has
test.each([
  ['by product number', { produktnummer: '10100', name: 'Tarif 10100' }, true],
  ['no number: by name (alt shapes)', { produktnummer: '', name: 'VDSL 100' }, true],
  ['no number, another name', { produktnummer: '', name: 'VDSL 250' }, false],
  ['neither number nor name', { produktnummer: '', name: '' }, false],
  ['another number, same name', { produktnummer: '10250', name: 'VDSL 100' }, false],
])('current tariff %s → %p', (_name, p, expected) => {
  expect(isCurrentTariff(p, vertrag({ number: '10100', name: 'VDSL 100' }))).toBe(expected);
});

test('product change without product numbers never offers the tariff the contract has', () => {
  const bare = ALL.map((p) => ({ ...p, produktnummer: '', name: p === VDSL100 ? 'VDSL 100' : p.name }));
  const offer = offerFor({
    kind: 'produktwechsel',
    contract: vertrag({ number: '10100', name: 'VDSL 100', category: 'dsl' }),
    produkte: bare,
    downgradeAllowed: true,
    atContractAddress: true,
    specialOffer: null,
  } as OfferInput);
  expect(offer.produkte.map((p) => p.name)).not.toContain('VDSL 100');
  expect(offer.produkte.length).toBe(ALL.length - 1);
});
