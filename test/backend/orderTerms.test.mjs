/**
 * @jest-environment node
 *
 * The order API holds an order to its terms: no fibre at an address whose build-out is only planned, no order
 * whose `konditionen` differ from the backend's own, no new minimum term on an existing contract without the
 * customer's express agreement to its end date (TKG § 66 Abs. 3). Each refusal stores nothing.
 */
import { api, hmacOf, login, makeApp, makeClock, tariffChangeOrder } from './helpers.mjs';
import { CLIENT_IDS } from './config.mjs';
import { addDays } from './lib/util.mjs';

const clock = makeClock(Date.parse('2026-11-20T09:00:00Z'));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const ORDER = '/order-api/v1/artikelhinzuproduktwechsel';
const send = (body) => api(app, 'POST', ORDER, { body });
const stored = async () => (await api(app, 'GET', '/__test/state')).json.orders;

/** multi (1000003), V-100031: VDSL 100 with Cloud, Sicherheitspaket and VoIP (48,96 € a month). */
function multiOrder(overrides = {}) {
  const adr = { plz: '07743', ort: 'Jena', strasse: 'Löbdergraben', hausnummer: '25b' };
  const person = { anrede: 'Herr', titel: 'Dr.', vorname: 'Jürgen', nachname: 'Weiß' };
  return tariffChangeOrder(app, {
    vertragsId: 'V-100031',
    hmac: hmacOf('V-100031'),
    kundennummer: '1000003',
    persoenlicheDaten: { ...adr, ...person, email: 'j@example.org' },
    verbrauchsstelle: adr,
    postRechnungsanschrift: { ...adr, ...person },
    ...overrides,
  });
}

describe('fibre only where it is available', () => {
  test('dsl25 (build-out planned, no positive technology check): fibre at the contract address is refused', async () => {
    for (const [bestellart, produktId] of [
      ['technologiewechsel', 'PRD-20300'],
      ['produktwechsel', 'PRD-21000'],
    ]) {
      const r = await send(tariffChangeOrder(app, { bestellart, produktId }));
      expect(r.status).toBe(409);
      expect(r.json).toEqual({
        code: 'GLASFASER_NICHT_VERFUEGBAR',
        message: expect.stringMatching(
          /^An Ihrer Anschlussadresse ist Glasfaser noch nicht verfügbar\..*nichts bestellt/,
        ),
      });
    }
    expect(await stored()).toEqual([]);
  });

  test('a DSL tariff there, and fibre with a move to another address, are taken', async () => {
    expect((await send(tariffChangeOrder(app))).status).toBe(200);
    await api(app, 'POST', '/__test/reset');
    const neu = { plz: '99084', ort: 'Erfurt', strasse: 'Anger', hausnummer: '1' };
    const umzugsdatum = addDays(app.ctx.today(), 30);
    const move = tariffChangeOrder(app, {
      bestellart: 'technologiewechsel',
      produktId: 'PRD-20300',
      verbrauchsstelle: neu,
      umzugsdatum,
      wunschtermin: umzugsdatum,
    });
    expect((await send(move)).status).toBe(200);
  });
});

describe('the offer says the same: GET produkte lists no fibre where the order would refuse it', () => {
  const techs = async (params) =>
    (await api(app, 'GET', `/order-api/v1/produkte?${new URLSearchParams(params)}`, { guard: false })).json.produkte
      .map((p) => p.technologie)
      .sort();
  test('dsl25 at its own address (build-out planned): DSL only; the same tariffs elsewhere include fibre', async () => {
    const v = app.ctx.store.byUsername('dsl25').contracts[0];
    const own = {
      strasse: v.contractStreet,
      hausnummer: v.contractStreetNumber,
      plz: v.contractZipcode,
      ort: v.contractCity,
      contractAddressExternalId: v.contractAddressExternalId,
      clientId: CLIENT_IDS.treueangebot,
      bestellart: 'treueangebot',
    };
    expect(new Set(await techs(own))).toEqual(new Set(['vdsl']));
    // a move's new address is not the contract's: its own offer
    expect(await techs({ ...own, contractAddressExternalId: '', plz: '99084', strasse: 'Anger' })).toContain('ftth');
  });
});

