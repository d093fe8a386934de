/** @jest-environment node */
/**
 * Clean data at the door: 10 kB, NUL, an RTL override, HTML, an emoji and wrong JSON types in every free-text
 * field of every write (names, addresses, account holder, reasons, descriptions), and out-of-range dates in its
 * date fields, give a 400 with a German message naming the field, and nothing is stored. The rule is the portal's
 * own (src/lib/textRules.mjs, src/config/fieldRules.json). Dates: the years 9999, 1 and 2201, and the day before and
 * after each call's own range (src/config/dateRanges.json, one schema per call in src/lib/dateRanges.mjs).
 */
import { dateBounds } from '../../src/lib/dateRanges.mjs';
import { makeApp, api, login, tariffChangeOrder } from './helpers.mjs';
import { addDays } from './lib/util.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const BAD = {
  '10 kB': 'x'.repeat(10 * 1024),
  NUL: 'Mül\u0000ler',
  'RTL override': 'Müller\u202Eredo',
  HTML: '<img src=x onerror=alert(1)>',
  Emoji: 'Müller 😀',
};

/** wrong JSON types in a text field: stored via String() they became „[object Object]“ on a bank record */
const WRONG_TYPES = { number: 12, boolean: true, list: ['Müller'], object: { name: 'Müller' } };
/** dates far outside any contract's life */
const BAD_DATES = ['9999-01-01', '0001-01-01', '2201-05-01'];

/** A body with `value` at `field` (`a.b`: a nested field). */
function withField(body, field, value) {
  const [outer, inner] = field.split('.');
  return inner ? { ...body, [outer]: { ...body[outer], [inner]: value } } : { ...body, [field]: value };
}

const future = () => addDays(app.ctx.today(), 30);
const invoice = {
  invoiceSalutation: 'Frau',
  invoiceTitle: '',
  invoiceFirstname: 'Eva',
  invoiceLastname: 'Krause',
  invoiceCompany: '',
  invoiceStreet: 'Anger',
  invoiceStreetNumber: '1',
  invoiceStreetNumberAddon: '',
  invoiceZipcode: '99084',
  invoiceCity: 'Erfurt',
};
const delivery = Object.fromEntries(Object.entries(invoice).map(([k, v]) => [k.replace('invoice', 'delivery'), v]));

/** every write with free texts: a valid body and its free-text fields */
const WRITES = [
  {
    name: 'Bankverbindung',
    method: 'POST',
    path: 'bankverbindung',
    body: () => ({
      accountHolder: 'Thomas Müller',
      accountNumberInternational: 'DE02120300000000202051',
      bic: '',
      validFrom: future(),
    }),
    fields: ['accountHolder'],
    dates: [['validFrom', 'bankverbindung', 'validFrom']],
  },
  {
    name: 'Rechnungsadresse',
    method: 'PUT',
    path: 'user/rechnungsadresse',
    body: () => invoice,
    fields: [
      'invoiceFirstname',
      'invoiceLastname',
      'invoiceStreet',
      'invoiceStreetNumber',
      'invoiceStreetNumberAddon',
      'invoiceCity',
    ],
  },
  {
    name: 'Rechnungsadresse (Firma)',
    method: 'PUT',
    path: 'user/rechnungsadresse',
    body: () => ({ ...invoice, invoiceSalutation: 'Firma', invoiceCompany: 'Müller & Söhne GmbH' }),
    fields: ['invoiceCompany'],
  },
  {
    name: 'Lieferadresse',
    method: 'PUT',
    path: 'vertrag/lieferadresse/V-100001',
    body: () => delivery,
    fields: ['deliveryFirstname', 'deliveryLastname', 'deliveryStreet', 'deliveryStreetNumber', 'deliveryCity'],
  },
  {
    name: 'Umzug',
    method: 'POST',
    path: 'vertrag/umzugeinfach/V-100001',
    body: () => ({
      umzugsdatum: future(),
      plz: '99085',
      ort: 'Erfurt',
      strasse: 'Anger',
      hausnummer: '3',
      hausnummernzusatz: '',
    }),
    fields: ['strasse', 'hausnummer', 'hausnummernzusatz', 'ort'],
    dates: [['umzugsdatum', 'umzug', 'umzugsdatum']],
  },
  {
    name: 'Erweiterte Änderung',
    method: 'POST',
    path: 'user/erweiterte-aenderungen',
    body: () => ({ art: 'namensaenderung', beschreibung: 'Heirat am 1. Mai', neuerNachname: 'Schmidt' }),
    fields: ['beschreibung', 'neuerNachname'],
  },
  {
    name: 'Erweiterte Änderung (Firma)',
    method: 'POST',
    path: 'user/erweiterte-aenderungen',
    body: () => ({ art: 'firmendaten', beschreibung: 'Umfirmierung', neueFirma: 'Müller GmbH' }),
    fields: ['neueFirma'],
  },
  {
    name: 'Kündigung',
    method: 'POST',
    path: 'kuendigung',
    body: () => ({
      art: 'ausserordentlich',
      grund: 'Umzug ins Ausland',
      kundennummer: '1000001',
      vorname: 'Thomas',
      nachname: 'Müller',
      firma: '',
      vertragsnummer: 'V-100001',
      zeitpunkt: 'naechstmoeglich',
      email: 't@example.org',
    }),
    fields: ['grund', 'vorname', 'nachname', 'firma', 'vertragsnummer'],
  },
  {
    name: 'Kündigung wegen Umzug zum Wunschtermin',
    method: 'POST',
    path: 'kuendigung',
    body: () => ({
      art: 'umzug',
      umzugsdatum: addDays(app.ctx.today(), -10),
      kundennummer: '1000001',
      vorname: 'Thomas',
      nachname: 'Müller',
      firma: '',
      vertragsnummer: 'V-100001',
      zeitpunkt: 'wunschtermin',
      wunschtermin: addDays(app.ctx.today(), 60),
      email: 't@example.org',
    }),
    fields: [],
    dates: [
      ['umzugsdatum', 'kuendigung', 'umzugsdatum'],
      ['wunschtermin', 'kuendigung', 'wunschtermin'],
    ],
  },
  {
    name: 'Bestellung (Auftrags-API)',
    method: 'POST',
    path: '/order-api/v1/artikelhinzuproduktwechsel',
    body: () => {
      const order = tariffChangeOrder(app);
      return { ...order, persoenlicheDaten: { ...order.persoenlicheDaten, geburtsdatum: '1970-05-01' } };
    },
    fields: [],
    dates: [
      ['wunschtermin', 'bestellung', 'wunschtermin'],
      ['persoenlicheDaten.geburtsdatum', 'bestellung', 'geburtsdatum'],
    ],
  },
];

