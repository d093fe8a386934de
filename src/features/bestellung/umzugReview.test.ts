import { vertrag } from '../../../test/jest/fixtures';
import { i18n, registerMessages } from '../../i18n';
import bestellung from '../../i18n/de/bestellung.json';
import { umzugButtonKey, umzugSofortRows } from './umzugReview';

registerMessages('bestellung', bestellung);
const t = i18n.t.bind(i18n);

const request = {
  umzugsdatum: '2026-12-15',
  plz: '99084',
  ort: 'Erfurt',
  strasse: 'Neue Str.',
  hausnummer: '5',
  hausnummernzusatz: 'b',
};
const contract = vertrag({
  contractId: 'V-100001',
  name: 'VDSL 100',
  contractStreet: 'Alte Gasse',
  contractStreetNumber: '3',
  contractStreetNumberAddon: '',
  contractZipcode: '99423',
  contractCity: 'Weimar',
  minimumTermEnd: '2027-03-31',
});

describe('umzugSofortRows (the review of a move that keeps the contract)', () => {
  it.each([
    [
      'contract with address and term end',
      contract,
      [
        ['Betrifft Vertrag', 'VDSL 100 (V-100001)'],
        ['Bisherige Adresse', 'Alte Gasse 3, 99423 Weimar'],
        ['Umzug an', 'Neue Str. 5b, 99084 Erfurt'],
        ['Umzugsdatum', '15.12.2026'],
        ['Tarif', 'VDSL 100 (bleibt unverändert)'],
        ['Vertragslaufzeit', 'läuft unverändert weiter, Mindestvertragslaufzeit bis 31.03.2027'],
      ],
    ],
    [
      'a contract without address or term end leaves out what it lacks (never a guess)',
      { ...contract, contractStreet: '', minimumTermEnd: '' },
      [
        ['Betrifft Vertrag', 'VDSL 100 (V-100001)'],
        ['Umzug an', 'Neue Str. 5b, 99084 Erfurt'],
        ['Umzugsdatum', '15.12.2026'],
        ['Tarif', 'VDSL 100 (bleibt unverändert)'],
        ['Vertragslaufzeit', 'läuft unverändert weiter'],
      ],
    ],
    [
      'a minimum term that has ended is not named as running',
      { ...contract, minimumTermEnd: '2026-06-30' },
      [
        ['Betrifft Vertrag', 'VDSL 100 (V-100001)'],
        ['Bisherige Adresse', 'Alte Gasse 3, 99423 Weimar'],
        ['Umzug an', 'Neue Str. 5b, 99084 Erfurt'],
        ['Umzugsdatum', '15.12.2026'],
        ['Tarif', 'VDSL 100 (bleibt unverändert)'],
        [
          'Vertragslaufzeit',
          'läuft unverändert weiter; die Mindestvertragslaufzeit endete am 30.06.2026, der Vertrag ist monatlich kündbar',
        ],
      ],
    ],
  ])('%s', (_name, v, expected) => {
    expect(umzugSofortRows(t, v, request, '2026-11-26').map((r) => [r.label, r.value])).toEqual(expected);
  });
});

describe('umzugButtonKey (§ 312j Abs. 3 BGB)', () => {
  it.each([
    [0, 'Umzug verbindlich beauftragen'],
    [29.99, 'Umzug zahlungspflichtig beauftragen'],
    // the check did not name the cost: a payment obligation cannot be ruled out
    [null, 'Umzug zahlungspflichtig beauftragen'],
  ])('one-off cost %s → „%s“', (kosten, label) => {
    expect(t(`bestellung:${umzugButtonKey(kosten)}`)).toBe(label);
  });
});