describe('konditionen: the terms the customer was shown are the terms the backend honours', () => {
  // VDSL 25 → VDSL 100 with the Festnetz-Flatrate: 39,99 + 4,99 a month, 49,99 once, a step up keeps the term
  const own = {
    monatlich: 44.98,
    einmalig: 49.99,
    aktionsmonate: 0,
    monatlichNachAktion: 44.98,
    neueMindestlaufzeit: false,
    neuerVertrag: false,
  };
  const order = (konditionen) => tariffChangeOrder(app, { optionIds: ['OPT-FLAT'], konditionen });

  test('the same terms are taken; terms a backend without prices could not show (null) are not compared', async () => {
    expect((await send(order(own))).status).toBe(200);
    await api(app, 'POST', '/__test/reset');
    const unknown = { ...own, monatlich: null, einmalig: null, monatlichNachAktion: null };
    expect((await send(order(unknown))).status).toBe(200);
  });

  test.each([
    ['a lower monthly price', { monatlich: 39.99 }],
    ['no one-off cost', { einmalig: 0 }],
    ['an offer price the backend does not give', { aktionsmonate: 6 }],
    ['another price after the offer', { monatlichNachAktion: 40 }],
    ['a new minimum term where none starts', { neueMindestlaufzeit: true }],
    ['a new contract where the contract changes', { neuerVertrag: true }],
    ['a price as text', { monatlich: '44,98' }],
  ])('%s: 409, nothing stored', async (_name, change) => {
    const r = await send(order({ ...own, ...change }));
    expect(r.status).toBe(409);
    expect(r.json).toEqual({
      code: 'KONDITIONEN_ABWEICHEND',
      message: expect.stringMatching(/^Die Preise oder Laufzeiten dieses Auftrags .*nichts bestellt\.$/),
    });
    expect(await stored()).toEqual([]);
  });

  test('konditionen that are no object are refused', async () => {
    expect((await send(order([own]))).status).toBe(409);
  });
});

describe('a new minimum term on an existing contract needs the express agreement to its end (§ 66 Abs. 3 TKG)', () => {
  const wunschtermin = () => addDays(app.ctx.today(), 14);
  // the loyalty price buys a new term of 24 months from the start: 2026-12-04 → 2028-12-03
  const treue = (extra = {}) =>
    multiOrder({ bestellart: 'treueangebot', clientId: CLIENT_IDS.treueangebot, produktId: 'PRD-10250', ...extra });

  test('without the agreement, or with another end date: 409 naming the end, nothing stored', async () => {
    expect(wunschtermin()).toBe('2026-12-04');
    for (const agreement of [
      {},
      { neueMindestlaufzeitZustimmung: '2028-12-04' },
      { neueMindestlaufzeitZustimmung: true },
    ]) {
      const r = await send(treue(agreement));
      expect(r.status).toBe(409);
      expect(r.json).toEqual({
        code: 'ZUSTIMMUNG_MINDESTLAUFZEIT',
        message:
          'Mit diesem Auftrag beginnt eine neue Mindestvertragslaufzeit bis zum 03.12.2028. Bitte stimmen Sie ihr ausdrücklich zu. Es wurde nichts bestellt.',
      });
    }
    expect(await stored()).toEqual([]);
  });

  test('with the agreement to the exact end date the order is taken and Meine Aufträge names the new end', async () => {
    const r = await send(treue({ neueMindestlaufzeitZustimmung: '2028-12-03' }));
    expect(r.status).toBe(200);
    const [order] = await stored();
    expect(order.request.neueMindestlaufzeitZustimmung).toBe('2028-12-03');
    const cookie = await login(app, 'multi');
    const [vorgang] = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
    expect(vorgang).toMatchObject({
      neueMindestlaufzeit: true,
      mindestlaufzeitMonate: 24,
      mindestlaufzeitBis: '2028-12-03',
    });
  });

  test('a step down starts a new term too; a step up and an option order start none and need no agreement', async () => {
    expect((await send(multiOrder({ produktId: 'PRD-10050' }))).json.code).toBe('ZUSTIMMUNG_MINDESTLAUFZEIT');
    expect((await send(multiOrder({ produktId: 'PRD-10250' }))).status).toBe(200);
    await api(app, 'POST', '/__test/reset');
    expect(
      (await send(multiOrder({ bestellart: 'option', produktId: undefined, optionIds: ['OPT-FLAT'] }))).status,
    ).toBe(200);
  });

  test('a new contract beside the old one (a mobile line) starts its own term: no separate agreement', async () => {
    const mobil = multiOrder({ bestellart: 'mobilfunk', clientId: CLIENT_IDS.mobilfunk, produktId: 'PRD-30010' });
    expect((await send(mobil)).status).toBe(200);
  });
});

