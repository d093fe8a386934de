/** @jest-environment node */
import { makeApp, login, api, makeClock } from './helpers.mjs';
import { beispielProtokoll } from './data/messprotokoll.mjs';
import { BERATUNGSSTELLEN } from './data/kostenSchutz.mjs';
import { buildExport } from './lib/datenauskunft.mjs';

const clock = makeClock(Date.parse('2026-11-28T08:00:00Z'));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

test('a block is free, gets a dated receipt, is set up in the network and read as active afterwards', async () => {
  const cookie = await login(app, 'dsl25');
  const vorher = (await api(app, 'GET', 'vertrag/V-100001/schutz', { cookie })).json;
  expect(vorher.sperren.map((s) => s.art)).toEqual(['drittanbieter', '0900', '0137', '118xx']);
  expect(vorher.datenvolumen).toBeNull();
  expect(vorher.roaming).toBeNull();
  expect(vorher.evn).toEqual({ art: 'gekuerzt', erklaerung: null });
  const an = await api(app, 'PUT', 'vertrag/V-100001/schutz/sperren/drittanbieter', { cookie, body: { aktiv: true } });
  const sperre = an.json.sperren[0];
  expect(sperre).toMatchObject({ art: 'drittanbieter', status: 'wird_eingerichtet', seit: null });
  expect(sperre.quittung).toMatchObject({ text: 'eingerichtet', am: '2026-11-28T08:00:00.000Z' });
  const danach = (await api(app, 'GET', 'vertrag/V-100001/schutz', { cookie })).json;
  expect(danach.sperren[0]).toMatchObject({ status: 'aktiv', seit: '2026-11-28' });
  expect(danach.sperren[0].quittung.nummer).toBe(sperre.quittung.nummer);
  // kept with the customer: the session's contract list stays as the spec has it
  const user = (await api(app, 'GET', 'user/current', { cookie })).json;
  expect(Object.keys(user.kundenprodukte[0])).not.toContain('schutz');
  const bad = await api(app, 'PUT', 'vertrag/V-100001/schutz/sperren/premium_sms', { cookie, body: { aktiv: true } });
  expect(bad.status).toBe(400);
});

test('the data meter of a mobile contract, its 80 % notice switch and the roaming cap', async () => {
  const cookie = await login(app, 'multi');
  const s = (await api(app, 'GET', 'vertrag/V-100032/schutz', { cookie })).json;
  expect(s.datenvolumen).toMatchObject({ inklusivMb: 10240, zeitraumBis: '2026-11-30', hinweis80: true });
  expect(s.datenvolumen.verbrauchtMb / s.datenvolumen.inklusivMb).toBeGreaterThan(0.8);
  expect(s.roaming).toEqual({ aktiv: true, grenzeEuro: 50 });
  const start = (await api(app, 'GET', 'user/datenvolumen', { cookie })).json.vertraege;
  expect(start).toEqual([expect.objectContaining({ vertragsId: 'V-100032', inklusivMb: 10240 })]);
  const aus = await api(app, 'PUT', 'vertrag/V-100032/schutz/datenhinweis', { cookie, body: { aktiv: false } });
  expect(aus.json.datenvolumen.hinweis80).toBe(false);
  const roaming = await api(app, 'PUT', 'vertrag/V-100032/schutz/roaming', { cookie, body: { aktiv: false } });
  expect(roaming.json.roaming.aktiv).toBe(false);
  expect((await api(app, 'PUT', 'vertrag/V-100031/schutz/roaming', { cookie, body: { aktiv: false } })).status).toBe(
    400,
  );
});

test('the best tariff from the customer’s own use: a cheaper one that covers it, or none', async () => {
  const firma = await login(app, 'firma');
  expect((await api(app, 'GET', 'vertrag/V-100042/bestertarif', { cookie: firma })).json).toMatchObject({
    aktuell: { name: 'Mobilfunk Allnet L', monatlich: 24.99 },
    nutzung: { art: 'datenvolumen', verbrauchtMb: 9216 },
    bester: { name: 'Mobilfunk Allnet M', monatlich: 14.99, ersparnisMonatlich: 10 },
  });
  const multi = await login(app, 'multi');
  // 8.6 GB used: the smaller tariffs' volume would not cover it
  expect((await api(app, 'GET', 'vertrag/V-100032/bestertarif', { cookie: multi })).json.bester).toBeNull();
});

test('the full itemised bill needs the declaration; a business customer is asked about staff', async () => {
  const cookie = await login(app, 'firma');
  const ohne = await api(app, 'PUT', 'vertrag/V-100041/schutz/evn', { cookie, body: { art: 'vollstaendig' } });
  expect(ohne.status).toBe(400);
  expect(ohne.json.message).toMatch(/Arbeitnehmervertretung/);
  const mit = await api(app, 'PUT', 'vertrag/V-100041/schutz/evn', {
    cookie,
    body: { art: 'vollstaendig', erklaerung: true },
  });
  expect(mit.json.evn).toEqual({ art: 'vollstaendig', erklaerung: '2026-11-28T08:00:00.000Z' });
});

