/** @jest-environment node */
import { makeApp, login, api, makeClock, hmacOf } from './helpers.mjs';
import { CLIENT_IDS } from './config.mjs';
import { addDays } from './lib/util.mjs';

const clock = makeClock(Date.parse('2026-11-20T09:00:00Z'));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

/** TEAG Glasfaser 500 (PRD-20500) as Meine Aufträge prices it */
const PREIS_GF500 = { monatlich: 54.99, einmalig: 0 };

/** an order of customer multi (1000003) for contract V-100031 */
function order() {
  const adr = { plz: '99086', ort: 'Erfurt', strasse: 'Bahnhofstraße', hausnummer: '12' };
  return {
    vertragsId: 'V-100031',
    hmac: '',
    kundennummer: '1000003',
    kundentyp: 'privat',
    persoenlicheDaten: {
      ...adr,
      anrede: 'Herr',
      titel: '',
      vorname: 'Jürgen',
      nachname: 'Weiß',
      email: 'j@example.org',
    },
    verbrauchsstelle: adr,
    postRechnungsanschrift: { ...adr, anrede: 'Herr', titel: '', vorname: 'Jürgen', nachname: 'Weiß' },
    zahlungsweise: { iban: 'DE89370400440532013000', typ: 1 },
    clientId: CLIENT_IDS.produktwechsel,
    bestellart: 'produktwechsel',
    produktId: 'PRD-20500',
    optionIds: [],
    wunschtermin: addDays(app.ctx.today(), 14),
    downgradeAllowed: true,
  };
}

test('user/vorgaenge lists what the customer sent (orders, moves, router, cancellations), newest first', async () => {
  const cookie = await login(app, 'multi');
  expect((await api(app, 'GET', 'user/vorgaenge', { cookie })).json).toEqual({ vorgaenge: [] });

  // a step up at the contract's address (fibre is refused there: its build-out is not even planned)
  const bestellt = (
    await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', { body: { ...order(), produktId: 'PRD-10250' } })
  ).json;
  clock.advance(60);
  const umzugsdatum = addDays(app.ctx.today(), 30);
  const umzug = await api(app, 'POST', 'vertrag/umzugeinfach/V-100032', {
    cookie,
    body: { umzugsdatum, plz: '99085', ort: 'Erfurt', strasse: 'Anger', hausnummer: '3' },
  });
  clock.advance(60);
  await api(app, 'POST', 'vertrag/activate-router', {
    cookie,
    body: { contractId: 'V-100031', mac: '3C:A6:2F:11:22:33' },
  });
  clock.advance(60);
  const kuendigung = (
    await api(app, 'POST', 'kuendigung', {
      body: {
        art: 'ordentlich',
        kundennummer: '1000003',
        vorname: 'Jürgen',
        nachname: 'Weiß',
        vertragsnummer: 'V-100035',
        zeitpunkt: 'naechstmoeglich',
        email: 'j@example.org',
      },
    })
  ).json;
  // failed calls record nothing
  await api(app, 'POST', 'vertrag/activate-router', { cookie, body: { mac: 'AA:BB:CC:DD:EE:FF' } });

  const { vorgaenge } = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json;
  expect(vorgaenge).toEqual([
    {
      referenz: kuendigung.id,
      art: 'kuendigung',
      vertragsId: 'V-100035',
      zum: kuendigung.beendigungZum,
      status: 'eingegangen',
      eingangAm: '2026-11-20T09:03:00.000Z',
    },
    {
      referenz: 'VG-2026-1000003-003',
      art: 'router',
      vertragsId: 'V-100031',
      produkt: 'FRITZ!Box 7590 AX',
      status: 'abgeschlossen',
      eingangAm: '2026-11-20T09:02:00.000Z',
    },
    {
      referenz: umzug.json.vorgangsnummer,
      art: 'umzug',
      vertragsId: 'V-100032',
      zum: umzugsdatum,
      umzugsdatum,
      neueAdresse: { plz: '99085', ort: 'Erfurt', strasse: 'Anger', hausnummer: '3', hausnummernzusatz: '' },
      status: 'eingegangen',
      eingangAm: '2026-11-20T09:01:00.000Z',
    },
    {
      referenz: bestellt.auftragsnummer,
      art: 'bestellung',
      bestellart: 'produktwechsel',
      vertragsId: 'V-100031',
      produkt: 'VDSL 250',
      produktnummer: '10250',
      // the tariff with the options that stay booked (Cloud, Sicherheitspaket, VoIP); a step up keeps the term
      monatlich: 58.96,
      einmalig: 49.99,
      aktionsmonate: 0,
      monatlichNachAktion: 58.96,
      neueMindestlaufzeit: false,
      zum: order().wunschtermin,
      // sent without an hmac: held for review
      status: 'in_pruefung',
      eingangAm: bestellt.eingangAm,
      // the key of its public withdrawal, as the order's answer gave it
      auftragsschluessel: bestellt.auftragsschluessel,
    },
  ]);

  // only the customer's own; a session is required; a reset clears them
  expect((await api(app, 'GET', 'user/vorgaenge', { cookie: await login(app, 'dsl25') })).json.vorgaenge).toEqual([]);
  expect((await api(app, 'GET', 'user/vorgaenge')).status).toBe(401);
  await api(app, 'POST', '/__test/reset');
  expect((await api(app, 'GET', 'user/vorgaenge', { cookie: await login(app, 'multi') })).json.vorgaenge).toEqual([]);
});

