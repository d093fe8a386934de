import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../app/store';
import { bankdaten, kundendaten } from '../../../test/jest/fixtures';
import { accountLoaded } from '../session/sessionEvents';
import type { LoginResponse } from '../../api/types';
import { currentBankdaten } from '../bankdaten/bankRule';
import { buildOrderBundle, prepareOrderBundle } from './orderBundle';

const convertCalls: string[] = [];
const server = setupServer(
  http.get('http://localhost/order-api/v1/schreibweisen/convert', ({ request }) => {
    const q = new URL(request.url).searchParams;
    convertCalls.push(q.get('str')!);
    expect(q.get('post')).toBe('true');
    return HttpResponse.json({
      plz: q.get('plz'),
      ort: q.get('ort')!.toUpperCase(),
      strasse: q.get('str')!.replace('str.', 'straße'),
      hnr: q.get('hnr')!.replace(/\s/g, ''),
    });
  }),
  http.get('http://localhost/kundenportal-api/hmac/encrypt-bystring', ({ request }) =>
    HttpResponse.json({ hmac: `h(${new URL(request.url).searchParams.get('message')})` }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  convertCalls.length = 0;
});
afterAll(() => server.close());

const k = kundendaten({
  street: 'Hauptstr.',
  streetNumber: '4',
  streetNumberAddon: ' a',
  invoiceStreet: 'Postfachstr.',
  invoiceStreetNumber: '9',
  invoiceStreetNumberAddon: '',
  invoiceZipcode: '99085',
  invoiceCity: 'erfurt',
});

function store() {
  const s = makeStore();
  const data = {
    kundendaten: k,
    kundenprodukte: [],
    bankdaten: [bankdaten('2020-01-01', 'DE02120300000000202051'), bankdaten('2024-05-01', 'DE89370400440532013000')],
    rechnungen: [],
    telefonkosten: [],
    zelos_vertragsdokumente: [],
    kundenspezialangebot: null,
    dev_kundenportal: false,
    session_idle_seconds: 900,
  } as LoginResponse;
  s.dispatch(accountLoaded({ source: 'login', data }));
  return s;
}

test('pure bundle: §3 fields, payment type 1, kundentyp', () => {
  const addr = { strasse: 'S', hausnummer: '1', plz: '99084', ort: 'Erfurt' };
  const b = buildOrderBundle({
    kundendaten: kundendaten(),
    vertragsId: 'V-1',
    hmac: 'x',
    iban: 'DE89',
    persoenlich: addr,
    verbrauchsstelle: addr,
    rechnung: addr,
  });
  expect(b).toMatchObject({
    vertragsId: 'V-1',
    hmac: 'x',
    kundennummer: '1000001',
    kundentyp: 'privat',
    persoenlicheDaten: {
      anrede: 'Frau',
      vorname: 'Anna',
      nachname: 'Schmidt',
      geburtsdatum: '1985-04-12',
      email: 'anna.schmidt@example.org',
      rufnummerFestnetz: '0361 1234567',
      ...addr,
    },
    verbrauchsstelle: addr,
    postRechnungsanschrift: { anrede: 'Frau', vorname: 'Anna', nachname: 'Schmidt', ...addr },
    zahlungsweise: { iban: 'DE89', typ: 1 },
  });
});

test('current bank connection = latest validFrom', () => {
  expect(currentBankdaten([bankdaten('2020-01-01'), bankdaten('2025-01-01', 'NEW')])?.accountNumberInternational).toBe(
    'NEW',
  );
  expect(currentBankdaten([])).toBeNull();
});

test('addresses converted to postal spelling, hmac for the contract id, IBAN of the current connection', async () => {
  const bundle = await store()
    .dispatch(
      prepareOrderBundle({
        vertragsId: 'V-7',
        verbrauchsstelle: { strasse: 'Angerstr.', hausnummer: '1 b', plz: '99084', ort: 'Erfurt' },
      }),
    )
    .unwrap();
  expect(convertCalls.sort()).toEqual(['Angerstr.', 'Hauptstr.', 'Postfachstr.']);
  expect(bundle.hmac).toBe('h(V-7)');
  expect(bundle.persoenlicheDaten).toMatchObject({ strasse: 'Hauptstraße', hausnummer: '4a', ort: 'ERFURT' });
  expect(bundle.verbrauchsstelle).toEqual({ strasse: 'Angerstraße', hausnummer: '1b', plz: '99084', ort: 'ERFURT' });
  expect(bundle.postRechnungsanschrift).toMatchObject({
    strasse: 'Postfachstraße',
    hausnummer: '9',
    plz: '99085',
    ort: 'ERFURT',
  });
  expect(bundle.zahlungsweise).toEqual({ iban: 'DE89370400440532013000', typ: 1 });
});

test('hmac failure: logged, order continues with an empty hmac', async () => {
  server.use(
    http.get('http://localhost/kundenportal-api/hmac/encrypt-bystring', () =>
      HttpResponse.json({ message: 'x' }, { status: 500 }),
    ),
  );
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const bundle = await store()
    .dispatch(
      prepareOrderBundle({
        vertragsId: 'V-7',
        verbrauchsstelle: { strasse: 'A', hausnummer: '1', plz: '99084', ort: 'Erfurt' },
      }),
    )
    .unwrap();
  expect(bundle.hmac).toBe('');
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});

test('hmac 401 (the session ended): no bundle, so no order is sent for a customer who is logged out', async () => {
  server.use(
    http.get('http://localhost/kundenportal-api/hmac/encrypt-bystring', () =>
      HttpResponse.json({ message: 'Sitzung abgelaufen' }, { status: 401 }),
    ),
  );
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(
    store()
      .dispatch(
        prepareOrderBundle({
          vertragsId: 'V-7',
          verbrauchsstelle: { strasse: 'A', hausnummer: '1', plz: '99084', ort: 'Erfurt' },
        }),
      )
      .unwrap(),
  ).rejects.toBeDefined(); // the 401 itself, or the address calls that the ended session's reset cut off
  // not "continued without hmac"
  expect(spy.mock.calls.some(([text]) => String(text).startsWith('HMAC konnte nicht geholt werden'))).toBe(false);
  spy.mockRestore();
});