test('an invoice dispute: lines or the whole invoice, within 8 weeks, once, a Vorgang, the amount left out of a block', async () => {
  const cookie = await login(app, 'dsl25');
  const user = (await api(app, 'GET', 'user/current', { cookie })).json;
  const [neueste, , , alte] = user.rechnungen;
  const positionen = (await api(app, 'GET', `user/rechnungen/${neueste.id}/positionen`, { cookie })).json;
  expect(positionen).toMatchObject({ id: neueste.id, positionen: neueste.positionen });
  expect((await api(app, 'GET', 'user/rechnungen/R-0/positionen', { cookie })).status).toBe(404);
  const zuKurz = await api(app, 'POST', 'user/beanstandungen', {
    cookie,
    body: { rechnungId: neueste.id, positionen: [0], beschreibung: 'falsch' },
  });
  expect(zuKurz.status).toBe(400);
  const ok = await api(app, 'POST', 'user/beanstandungen', {
    cookie,
    body: { rechnungId: neueste.id, positionen: [0], beschreibung: 'Der Tarif ist doppelt berechnet.' },
  });
  expect(ok.status).toBe(200);
  expect(ok.json).toMatchObject({
    status: 'eingegangen',
    betrag: neueste.positionen[0].amount,
    abbuchungAusgesetzt: true,
  });
  expect(ok.json.fristEnde).toBe('2026-12-29');
  const nochmal = await api(app, 'POST', 'user/beanstandungen', {
    cookie,
    body: { rechnungId: neueste.id, ganz: true, beschreibung: 'Der Tarif ist doppelt berechnet.' },
  });
  expect(nochmal.status).toBe(409);
  const zuSpaet = await api(app, 'POST', 'user/beanstandungen', {
    cookie,
    body: { rechnungId: alte.id, ganz: true, beschreibung: 'Der Tarif ist doppelt berechnet.' },
  });
  expect(zuSpaet.json.message).toMatch(/Frist/);
  const liste = (await api(app, 'GET', 'user/beanstandungen', { cookie })).json;
  expect(liste.beanstandungen).toHaveLength(1);
  // the newest invoice was debited on its date: no arrears, and a disputed line of it changes none
  expect(liste.sperre).toEqual({ rueckstand: 0, sperrfaehig: false });
  const vorgaenge = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
  expect(vorgaenge[0]).toMatchObject({ art: 'beanstandung', referenz: ok.json.referenz, zum: '2026-12-29' });
});

test('a measurement protocol proves a shortfall and the reduction for the months it covers', async () => {
  const cookie = await login(app, 'dsl25');
  const upload = (protokoll) => api(app, 'POST', 'vertrag/V-100001/messprotokoll', { cookie, body: { protokoll } });
  const langsam = (await upload(beispielProtokoll({ mbit: 12 }))).json;
  expect(langsam).toMatchObject({
    maxMbit: 25,
    normalMbit: 22.5,
    messungen: 30,
    tage: 3,
    tageUnter: 3,
    nachgewiesen: true,
  });
  expect(langsam.prozent).toBeGreaterThan(40);
  expect(langsam.monate).toEqual([{ monat: '2026-11', betrag: expect.any(Number) }]);
  expect((await upload(beispielProtokoll({ mbit: 24 }))).json).toMatchObject({
    nachgewiesen: false,
    grund: 'keine_unterschreitung',
  });
  expect((await upload('a;b\n1;2')).status).toBe(400);
  const mobil = await api(app, 'POST', 'vertrag/V-100032/messprotokoll', {
    cookie: await login(app, 'multi'),
    body: { protokoll: beispielProtokoll() },
  });
  expect(mobil.status).toBe(400);
});

test('a threatened block (§ 61 Abs. 4–7 TKG): amount, notice and first day; a dispute lifts it', async () => {
  const cookie = await login(app, 'mahnung');
  const vorher = (await api(app, 'GET', 'user/beanstandungen', { cookie })).json;
  // notice 4 days before 2026-11-28, the block two weeks after it
  expect(vorher.androhung).toMatchObject({
    status: 'angedroht',
    angedrohtAm: '2026-11-24',
    sperreAb: '2026-12-08',
    faellig: false,
  });
  // the reminded invoice only: the newest was debited on its date
  const [gemahnt] = vorher.androhung.rechnungen;
  expect(vorher.androhung.rechnungen).toHaveLength(1);
  expect(vorher.androhung.rueckstand).toBe(gemahnt.amount);
  expect(gemahnt.amount).toBeGreaterThanOrEqual(100);
  // dispute its calls: what is left is below 100 €
  const { positionen } = (await api(app, 'GET', `user/rechnungen/${gemahnt.id}/positionen`, { cookie })).json;
  const verbindungen = positionen.findIndex((p) => p.text.startsWith('Verbindungen'));
  const ok = await api(app, 'POST', 'user/beanstandungen', {
    cookie,
    body: {
      rechnungId: gemahnt.id,
      positionen: [verbindungen],
      beschreibung: 'Diese 0900-Nummern habe ich nie gewählt.',
    },
  });
  expect(ok.status).toBe(200);
  const nachher = (await api(app, 'GET', 'user/beanstandungen', { cookie })).json.androhung;
  expect(nachher).toMatchObject({ status: 'aufgehoben', faellig: false });
  expect(nachher.rueckstand).toBe(Math.round((gemahnt.amount - positionen[verbindungen].amount) * 100) / 100);
  expect(nachher.rueckstand).toBeLessThan(100);
  // a customer without a notice has none
  const dsl25 = await login(app, 'dsl25');
  expect((await api(app, 'GET', 'user/beanstandungen', { cookie: dsl25 })).json.androhung).toBeNull();
});

