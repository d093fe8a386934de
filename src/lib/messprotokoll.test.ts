import { leseProtokoll, minderung } from './messprotokoll.mjs';

/** n measurements per day at the given download speeds (one speed per day) */
const messungen = (tage: Array<[string, number, number]>) =>
  tage.flatMap(([datum, n, downloadMbit]) => Array.from({ length: n }, () => ({ datum, downloadMbit })));

const VERTRAG = { normalMbit: 22.5, monatspreis: 29.99 };

describe('minderung (§ 57 Abs. 4 TKG: ≥ 30 measurements on ≥ 3 days, below normal on ≥ 3 days)', () => {
  test.each([
    // measurements per day (date, count, Mbit/s)                                      proven  reason                    per cent
    [
      [
        ['2026-11-02', 10, 12],
        ['2026-11-04', 10, 12],
        ['2026-11-06', 10, 12],
      ],
      true,
      null,
      47,
    ],
    [
      [
        ['2026-11-02', 10, 12],
        ['2026-11-04', 10, 12],
        ['2026-11-06', 9, 12],
      ],
      false,
      'zu_wenige_messungen',
      0,
    ],
    [
      [
        ['2026-11-02', 15, 12],
        ['2026-11-04', 15, 12],
      ],
      false,
      'zu_wenige_tage',
      0,
    ],
    [
      [
        ['2026-11-02', 10, 12],
        ['2026-11-04', 10, 12],
        ['2026-11-06', 10, 23],
      ],
      false,
      'keine_unterschreitung',
      0,
    ],
    [
      [
        ['2026-11-02', 10, 22.5],
        ['2026-11-04', 10, 22.5],
        ['2026-11-06', 10, 22.5],
      ],
      false,
      'keine_unterschreitung',
      0,
    ],
    [
      [
        ['2026-11-02', 10, 0],
        ['2026-11-04', 10, 0],
        ['2026-11-06', 10, 0],
      ],
      true,
      null,
      100,
    ],
    [
      [
        ['2026-11-02', 8, 20],
        ['2026-11-04', 8, 20],
        ['2026-11-06', 8, 20],
        ['2026-11-08', 8, 30],
      ],
      false,
      'keine_unterschreitung',
      0, // below on 3 days, but the mean of all (22.5) is not below normal: nothing to reduce
    ],
  ] as const)('%j → proven %s, %s, %s %', (tage, nachgewiesen, grund, prozent) => {
    const r = minderung(messungen(tage as unknown as Array<[string, number, number]>), VERTRAG);
    expect({ nachgewiesen: r.nachgewiesen, grund: r.grund, prozent: r.prozent }).toEqual({
      nachgewiesen,
      grund,
      prozent,
    });
  });

  test('the reduction for each month the protocol covers', () => {
    const r = minderung(
      messungen([
        ['2026-10-30', 10, 12],
        ['2026-11-01', 10, 12],
        ['2026-11-03', 10, 12],
      ]),
      VERTRAG,
    );
    expect(r.monate).toEqual([
      { monat: '2026-10', betrag: 14.1 },
      { monat: '2026-11', betrag: 14.1 },
    ]);
  });
});

describe('leseProtokoll (the regulator’s CSV export)', () => {
  test('semicolons, decimal commas, German dates; unreadable rows counted', () => {
    const csv =
      '\uFEFFMessungs-ID;Datum;Uhrzeit;Download (Mbit/s);Upload (Mbit/s)\r\n1;02.11.2026;08:00;12,5;4,1\r\n2;x;08:10;12;4\r\n';
    expect(leseProtokoll(csv)).toEqual({
      messungen: [{ datum: '2026-11-02', downloadMbit: 12.5 }],
      unlesbar: 1,
      kopfFehlt: false,
    });
  });
  test('commas and ISO dates', () => {
    expect(leseProtokoll('datum,download\n2026-11-02,1234.5').messungen).toEqual([
      { datum: '2026-11-02', downloadMbit: 1234.5 },
    ]);
  });
  test('no header with Datum and Download', () => {
    expect(leseProtokoll('a;b\n1;2').kopfFehlt).toBe(true);
  });
});
