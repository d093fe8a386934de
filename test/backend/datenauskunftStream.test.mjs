/** The streamed JSON file of „Meine Daten herunterladen“ is the text JSON.stringify(file, null, 2) writes. */
import { exportJsonStream, exportJsonText } from './lib/datenauskunftStream.mjs';

const file = (tabellen) => ({ format: 'kundenportal-datenauskunft', version: 1, kundennummer: '1', tabellen });

test.each([
  [
    'rows across several chunks, nested values, quotes and umlauts',
    {
      vertraege: Array.from({ length: 450 }, (_, i) => ({
        contractId: i,
        adresse: { ort: 'Jena', zeilen: ['a', 'b'] },
      })),
      leer: [],
      notiz: [{ text: 'Grüße "zitiert"\nzweite Zeile' }],
    },
  ],
  ['no tables', {}],
  ['only empty tables', { a: [], b: [] }],
])('%s', async (_name, tabellen) => {
  const expected = JSON.stringify(file(tabellen), null, 2);
  expect(exportJsonText(file(tabellen))).toBe(expected);
  let streamed = '';
  for await (const chunk of exportJsonStream(file(tabellen))) streamed += chunk;
  expect(streamed).toBe(expected);
});
