/** @jest-environment node */
import { makeApp, login, api, makeClock } from './helpers.mjs';
import { totpCode } from './totpSteps.mjs';

const clock = makeClock(Date.parse('2026-12-14T08:00:00Z'));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const SIMS = 'vertrag/V-100032/sims';
const ESIM = `${SIMS}/V-100032-S1`;
const CARD = `${SIMS}/V-100032-S2`;
const confirmPassword = (cookie, passwort = 'Demo-2026!') =>
  api(app, 'POST', 'user/passwort-bestaetigen', { cookie, body: { passwort } });

test('the SIM list of a mobile contract: state, ICCID ending, device, never a PIN or code', async () => {
  const cookie = await login(app, 'multi');
  const r = await api(app, 'GET', SIMS, { cookie });
  expect(r.status).toBe(200);
  expect(r.json.rufnummernsperre).toEqual({ aktiv: false, aufhebungAb: null });
  expect(r.json.sims.map((s) => [s.id, s.art, s.status, s.geraet])).toEqual([
    ['V-100032-S1', 'esim', 'aktiv', 'iPhone 15'],
    ['V-100032-S2', 'sim', 'aktiv', 'iPad Air'],
  ]);
  expect(r.json.sims[0].iccidEnde).toMatch(/^\d{4}$/);
  expect(r.res.body).not.toMatch(/"pin"|"puk"|iccid"|aktivierungscode/);
  expect((await api(app, 'GET', 'vertrag/V-100031/sims', { cookie })).status).toBe(400);
  expect((await api(app, 'GET', 'vertrag/V-100042/sims', { cookie })).status).toBe(400);
});

test('block at once with a reason and a receipt; unblocking needs the password again', async () => {
  const cookie = await login(app, 'multi');
  expect((await api(app, 'POST', `${CARD}/sperre`, { cookie, body: { grund: 'vergessen' } })).status).toBe(400);
  const block = await api(app, 'POST', `${CARD}/sperre`, { cookie, body: { grund: 'gestohlen' } });
  expect(block.status).toBe(200);
  expect(block.json.beleg).toMatchObject({ grund: 'gestohlen', belegnummer: 'SP-1000003-0001' });
  expect(block.json.sim.status).toBe('gesperrt');
  expect((await api(app, 'POST', `${CARD}/sperre`, { cookie, body: { grund: 'verloren' } })).status).toBe(409);

  const refused = await api(app, 'DELETE', `${CARD}/sperre`, { cookie });
  expect(refused.status).toBe(403);
  expect(refused.json).toMatchObject({ code: 'ZWEITER_FAKTOR', verfahren: 'passwort' });
  expect((await confirmPassword(cookie, 'falsch')).status).toBe(400);
  expect((await confirmPassword(cookie)).status).toBe(200);
  const free = await api(app, 'DELETE', `${CARD}/sperre`, { cookie });
  expect(free.json.sim).toMatchObject({ status: 'aktiv', sperre: null });
});

test('PIN and PUK only after a fresh confirmation, and only in that answer', async () => {
  const cookie = await login(app, 'multi');
  expect((await api(app, 'POST', `${CARD}/pin-puk`, { cookie, body: {} })).status).toBe(403);
  await confirmPassword(cookie);
  const r = await api(app, 'POST', `${CARD}/pin-puk`, { cookie, body: {} });
  expect(r.json).toEqual({ pin: expect.stringMatching(/^\d{4}$/), puk: expect.stringMatching(/^\d{8}$/) });
  // the confirmation runs out
  clock.advance(301);
  expect((await api(app, 'POST', `${CARD}/pin-puk`, { cookie, body: {} })).status).toBe(403);
});

test('a customer with two-step login confirms with a code, even in mode „bei jeder Anmeldung“', async () => {
  const cookie = await login(app, 'multi');
  const { secret } = (await api(app, 'POST', 'user/zwei-faktor/einrichten', { cookie, body: {} })).json;
  const code0 = totpCode(secret, clock());
  await api(app, 'POST', 'user/zwei-faktor/aktivieren', { cookie, body: { code: code0, modus: 'anmeldung' } });
  clock.advance(301); // the set-up code's confirmation has run out
  const refused = await api(app, 'POST', `${CARD}/pin-puk`, { cookie, body: {} });
  // the step-up table asks such a customer for a code (src/config/stepUp.json)
  expect(refused.json.code).toBe('ZWEITER_FAKTOR');
  // the password is no second factor for such a customer
  expect((await confirmPassword(cookie)).status).toBe(400);
  const code = totpCode(secret, clock());
  expect((await api(app, 'POST', 'user/zwei-faktor/bestaetigen', { cookie, body: { code } })).status).toBe(200);
  expect((await api(app, 'POST', `${CARD}/pin-puk`, { cookie, body: {} })).status).toBe(200);
});

test('eSIM transfer: a new profile once, the old one invalid; a plastic SIM cannot be moved', async () => {
  const cookie = await login(app, 'multi');
  expect((await api(app, 'POST', `${ESIM}/esim-uebertragung`, { cookie, body: {} })).status).toBe(403);
  await confirmPassword(cookie);
  const r = await api(app, 'POST', `${ESIM}/esim-uebertragung`, { cookie, body: {} });
  expect(r.status).toBe(200);
  expect(r.json.ergebnis).toBe('profil');
  expect(r.json.profil.qrInhalt).toBe(`LPA:1$${r.json.profil.smdpAdresse}$${r.json.profil.aktivierungscode}`);
  const list = await api(app, 'GET', SIMS, { cookie });
  expect(list.res.body).not.toContain(r.json.profil.aktivierungscode);
  expect(list.json.sims[0].profilErstelltAm).toBe(r.json.profil.erstelltAm);
  expect((await api(app, 'POST', `${CARD}/esim-uebertragung`, { cookie, body: {} })).status).toBe(409);
});

test('the lock against SIM swaps: a transfer waits 24 hours with an e-mail; switching off waits as well', async () => {
  const cookie = await login(app, 'multi');
  expect((await api(app, 'PUT', 'vertrag/V-100032/rufnummernsperre', { cookie, body: { aktiv: true } })).status).toBe(
    403,
  );
  await confirmPassword(cookie);
  const on = await api(app, 'PUT', 'vertrag/V-100032/rufnummernsperre', { cookie, body: { aktiv: true } });
  expect(on.json.rufnummernsperre).toEqual({ aktiv: true, aufhebungAb: null });

  const start = await api(app, 'POST', `${ESIM}/esim-uebertragung`, { cookie, body: {} });
  expect(start.status).toBe(202);
  expect(start.json).toMatchObject({ ergebnis: 'wartet', benachrichtigungAn: 'juergen.weiss@example.org' });
  expect(Date.parse(start.json.moeglichAb) - clock()).toBe(24 * 3600_000);
  const early = await api(app, 'POST', `${ESIM}/esim-uebertragung`, { cookie, body: {} });
  expect(early.status).toBe(409);
  expect(early.json.code).toBe('WARTEZEIT');
  const mails = app.ctx.store.byUsername('multi').simMails;
  expect(mails.map((m) => m.aktion)).toEqual(['schutzAn', 'esimUebertragen']);

  clock.advance(24 * 3600);
  const next = await login(app, 'multi');
  expect((await api(app, 'POST', `${ESIM}/esim-uebertragung`, { cookie: next, body: {} })).status).toBe(403);
  await confirmPassword(next);
  const done = await api(app, 'POST', `${ESIM}/esim-uebertragung`, { cookie: next, body: {} });
  expect(done.json.ergebnis).toBe('profil');

  const off = await api(app, 'PUT', 'vertrag/V-100032/rufnummernsperre', { cookie: next, body: { aktiv: false } });
  expect(off.json.rufnummernsperre.aktiv).toBe(true);
  expect(Date.parse(off.json.rufnummernsperre.aufhebungAb) - clock()).toBe(24 * 3600_000);
  clock.advance(24 * 3600);
  const later = await api(app, 'GET', SIMS, { cookie: await login(app, 'multi') });
  expect(later.json.rufnummernsperre).toEqual({ aktiv: false, aufhebungAb: null });
});

test('a replacement card: paid, to the stored address, the old card dead at once; with the lock on it waits', async () => {
  const cookie = await login(app, 'multi');
  await confirmPassword(cookie);
  expect((await api(app, 'POST', `${ESIM}/ersatz`, { cookie, body: {} })).status).toBe(400);
  const list = await api(app, 'GET', SIMS, { cookie });
  expect(list.json).toMatchObject({ lieferadresse: 'Löbdergraben 25b, 07743 Jena', ersatzSimPreis: 14.95 });
  const r = await api(app, 'POST', `${CARD}/ersatz`, { cookie, body: {} });
  expect(r.json).toMatchObject({
    ergebnis: 'bestellt',
    auftrag: { auftragsnummer: 'ES-1000003-0001', lieferadresse: 'Löbdergraben 25b, 07743 Jena', preis: 14.95 },
    sim: { status: 'wird_ersetzt' },
  });
  // nothing twice: the state allows no second order
  expect((await api(app, 'POST', `${CARD}/ersatz`, { cookie, body: {} })).status).toBe(409);

  await api(app, 'POST', '/__test/reset');
  const again = await login(app, 'multi');
  await confirmPassword(again);
  await api(app, 'PUT', 'vertrag/V-100032/rufnummernsperre', { cookie: again, body: { aktiv: true } });
  const wait = await api(app, 'POST', `${CARD}/ersatz`, { cookie: again, body: {} });
  expect(wait.status).toBe(202);
  const card = (await api(app, 'GET', SIMS, { cookie: again })).json.sims[1];
  expect(card).toMatchObject({ status: 'aktiv', ersatzAb: wait.json.moeglichAb, ersatz: null });
  // stopping the wait needs no confirmation
  clock.advance(301);
  expect((await api(app, 'DELETE', `${CARD}/wartend`, { cookie: again })).json.sim.ersatzAb).toBeNull();
});

test('the porting code (§ 59 TKG): after the confirmation, valid 30 days, shown once; with the lock on after the wait', async () => {
  const cookie = await login(app, 'multi');
  expect((await api(app, 'POST', 'vertrag/V-100032/portierungscode', { cookie, body: {} })).status).toBe(403);
  await confirmPassword(cookie);
  const r = await api(app, 'POST', 'vertrag/V-100032/portierungscode', { cookie, body: {} });
  expect(r.json.ergebnis).toBe('code');
  expect(r.json.portierungscode).toMatchObject({ code: expect.stringMatching(/^PK-/), rufnummer: '0160 5550303' });
  expect(Date.parse(r.json.portierungscode.gueltigBis) - clock()).toBe(30 * 86400_000);
  const list = await api(app, 'GET', SIMS, { cookie });
  expect(list.json.portierung).toEqual({ codeGueltigBis: r.json.portierungscode.gueltigBis, moeglichAb: null });
  expect(list.res.body).not.toContain(r.json.portierungscode.code);

  await api(app, 'PUT', 'vertrag/V-100032/rufnummernsperre', { cookie, body: { aktiv: true } });
  const wait = await api(app, 'POST', 'vertrag/V-100032/portierungscode', { cookie, body: {} });
  expect(wait.status).toBe(202);
  expect((await api(app, 'POST', 'vertrag/V-100032/portierungscode', { cookie, body: {} })).json.code).toBe(
    'WARTEZEIT',
  );
});
