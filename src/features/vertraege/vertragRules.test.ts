import { vertrag } from '../../../test/jest/fixtures';
import { kundendaten } from '../../../test/jest/fixtures';
import { VERTRAG_TABS } from '../../config/paths';
import { parseServerDate } from '../../lib/dates';
import { orderHref } from './orderLinks';
import { pageOf } from './paging';
import { orderRouteQuery } from '../eligibility/rules';
import { applicableTabs, vertragslaufzeit } from './vertragRules';

const day = (s: string) => parseServerDate(s)!;
const offer = { id: 'SA-1', contractId: 'V-1', title: 'T', text: 'X', monthlyPrice: 1, seen: false };

describe('applicable tabs', () => {
  test.each([
    [
      'DSL with bundle, router and options',
      vertrag({ options: ['cloud', 'voip'], router: { mac: 'AA:BB:CC:DD:EE:FF', model: 'Box', activated: false } }),
      { specialOffer: null },
      [
        'allgemeine-daten',
        'ausbaustatus',
        'produktwechsel',
        'produktwechselalt',
        'lieferadresse',
        'router',
        'energie-bundle',
        'option-hinzufuegen',
        'umzug',
        'technologieupgrade',
        'vertragswechsel',
        'voip-telefonie',
        'cloud',
        'mobilfunk',
        'kuendigung',
      ],
    ],
    [
      'fibre without bundle (loyalty offer)',
      vertrag({ category: 'glasfaser', TEAGCustomerId: '' }),
      { specialOffer: null },
      [
        'allgemeine-daten',
        'ausbaustatus',
        'produktwechsel',
        'treueangebot',
        'lieferadresse',
        'energie-bundle',
        'option-hinzufuegen',
        'umzug',
        'vertragswechsel',
        'mobilfunk',
        'kuendigung',
      ],
    ],
    [
      'mobile',
      vertrag({ category: 'mobilfunk' }),
      { specialOffer: null },
      ['allgemeine-daten', 'produktwechsel', 'lieferadresse', 'vertragswechsel', 'kuendigung'],
    ],
    [
      'energy',
      vertrag({ category: 'energie' }),
      { specialOffer: null },
      ['allgemeine-daten', 'energie-bundle', 'umzug', 'kuendigung'],
    ],
    [
      // the product's tabs; the status rule (vertragLage.ts) takes a cancelled contract's order tabs away
      'cancelled energy',
      vertrag({ category: 'energie', status: 'gekuendigt' }),
      { specialOffer: null },
      ['allgemeine-daten', 'energie-bundle', 'umzug', 'kuendigung'],
    ],
  ])('%s', (_name, v, ctx, tabs) => expect(applicableTabs(v, ctx, VERTRAG_TABS)).toEqual(tabs));

  // A past bug: the multi customer's DSL contract, bundled with an energy contract, was offered the energy
  // bundle it is in, and an undescribed router (alt shapes) had no tab: rows 1 and 3 failed there.
  const energy = vertrag({ contractId: 'V-E', category: 'energie', TEAGCustomerId: 'B-1' });
  test.each([
    ['DSL bundled with energy: no energy-bundle upsell', vertrag({ TEAGCustomerId: 'B-1' }), 'energie-bundle', false],
    ['DSL in another bundle: offered', vertrag({ TEAGCustomerId: 'B-2' }), 'energie-bundle', true],
    ['router not described (alt shapes): tab with "keine Angaben"', vertrag({ routerUnknown: true }), 'router', true],
    [
      'router not described on a mobile contract',
      vertrag({ category: 'mobilfunk', routerUnknown: true }),
      'router',
      false,
    ],
    ['no router', vertrag(), 'router', false],
    ['energy contract shows its bundle', energy, 'energie-bundle', true],
  ] as const)('%s', (_name, v, tab, applies) => {
    expect(applicableTabs(v, { specialOffer: null, contracts: [v, energy] }, VERTRAG_TABS).includes(tab)).toBe(applies);
  });

  test('special offer only on the DSL contract it belongs to', () => {
    expect(applicableTabs(vertrag(), { specialOffer: offer }, VERTRAG_TABS)).toContain('spezialangebot');
    expect(applicableTabs(vertrag({ contractId: 'V-2' }), { specialOffer: offer }, VERTRAG_TABS)).not.toContain(
      'spezialangebot',
    );
    expect(applicableTabs(vertrag({ category: 'glasfaser' }), { specialOffer: offer }, VERTRAG_TABS)).not.toContain(
      'spezialangebot',
    );
  });
});

