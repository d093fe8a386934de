/** @jest-environment node */
import { makeApp, login, api, makeClock } from './helpers.mjs';

// Monday 14 Dec 2026, 09:00 Berlin: the slots reach over Christmas (24/25/26 Dec are holidays)
const clock = makeClock(Date.parse('2026-12-14T08:00:00Z'));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const ANGABEN = { dienst: 'internet', art: 'totalausfall', seit: 'heute', lampen: 'dsl_blinkt' };

async function report(cookie, contract = 'V-100001', extra = {}) {
  const check = await api(app, 'GET', `vertrag/${contract}/leitungspruefung`, { cookie });
  const ticket = await api(app, 'POST', `vertrag/${contract}/stoerung`, {
    cookie,
    body: { pruefungId: check.json.pruefungId, ...ANGABEN, ...extra },
  });
  return { check: check.json, ticket };
}

test('booked services per fixed-line contract; mobile and energy contracts have no line to check', async () => {
  const cookie = await login(app, 'multi');
  expect((await api(app, 'GET', 'vertrag/V-100031/dienste', { cookie })).json).toEqual({
    vertragsId: 'V-100031',
    dienste: ['internet', 'telefon'],
    offeneStoerung: null,
  });
  expect((await api(app, 'GET', 'vertrag/V-100035/dienste', { cookie })).json.dienste).toContain('tv');
  const mobil = await api(app, 'GET', 'vertrag/V-100032/dienste', { cookie });
  expect(mobil.status).toBe(400);
  expect(mobil.json.message).toMatch(/keinen Festnetz-Anschluss/);
  expect((await api(app, 'GET', 'vertrag/V-100001/dienste', { cookie })).status).toBe(400);
});

test('deterministic outcome per demo customer; the test control selects the others', async () => {
  const outcome = async (username, contract) =>
    (await api(app, 'GET', `vertrag/${contract}/leitungspruefung`, { cookie: await login(app, username) })).json;
  expect((await outcome('dsl25', 'V-100001')).ergebnis).toBe('leitungsstoerung');
  const netz = await outcome('ftth', 'V-100002');
  expect(netz.ergebnis).toBe('netzstoerung');
  expect(Date.parse(netz.netzstoerung.voraussichtlichBis)).toBeGreaterThan(clock());
  expect(netz.netzstoerung.gebiet).toMatch(/\d{5}/);
  expect((await outcome('angebot', 'V-100061')).ergebnis).toBe('keine_stoerung');
  await api(app, 'POST', '/__test/stoerung', { body: { login: 'angebot', ergebnis: 'netzstoerung' } });
  expect((await outcome('angebot', 'V-100061')).ergebnis).toBe('netzstoerung');
  await api(app, 'POST', '/__test/reset');
  expect((await outcome('angebot', 'V-100061')).ergebnis).toBe('keine_stoerung');
  expect((await api(app, 'POST', '/__test/stoerung', { body: { ergebnis: 'kaputt' } })).status).toBe(400);
});

test('a line fault opens a ticket (listed in user/stoerungen); no second one for the same contract', async () => {
  const cookie = await login(app, 'dsl25');
  const { ticket } = await report(cookie, 'V-100001', { beschreibung: 'Seit dem Gewitter kein Internet.' });
  expect(ticket.status).toBe(200);
  const t = ticket.json.stoerung;
  expect(t).toMatchObject({
    vertragsId: 'V-100001',
    status: 'in_bearbeitung',
    technikerNoetig: true,
    monatsentgelt: 29.99,
    art: 'totalausfall',
    termin: null,
  });
  expect(t.nummer).toMatch(/^ST-2026-\d{6}$/);
  expect(t.letzteMeldung.text).toMatch(/Techniker/);
  expect(t.nachrichten[0]).toMatchObject({ von: 'kunde', text: 'Seit dem Gewitter kein Internet.' });
  const list = (await api(app, 'GET', 'user/stoerungen', { cookie })).json;
  expect(list.stand).toBe(new Date(clock()).toISOString());
  expect(list.stoerungen.map((x) => x.nummer)).toEqual([t.nummer]);
  expect((await api(app, 'GET', 'vertrag/V-100001/dienste', { cookie })).json.offeneStoerung).toBe(t.nummer);

  const again = await report(cookie);
  expect(again.ticket.status).toBe(409);
  expect(again.ticket.json).toMatchObject({ code: 'ALREADY_RUNNING', nummer: t.nummer });
  expect(again.check.offeneStoerung).toBe(t.nummer);
});

