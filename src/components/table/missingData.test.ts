import { listText } from '../../lib/listText';
import { missingData } from './missingData';

interface R {
  id: string;
  number?: string;
  amount?: number | null;
}
const columns = [
  { header: 'Nummer', value: (r: R) => r.number },
  { header: 'Betrag', value: (r: R) => r.amount },
  { header: 'PDF', actions: true },
];

// A past bug: the invoices of the alt shape mode were 26 rows of "-": the first row is that case.
test.each([
  ['only ids (alt shapes)', [{ id: '1' }, { id: '2' }], true, ['Nummer', 'Betrag']],
  ['blank and null count as missing', [{ id: '1', number: ' ', amount: null }], true, ['Nummer', 'Betrag']],
  ['one value is enough to keep the table', [{ id: '1' }, { id: '2', amount: 0 }], false, ['Nummer']],
  ['everything there', [{ id: '1', number: 'R1', amount: 5 }], false, []],
  ['no rows: nothing is missing, the list is empty', [], false, []],
] as const)('%s', (_name, rows, allMissing, missing) => {
  expect(missingData(rows, columns)).toEqual({ allMissing, missing });
});

test('German list', () => {
  expect(listText(['Nummer', 'Datum', 'Betrag'])).toBe('Nummer, Datum und Betrag');
  expect(listText(['Nummer'])).toBe('Nummer');
});
