/** @jest-environment node */
/**
 * „Vertrag widerrufen" (Art. 11a VRRL): validation, the 14-day rule at the stand-in's clock, one
 * receipt per order (a repeat gets the first one), the e-mail to the stored address, the status in
 * user/vorgaenge, the public variant with its neutral refusal and throttling.
 */
import { makeApp, api, login, makeClock, tariffChangeOrder } from './helpers.mjs';
import { NEUTRAL } from './routes/widerruf.mjs';

// Thursday 26 Nov 2026, 11:00 Berlin
const clock = makeClock(Date.parse('2026-11-26T10:00:00Z'));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(async () => {
  await api(app, 'POST', '/__test/reset');
});

/** a tariff change of dsl25 (1000001, Thomas Müller) for V-100001; returns its order number */
async function orderTariffChange() {
  const r = await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', { body: tariffChangeOrder(app) });
  expect(r.status).toBe(200);
  return r.json.auftragsnummer;
}

const DECL = { vorname: 'Thomas', nachname: 'Müller', email: 'quittung@example.org' };
const publicDecl = (auftragsnummer, extra = {}) => ({ kundennummer: '1000001', auftragsnummer, ...DECL, ...extra });
const control = async () => (await api(app, 'GET', '/__test/widerruf')).json;
const moveClock = (body) => api(app, 'POST', '/__test/clock', { body });

afterEach(() => moveClock({}));

describe('logged in: POST widerruf', () => {
  test('lists the order with its period, withdraws it with a receipt, e-mails the stored address, marks it', async () => {
    const auftrag = await orderTariffChange();
    const cookie = await login(app, 'dsl25');
    const list = await api(app, 'GET', 'widerruf', { cookie });
    expect(list.json.auftraege).toEqual([
      expect.objectContaining({
        auftragsnummer: auftrag,
        vertragsId: 'V-100001',
        fristEnde: '2026-12-10',
        widerrufbar: true,
        beleg: null,
      }),
    ]);
    const r = await api(app, 'POST', 'widerruf', { cookie, body: { auftragsnummer: auftrag, ...DECL } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      belegnummer: 'WR-2026-000001',
      auftragsnummer: auftrag,
      vertragsId: 'V-100001',
      eingangAm: '2026-11-26T10:00:00.000Z',
      fristEnde: '2026-12-10',
      kundennummer: '1000001',
      ...DECL,
      anHinterlegteAdresseGesendet: true,
    });
    const { mails } = await control();
    expect(mails).toEqual([
      expect.objectContaining({
        login: 'dsl25',
        an: ['thomas.mueller@example.org', 'quittung@example.org'],
        hinterlegt: 'thomas.mueller@example.org',
        belegnummer: 'WR-2026-000001',
        anhang: expect.objectContaining({ name: 'Widerruf_WR-2026-000001.pdf' }),
      }),
    ]);
    const vorgaenge = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
    expect(vorgaenge.find((v) => v.referenz === auftrag).status).toBe('widerrufen');
    const after = (await api(app, 'GET', 'widerruf', { cookie })).json.auftraege[0];
    expect(after).toMatchObject({ widerrufbar: false, beleg: { belegnummer: 'WR-2026-000001' } });
  });

  test('a second declaration for the same order gives the same receipt and sends nothing again', async () => {
    const auftrag = await orderTariffChange();
    const cookie = await login(app, 'dsl25');
    const first = await api(app, 'POST', 'widerruf', { cookie, body: { auftragsnummer: auftrag, ...DECL } });
    clock.advance(600);
    const again = await api(app, 'POST', 'widerruf', { cookie, body: { auftragsnummer: auftrag, ...DECL } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ...first.json, wiederholt: true });
    // the same key (a retry after a lost answer) gets the first answer as it was
    const keyed = { 'idempotency-key': 'wr-1' };
    const a = await api(app, 'POST', 'widerruf', {
      cookie,
      body: { auftragsnummer: auftrag, ...DECL },
      headers: keyed,
    });
    const b = await api(app, 'POST', 'widerruf', {
      cookie,
      body: { auftragsnummer: auftrag, ...DECL },
      headers: keyed,
    });
    expect(b.json).toEqual(a.json);
    expect(b.res.headers['idempotency-replayed']).toBe('true');
    expect((await control()).mails).toHaveLength(1);
    clock.advance(-600);
  });

  test('validation: order number, name, e-mail; an order of another customer; the write guard', async () => {
    const auftrag = await orderTariffChange();
    const cookie = await login(app, 'dsl25');
    const post = (body) => api(app, 'POST', 'widerruf', { cookie, body });
    expect((await post({ ...DECL })).json.message).toMatch(/Auftragsnummer/);
    expect((await post({ auftragsnummer: auftrag, ...DECL, nachname: ' ' })).json.message).toMatch(
      /Vor- und Nachnamen/,
    );
    expect((await post({ auftragsnummer: auftrag, ...DECL, email: 'kein-at' })).status).toBe(400);
    expect((await post({ auftragsnummer: 'A-2026-999999', ...DECL })).json.message).toMatch(/finden wir/);
    const other = await login(app, 'multi');
    const foreign = await api(app, 'POST', 'widerruf', { cookie: other, body: { auftragsnummer: auftrag, ...DECL } });
    expect(foreign.status).toBe(400);
    const unguarded = await api(app, 'POST', 'widerruf', {
      cookie,
      guard: false,
      body: { auftragsnummer: auftrag, ...DECL },
    });
    expect(unguarded.status).toBe(428);
    expect((await api(app, 'POST', 'widerruf', { body: { auftragsnummer: auftrag, ...DECL } })).status).toBe(401);
    expect((await control()).belege).toEqual([]);
  });

  test('14 days: on day 14 until 23:59 Berlin in time, from 00:00 of day 15 refused with the end date', async () => {
    const auftrag = await orderTariffChange();
    // 10 Dec 2026 23:59 Berlin = 22:59 UTC: the last minute of the period
    await moveClock({ now: '2026-12-10T22:59:00Z' });
    const cookie = await login(app, 'dsl25');
    expect((await api(app, 'GET', 'widerruf', { cookie })).json.auftraege[0].widerrufbar).toBe(true);
    await moveClock({ now: '2026-12-10T23:00:00Z' });
    const late = await api(app, 'POST', 'widerruf', { cookie, body: { auftragsnummer: auftrag, ...DECL } });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ code: 'FRIST_ABGELAUFEN', fristEnde: '2026-12-10' });
    expect(late.json.message).toMatch(/endete am 10\.12\.2026/);
    expect((await api(app, 'GET', 'widerruf', { cookie })).json.auftraege[0].widerrufbar).toBe(false);
    await moveClock({ now: '2026-12-10T22:59:30Z' });
    expect((await api(app, 'POST', 'widerruf', { cookie, body: { auftragsnummer: auftrag, ...DECL } })).status).toBe(
      200,
    );
  });

  test('a withdrawn tariff change no longer blocks a new one', async () => {
    const auftrag = await orderTariffChange();
    const cookie = await login(app, 'dsl25');
    await api(app, 'POST', 'widerruf', { cookie, body: { auftragsnummer: auftrag, ...DECL } });
    await orderTariffChange();
  });
});

