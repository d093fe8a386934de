import { i18n, registerMessages } from '../../i18n';
import bestellung from '../../i18n/de/bestellung.json';
import { orderRecapRows } from './orderRecap';
import type { OrderTerms } from './orderTerms';

registerMessages('bestellung', bestellung);
const t = i18n.t.bind(i18n);

const option: OrderTerms = {
  kind: 'option',
  concerns: { type: 'contract', contractId: 'V-100031', name: 'VDSL 100' },
  tarif: { name: 'VDSL 100', technologie: 'vdsl', downloadMbit: 100, uploadMbit: 40 },
  produktId: null,
  optionen: [{ id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 4.99, oneTimePrice: 0 }],
  keptOptionen: [],
  monthlyBefore: 48.96,
  monthly: 53.95,
  addedMonthly: 4.99,
  promo: null,
  oneOff: 0,
  minimumTerm: { isNew: false, months: 24, runsUntil: '', needsAgreement: false },
  noticeMonths: 1,
  start: '2026-12-08',
};
const mobile: OrderTerms = {
  ...option,
  kind: 'mobilfunk',
  concerns: { type: 'new' },
  tarif: { name: 'Mobilfunk Allnet M', technologie: 'lte', downloadMbit: 150, uploadMbit: 50 },
  produktId: 'PRD-30010',
  optionen: [],
  monthlyBefore: null,
  monthly: 7.49,
  promo: { months: 6, monthlyAfter: 14.99 },
  oneOff: 19.99,
  minimumTerm: { isNew: true, months: 24, runsUntil: '', needsAgreement: true },
};
const auftrag = { auftragsnummer: 'A-2026-000123', eingangAm: '2026-11-26T10:05:00.000Z' };
const plain = (rows: ReturnType<typeof orderRecapRows>) => rows.map((r) => [r.label, r.value.replace(/\u00a0/g, ' ')]);

describe('orderRecapRows (the confirmation recaps the order terms)', () => {
  it.each([
    [
      'an option order: the new monthly price with the booked options, no one-off fee, no new term',
      { terms: option, auftrag },
      [
        ['Auftragsnummer', 'A-2026-000123'],
        ['Bestellt am', '26.11.2026 11:05 Uhr'],
        ['Betrifft', 'Vertrag VDSL 100 (V-100031)'],
        ['Tarif', 'VDSL 100'],
        ['Zusatzoptionen', 'Festnetz-Flatrate'],
        ['Monatlicher Preis (inkl. Optionen)', '53,95 € monatlich'],
        ['Einmalige Kosten', 'keine'],
        ['Mindestvertragslaufzeit', 'keine neue Mindestlaufzeit'],
        ['Wunschtermin', '08.12.2026'],
      ],
    ],
    [
      'a new mobile contract at an offer price: the months and the price after, no old contract named',
      { terms: mobile },
      [
        ['Betrifft', 'Neuer Vertrag – Ihre bestehenden Verträge bleiben, wie sie sind'],
        ['Tarif', 'Mobilfunk Allnet M'],
        [
          'Monatlicher Preis (inkl. Optionen)',
          '7,49 € monatlich in den ersten 6 Monaten, ab dem 7. Monat 14,99 € monatlich',
        ],
        ['Einmalige Kosten', '19,99 €'],
        ['Mindestvertragslaufzeit', '24 Monate'],
        ['Wunschtermin', '08.12.2026'],
      ],
    ],
    [
      'a move with a tariff change: its own rows (address, date) instead of a desired date',
      {
        terms: { ...option, kind: 'umzug' as const, optionen: [] },
        withStart: false,
        // a move's UZ number is a Vorgangsnummer, never an Auftragsnummer
        auftrag: { auftragsnummer: 'UZ-2026-000042', eingangAm: auftrag.eingangAm, vorgang: true },
        extraRows: [
          { label: 'Neue Adresse', value: 'Anger 3, 99084 Erfurt' },
          { label: 'Umzugsdatum', value: '15.01.2027' },
        ],
      },
      [
        ['Vorgangsnummer', 'UZ-2026-000042'],
        ['Bestellt am', '26.11.2026 11:05 Uhr'],
        ['Betrifft', 'Vertrag VDSL 100 (V-100031)'],
        ['Tarif', 'VDSL 100'],
        ['Monatlicher Preis (inkl. Optionen)', '53,95 € monatlich'],
        ['Einmalige Kosten', 'keine'],
        ['Mindestvertragslaufzeit', 'keine neue Mindestlaufzeit'],
        ['Neue Adresse', 'Anger 3, 99084 Erfurt'],
        ['Umzugsdatum', '15.01.2027'],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(plain(orderRecapRows(input, t))).toEqual(expected);
  });
});
