/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { makeApp, login, api, expect400 } from './helpers.mjs';
import { CLIENT_IDS } from './config.mjs';
import { addDays } from './lib/util.mjs';
import { numericId, sameId, shapeMode } from './lib/shapes.mjs';

let app;
beforeAll(async () => {
  app = await makeApp({ shapes: 'alt' });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const o = (path) => `/order-api/v1/${path}`;
const current = async (username) => {
  const cookie = await login(app, username);
  return { cookie, u: (await api(app, 'GET', 'user/current', { cookie })).json };
};
/** every plain object of a JSON value (depth first) */
const objects = (v, out = []) => {
  if (Array.isArray(v)) for (const x of v) objects(x, out);
  else if (v && typeof v === 'object') {
    out.push(v);
    for (const x of Object.values(v)) objects(x, out);
  }
  return out;
};

describe('ids and types', () => {
  test('numericId / sameId: digits of the id, both readings match', () => {
    expect(numericId('V-100001')).toBe(100001);
    expect(numericId('R-1000001-202611')).toBe(1000001202611);
    expect(numericId('1000001')).toBe(1000001);
    expect(numericId('ohne')).toBe('ohne');
    expect(sameId('V-100001', 100001)).toBe(true);
    expect(sameId('V-100001', '100001')).toBe(true);
    expect(sameId('V-100001', ' V-100001 ')).toBe(true);
    expect(sameId('V-100001', '100002')).toBe(false);
    expect(sameId('V-100001', '')).toBe(false);
    expect(sameId('V-100001', null)).toBe(false);
  });

  test('ids whose type the spec leaves open are numbers', async () => {
    const { u } = await current('gfplus');
    const v = u.kundenprodukte[0];
    expect([v.contractId, v.customerId, v.contractAddressId]).toEqual([100071, 1000007, 100071]);
    expect(u.kundendaten.number).toBe(1000007);
    expect(u.rechnungen.every((r) => typeof r.id === 'number')).toBe(true);
    expect(u.zelos_vertragsdokumente.map((d) => d.id)).toEqual([7001, 7002, 7003]);
    expect(u.telefonkosten.every((t) => t.contractId === 100071)).toBe(true);
    const g = await api(app, 'GET', 'gfpluskundenadressen?kundennummer=1000007', {
      cookie: (await current('gfplus')).cookie,
    });
    expect(g.json.adresse).toMatchObject({ id: 7001, plz: '07745', haus_nr_original: '12' });
    expect((await current('angebot')).u.kundenspezialangebot.id).toBe(100061);
  });

  test('customerType is the organisation code of §6: privat 1, business 2', async () => {
    expect((await current('dsl25')).u.kundendaten.customerType).toBe(1);
    expect((await current('firma')).u.kundendaten.customerType).toBe(2);
  });
});

describe('no optional fields', () => {
  test('login / user/current: only what the spec makes mandatory', async () => {
    const { u } = await current('multi');
    expect(u).not.toHaveProperty('dev_kundenportal');
    expect(u).not.toHaveProperty('session_idle_seconds');
    expect(u.kampagnendaten).toBeNull();
    expect(u.kundendaten).not.toHaveProperty('company');
    expect(u.kundendaten.invoiceCompany).toBe('');
    const v = u.kundenprodukte[0];
    for (const k of ['options', 'router', 'status', 'category', 'monthlyPrice', 'startDate', 'phoneNumbers'])
      expect(v).not.toHaveProperty(k);
    // what the contract costs and its booked options, in this reading's words (an option order needs them)
    expect(v.preis).toEqual({ monatlich: '48,96', unbekanntesFeld: 'alt' });
    expect(v.gebuchteOptionen).toEqual(['cloud', 'antivirus', 'voip']);
    expect(u.kundenprodukte[1].gebuchteOptionen).toEqual([]);
    // its notice period and speeds, in this reading's words (the contract summary of an option order names them)
    for (const k of ['noticePeriodMonths', 'downloadMbit', 'uploadMbit']) expect(v).not.toHaveProperty(k);
    expect(v.kuendigungsfristMonate).toBe(1);
    expect(v.bandbreite).toEqual({ download: 100, upload: 40, unbekanntesFeld: 'alt' });
    expect(v.articles[0]).toEqual({ number: '10100-01', unbekanntesFeld: 'alt' });
    expect(v.deliveryStreet).toBe('Löbdergraben');
    expect(Object.keys(u.bankdaten[0]).sort()).toEqual(['accountNumberInternational', 'unbekanntesFeld', 'validFrom']);
    expect(u.rechnungen[0]).not.toHaveProperty('date');
    expect(u.rechnungen[0]).not.toHaveProperty('amount');
    expect(u.telefonkosten[0]).not.toHaveProperty('total');
    expect(u.telefonkosten[0].calls[0]).not.toHaveProperty('zone');
    const login = await api(app, 'POST', 'login', {
      body: 'username=angebot&password=Demo-2026!',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.json.kundenspezialangebot).toEqual({ id: 100061, seen: false, unbekanntesFeld: 'alt' });
  });

  test('editorial cards: image and link null or missing', async () => {
    for (const file of ['startseite', 'vertraege']) {
      const cards = (await api(app, 'GET', `/portal/${file}.json`)).json;
      expect(cards[0]).toMatchObject({ image: null, link: null });
      expect(cards[1]).not.toHaveProperty('image');
      expect(cards[1]).not.toHaveProperty('link');
      expect(cards.every((c) => c.title && c.text)).toBe(true);
      expect(cards.every((c) => !('produktnummern' in c))).toBe(true);
      expect(cards.every((c) => !('kundentypen' in c) && !('linkText' in c))).toBe(true);
    }
  });

  test('editorial cards: whom a card is for as a list `zielgruppen`, where it leads as `verweis: { ziel, beschriftung }`', async () => {
    const start = (await api(app, 'GET', '/portal/startseite.json')).json;
    expect(start.find((c) => c.id === 'start-geschaeft').zielgruppen).toEqual(['geschaeftlich', 'business']);
    expect(start.find((c) => c.id === 'start-rechnung')).not.toHaveProperty('zielgruppen');
    const mobilfunk = start.find((c) => c.id === 'start-mobilfunk');
    expect(mobilfunk).not.toHaveProperty('link');
    expect(mobilfunk.verweis).toEqual({
      ziel: '/kundenportal/mobilfunk-hinzubuchen',
      beschriftung: 'Jetzt hinzubuchen',
      unbekanntesFeld: 'alt',
    });
    // an even card keeps `link: null` beside it
    expect(start[0]).toMatchObject({ link: null, verweis: { ziel: '/kundenportal/private/dashboard/vertraege' } });
  });

  test('an order confirmation names the product it confirms as `produkt.nummer`; other documents only their id', async () => {
    const { u } = await current('gfplus');
    const docs = u.zelos_vertragsdokumente;
    expect(docs[0]).toEqual({ id: 7001, produkt: { nummer: '20300', unbekanntesFeld: 'alt' }, unbekanntesFeld: 'alt' });
    expect(docs[1]).toEqual({ id: 7002, unbekanntesFeld: 'alt' });
  });

  test('editorial cards: what a card sells as a list `verkauft`; a card that sells nothing has none', async () => {
    const start = (await api(app, 'GET', '/portal/startseite.json')).json;
    expect(start.find((c) => c.id === 'start-sicherheit').verkauft).toEqual(['OPT-SEC']);
    expect(start.find((c) => c.id === 'start-rechnung')).not.toHaveProperty('verkauft');
    const vertraege = (await api(app, 'GET', '/portal/vertraege.json')).json;
    expect(vertraege.find((c) => c.id === 'vertraege-upgrade').verkauft).toEqual(['10100', '20300']);
  });

  test('move, loyalty, router, order answers carry none of their unspecified fields', async () => {
    const { cookie } = await current('multi');
    const move = await api(app, 'POST', 'vertrag/umzugeinfach/100031', {
      cookie,
      body: {
        umzugsdatum: addDays(app.ctx.today(), 30),
        plz: '99085',
        ort: 'Erfurt',
        strasse: 'Anger',
        hausnummer: '3',
      },
    });
    expect(move.status).toBe(200);
    expect(move.json).not.toHaveProperty('vorgangsnummer');
    expect(move.json).not.toHaveProperty('contractId');
    const ta = await api(app, 'POST', 'user/treueangebot', {
      cookie,
      body: { customerNumber: 1000003, contractNumber: 100034 },
    });
    expect(ta.status).toBe(200);
    expect(ta.json).not.toHaveProperty('vorgangsnummer');
    const router = await api(app, 'POST', 'vertrag/activate-router', {
      cookie,
      body: { contractId: 100031, mac: '3C:A6:2F:11:22:33' },
    });
    expect(router.status).toBe(200);
    expect(router.json).not.toHaveProperty('message');
    const state = (await api(app, 'GET', '/__test/state')).json;
    expect(state.vorgaenge.map((x) => x.contractId)).toEqual(['V-100031', 'V-100034']);
    // Meine Aufträge names each request's contract as the contract list does (numeric here)
    const { vorgaenge } = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json;
    expect(vorgaenge.map((x) => x.vertragsId)).toEqual([100031, 100031]);
  });

  test('order API: product list with its terms in other words, no "moeglich", order without its number', async () => {
    const tech = await api(
      app,
      'GET',
      o('technologienundprodukte/technologie?contractAddressExternalId=EXT-FTTH-0001&technologie=ftth'),
    );
    expect(tech.json).not.toHaveProperty('moeglich');
    const q = (ext) =>
      o(
        `produkte?strasse=Anger&hausnummer=1&ort=Erfurt&plz=99084&technologie=ftth&contractAddressExternalId=${ext}` +
          `&clientId=${encodeURIComponent(CLIENT_IDS.main)}&kundentypId=1`,
      );
    const yes = (await api(app, 'GET', q('EXT-FTTH-0001'))).json;
    expect(yes.umzugWechsel).toEqual({ code: 1, unbekanntesFeld: 'alt' });
    expect(yes.produkte.length).toBeGreaterThan(0);
    // GF 300: price, term, kind of line, product number and options under other keys, amounts as text; no speeds
    const { optionen, ...gf300 } = yes.produkte[0];
    expect(gf300).toEqual({
      id: 20300,
      name: 'TEAG Glasfaser 300',
      nummer: '20300',
      anschlussart: 'FTTH',
      preis: { monatlich: '44,99', einmalig: '0,00', unbekanntesFeld: 'alt' },
      mindestlaufzeitMonate: 24,
      kuendigungsfristMonate: 1,
      unbekanntesFeld: 'alt',
    });
    expect(optionen[0]).toEqual({
      id: 'OPT-FLAT',
      name: 'Festnetz-Flatrate',
      preis: { monatlich: '4,99', einmalig: '0,00', unbekanntesFeld: 'alt' },
      mindestlaufzeitMonate: 1,
      unbekanntesFeld: 'alt',
    });
    // a loyalty list names the offer price and its months
    const treue = (await api(app, 'GET', `${q('EXT-FTTH-0001')}&bestellart=treueangebot`)).json;
    expect(treue.produkte[0].aktion).toEqual({ preis: '39,99', monate: 12, unbekanntesFeld: 'alt' });
    expect(yes).not.toHaveProperty('verfuegbar');
    // no flag in the technology answer: the product list is the signal, empty where the technology is missing
    expect((await api(app, 'GET', q('EXT-99084-100001'))).json.produkte).toEqual([]);
  });

  test('cancellation answer: only its (numeric) id and the PDF token; the PDF opens with both', async () => {
    const k = await api(app, 'POST', 'kuendigung', {
      body: {
        art: 'ordentlich',
        kundennummer: '1000001',
        vorname: 'Thomas',
        nachname: 'Müller',
        vertragsnummer: '100001',
        zeitpunkt: 'naechstmoeglich',
        email: 'thomas.mueller@example.org',
      },
    });
    expect(Object.keys(k.json).sort()).toEqual(['id', 'meta', 'pdfToken', 'unbekanntesFeld']);
    expect(typeof k.json.id).toBe('number');
    const pdf = await api(app, 'GET', `kuendigung/${k.json.id}/pdf?token=${k.json.pdfToken}`);
    expect(pdf.res.headers['content-type']).toMatch(/pdf/);
    // the numeric contract id found the contract (only a known contract of the named holder is cancelled)
    expect((await api(app, 'GET', '/__test/state')).json.kuendigungen).toHaveLength(1);
    // Meine Aufträge names the cancellation and its contract as its answer and the contract list do
    const cookie = await login(app, 'dsl25');
    const [vorgang] = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
    expect(vorgang).toMatchObject({ art: 'kuendigung', referenz: k.json.id, vertragsId: 100001 });
  });

  test('checkIban answers only valid', async () => {
    const r = await api(app, 'GET', '/bestellen/checkIban.json?IBAN=DE89370400440532013000&BIC=');
    expect(r.json).toEqual({ valid: true, unbekanntesFeld: 'alt', meta: expect.any(Object) });
  });
});

describe('unknown fields and ids accepted back', () => {
  test('every object of every answer carries unknown fields; errors keep their message', async () => {
    const { u } = await current('multi');
    const all = objects(u).filter((x) => x !== u.meta);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((x) => x.unbekanntesFeld !== 'alt' && x.schema !== 'alt')).toEqual([]);
    expect(u.meta).toMatchObject({ schema: 'alt' });
    const err = await api(app, 'GET', 'user/current');
    expect(err.status).toBe(401);
    expect(err.json).toMatchObject({ message: 'Sitzung abgelaufen', unbekanntesFeld: 'alt' });
  });

  test('numeric ids (as numbers or strings) open invoices, documents, contracts and orders', async () => {
    const { cookie, u } = await current('gfplus');
    expect((await api(app, 'GET', `rechnung/${u.rechnungen[0].id}`, { cookie })).res.headers['content-type']).toMatch(
      /pdf/,
    );
    expect((await api(app, 'GET', 'user/vertragsdokument?id=7002', { cookie })).status).toBe(200);
    expect400(await api(app, 'GET', 'user/vertragsdokument?id=7', { cookie }));
    const lief = await api(app, 'PUT', 'vertrag/lieferadresse/100071', {
      cookie,
      body: {
        deliverySalutation: 'Frau',
        deliveryFirstname: 'Marie',
        deliveryLastname: 'Günther',
        deliveryStreet: 'Anger',
        deliveryStreetNumber: '1',
        deliveryZipcode: '99084',
        deliveryCity: 'Erfurt',
      },
    });
    expect(lief.json[0]).toMatchObject({ contractId: 100071, deliveryStreet: 'Anger' });
    expect400(await api(app, 'PUT', 'vertrag/lieferadresse/100072', { cookie, body: {} }));
    const hmac = (await api(app, 'GET', 'hmac/encrypt-bystring?message=100071', { cookie })).json.hmac;
    expect(hmac).toBe(createHmac('sha256', 'stand-in-key').update('100071').digest('hex'));
    const adr = { plz: '07745', ort: 'Jena', strasse: 'Leutragraben', hausnummer: '2' };
    const person = { anrede: 'Frau', titel: '', vorname: 'Marie', nachname: 'Günther' };
    const order = await api(app, 'POST', o('artikelhinzuproduktwechsel'), {
      body: {
        vertragsId: 100071,
        hmac,
        kundennummer: 1000007,
        kundentyp: 1,
        persoenlicheDaten: { ...adr, ...person, email: 'marie.guenther@example.org' },
        verbrauchsstelle: adr,
        postRechnungsanschrift: { ...adr, ...person },
        zahlungsweise: { iban: 'DE89370400440532013000', typ: 1 },
        clientId: CLIENT_IDS.produktwechsel,
        bestellart: 'produktwechsel',
        produktId: 10100,
        wunschtermin: addDays(app.ctx.today(), 14),
      },
    });
    expect(order.status).toBe(200);
    expect(order.json).not.toHaveProperty('auftragsnummer');
    expect((await api(app, 'GET', '/__test/state')).json.orders).toHaveLength(1);
  });
});

describe('the switch', () => {
  test('test control flips the mode at run time; reset returns to the configured one', async () => {
    expect((await api(app, 'POST', '/__test/shapes', { body: { mode: 'default' } })).json.mode).toBe('default');
    let { u } = await current('firma');
    expect(u.kundendaten).toMatchObject({ customerType: 'business', number: '1000004', company: expect.any(String) });
    expect(u.kundenprodukte[0]).toHaveProperty('options');
    expect(u).not.toHaveProperty('meta');
    await api(app, 'POST', '/__test/shapes', { body: { mode: 'alt' } });
    ({ u } = await current('firma'));
    expect(u.kundendaten.customerType).toBe(2);
    await api(app, 'POST', '/__test/shapes', { body: { mode: 'default' } });
    await api(app, 'POST', '/__test/reset');
    expect((await api(app, 'GET', '/__test/state')).json.shapes).toBe('alt');
    expect400(await api(app, 'POST', '/__test/shapes', { body: { mode: 'egal' } }));
  });

  test('the alt answers leave the stored data untouched (default answers afterwards are complete)', async () => {
    await current('multi');
    await api(app, 'POST', '/__test/shapes', { body: { mode: 'default' } });
    const { u } = await current('multi');
    expect(u.kundenprodukte[0]).toMatchObject({ contractId: 'V-100031', router: expect.any(Object) });
    expect(u.kundenprodukte[0]).not.toHaveProperty('unbekanntesFeld');
    expect(u.rechnungen[0]).toHaveProperty('date');
  });

  test('option and env: SHAPES=alt, unknown values refused', async () => {
    expect(shapeMode(undefined)).toBe('default');
    expect(shapeMode('alt')).toBe('alt');
    expect(() => shapeMode('alternativ')).toThrow(/shapes/);
    const before = process.env.SHAPES;
    process.env.SHAPES = 'alt';
    const other = await makeApp();
    try {
      expect((await api(other, 'GET', '/__test/state')).json.shapes).toBe('alt');
    } finally {
      await other.close();
      if (before === undefined) delete process.env.SHAPES;
      else process.env.SHAPES = before;
    }
  });
});