test('a move with a tariff change names the move and the tariff, and counts as the one running move', async () => {
  const cookie = await login(app, 'multi');
  const umzugsdatum = addDays(app.ctx.today(), 30);
  const neu = { plz: '99086', ort: 'Erfurt', strasse: 'Anger', hausnummer: '3a' };
  // codes 3 and 4: the order API with the move date, for the new address
  // with the contract's hmac: an order without one is only held and blocks nothing (a stranger could send it)
  const body = {
    ...order(),
    hmac: hmacOf('V-100031'),
    verbrauchsstelle: neu,
    umzugsdatum,
    wunschtermin: umzugsdatum,
    optionIds: ['OPT-FLAT'],
  };
  const bestellt = await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', { body });
  expect(bestellt.status).toBe(200);
  // code 2: the move call with a tariff, for another contract
  const umzug = await api(app, 'POST', 'vertrag/umzugactivity/V-100032', {
    cookie,
    body: { umzugsdatum, ...neu, hausnummer: '3', hausnummernzusatz: 'a', produktId: 'PRD-20500' },
  });
  expect(umzug.status).toBe(200);
  const { vorgaenge } = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json;
  expect(umzug.json.eingangAm).toBe(vorgaenge[0].eingangAm);
  expect(vorgaenge[0]).toMatchObject({
    art: 'umzug',
    bestellart: 'umzug',
    vertragsId: 'V-100032',
    umzugsdatum,
    neueAdresse: { ...neu, hausnummer: '3', hausnummernzusatz: 'a' },
    produkt: 'TEAG Glasfaser 500',
    ...PREIS_GF500,
  });
  expect(vorgaenge[1]).toMatchObject({
    art: 'bestellung',
    bestellart: 'produktwechsel',
    umzugsdatum,
    neueAdresse: { ...neu, hausnummernzusatz: '' },
    produkt: 'TEAG Glasfaser 500',
    // the booked options and the chosen Festnetz-Flatrate (4,99 €) are in the monthly price
    monatlich: 68.95,
  });
  // one running move per contract: the move call and a second order with a move date are refused
  const zweiterUmzug = await api(app, 'POST', 'vertrag/umzugeinfach/V-100031', {
    cookie,
    body: { umzugsdatum, ...neu },
  });
  expect(zweiterUmzug.status).toBe(409);
  expect(zweiterUmzug.json).toMatchObject({ code: 'ALREADY_RUNNING', message: expect.stringContaining('Umzug') });
  const zweiteBestellung = await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', {
    body: {
      ...body,
      vertragsId: 'V-100032',
      hmac: hmacOf('V-100032'),
      bestellart: 'option',
      produktId: undefined,
      optionIds: [],
    },
  });
  expect(zweiteBestellung.status).toBe(409);
  expect(zweiteBestellung.json.code).toBe('ALREADY_RUNNING');
  // both concluded a contract online: both can be withdrawn; a withdrawn move runs no more
  const liste = (await api(app, 'GET', 'widerruf', { cookie })).json.auftraege;
  expect(liste.map((a) => [a.auftragsnummer, a.bestellart, a.widerrufbar])).toEqual([
    [umzug.json.vorgangsnummer, 'umzug', true],
    [bestellt.json.auftragsnummer, 'produktwechsel', true],
  ]);
  const decl = { vorname: 'Jürgen', nachname: 'Weiß', email: 'j@example.org' };
  const widerruf = await api(app, 'POST', 'widerruf', {
    cookie,
    body: { auftragsnummer: umzug.json.vorgangsnummer, ...decl },
  });
  expect(widerruf.status).toBe(200);
  const nachWiderruf = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
  expect(nachWiderruf[0]).toMatchObject({ referenz: umzug.json.vorgangsnummer, status: 'widerrufen' });
  // a move that keeps the contract concludes none: nothing to withdraw
  const einfach = await api(app, 'POST', 'vertrag/umzugeinfach/V-100032', { cookie, body: { umzugsdatum, ...neu } });
  expect(einfach.status).toBe(200);
  const danach = (await api(app, 'GET', 'widerruf', { cookie })).json.auftraege.map((a) => a.auftragsnummer);
  expect(danach).not.toContain(einfach.json.vorgangsnummer);
  // a move date in the past is refused
  const alt = await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', {
    body: { ...body, vertragsId: 'V-100033', umzugsdatum: '2020-01-01' },
  });
  expect(alt.status).toBe(400);
});