/** What a refused write must leave as it was. */
async function snapshot(cookie) {
  const s = (await api(app, 'GET', '/__test/state')).json;
  const u = (await api(app, 'GET', 'user/current', { cookie })).json;
  return {
    orders: s.orders,
    kuendigungen: s.kuendigungen,
    vorgaenge: s.vorgaenge,
    user: u.kundendaten,
    bank: u.bankdaten,
    vertraege: u.kundenprodukte,
  };
}

describe.each(WRITES)('$name', ({ method, path, body, fields, dates = [] }) => {
  test('each valid body is accepted (the table is right)', async () => {
    const cookie = await login(app, 'dsl25');
    const r = await api(app, method, path, { cookie, body: body() });
    expect([r.status, r.json?.message]).toEqual([200, undefined]);
  });

  if (fields.length)
    test.each(fields)(
      '%s: 10 kB, NUL, RTL override, HTML, emoji, a number, boolean, list or object → 400 naming the field, nothing stored',
      async (field) => {
        const cookie = await login(app, 'dsl25');
        const before = await snapshot(cookie);
        // a contract number may be a number (the spec leaves the id's type open)
        const values = field === 'vertragsnummer' ? BAD : { ...BAD, ...WRONG_TYPES };
        for (const [what, value] of Object.entries(values)) {
          const r = await api(app, method, path, { cookie, body: { ...body(), [field]: value } });
          expect([what, r.status]).toEqual([what, 400]);
          expect(r.json.message).toMatch(/„[^“]+“/);
        }
        expect(await snapshot(cookie)).toEqual(before);
      },
    );

  if (dates.length)
    test.each(dates)(
      '%s: the years 9999, 1 and 2201 and the days just outside the call’s range → 400 naming the field, nothing stored',
      async (field, call, rangeField) => {
        const cookie = await login(app, 'dsl25');
        const before = await snapshot(cookie);
        const { min, max, label } = dateBounds(call, rangeField, app.ctx.today());
        for (const value of [...BAD_DATES, addDays(min, -1), addDays(max, 1)]) {
          const r = await api(app, method, path, { cookie, body: withField(body(), field, value) });
          expect([value, r.status]).toEqual([value, 400]);
          // the field named in quotes, or by its German name („Der Wunschtermin muss in der Zukunft liegen.“)
          expect(/„[^“]+“/.test(r.json.message) || r.json.message.toLowerCase().includes(label.toLowerCase())).toBe(
            true,
          );
        }
        // the edges themselves name the call's range in German
        const late = await api(app, method, path, { cookie, body: withField(body(), field, addDays(max, 1)) });
        expect(late.json.message).toBe(
          `Das Datum „${label}“ muss zwischen dem ${min.split('-').reverse().join('.')} und dem ${max.split('-').reverse().join('.')} liegen.`,
        );
        expect(await snapshot(cookie)).toEqual(before);
      },
    );
});

test('the account holder takes only the SEPA character set (with umlauts, ß, & * $ %) and 70 characters', async () => {
  const cookie = await login(app, 'dsl25');
  const send = (accountHolder) =>
    api(app, 'POST', 'bankverbindung', {
      cookie,
      body: { accountHolder, accountNumberInternational: 'DE02120300000000202051', bic: '', validFrom: future() },
    });
  for (const holder of ['Zoë Brontë', 'Łukasz', 'Max_Mustermann', 'A'.repeat(71)])
    expect([holder, (await send(holder)).status]).toEqual([holder, 400]);
  expect((await send('Zoë Brontë')).json.message).toMatch(
    /^Im Feld „Kontoinhaber“ sind nur diese Zeichen erlaubt: A–Z/,
  );
  expect((await send(`Müller & Söhne (Erfurt) ${'A'.repeat(46)}`)).status).toBe(200);
});

test('multi-line texts keep their line breaks; one-line fields do not take them', async () => {
  const cookie = await login(app, 'dsl25');
  const ok = await api(app, 'POST', 'user/erweiterte-aenderungen', {
    cookie,
    body: { art: 'sonstiges', beschreibung: 'Zeile 1\nZeile 2\r\n\tEingerückt' },
  });
  expect(ok.status).toBe(200);
  const bad = await api(app, 'PUT', 'user/rechnungsadresse', {
    cookie,
    body: { ...invoice, invoiceCity: 'Erfurt\nJena' },
  });
  expect(bad.status).toBe(400);
});
