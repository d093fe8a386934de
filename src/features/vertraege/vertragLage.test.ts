import { vertrag } from '../../../test/jest/fixtures';
import type { ContractStatus } from '../../api/types';
import { VERTRAG_TABS, type VertragTab } from '../../config/paths';
import type { Vorgang } from '../auftraege/auftraegeApi';
import { vertragLage } from './vertragLage';

const kuendigung: Vorgang = {
  referenz: 'K-1',
  art: 'kuendigung',
  vertragsId: 'V-1',
  zum: '2027-01-31',
  eingangAm: '2026-11-21T10:00:00.000Z',
  status: 'eingegangen',
} as Vorgang;
const tarifwechsel: Vorgang = {
  referenz: 'A-1',
  art: 'bestellung',
  bestellart: 'produktwechsel',
  vertragsId: 'V-1',
  produkt: 'VDSL 100',
  eingangAm: '2026-11-20T10:00:00.000Z',
  status: 'eingegangen',
} as Vorgang;
const fremd: Vorgang = { ...kuendigung, vertragsId: 'V-2' } as Vorgang;

const DSL_TABS: VertragTab[] = [
  'allgemeine-daten',
  'ausbaustatus',
  'produktwechsel',
  'produktwechselalt',
  'lieferadresse',
  'energie-bundle',
  'option-hinzufuegen',
  'umzug',
  'technologieupgrade',
  'vertragswechsel',
  'mobilfunk',
  'kuendigung',
];
const ENDED_TABS: VertragTab[] = ['allgemeine-daten', 'ausbaustatus', 'lieferadresse'];

describe('vertragLage: status, banners, tabs and actions from one rule', () => {
  test.each<[string, ContractStatus, Vorgang[], ContractStatus, string[], VertragTab[], boolean]>([
    // name, status from the backend, running requests → shown status, banners, menu tabs, tariff change blocked
    ['active, nothing running', 'aktiv', [], 'aktiv', [], DSL_TABS, false],
    ['another contract’s cancellation changes nothing', 'aktiv', [fremd], 'aktiv', [], DSL_TABS, false],
    // the list loaded before the cancellation still says „aktiv“ or „in Bearbeitung“: the request decides
    ['cancelled this session', 'aktiv', [kuendigung], 'gekuendigt', ['gekuendigt'], ENDED_TABS, true],
    [
      'list says in progress, a cancellation runs',
      'in_bearbeitung',
      [kuendigung],
      'gekuendigt',
      ['gekuendigt'],
      ENDED_TABS,
      true,
    ],
    ['the backend says cancelled', 'gekuendigt', [], 'gekuendigt', [], ENDED_TABS, true],
    ['withdrawn', 'widerrufen', [], 'widerrufen', ['widerrufen'], ENDED_TABS, true],
    [
      'withdrawn, a cancellation is still listed',
      'widerrufen',
      [kuendigung],
      'widerrufen',
      ['gekuendigt'],
      ENDED_TABS,
      true,
    ],
    // a running tariff change keeps the tabs in the menu and blocks their button
    ['a tariff change runs', 'aktiv', [tarifwechsel], 'aktiv', ['auftrag'], DSL_TABS, true],
    ['being set up', 'in_bearbeitung', [], 'in_bearbeitung', [], DSL_TABS, false],
  ])('%s', (_name, status, vorgaenge, shown, banners, tabs, tariffBlocked) => {
    const lage = vertragLage(vertrag({ status }), vorgaenge, { specialOffer: null }, VERTRAG_TABS);
    expect(lage.status).toBe(shown);
    expect(lage.banners.map((b) => b.kind)).toEqual(banners);
    expect(lage.tabs).toEqual(tabs);
    expect(lage.blocked.has('produktwechsel')).toBe(tariffBlocked);
    expect(lage.beendet).toBe(shown === 'gekuendigt' || shown === 'widerrufen');
    expect(lage.tabs.includes('produktwechsel')).toBe(!lage.beendet);
    // the cancellation page keeps the receipt of a running cancellation; a contract ended otherwise says so there
    expect(lage.geschlossen.has('kuendigung')).toBe(lage.beendet && !lage.endetAm);
    expect(lage.geschlossen.has('produktwechsel')).toBe(lage.beendet);
  });

  test('the end of a running cancellation is the banner’s and the data’s', () => {
    const lage = vertragLage(vertrag(), [kuendigung], { specialOffer: null }, VERTRAG_TABS);
    expect(lage.endetAm).toBe('2027-01-31');
    expect(lage.banners[0]).toMatchObject({ kind: 'gekuendigt', zum: '2027-01-31', referenz: 'K-1' });
  });
});
