/** @jest-environment node */
import { makeApp, login, api, request, expect400 } from './helpers.mjs';
import { createServer } from './server.mjs';
import { TEXT_LIMIT_DEFAULT } from './lib/input.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

/** a raw body as a page of customer dsl25 (1000001) sends it: with the account guard */
const raw = (method, url, body, headers = {}) =>
  app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', 'x-kundennummer': '1000001', ...headers },
    payload: body,
  });

describe('length limits on every text field', () => {
  test('default limit, named German message, nothing changed', async () => {
    const cookie = await login(app, 'dsl25');
    const long = `0361 ${'1'.repeat(TEXT_LIMIT_DEFAULT)}`;
    const r = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: long } });
    expect400(r);
    expect(r.json.message).toBe('Die Eingabe im Feld „Telefonnummer“ ist zu lang (höchstens 200 Zeichen).');
    const u = (await api(app, 'GET', 'user/current', { cookie })).json;
    expect(u.kundendaten.phone).toBe('0361 5550101');
    // nested fields, query strings, the form-encoded login and public calls are checked the same way
    expect400(
      await api(app, 'PUT', 'vertrag/lieferadresse/V-100001', { cookie, body: { deliveryCity: 'x'.repeat(201) } }),
    );
    expect400(await api(app, 'GET', `gfpluskundenadressen?kundennummer=${'1'.repeat(201)}`, { cookie }));
    const login2 = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${'a'.repeat(201)}&password=x`,
    });
    expect(login2.statusCode).toBe(400);
    expect(login2.json().message).toMatch(/„Benutzername“ ist zu lang/);
    expect400(
      await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', {
        body: { persoenlicheDaten: { strasse: 'S'.repeat(300) } },
      }),
    );
  });

  test('longer limits where the text is long by nature', async () => {
    const cookie = await login(app, 'dsl25');
    const ok = await api(app, 'POST', 'user/erweiterte-aenderungen', {
      cookie,
      body: { art: 'sonstiges', beschreibung: 'b'.repeat(2000) },
    });
    expect(ok.status).toBe(200);
    const tooLong = await api(app, 'POST', 'user/erweiterte-aenderungen', {
      cookie,
      body: { art: 'sonstiges', beschreibung: 'b'.repeat(2001) },
    });
    expect(tooLong.json.message).toBe('Die Eingabe im Feld „Beschreibung“ ist zu lang (höchstens 2000 Zeichen).');
    expect400(await api(app, 'POST', 'tracking', { body: { ereignis: 'x', path: `/${'p'.repeat(2000)}` } }));
  });

  test('bounded lists and nesting', async () => {
    const cookie = await login(app, 'dsl25');
    expect400(await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 1', x: Array(201).fill(1) } }));
    let deep = {};
    for (let i = 0; i < 12; i += 1) deep = { d: deep };
    expect400(await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 1', deep } }));
  });
});

describe('no prototype pollution', () => {
  test('bodies and queries with prototype keys are refused everywhere', async () => {
    const cookie = await login(app, 'dsl25');
    for (const body of [
      '{"__proto__":{"polluted":1}}',
      '{"phone":"0361 1","constructor":{"prototype":{"polluted":1}}}',
      '{"a":{"b":{"__proto__":{"polluted":1}}}}',
      '{"phone":{"toString":1}}',
    ]) {
      const r = await raw('PUT', '/kundenportal-api/user/telefon', body, { cookie });
      expect([body, r.statusCode, r.json().message]).toEqual([
        body,
        400,
        'Die Anfrage enthält einen unzulässigen Feldnamen.',
      ]);
    }
    expect((await api(app, 'GET', 'user/vertragsdokument?__proto__[x]=1', { cookie })).status).toBe(400);
    expect({}.polluted).toBeUndefined();
  });

  test('the test-control API keeps its state in Maps and refuses prototype names', async () => {
    for (const body of [
      { namespace: '__proto__', key: 'polluted', value: 'ja' },
      { namespace: 'common', key: '__proto__.polluted', value: 'ja' },
      { namespace: 'common', key: 'constructor.prototype.polluted', value: 'ja' },
      { namespace: 'common', key: 'a', value: { polluted: 1 } },
    ])
      expect400(await api(app, 'POST', '/__test/i18n-override', { body }));
    expect400(await api(app, 'POST', '/__test/fail', { body: { pathPrefix: { toJSON: 1 }, status: 500 } }));
    expect400(await api(app, 'POST', '/__test/latency', { body: { pathPrefix: ['/a'], ms: 1 } }));
    expect400(
      await api(app, 'POST', '/__test/i18n-override', { body: { namespace: 'toString', key: 'x', value: 'y' } }),
    );
    await api(app, 'POST', '/__test/i18n-override', {
      body: { namespace: 'common', key: 'neu.schluessel', value: 'Neu' },
    });
    const i18n = (await api(app, 'GET', '/bx-i18n-api/v1/lang/de')).json;
    expect(i18n.common['neu.schluessel']).toBe('Neu');
    expect({}.polluted).toBeUndefined();
    expect(Object.prototype.x).toBeUndefined();
    await api(app, 'POST', '/__test/reset');
    expect((await api(app, 'GET', '/__test/state')).json.i18nOverrides).toEqual({});
  });
});

describe('odd JSON never gives a 500', () => {
  test('malformed JSON, arrays, texts, numbers, null → 400 with a German message', async () => {
    const cookie = await login(app, 'dsl25');
    for (const body of ['{"phone":', '[]', '[{"phone":"0361 1"}]', '"0361 1"', '42', 'null', 'true']) {
      const r = await raw('PUT', '/kundenportal-api/user/telefon', body, { cookie });
      expect([body, r.statusCode]).toEqual([body, 400]);
      expect(r.json().message).toMatch(/^Die Anfrage (enthält ungültiges JSON|muss ein JSON-Objekt enthalten)\.$/);
    }
  });

  test('every call with fields of the wrong type answers 4xx (route table fuzz)', async () => {
    const routes = [];
    const server = createServer({ distDir: '/nonexistent-dist', testControl: true, throttle: false });
    server.addHook('onRoute', (r) => {
      const methods = [].concat(r.method).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
      if (/^\/(kundenportal-api|order-api|bestellen)\//.test(r.url)) for (const m of methods) routes.push([m, r.url]);
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address();
    const fields = FIELDS;
    // { toString: 1 } turns String(value) into a TypeError: refused as a field name before any route sees it
    const weird = [{}, [], 123, -1.5, true, ['a', {}], { a: [1] }, '', ' ', { toString: 1, valueOf: 1 }];
    const failures = [];
    try {
      expect(routes.length).toBeGreaterThanOrEqual(40);
      for (const [method, url] of routes) {
        const cookie = await login({ inject: (o) => request(port, o) }, 'multi');
        const path = url.replace(/:\w+/g, '1');
        const send = async (payload, query = '') => {
          const r = await request(port, {
            method,
            url: `${path}${query}`,
            headers: { cookie, 'content-type': 'application/json' },
            payload: method === 'GET' ? undefined : payload,
          });
          if (r.statusCode >= 500)
            failures.push(`${method} ${url} ${query.slice(0, 40)} ${String(payload).slice(0, 80)}: ${r.statusCode}`);
        };
        if (method === 'GET') {
          const q = fields.map((f) => `${f}=a&${f}=b&${f}[x]=1`).join('&');
          await send(undefined, `?${q}`);
          continue;
        }
        for (const v of weird) await send(JSON.stringify(Object.fromEntries(fields.map((f) => [f, v]))));
        await send(JSON.stringify({ persoenlicheDaten: 1, zahlungsweise: [], nachweis: { base64: 1, type: [] } }));
      }
    } finally {
      await server.close();
    }
    expect(failures).toEqual([]);
  });
});

/** every body and query field name the portal and order API read */
const FIELDS = [
  ...['username', 'password', 'captcha', 'email', 'kundennummer', 'token', 'passwort', 'pass', 'oldPassword'],
  ...['newPassword', 'phone', 'phone2', 'optInEMail', 'optInPhone', 'customerNumber', 'contractNumber'],
  ...['accountHolder', 'accountNumberInternational', 'bic', 'validFrom', 'contractId', 'mac', 'umzugsdatum'],
  ...['plz', 'ort', 'strasse', 'hausnummer', 'hausnummernzusatz', 'ereignis', 'previous_tracking_id', 'kampagne'],
  ...['path', 'art', 'grund', 'vorname', 'nachname', 'firma', 'vertragsnummer', 'zeitpunkt', 'wunschtermin'],
  ...['beschreibung', 'neuerNachname', 'neueFirma', 'nachweis', 'eintrag', 'inverseSuche', 'umfang', 'vertragsId'],
  ...['hmac', 'kundentyp', 'persoenlicheDaten', 'verbrauchsstelle', 'postRechnungsanschrift', 'zahlungsweise'],
  ...['clientId', 'bestellart', 'produktId', 'optionIds', 'id', 'message', 'str', 'hnr', 'produktnummer'],
  ...['contractAddressExternalId', 'technologie', 'glasUpgradeFrom', 'bisherigesProdukt', 'kundentypId', 'IBAN'],
  ...['BIC', 'invoiceSalutation', 'invoiceTitle', 'invoiceFirstname', 'invoiceLastname', 'invoiceZipcode'],
  ...['deliverySalutation', 'deliveryTitle', 'deliveryFirstname', 'deliveryLastname', 'deliveryZipcode'],
];
