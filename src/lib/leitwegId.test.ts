import { leitwegIdFehler, normalizeLeitwegId } from './leitwegId.mjs';

test.each([
  ['991-33333TEST-33', null],
  ['04011000-1234512345-06', null],
  ['991-33333test-33', null],
  [' 991-33333TEST-33 ', null],
  ['991-33333TEST-34', 'pruefziffer'],
  ['991 33333TEST 33', 'format'],
  ['9-33333TEST-33', 'format'],
  ['991-33333_TEST-33', 'format'],
  ['991-33333TEST-3', 'format'],
  ['', 'format'],
])('%j → %s', (value, fehler) => {
  expect(leitwegIdFehler(value)).toBe(fehler);
});

test('stored in capitals, trimmed', () => {
  expect(normalizeLeitwegId(' 991-33333test-33 ')).toBe('991-33333TEST-33');
});
