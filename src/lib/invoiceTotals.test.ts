import { invoiceTotals } from './invoiceTotals.mjs';

const cents = (n: number) => Math.round(n * 100);

test.each([
  // one line: 19 % taken out of 119,00 € once
  [[{ text: 'a', amount: 119 }], { net: 100, vat: 19, gross: 119 }],
  // many small lines: the tax is taken from the sum, not per line (per line it would drift by cents)
  [Array.from({ length: 7 }, (_, i) => ({ text: `l${i}`, amount: 0.99 })), { net: 5.82, vat: 1.11, gross: 6.93 }],
  [[{ text: 'Allnet M, 2.198 SIM-Karten', amount: 32948.02 }], { net: 27687.41, vat: 5260.61, gross: 32948.02 }],
])('%#: gross kept, tax once per rate, line nets add up to the net', (lines, totals) => {
  const t = invoiceTotals(lines, 19);
  expect({ net: t.net, vat: t.vat, gross: t.gross }).toEqual(totals);
  expect(cents(t.net) + cents(t.vat)).toBe(cents(t.gross));
  expect(t.lines.reduce((s, l) => s + cents(l.net), 0)).toBe(cents(t.net));
  expect(t.lines.reduce((s, l) => s + cents(l.gross), 0)).toBe(cents(t.gross));
  // EN 16931 BR-CO-17: the tax is the net times the rate, rounded (the rules allow a cent either way)
  for (const g of t.groups) expect(Math.abs(cents(g.vat) - Math.round(cents(g.net) * 0.19))).toBeLessThanOrEqual(1);
});

test('two rates: one group each, highest rate first', () => {
  const t = invoiceTotals(
    [
      { text: 'Anschluss', amount: 39.99 },
      { text: 'Zeitschrift', amount: 10.7, rate: 7 },
    ],
    19,
  );
  expect(t.groups).toEqual([
    { rate: 19, net: 33.61, vat: 6.38, gross: 39.99 },
    { rate: 7, net: 10, vat: 0.7, gross: 10.7 },
  ]);
  expect(t.lines.map((l) => l.rate)).toEqual([19, 7]);
  expect(t.gross).toBe(50.69);
});

test('a credit line (negative) stays in its group', () => {
  const t = invoiceTotals(
    [
      { text: 'Tarif', amount: 29.99 },
      { text: 'Gutschrift', amount: -5 },
    ],
    19,
  );
  expect(t.gross).toBe(24.99);
  expect(t.lines.reduce((s, l) => s + cents(l.net), 0)).toBe(cents(t.net));
});