test('the itemised-bill choice is applied to the call list by the server; counselling services never listed', async () => {
  const cookie = await login(app, 'dsl25');
  const calls = async () =>
    (await api(app, 'GET', 'user/current', { cookie })).json.telefonkosten.filter((t) => t.contractId === 'V-100001');
  const beratung = new Set(BERATUNGSSTELLEN);
  const gekuerzt = await calls();
  expect(gekuerzt.every((t) => t.evn === 'gekuerzt')).toBe(true);
  const numbers = gekuerzt.flatMap((t) => t.calls.map((c) => c.number));
  expect(numbers.length).toBeGreaterThan(100);
  expect(numbers.every((n) => /^\d+xxx$/.test(n))).toBe(true);
  // the sample has a counselling call every other month: none of them arrives, not even shortened
  expect(numbers.some((n) => [...beratung].some((b) => n === `${b.slice(0, -3)}xxx`))).toBe(false);

  const setzen = (body) => api(app, 'PUT', 'vertrag/V-100001/schutz/evn', { cookie, body });
  expect((await setzen({ art: 'vollstaendig', erklaerung: true })).status).toBe(200);
  const voll = await calls();
  const vollNumbers = voll.flatMap((t) => t.calls.map((c) => c.number));
  expect(voll.every((t) => t.evn === 'vollstaendig')).toBe(true);
  expect(vollNumbers).toHaveLength(numbers.length);
  expect(vollNumbers.every((n) => /^\d+$/.test(n) && !beratung.has(n))).toBe(true);
  // the month's total is the invoice's, whatever the list shows
  expect(voll.map((t) => t.total)).toEqual(gekuerzt.map((t) => t.total));

  expect((await setzen({ art: 'keiner' })).status).toBe(200);
  const keiner = await calls();
  expect(keiner.every((t) => t.evn === 'keiner' && t.calls.length === 0)).toBe(true);
  expect(keiner.map((t) => t.total)).toEqual(gekuerzt.map((t) => t.total));
  // the data download shows the calls as the itemised bill does
  const kunde = app.ctx.store.byUsername('dsl25');
  const verbindungen = buildExport(app.ctx, kunde).tabellen.verbindungen;
  expect(verbindungen.every((t) => t.calls.length === 0)).toBe(true);
});

test('a PDF measurement protocol: accepted by its content, stored, and checked by hand (in Meine Aufträge)', async () => {
  const cookie = await login(app, 'dsl25');
  const pdf = (name, bytes, type = 'application/pdf') =>
    api(app, 'POST', 'vertrag/V-100001/messprotokoll/pdf', {
      cookie,
      body: { nachweis: { name, type, base64: Buffer.from(bytes).toString('base64') } },
    });
  const echt = await pdf('Breitbandmessung.pdf', '%PDF-1.7\n% Messprotokoll\n%%EOF\n');
  expect(echt.status).toBe(200);
  expect(echt.json).toMatchObject({
    art: 'minderung',
    vertragsId: 'V-100001',
    status: 'in_pruefung',
    protokoll: { name: 'Breitbandmessung.pdf', am: '2026-11-28T08:00:00.000Z' },
  });
  // a text file named .pdf is refused by its content, a photo by its type
  expect((await pdf('protokoll.pdf', 'Datum;Download\n')).status).toBe(400);
  const foto = await pdf('foto.jpg', Buffer.from('ffd8ffe000104a464946', 'hex'), 'image/jpeg');
  expect(foto.status).toBe(400);
  expect(foto.json.message).toMatch(/PDF- oder CSV/);
  const vorgaenge = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
  expect(vorgaenge).toHaveLength(1);
  expect(vorgaenge[0]).toMatchObject({ referenz: echt.json.referenz, art: 'minderung', status: 'in_pruefung' });
  // a mobile contract has no reduction for slow internet
  const mobil = await api(app, 'POST', 'vertrag/V-100032/messprotokoll/pdf', {
    cookie: await login(app, 'multi'),
    body: { nachweis: { name: 'a.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.7').toString('base64') } },
  });
  expect(mobil.status).toBe(400);
});
