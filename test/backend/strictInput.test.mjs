/** @jest-environment node */
/**
 * Strict input at the door: a text field takes a text (never a number, boolean, list or object turned into
 * "[object Object]"), and a date far outside any contract's life is refused; nothing is stored. Each call's dates
 * have their own range (one schema per call, shared with the portal's date fields).
 */
import { api, login, makeApp } from './helpers.mjs';
import ranges from '../../src/config/dateRanges.json' with { type: 'json' };
import { dateBounds, dateProblem, shiftDay } from '../../src/lib/dateRanges.mjs';
import { checkInput } from './lib/input.mjs';
import { addDays } from './lib/util.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

test.each([
  ['a number', 12],
  ['a boolean', true],
  ['a list', ['Müller']],
  ['an object', { name: 'Müller' }],
])('%s in a text field: 400 in German', (_name, value) => {
  expect(() => checkInput({ accountHolder: value })).toThrow('Das Feld „Kontoinhaber“ muss ein Text sein.');
  expect(() => checkInput({ invoice: { invoiceStreet: value } })).toThrow('Das Feld „Straße“ muss ein Text sein.');
});

test('a contract number may be a number (either reading of the id); empty optional fields may be null', () => {
  expect(() => checkInput({ vertragsnummer: 100032, firma: null })).not.toThrow();
});

test.each(['9999-01-01', '0001-01-01', '2201-05-01T00:00:00Z'])('the date %s is refused', (date) => {
  expect(() => checkInput({ validFrom: date })).toThrow('Das Datum im Feld „validFrom“ ist ungültig.');
});

test('an object as the account holder changes no bank data', async () => {
  const cookie = await login(app);
  const before = (await api(app, 'GET', 'user/current', { cookie })).json.bankdaten;
  const r = await api(app, 'POST', 'bankverbindung', {
    cookie,
    body: { accountHolder: { a: 1 }, iban: 'DE02120300000000202051', validFrom: '9999-01-01' },
  });
  expect([r.status, r.json.message]).toEqual([400, 'Das Feld „Kontoinhaber“ muss ein Text sein.']);
  expect((await api(app, 'GET', 'user/current', { cookie })).json.bankdaten).toEqual(before);
});

describe('one date schema per call (src/config/dateRanges.json, src/lib/dateRanges.mjs)', () => {
  const today = '2026-11-28';
  const table = Object.entries(ranges).filter(([call]) => call !== '_');

  test.each(table.flatMap(([call, fields]) => Object.keys(fields).map((field) => [call, field])))(
    '%s.%s: its first and last day pass, the days beside them and 9999 are refused in German',
    (call, field) => {
      const { min, max, label } = dateBounds(call, field, today);
      expect(min < max).toBe(true);
      expect(dateProblem(call, { [field]: min }, today)).toBeUndefined();
      expect(dateProblem(call, { [field]: max }, today)).toBeUndefined();
      for (const day of [addDays(min, -1), addDays(max, 1), '9999-01-01', '1826-11-28'])
        expect(dateProblem(call, { [field]: day }, today)).toMatch(
          new RegExp(
            `^Das Datum „${label}“ muss zwischen dem \\d\\d\\.\\d\\d\\.\\d{4} und dem \\d\\d\\.\\d\\d\\.\\d{4} liegen\\.$`,
          ),
        );
      for (const wrong of ['2026-02-30', '28.11.2027', 20261128, true, { day: min }])
        expect(dateProblem(call, { [field]: wrong }, today)).toBe(
          `Bitte geben Sie für „${label}“ ein gültiges Datum (JJJJ-MM-TT) an.`,
        );
      // missing or empty: the route decides whether the date is needed
      expect(dateProblem(call, {}, today)).toBeUndefined();
      expect(dateProblem(call, { [field]: '' }, today)).toBeUndefined();
    },
  );

  test('the ranges: a bank change and a move within a year, a cancellation’s move date up to a year back', () => {
    expect(dateBounds('bankverbindung', 'validFrom', today)).toMatchObject({ min: today, max: '2027-11-28' });
    expect(dateBounds('umzug', 'umzugsdatum', today)).toMatchObject({ min: '2026-11-29', max: '2027-11-28' });
    expect(dateBounds('kuendigung', 'umzugsdatum', today)).toMatchObject({ min: '2025-11-28', max: '2027-11-28' });
    expect(dateBounds('bestellung', 'geburtsdatum', today)).toMatchObject({ min: '1906-11-28', max: today });
    // months keep the day, or the month's last one
    expect(shiftDay('2026-01-31', { monate: 1 })).toBe('2026-02-28');
    expect(shiftDay('2024-02-29', { jahre: 1 })).toBe('2025-02-28');
  });
});
