import type { Produkt } from '../../api/types';
import { i18n, registerMessages } from '../../i18n';
import bestellung from '../../i18n/de/bestellung.json';
import { orderRecapRows } from './orderRecap';

registerMessages('bestellung', bestellung);
const t = i18n.t.bind(i18n);

const vdsl: Produkt = {
  id: 'PRD-10100',
  name: 'VDSL 50',
  produktnummer: '10100',
  technologie: 'vdsl',
  downloadMbit: 50,
  uploadMbit: 10,
  monthlyPrice: 34.99,
  oneTimePrice: 49.99,
  minimumTermMonths: 24,
  noticePeriodMonths: 1,
  options: [{ id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 5 }],
};
const auftrag = { auftragsnummer: 'A-2026-000123', eingangAm: '2026-11-26T10:05:00.000Z' };
const vertrag = { contractId: 'V-100001', name: 'VDSL 25000.2 PK' };
const plain = (rows: ReturnType<typeof orderRecapRows>) => rows.map((r) => [r.label, r.value.replace(/\u00a0/g, ' ')]);

describe('orderRecapRows (the confirmation recaps what was ordered)', () => {
  it.each([
    [
      'tariff change with an option',
      { produkt: vdsl, optionen: vdsl.options, wunschtermin: '2026-12-08', auftrag },
      vertrag,
      [
        ['Auftragsnummer', 'A-2026-000123'],
        ['Bestellt am', '26.11.2026 11:05 Uhr'],
        ['Tarif', 'VDSL 50'],
        ['Zusatzoptionen', 'Festnetz-Flatrate'],
        ['Monatlicher Preis (inkl. Optionen)', '39,99 €'],
        ['Einmaliger Preis', '49,99 €'],
        ['Wunschtermin', '08.12.2026'],
        ['Betrifft Vertrag', 'VDSL 25000.2 PK (V-100001)'],
      ],
    ],
    [
      'no options, no order number (a backend that sends none), unknown one-off price',
      { produkt: { ...vdsl, oneTimePrice: null }, optionen: [], wunschtermin: '2026-12-08' },
      { contractId: '100001', name: '' },
      [
        ['Tarif', 'VDSL 50'],
        ['Monatlicher Preis (inkl. Optionen)', '34,99 €'],
        ['Einmaliger Preis', 'keine Angabe'],
        ['Wunschtermin', '08.12.2026'],
        ['Betrifft Vertrag', '100001'],
      ],
    ],
    [
      'a move with a tariff change: its own rows (address, date), no contract known',
      {
        produkt: vdsl,
        optionen: [],
        auftrag,
        extraRows: [
          { label: 'Neue Adresse', value: 'Anger 3, 99084 Erfurt' },
          { label: 'Umzugsdatum', value: '15.01.2027' },
        ],
      },
      null,
      [
        ['Auftragsnummer', 'A-2026-000123'],
        ['Bestellt am', '26.11.2026 11:05 Uhr'],
        ['Tarif', 'VDSL 50'],
        ['Monatlicher Preis (inkl. Optionen)', '34,99 €'],
        ['Einmaliger Preis', '49,99 €'],
        ['Neue Adresse', 'Anger 3, 99084 Erfurt'],
        ['Umzugsdatum', '15.01.2027'],
      ],
    ],
  ])('%s', (_name, input, contract, expected) => {
    expect(plain(orderRecapRows(input as never, contract, t))).toEqual(expected);
  });
});