describe('a move with a new tariff (umzugactivity) is held to the same terms rules', () => {
  // multi, V-100031: VDSL 100 with Cloud, Sicherheitspaket and VoIP moves to code-2 address in 30 days
  const umzugsdatum = () => addDays(app.ctx.today(), 30);
  const neu = { plz: '99085', ort: 'Erfurt', strasse: 'Anger', hausnummer: '5' };
  const move = async (extra) => {
    const cookie = await login(app, 'multi');
    return api(app, 'POST', 'vertrag/umzugactivity/V-100031', {
      cookie,
      body: { umzugsdatum: umzugsdatum(), ...neu, ...extra },
    });
  };
  const recorded = async () => (await api(app, 'GET', '/__test/state')).json.vorgaenge;

  test('a step down starts a new term: without the agreement to its exact end 409, nothing recorded', async () => {
    // 2026-12-20 + 24 months runs until 2028-12-19
    expect(umzugsdatum()).toBe('2026-12-20');
    for (const agreement of [
      {},
      { neueMindestlaufzeitZustimmung: '2028-12-20' },
      { neueMindestlaufzeitZustimmung: true },
    ]) {
      const r = await move({ produktId: 'PRD-10050', ...agreement });
      expect(r.status).toBe(409);
      expect(r.json).toEqual({
        code: 'ZUSTIMMUNG_MINDESTLAUFZEIT',
        message:
          'Mit diesem Auftrag beginnt eine neue Mindestvertragslaufzeit bis zum 19.12.2028. Bitte stimmen Sie ihr ausdrücklich zu. Es wurde nichts bestellt.',
      });
    }
    expect(await recorded()).toEqual([]);
  });

  test('with the agreement the move is taken; Meine Aufträge names the new term and its end', async () => {
    const r = await move({ produktId: 'PRD-10050', neueMindestlaufzeitZustimmung: '2028-12-19' });
    expect(r.status).toBe(200);
    const cookie = await login(app, 'multi');
    const [vorgang] = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
    expect(vorgang).toMatchObject({
      art: 'umzug',
      bestellart: 'umzug',
      produkt: 'VDSL 50',
      neueMindestlaufzeit: true,
      mindestlaufzeitMonate: 24,
      mindestlaufzeitBis: '2028-12-19',
    });
  });

  test('a step up keeps the term: no agreement needed; the terms shown are compared', async () => {
    // VDSL 250 with the booked options moving along: 49,99 + 8,97 a month, 49,99 once
    const own = {
      monatlich: 58.96,
      einmalig: 49.99,
      aktionsmonate: 0,
      monatlichNachAktion: 58.96,
      neueMindestlaufzeit: false,
      neuerVertrag: false,
    };
    expect((await move({ produktId: 'PRD-10250', konditionen: own })).status).toBe(200);
    await api(app, 'POST', '/__test/reset');
    const r = await move({ produktId: 'PRD-10250', konditionen: { ...own, monatlich: 49.99 } });
    expect(r.status).toBe(409);
    expect(r.json.code).toBe('KONDITIONEN_ABWEICHEND');
    expect(await recorded()).toEqual([]);
  });

  test('an unknown tariff or option is refused; a move that keeps the tariff has no terms to check', async () => {
    expect((await move({ produktId: 'PRD-99999' })).status).toBe(400);
    expect((await move({ produktId: 'PRD-10250', optionIds: ['OPT-NONE'] })).status).toBe(400);
    expect(await recorded()).toEqual([]);
    const cookie = await login(app, 'multi');
    const einfach = await api(app, 'POST', 'vertrag/umzugeinfach/V-100031', {
      cookie,
      body: { umzugsdatum: umzugsdatum(), ...neu },
    });
    expect(einfach.status).toBe(200);
  });
});
