import type { Vorgang } from './auftraegeApi';
import { isWithdrawable, newestFirst, vertragVorgaenge } from './vorgangRules';

const vg = (over: Partial<Vorgang>): Vorgang => ({
  referenz: 'A-1',
  art: 'bestellung',
  bestellart: 'produktwechsel',
  vertragsId: 'V-1',
  eingangAm: '2026-11-20T09:00:00.000Z',
  status: 'eingegangen',
  ...over,
});

const TARIFF_TABS = [
  'produktwechsel',
  'treueangebot',
  'produktwechselalt',
  'technologieupgrade',
  'spezialangebot',
  'vertragswechsel',
];

describe('vertragVorgaenge', () => {
  it.each<[string, Vorgang[], { banner: string[]; blocked: string[]; hidden: string[] }]>([
    ['nothing sent', [], { banner: [], blocked: [], hidden: [] }],
    [
      'a running tariff change blocks every tariff-change tab',
      [vg({})],
      { banner: ['auftrag'], blocked: TARIFF_TABS, hidden: [] },
    ],
    [
      'a loyalty order counts as tariff change',
      [vg({ bestellart: 'treueangebot' })],
      { banner: ['auftrag'], blocked: TARIFF_TABS, hidden: [] },
    ],
    ['a finished order blocks nothing', [vg({ status: 'abgeschlossen' })], { banner: [], blocked: [], hidden: [] }],
    [
      'another contract’s order blocks nothing here',
      [vg({ vertragsId: 'V-2' })],
      { banner: [], blocked: [], hidden: [] },
    ],
    [
      'an added option does not block further options',
      [vg({ bestellart: 'option' })],
      { banner: [], blocked: [], hidden: [] },
    ],
    [
      'a running move blocks a second move',
      [vg({ art: 'umzug', bestellart: undefined, zum: '2026-12-15' })],
      { banner: ['umzug'], blocked: ['umzug'], hidden: [] },
    ],
    [
      'a move with a new tariff is a move',
      [vg({ bestellart: 'umzug' })],
      { banner: ['umzug'], blocked: ['umzug'], hidden: [] },
    ],
    [
      'a tariff change ordered with a move (codes 3 and 4) is a move and a tariff change',
      [vg({ umzugsdatum: '2026-12-15', zum: '2026-12-15' })],
      { banner: ['auftrag', 'umzug'], blocked: [...TARIFF_TABS, 'umzug'], hidden: [] },
    ],
    [
      'a cancellation hides and blocks the cancellation',
      [vg({ art: 'kuendigung', bestellart: undefined, zum: '2027-01-31' })],
      { banner: ['kuendigung'], blocked: ['kuendigung'], hidden: ['kuendigung'] },
    ],
    [
      'a router activation changes nothing',
      [vg({ art: 'router', status: 'abgeschlossen' })],
      { banner: [], blocked: [], hidden: [] },
    ],
  ])('%s', (_name, list, expected) => {
    const state = vertragVorgaenge(list, 'V-1');
    const banner = (['kuendigung', 'auftrag', 'umzug'] as const).filter((k) => state[k]);
    expect({ banner, blocked: [...state.blocked].sort(), hidden: [...state.hidden] }).toEqual({
      ...expected,
      blocked: [...expected.blocked].sort(),
    });
  });

  it('names the newest running order of the contract', () => {
    const older = vg({ referenz: 'A-1', eingangAm: '2026-11-19T09:00:00Z' });
    const newer = vg({ referenz: 'A-2', eingangAm: '2026-11-20T08:00:00.000Z' });
    expect(vertragVorgaenge([older, newer], 'V-1').auftrag?.referenz).toBe('A-2');
    expect(newestFirst([older, newer]).map((x) => x.referenz)).toEqual(['A-2', 'A-1']);
  });
});

describe('isWithdrawable (the contracts concluded online)', () => {
  it.each<[string, Partial<Vorgang>, boolean]>([
    ['an order', {}, true],
    ['a move with a tariff change ordered through the order API (codes 3, 4)', { umzugsdatum: '2026-12-15' }, true],
    ['a move with a new tariff (code 2)', { art: 'umzug', bestellart: 'umzug', produkt: 'VDSL 50' }, true],
    ['a move that keeps the contract (code 1)', { art: 'umzug', bestellart: undefined }, false],
    ['a cancellation', { art: 'kuendigung', bestellart: undefined }, false],
    ['a router activation', { art: 'router', bestellart: undefined, produkt: 'FRITZ!Box' }, false],
  ])('%s: %s', (_name, over, expected) => {
    expect(isWithdrawable(vg(over))).toBe(expected);
  });
});
