/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { makeApp, api, expect400 } from './helpers.mjs';
import { CLIENT_IDS, PRODUCT_TYPE } from './config.mjs';
import { addDays } from './lib/util.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const o = (path) => `/order-api/v1/${path}`;
const addr = 'strasse=Anger&hausnummer=1&ort=Erfurt';

test('schreibweisen/convert: postal spelling', async () => {
  const r = await api(
    app,
    'GET',
    o('schreibweisen/convert?str=%20Bahnhofstr.%20&hnr=12%20a&plz=99084&ort=%20erfurt&post=1'),
  );
  expect(r.json).toEqual({ plz: '99084', ort: 'Erfurt', strasse: 'Bahnhofstraße', hnr: '12a' });
  expect(
    (await api(app, 'GET', o('schreibweisen/convert?str=bahnhof%20%20str.%20&hnr=3&plz=07743&ort=Jena'))).json.strasse,
  ).toBe('Bahnhof Straße');
  expect(
    (await api(app, 'GET', o('schreibweisen/convert?str=STRASSE%20DER%20EINHEIT&hnr=3&plz=07743&ort=Jena'))).json
      .strasse,
  ).toBe('Straße der Einheit');
  expect400(await api(app, 'GET', o('schreibweisen/convert?str=Anger&hnr=1&plz=9908&ort=Erfurt')));
});

test('produktpruefung', async () => {
  let r = await api(
    app,
    'GET',
    o(`produktpruefung?clientId=${encodeURIComponent(CLIENT_IDS.produktwechsel)}&produktnummer=10025`),
  );
  expect(r.json).toEqual({ matchByClientId: true, produktnummer: '10025', produktart: PRODUCT_TYPE.FESTNETZ_DSL });
  r = await api(
    app,
    'GET',
    o(`produktpruefung?clientId=${encodeURIComponent(CLIENT_IDS.produktwechsel)}&produktnummer=30010-01`),
  );
  expect(r.json).toEqual({ matchByClientId: false, produktnummer: '30010', produktart: PRODUCT_TYPE.MOBILFUNK });
  expect400(await api(app, 'GET', o('produktpruefung?clientId=x&produktnummer=nix')));
});

test('produkte: umzugWechsel code by PLZ, variants, filters', async () => {
  for (const [plz, code] of [
    ['99999', 0],
    ['99084', 1],
    ['99085', 2],
    ['99086', 3],
    ['99087', 4],
    ['07743', 1],
  ]) {
    const r = await api(
      app,
      'GET',
      o(`produkte?${addr}&plz=${plz}&technologie=vdsl&bestellart=produktwechsel&clientId=x&kundentypId=1`),
    );
    expect([plz, r.json.umzugWechsel.code]).toEqual([plz, code]);
  }
  let r = await api(
    app,
    'GET',
    o(`produkte?${addr}&plz=99084&technologie=ftth&clientId=${encodeURIComponent(CLIENT_IDS.main)}&kundentypId=1`),
  );
  expect(r.json.verfuegbar).toBe(true);
  expect(r.json.produkte.map((p) => p.name)).toContain('TEAG Glasfaser 300');
  expect(r.json.produkte.every((p) => p.technologie === 'ftth')).toBe(true);
  r = await api(
    app,
    'GET',
    o(
      `produkte?${addr}&plz=99084&bestellart=mobilfunk&clientId=${encodeURIComponent(CLIENT_IDS.mobilfunk)}&kundentypId=1`,
    ),
  );
  expect(r.json.produkte.map((p) => p.name)).toContain('Mobilfunk Allnet L');
  r = await api(
    app,
    'GET',
    o(`produkte?${addr}&plz=99086&availabilitycheck=true&portalId=7&bisherigesProdukt=10025&kundeOrganiceId=1000001`),
  );
  expect(r.json.umzugWechsel.code).toBe(3);
  expect(r.json.produkte.some((p) => p.produktnummer === '10025')).toBe(false);
  r = await api(
    app,
    'GET',
    o(`produkte?${addr}&plz=99087&glasUpgradeFrom=10050&kundeOrganiceId=1000002&bisherigesProdukt=10050`),
  );
  expect(r.json.produkte.every((p) => p.technologie !== 'vdsl')).toBe(true);
  expect(r.json.produkte[0].options.map((x) => x.name)).toContain('Festnetz-Flatrate');
  r = await api(app, 'GET', o(`produkte?${addr}&plz=07545&kundentypId=2`));
  expect(r.json.produkte.every((p) => p.name.startsWith('Business'))).toBe(true);
  expect400(await api(app, 'GET', o('produkte?strasse=&hausnummer=1&plz=99084&ort=Erfurt')));
  expect400(await api(app, 'GET', o(`produkte?${addr}&plz=x`)));
});

test('technologie check', async () => {
  const t = (ext, tech) =>
    api(app, 'GET', o(`technologienundprodukte/technologie?contractAddressExternalId=${ext}&technologie=${tech}`));
  expect((await t('EXT-FTTH-0001', 'ftth')).json).toEqual({
    contractAddressExternalId: 'EXT-FTTH-0001',
    technologie: 'ftth',
    moeglich: true,
  });
  expect((await t('EXT-UGGLAS-0001', 'ftth')).json.moeglich).toBe(false);
  expect((await t('EXT-UGGLAS-0001', 'l2-bsa-ugglas')).json.moeglich).toBe(true);
  expect((await t('unbekannt', 'ftth')).json.moeglich).toBe(false);
  expect400(await t('', 'ftth'));
});