describe('terms (last day to cancel)', () => {
  const v = vertrag({
    startDate: '2024-01-01',
    minimumTermEnd: '2025-12-31',
    noticePeriodMonths: 1,
    renewalNoticeMonths: 1,
  });
  test.each([
    [
      'inside the term',
      '2025-06-15',
      { inMinimumTerm: true, cancellableAnyTime: false, lastDayToCancel: '2025-11-30', earliestEnd: '2025-12-31' },
    ],
    [
      'on the last day',
      '2025-11-30',
      { inMinimumTerm: true, cancellableAnyTime: false, lastDayToCancel: '2025-11-30', earliestEnd: '2025-12-31' },
    ],
    [
      'too late for the term end: not before the term end',
      '2025-12-10',
      { inMinimumTerm: true, cancellableAnyTime: true, lastDayToCancel: '2025-12-10', earliestEnd: '2026-01-10' },
    ],
    [
      'after the term: monthly (TKG § 56)',
      '2026-03-31',
      { inMinimumTerm: false, cancellableAnyTime: true, lastDayToCancel: '2026-03-31', earliestEnd: '2026-04-30' },
    ],
  ])('%s', (_name, today, expected) => expect(vertragslaufzeit(v, day(today))).toMatchObject(expected));

  test('three months notice, month end clamped', () => {
    expect(
      vertragslaufzeit(vertrag({ minimumTermEnd: '2026-05-31', noticePeriodMonths: 3 }), day('2026-01-01'))
        .lastDayToCancel,
    ).toBe('2026-02-28');
  });
  test.each([
    ['no minimum term end', vertrag({ minimumTermEnd: '' })],
    ['no notice period', vertrag({ noticePeriodMonths: null })],
  ])('%s: nothing is computed or claimed (the page shows "-")', (_name, v) => {
    expect(vertragslaufzeit(v, day('2026-01-01'))).toMatchObject({
      known: false,
      lastDayToCancel: '',
      earliestEnd: '',
      cancellableAnyTime: false,
    });
  });
});

describe('order links', () => {
  const v = vertrag({
    contractId: 'V-9',
    contractAddressId: 'ADR-9',
    contractStreet: 'Anger',
    contractStreetNumber: '1',
    contractStreetNumberAddon: 'a',
    contractZipcode: '99084',
    contractCity: 'Erfurt',
  });
  test('basic query with house number plus addon and the customer type id', () => {
    expect(orderRouteQuery(v, 'business')).toEqual({
      adrId: 'ADR-9',
      plz: '99084',
      ort: 'Erfurt',
      str: 'Anger',
      hnr: '1a',
      kundentypId: '2',
    });
    expect(orderRouteQuery(v, kundendaten().customerType).kundentypId).toBe('1');
  });
  test('loyalty offer adds downgradeAllowed=false', () => {
    const href = orderHref('treueangebot', v, kundendaten());
    expect(href.startsWith('/private/dashboard/vertrag-detail/V-9/treueangebot_bestellung?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('downgradeAllowed')).toBe('false');
  });
});

describe('paging', () => {
  const list = Array.from({ length: 120 }, (_, i) => i + 1);
  test.each([
    [1, 1, 1, 20],
    [6, 6, 101, 120],
    [99, 6, 101, 120],
    [Number.NaN, 1, 1, 20],
    [0, 1, 1, 20],
  ])('page %p → %p (%p–%p)', (requested, page, from, to) =>
    expect(pageOf(list, requested)).toMatchObject({ page, pages: 6, from, to }),
  );
  test('empty list', () => expect(pageOf([], 3)).toEqual({ page: 1, pages: 1, items: [], from: 0, to: 0 }));
});
