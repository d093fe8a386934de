import { i18n, registerMessages } from '../../i18n';
import auftraege from '../../i18n/de/auftraege.json';
import type { Vorgang } from './auftraegeApi';
import { vorgangRows, vorgangTitle } from './vorgangText';

registerMessages('auftraege', auftraege);
const t = i18n.t.bind(i18n);

const vg = (over: Partial<Vorgang>): Vorgang => ({
  referenz: 'A-2026-000123',
  art: 'bestellung',
  bestellart: 'produktwechsel',
  vertragsId: 'V-1',
  eingangAm: '2026-11-20T08:05:00.000Z',
  status: 'eingegangen',
  ...over,
});
const neueAdresse = { strasse: 'Neue Str.', hausnummer: '5', hausnummernzusatz: 'b', plz: '99086', ort: 'Erfurt' };
const plain = (rows: Array<[string, string]>) => rows.map(([l, v]) => [l, v.replace(/\u00a0/g, ' ')]);
const HEAD = [
  ['Eingegangen am', '20.11.2026 09:05 Uhr'],
  ['Auftragsnummer', 'A-2026-000123'],
  ['Vertrag', 'VDSL 100 (V-1)'],
];

describe('Meine Aufträge: a move with a tariff change names both', () => {
  it.each<[string, Partial<Vorgang>, string, string[][]]>([
    [
      'a tariff change',
      { produkt: 'Glasfaser 500', zum: '2026-12-07', monatlich: 59.99, einmalig: 49.99 },
      'Tarifwechsel',
      [
        ['Produkt', 'Glasfaser 500'],
        ['Monatlicher Preis', '59,99 € monatlich'],
        ['Einmalige Kosten', '49,99 €'],
        ['Wunschtermin', '07.12.2026'],
      ],
    ],
    [
      'a move with a tariff change (code 3): address, date, tariff and price; the date once',
      { produkt: 'VDSL 250', zum: '2026-12-15', umzugsdatum: '2026-12-15', neueAdresse, monatlich: 44.99, einmalig: 0 },
      'Umzug mit Tarifwechsel',
      [
        ['Neue Adresse', 'Neue Str. 5b, 99086 Erfurt'],
        ['Umzugsdatum', '15.12.2026'],
        ['Neuer Tarif', 'VDSL 250'],
        ['Monatlicher Preis', '44,99 € monatlich'],
        ['Einmalige Kosten', 'keine'],
      ],
    ],
    [
      'a move with a technology upgrade (code 4)',
      { bestellart: 'technologiewechsel', produkt: 'Glasfaser 300', umzugsdatum: '2026-12-15', zum: '2026-12-15' },
      'Umzug mit Technologie-Upgrade',
      [
        ['Umzugsdatum', '15.12.2026'],
        ['Neuer Tarif', 'Glasfaser 300'],
      ],
    ],
    [
      'the move call with a new tariff (code 2)',
      { art: 'umzug', bestellart: undefined, produkt: 'VDSL 50', zum: '2026-12-15', neueAdresse, monatlich: 34.99 },
      'Umzug mit neuem Tarif',
      [
        ['Neue Adresse', 'Neue Str. 5b, 99086 Erfurt'],
        ['Umzugsdatum', '15.12.2026'],
        ['Neuer Tarif', 'VDSL 50'],
        ['Monatlicher Preis', '34,99 € monatlich'],
      ],
    ],
    [
      'a move that keeps the contract (code 1)',
      { art: 'umzug', bestellart: undefined, zum: '2026-12-15', umzugsdatum: '2026-12-15', neueAdresse },
      'Umzug',
      [
        ['Neue Adresse', 'Neue Str. 5b, 99086 Erfurt'],
        ['Umzugsdatum', '15.12.2026'],
      ],
    ],
    [
      'an older backend without the new fields: the move as before',
      { art: 'umzug', bestellart: undefined, zum: '2026-12-15' },
      'Umzug',
      [['Umzugsdatum', '15.12.2026']],
    ],
    [
      'a cancellation',
      { art: 'kuendigung', bestellart: undefined, zum: '2027-01-31', neueAdresse: null },
      'Kündigung',
      [['Vertragsende zum', '31.01.2027']],
    ],
  ])('%s', (_name, over, title, rows) => {
    const x = vg(over);
    expect(vorgangTitle(t, x)).toBe(title);
    // an order has an Auftragsnummer, every other request a Vorgangsnummer (docs/glossary.md)
    const head = HEAD.map(([l, v]) =>
      l === 'Auftragsnummer' && x.art !== 'bestellung' ? ['Vorgangsnummer', v] : [l, v],
    );
    expect(plain(vorgangRows(t, x, { name: 'VDSL 100' }))).toEqual([...head, ...rows]);
  });

  it('names the contract by its id when the list lacks it', () => {
    expect(vorgangRows(t, vg({}), null)[2]).toEqual(['Vertrag', 'V-1']);
  });
});

describe('Meine Aufträge: the terms the order was taken with', () => {
  it('an option order: its options, the new monthly price, no one-off costs, no new minimum term', () => {
    const rows = plain(
      vorgangRows(
        t,
        vg({
          bestellart: 'option',
          produkt: 'Festnetz-Flatrate',
          monatlich: 53.95,
          einmalig: 0,
          neueMindestlaufzeit: false,
        }),
        { name: 'VDSL 100' },
      ),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Zusatzoptionen', 'Festnetz-Flatrate'],
        ['Monatlicher Preis', '53,95 € monatlich'],
        ['Einmalige Kosten', 'keine'],
        ['Mindestlaufzeit', 'keine neue Mindestlaufzeit'],
      ]),
    );
  });

  it('a new mobile contract: named as new, with its offer months and the price after', () => {
    const rows = plain(
      vorgangRows(
        t,
        vg({
          bestellart: 'mobilfunk',
          produkt: 'Mobilfunk Allnet M',
          neuerVertrag: true,
          monatlich: 7.49,
          aktionsmonate: 6,
          monatlichNachAktion: 14.99,
          neueMindestlaufzeit: true,
          mindestlaufzeitMonate: 24,
        }),
        { name: 'VDSL 50' },
      ),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Vertrag', 'Neuer Vertrag'],
        ['Monatlicher Preis', '7,49 € monatlich in den ersten 6 Monaten, ab dem 7. Monat 14,99 € monatlich'],
        ['Mindestlaufzeit', 'neue Mindestlaufzeit von 24 Monaten'],
      ]),
    );
  });
});