test('a network outage opens no ticket; a ticket needs a recent line check of the contract', async () => {
  const cookie = await login(app, 'ftth');
  const { ticket } = await report(cookie, 'V-100002');
  expect(ticket.status).toBe(409);
  expect(ticket.json.code).toBe('NETZSTOERUNG');
  expect(ticket.json.message).toMatch(/Störung im Netz bekannt/);
  expect((await api(app, 'GET', 'user/stoerungen', { cookie })).json.stoerungen).toEqual([]);
  const without = await api(app, 'POST', 'vertrag/V-100002/stoerung', {
    cookie,
    body: { ...ANGABEN, pruefungId: 'LP-x' },
  });
  expect(without.status).toBe(400);
  expect(without.json.message).toMatch(/prüfen Sie zuerst Ihre Leitung/);
});

test('writes follow the guards: X-Kundennummer required, an Idempotency-Key repeat gets the first answer', async () => {
  const cookie = await login(app, 'dsl25');
  const check = (await api(app, 'GET', 'vertrag/V-100001/leitungspruefung', { cookie })).json;
  const body = { pruefungId: check.pruefungId, ...ANGABEN };
  expect((await api(app, 'POST', 'vertrag/V-100001/stoerung', { cookie, body, guard: false })).status).toBe(428);
  const headers = { 'idempotency-key': 'stoerung-key-1' };
  const first = await api(app, 'POST', 'vertrag/V-100001/stoerung', { cookie, body, headers });
  const repeat = await api(app, 'POST', 'vertrag/V-100001/stoerung', { cookie, body, headers });
  expect(repeat.status).toBe(200);
  expect(repeat.res.headers['idempotency-replayed']).toBe('true');
  expect(repeat.json.stoerung.nummer).toBe(first.json.stoerung.nummer);
  expect((await api(app, 'GET', 'user/stoerungen', { cookie })).json.stoerungen).toHaveLength(1);
});

test('technician slots: half days on working days only (no weekend, no holiday), book, move, cancel until the day before', async () => {
  const cookie = await login(app, 'dsl25');
  const nummer = (await report(cookie)).ticket.json.stoerung.nummer;
  const { termine } = (await api(app, 'GET', `stoerung/${nummer}/termine`, { cookie })).json;
  const days = [...new Set(termine.map((s) => s.datum))];
  expect(days[0]).toBe('2026-12-16');
  expect(days).toHaveLength(20);
  expect(days).not.toEqual(expect.arrayContaining(['2026-12-19', '2026-12-20', '2026-12-24', '2026-12-25']));
  expect(days).toEqual(expect.arrayContaining(['2026-12-23', '2026-12-28']));
  expect(termine.filter((s) => s.datum === '2026-12-16')).toEqual([
    { datum: '2026-12-16', fenster: 'vormittag', von: '08:00', bis: '12:00' },
    { datum: '2026-12-16', fenster: 'nachmittag', von: '12:00', bis: '17:00' },
  ]);
  const holiday = await api(app, 'PUT', `stoerung/${nummer}/termin`, {
    cookie,
    body: { datum: '2026-12-24', fenster: 'vormittag' },
  });
  expect(holiday.status).toBe(400);

  const booked = await api(app, 'PUT', `stoerung/${nummer}/termin`, {
    cookie,
    body: { datum: '2026-12-17', fenster: 'vormittag' },
  });
  expect(booked.json.stoerung).toMatchObject({
    status: 'techniker_beauftragt',
    termin: { datum: '2026-12-17', fenster: 'vormittag', von: '08:00', bis: '12:00' },
    voraussichtlichBehobenAm: '2026-12-17T11:00:00.000Z',
  });
  const moved = await api(app, 'PUT', `stoerung/${nummer}/termin`, {
    cookie,
    body: { datum: '2026-12-18', fenster: 'nachmittag' },
  });
  expect(moved.json.stoerung.termin.datum).toBe('2026-12-18');
  expect(moved.json.stoerung.letzteMeldung.text).toMatch(/verlegt/);

  // on the day of the appointment it can no longer be moved or cancelled online
  clock.advance(4 * 24 * 3600);
  const late = await api(app, 'DELETE', `stoerung/${nummer}/termin`, { cookie: await login(app, 'dsl25') });
  expect(late.status).toBe(409);
  expect(late.json.message).toMatch(/bis zum Vortag/);
  clock.advance(-4 * 24 * 3600);
  const cancelled = await api(app, 'DELETE', `stoerung/${nummer}/termin`, { cookie: await login(app, 'dsl25') });
  expect(cancelled.json.stoerung).toMatchObject({ termin: null, status: 'in_bearbeitung' });
});

