/** @jest-environment node */
// MultiSIM (at most two, the catalogue's price, a fresh confirmation, the lock's wait) and the fleet's bulk calls.
import { makeApp, login, api, makeClock } from './helpers.mjs';

const clock = makeClock(Date.parse('2026-12-14T08:00:00Z'));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const MULTI = 'vertrag/V-100032/multisim';
const terms = { monatlich: 4.99, einmalig: 0 };
const confirmPassword = (cookie) =>
  api(app, 'POST', 'user/passwort-bestaetigen', { cookie, body: { passwort: 'Demo-2026!' } });

test('a MultiSIM: the catalogue price, a confirmation, at most two, an eSIM profile once; taking one away', async () => {
  const cookie = await login(app, 'multi');
  const list = await api(app, 'GET', 'vertrag/V-100032/sims', { cookie });
  expect(list.json.multiSim).toMatchObject({ max: 2, option: { id: 'OPT-MULTI', monthlyPrice: 4.99 } });
  const body = { art: 'esim', geraet: 'Apple Watch', konditionen: terms };
  expect((await api(app, 'POST', MULTI, { cookie, body: { ...body, konditionen: { monatlich: 1 } } })).json.code).toBe(
    'KONDITIONEN',
  );
  expect((await api(app, 'POST', MULTI, { cookie, body: { ...body, geraet: '' } })).status).toBe(400);
  expect((await api(app, 'POST', MULTI, { cookie, body })).json.code).toBe('ZWEITER_FAKTOR');
  await confirmPassword(cookie);
  const added = await api(app, 'POST', MULTI, { cookie, body });
  expect(added.status).toBe(200);
  expect(added.json.auftrag).toMatchObject({
    auftragsnummer: expect.stringMatching(/^MS-/),
    monatlich: 4.99,
    art: 'esim',
  });
  expect(added.json.profil.aktivierungscode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  expect(added.json.sim).toMatchObject({ multiSim: true, geraet: 'Apple Watch', status: 'aktiv' });
  // the tablet's MultiSIM and the watch's: two, the most
  const third = await api(app, 'POST', MULTI, { cookie, body: { ...body, art: 'sim', geraet: 'iPad' } });
  expect(third.json.code).toBe('MULTI_SIM_MAX');
  const after = await api(app, 'GET', 'vertrag/V-100032/sims', { cookie });
  expect(after.res.body).not.toContain(added.json.profil.aktivierungscode);

  // the number's own card cannot be taken away; a MultiSIM can, without a confirmation
  expect((await api(app, 'DELETE', 'vertrag/V-100032/sims/V-100032-S1', { cookie })).status).toBe(409);
  const removed = await api(app, 'DELETE', `vertrag/V-100032/sims/${added.json.sim.id}`, { cookie });
  expect(removed.json.sims.map((s) => s.id)).toEqual(['V-100032-S1', 'V-100032-S2']);
});

test('with the lock on a MultiSIM waits 24 hours and sends the e-mail first', async () => {
  const cookie = await login(app, 'multi');
  await confirmPassword(cookie);
  await api(app, 'PUT', 'vertrag/V-100032/rufnummernsperre', { cookie, body: { aktiv: true } });
  await api(app, 'DELETE', 'vertrag/V-100032/sims/V-100032-S2', { cookie });
  const body = { art: 'sim', geraet: 'iPad', konditionen: terms };
  const first = await api(app, 'POST', MULTI, { cookie, body });
  expect(first.status).toBe(202);
  expect(first.json).toMatchObject({ ergebnis: 'wartet', moeglichAb: '2026-12-15T08:00:00.000Z' });
  expect((await api(app, 'POST', MULTI, { cookie, body })).json.code).toBe('WARTEZEIT');
  clock.advance(24 * 3600);
  const later = await login(app, 'multi');
  await confirmPassword(later);
  const done = await api(app, 'POST', MULTI, { cookie: later, body });
  expect(done.json).toMatchObject({
    ergebnis: 'bestellt',
    profil: null,
    auftrag: { lieferadresse: expect.any(String) },
  });
});

test('the fleet: 4,800 SIMs with cost centres; one call blocks many with one receipt, all or nothing for strangers', async () => {
  const cookie = await login(app, 'flotte');
  const list = await api(app, 'GET', 'user/sims', { cookie });
  expect(list.status).toBe(200);
  expect(list.json.sims.length).toBeGreaterThan(4500);
  expect(list.json.sims[0]).toMatchObject({ kostenstelle: expect.stringMatching(/^KST-/), status: 'aktiv' });
  expect(list.res.body).not.toMatch(/"pin"|"puk"|iccid"/);
  const ids = list.json.sims.slice(0, 25).map((s) => s.id);

  expect(
    (
      await api(app, 'POST', 'user/sims/sperre', {
        cookie,
        body: { simIds: [...ids, 'V-100032-S1'], grund: 'verloren' },
      })
    ).json.code,
  ).toBe('SIM_UNBEKANNT');
  expect(
    (await api(app, 'POST', 'user/sims/sperre', { cookie, body: { simIds: [ids[0], ids[0]], grund: 'verloren' } }))
      .status,
  ).toBe(400);
  // the bound of the bulk action (the input check of every call knows it for this list)
  const tooMany = Array.from({ length: 5001 }, (_, i) => `X-${i}`);
  const refused = await api(app, 'POST', 'user/sims/sperre', { cookie, body: { simIds: tooMany, grund: 'verloren' } });
  expect(refused.status).toBe(400);
  const many = list.json.sims.slice(1000, 1300).map((s) => s.id);
  const big = await api(app, 'POST', 'user/sims/sperre', { cookie, body: { simIds: many, grund: 'defekt' } });
  expect(big.json.beleg.anzahl).toBe(300);

  const block = await api(app, 'POST', 'user/sims/sperre', {
    cookie,
    body: { simIds: ids, grund: 'gestohlen' },
  });
  expect(block.status).toBe(200);
  expect(block.json.beleg).toMatchObject({ anzahl: 25, grund: 'gestohlen', aktion: 'sperren' });
  expect(block.json.uebersprungen).toEqual([]);
  const again = await api(app, 'POST', 'user/sims/sperre', {
    cookie,
    body: { simIds: ids.slice(0, 2), grund: 'gestohlen' },
  });
  expect(again.json.beleg.anzahl).toBe(0);
  expect(again.json.uebersprungen.map((s) => s.grund)).toEqual(['SIM_STATUS', 'SIM_STATUS']);
  const now = await api(app, 'GET', 'user/sims', { cookie });
  expect(now.json.sims.filter((s) => s.status === 'gesperrt').map((s) => s.id)).toEqual([...ids, ...many]);
});

test('the fleet orders replacements: the price shown, a confirmation, one receipt', async () => {
  const cookie = await login(app, 'flotte');
  const list = await api(app, 'GET', 'user/sims', { cookie });
  const ids = list.json.sims
    .filter((s) => s.art === 'sim')
    .slice(0, 3)
    .map((s) => s.id);
  const body = { simIds: ids, preisJeSim: list.json.ersatzSimPreis };
  expect((await api(app, 'POST', 'user/sims/ersatz', { cookie, body: { ...body, preisJeSim: 1 } })).json.code).toBe(
    'KONDITIONEN',
  );
  expect((await api(app, 'POST', 'user/sims/ersatz', { cookie, body })).json.code).toBe('ZWEITER_FAKTOR');
  await confirmPassword(cookie);
  const done = await api(app, 'POST', 'user/sims/ersatz', { cookie, body });
  expect(done.json.beleg).toMatchObject({ anzahl: 3, aktion: 'ersatz', preisJeSim: 14.95 });
  const now = await api(app, 'GET', 'user/sims', { cookie });
  expect(now.json.sims.filter((s) => ids.includes(s.id)).map((s) => s.status)).toEqual([
    'wird_ersetzt',
    'wird_ersetzt',
    'wird_ersetzt',
  ]);
});