describe('public: POST widerruf/oeffentlich', () => {
  test('without a session: customer number, order number and the holder’s name (any case) give the receipt', async () => {
    const auftrag = await orderTariffChange();
    const r = await api(app, 'POST', 'widerruf/oeffentlich', {
      body: publicDecl(auftrag, { vorname: ' thomas ', nachname: 'MÜLLER' }),
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      auftragsnummer: auftrag,
      kundennummer: '1000001',
      anHinterlegteAdresseGesendet: true,
    });
    expect((await control()).mails[0].an).toContain('thomas.mueller@example.org');
    const again = await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(auftrag) });
    expect(again.json.belegnummer).toBe(r.json.belegnummer);
  });

  test('a wrong name, an unknown order or customer: the same neutral refusal, nothing withdrawn or sent', async () => {
    const auftrag = await orderTariffChange();
    const answers = [
      await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(auftrag, { nachname: 'Mustermann' }) }),
      await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl('A-2026-999999') }),
      await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(auftrag, { kundennummer: '1000003' }) }),
      await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(auftrag, { kundennummer: '9999999' }) }),
    ];
    for (const r of answers) {
      expect(r.status).toBe(400);
      expect(r.json).toEqual(NEUTRAL);
    }
    expect(await control()).toEqual({ belege: [], mails: [] });
  });

  test('validation before any lookup', async () => {
    const post = (body) => api(app, 'POST', 'widerruf/oeffentlich', { body });
    expect((await post({ ...publicDecl('A-1'), kundennummer: '' })).json.message).toMatch(/Kundennummer/);
    expect((await post({ ...publicDecl('A-1'), kundennummer: '12ab' })).json.message).toMatch(/5 bis 10 Ziffern/);
    expect((await post({ ...publicDecl('A-1'), email: '' })).status).toBe(400);
  });

  test('after 5 failures for a customer number: 429, even with the right name', async () => {
    const auftrag = await orderTariffChange();
    for (let i = 0; i < 5; i += 1) {
      const r = await api(app, 'POST', 'widerruf/oeffentlich', {
        body: publicDecl(auftrag, { vorname: `Falsch${i}` }),
      });
      expect(r.status).toBe(400);
    }
    const blocked = await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(auftrag) });
    expect(blocked.status).toBe(429);
    expect(blocked.res.headers['retry-after']).toBeDefined();
    await api(app, 'POST', '/__test/reset');
    const auftrag2 = await orderTariffChange();
    expect((await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(auftrag2) })).status).toBe(200);
  });

  test('after the period: refused with the end date (the holder is known by then)', async () => {
    const auftrag = await orderTariffChange();
    await moveClock({ tage: 15 });
    const r = await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(auftrag) });
    expect(r.status).toBe(409);
    expect(r.json.code).toBe('FRIST_ABGELAUFEN');
  });
});