function order(overrides = {}) {
  const adr = { plz: '99086', ort: 'Erfurt', strasse: 'Bahnhofstraße', hausnummer: '12' };
  return {
    vertragsId: 'V-100001',
    hmac: '',
    kundennummer: '1000001',
    kundentyp: 'privat',
    persoenlicheDaten: {
      ...adr,
      anrede: 'Herr',
      titel: '',
      vorname: 'Thomas',
      nachname: 'Müller',
      geburtsdatum: '1971-04-12',
      email: 'thomas.mueller@example.org',
      rufnummerFestnetz: '0361 5550101',
      rufnummerMobil: '',
    },
    verbrauchsstelle: adr,
    postRechnungsanschrift: { ...adr, anrede: 'Herr', titel: '', vorname: 'Thomas', nachname: 'Müller' },
    zahlungsweise: { iban: 'DE89370400440532013000', typ: 1 },
    clientId: CLIENT_IDS.produktwechsel,
    bestellart: 'produktwechsel',
    produktId: 'PRD-10100',
    optionIds: ['OPT-FLAT'],
    wunschtermin: addDays(app.ctx.today(), 14),
    downgradeAllowed: true,
    ...overrides,
  };
}

test('artikelhinzuproduktwechsel: records orders with increasing numbers, no cookie needed', async () => {
  const a = await api(app, 'POST', o('artikelhinzuproduktwechsel'), {
    body: order(),
    headers: { cookie: 'KP_SESSION=egal' },
  });
  expect(a.json.auftragsnummer).toMatch(/^A-\d{4}-\d{6}$/);
  const hmac = createHmac('sha256', 'stand-in-key').update('V-100001').digest('hex');
  // another kind: a second open tariff change of the contract would be refused (409)
  const b = await api(app, 'POST', o('artikelhinzuproduktwechsel'), {
    body: order({ hmac, bestellart: 'option', produktId: undefined }),
  });
  expect(b.json.auftragsnummer > a.json.auftragsnummer).toBe(true);
  const { orders } = (await api(app, 'GET', '/__test/state')).json;
  expect(orders).toHaveLength(2);
  const bad = [
    { vertragsId: 'V-0' },
    { hmac: 'falsch' },
    { zahlungsweise: { iban: 'DE00123', typ: 1 } },
    { zahlungsweise: { iban: 'DE89370400440532013000', typ: 2 } },
    { produktId: 'PRD-0' },
    { wunschtermin: '2000-01-01' },
    { bestellart: 'irgendwas' },
    { verbrauchsstelle: { plz: '1', ort: 'E', strasse: 'S', hausnummer: '1' } },
    { persoenlicheDaten: { ...order().persoenlicheDaten, email: 'nope' } },
    { postRechnungsanschrift: { ...order().postRechnungsanschrift, nachname: '' } },
  ];
  for (const x of bad) expect400(await api(app, 'POST', o('artikelhinzuproduktwechsel'), { body: order(x) }));
  expect((await api(app, 'GET', '/__test/state')).json.orders).toHaveLength(2);
});

test('checkIban.json', async () => {
  const c = (iban, bic = '') =>
    api(app, 'GET', `/bestellen/checkIban.json?IBAN=${encodeURIComponent(iban)}&BIC=${bic}`);
  expect((await c('DE89 3704 0044 0532 0130 00')).json).toMatchObject({
    valid: true,
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
  });
  expect((await c('DE89370400440532013001')).json).toMatchObject({ valid: false, message: expect.any(String) });
  expect((await c('AT611904300234573201')).json.valid).toBe(false); // BIC needed
  expect((await c('AT611904300234573201', 'BKAUATWW')).json.valid).toBe(true);
  expect((await c('NL91ABNA0417164300', 'ABNANL2A')).json.valid).toBe(true);
  expect((await c('DE89370400440532013000', 'XX')).json.valid).toBe(false);
  expect((await c('DE8937040044053201300')).json.valid).toBe(false); // length
});

test('an option order names no tariff: the options join what the contract costs today, no new minimum term', async () => {
  const multi = {
    vertragsId: 'V-100031',
    kundennummer: '1000003',
    bestellart: 'option',
    clientId: CLIENT_IDS.main,
    produktId: undefined,
  };
  const hmac = createHmac('sha256', 'stand-in-key').update('V-100031').digest('hex');
  // a tariff in an option order would be a tariff change in disguise
  const disguised = await api(app, 'POST', o('artikelhinzuproduktwechsel'), {
    body: order({ ...multi, hmac, produktId: 'PRD-10250' }),
  });
  expect400(disguised);
  expect(disguised.json.message).toMatch(/ändert den Tarif nicht/);
  const r = await api(app, 'POST', o('artikelhinzuproduktwechsel'), { body: order({ ...multi, hmac }) });
  expect(r.status).toBe(200);
  const { orders } = (await api(app, 'GET', '/__test/state')).json;
  expect(orders.at(-1).produkt).toBe('Festnetz-Flatrate');
  const customer = app.ctx.store.customers.find((c) => c.username === 'multi');
  expect(customer.vorgaenge.at(-1)).toMatchObject({
    bestellart: 'option',
    produkt: 'Festnetz-Flatrate',
    monatlich: 53.95,
    einmalig: 0,
    neueMindestlaufzeit: false,
  });
});