test('a public cancellation of a contract the stand-in does not know is recorded nowhere', async () => {
  await api(app, 'POST', 'kuendigung', {
    body: {
      art: 'ordentlich',
      kundennummer: '1000003',
      vorname: 'J',
      nachname: 'W',
      vertragsnummer: 'V-999999',
      zeitpunkt: 'naechstmoeglich',
      email: 'j@example.org',
    },
  });
  expect((await api(app, 'GET', 'user/vorgaenge', { cookie: await login(app, 'multi') })).json.vorgaenge).toEqual([]);
});

describe('an order waiting for a document', () => {
  const pdf = { name: 'gee.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4 demo').toString('base64') };
  const waiting = async () =>
    (
      await api(app, 'POST', '/__test/vorgang', {
        body: {
          login: 'gfplus',
          art: 'bestellung',
          bestellart: 'vertraghinzu',
          status: 'wartet_auf_unterlagen',
          unterlage: 'gee',
        },
      })
    ).json;

  test('test control records it; Meine Aufträge shows it with the missing document', async () => {
    const { referenz } = await waiting();
    const cookie = await login(app, 'gfplus');
    const [x] = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
    expect(x).toMatchObject({ referenz, status: 'wartet_auf_unterlagen', unterlage: 'gee' });
  });

  test('the document is taken once: then the order is worked on again; a second upload is a 409', async () => {
    const { referenz } = await waiting();
    const cookie = await login(app, 'gfplus');
    const url = `user/vorgaenge/${referenz}/unterlage`;
    const sent = await api(app, 'POST', url, { cookie, body: { nachweis: pdf } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ status: 'in_bearbeitung', unterlageEingegangen: { name: 'gee.pdf' } });
    expect((await api(app, 'POST', url, { cookie, body: { nachweis: pdf } })).status).toBe(409);
  });

  test('wrong file type, empty file, unknown order and another customer are refused', async () => {
    const { referenz } = await waiting();
    const cookie = await login(app, 'gfplus');
    const url = `user/vorgaenge/${referenz}/unterlage`;
    const gif = await api(app, 'POST', url, { cookie, body: { nachweis: { ...pdf, type: 'image/gif' } } });
    expect(gif).toMatchObject({ status: 400, json: { message: 'Erlaubt sind nur PDF-, JPEG- oder PNG-Dateien.' } });
    expect((await api(app, 'POST', url, { cookie, body: { nachweis: { ...pdf, base64: '' } } })).status).toBe(400);
    expect((await api(app, 'POST', 'user/vorgaenge/VG-0/unterlage', { cookie, body: { nachweis: pdf } })).status).toBe(
      404,
    );
    const other = await login(app, 'multi');
    expect((await api(app, 'POST', url, { cookie: other, body: { nachweis: pdf } })).status).toBe(404);
  });
});