test('a passed appointment is kept (fixed) or, by test control, missed and reported; the clock control moves on', async () => {
  let cookie = await login(app, 'dsl25');
  const nummer = (await report(cookie)).ticket.json.stoerung.nummer;
  await api(app, 'PUT', `stoerung/${nummer}/termin`, { cookie, body: { datum: '2026-12-16', fenster: 'vormittag' } });
  await api(app, 'POST', '/__test/stoerung', { body: { login: 'dsl25', techniker: 'verpasst' } });
  const moved = (await api(app, 'POST', '/__test/clock', { body: { tage: 3 } })).json;
  expect(moved.now).toBe('2026-12-17T08:00:00.000Z');
  cookie = await login(app, 'dsl25');
  const [t] = (await api(app, 'GET', 'user/stoerungen', { cookie })).json.stoerungen;
  expect(t.status).toBe('in_bearbeitung');
  expect(t.verpassteTermine).toEqual([
    { datum: '2026-12-16', fenster: 'vormittag', von: '08:00', bis: '12:00', gemeldetAm: '2026-12-16T11:00:00.000Z' },
  ]);
  expect(t.letzteMeldung.text).toMatch(/nicht wahrnehmen.*Entschädigung/);
  // a new appointment, this time kept: the ticket is fixed at its end
  await api(app, 'POST', '/__test/stoerung', { body: { techniker: 'kommt' } });
  await api(app, 'PUT', `stoerung/${nummer}/termin`, { cookie, body: { datum: '2026-12-21', fenster: 'nachmittag' } });
  await api(app, 'POST', '/__test/clock', { body: { now: '2026-12-21T17:00:00Z' } });
  cookie = await login(app, 'dsl25');
  const [fixed] = (await api(app, 'GET', 'user/stoerungen', { cookie })).json.stoerungen;
  expect(fixed).toMatchObject({ status: 'behoben', behobenAm: '2026-12-21T16:00:00.000Z', termin: null });
  await api(app, 'POST', '/__test/clock', { body: {} });
});

test('the customer adds information or closes the ticket as fixed', async () => {
  const cookie = await login(app, 'dsl25');
  const nummer = (await report(cookie)).ticket.json.stoerung.nummer;
  const info = await api(app, 'POST', `stoerung/${nummer}/information`, {
    cookie,
    body: { text: 'Router neu gestartet.' },
  });
  expect(info.json.stoerung.nachrichten.at(-1)).toMatchObject({ von: 'kunde', text: 'Router neu gestartet.' });
  expect((await api(app, 'POST', `stoerung/${nummer}/information`, { cookie, body: { text: ' ' } })).status).toBe(400);
  const closed = await api(app, 'POST', `stoerung/${nummer}/behoben`, { cookie });
  expect(closed.json.stoerung.status).toBe('behoben');
  const after = await api(app, 'POST', `stoerung/${nummer}/information`, { cookie, body: { text: 'Noch etwas.' } });
  expect(after.status).toBe(409);
  expect((await api(app, 'GET', `stoerung/ST-0/termine`, { cookie })).status).toBe(404);
});

test('alt shapes: the contract id in its numeric reading, unknown fields added', async () => {
  await api(app, 'POST', '/__test/shapes', { body: { mode: 'alt' } });
  const cookie = await login(app, 'dsl25');
  const check = (await api(app, 'GET', 'vertrag/100001/leitungspruefung', { cookie })).json;
  expect(check).toMatchObject({ vertragsId: 100001, unbekanntesFeld: 'alt' });
  const t = (
    await api(app, 'POST', 'vertrag/100001/stoerung', { cookie, body: { pruefungId: check.pruefungId, ...ANGABEN } })
  ).json;
  expect(t.stoerung.vertragsId).toBe(100001);
  expect((await api(app, 'GET', 'user/stoerungen', { cookie })).json.stoerungen[0].vertragsId).toBe(100001);
});
