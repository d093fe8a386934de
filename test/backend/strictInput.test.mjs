/** @jest-environment node */
/**
 * Strict input at the door: a text field takes a text (never a number, boolean, list or object turned into
 * "[object Object]"), and a date far outside any contract's life is refused; nothing is stored.
 */
import { api, login, makeApp } from './helpers.mjs';
import { checkInput } from './lib/input.mjs';

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
