/** @jest-environment node */
/**
 * „Vertrag widerrufen" (Art. 11a VRRL): validation, the 14-day rule at the stand-in's clock, one
 * receipt per order (a repeat learns only that and when), the e-mail to the stored address, the status in
 * user/vorgaenge, the public variant by the order's unguessable Auftragsschlüssel with its neutral refusal and
 * throttling per client address.
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

/** the same order's answer: its number and its Auftragsschlüssel */
async function orderWithKey() {
  const r = await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', { body: tariffChangeOrder(app) });
  expect(r.status).toBe(200);
  return r.json;
}

const DECL = { vorname: 'Thomas', nachname: 'Müller', email: 'quittung@example.org' };
const publicDecl = (auftragsschluessel, extra = {}) => ({
  kundennummer: '1000001',
  auftragsschluessel,
  ...DECL,
  ...extra,
});
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
    expect(again.json).toMatchObject({ belegnummer: first.json.belegnummer, eingangAm: first.json.eingangAm });
    expect(again.json).toMatchObject({ wiederholt: true });
    expect(again.json).not.toHaveProperty('email');
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
  test('the order confirmation, Meine Aufträge and the order answer give the same unguessable key', async () => {
    const order = await orderWithKey();
    expect(order.auftragsschluessel).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect((await control()).auftragsMails).toEqual([
      expect.objectContaining({
        login: 'dsl25',
        an: 'thomas.mueller@example.org',
        referenz: order.auftragsnummer,
        auftragsschluessel: order.auftragsschluessel,
      }),
    ]);
    const cookie = await login(app, 'dsl25');
    const [vorgang] = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
    expect(vorgang).toMatchObject({ referenz: order.auftragsnummer, auftragsschluessel: order.auftragsschluessel });
    // a second order of the same customer gets another key
    await api(app, 'POST', 'widerruf', { cookie, body: { auftragsnummer: order.auftragsnummer, ...DECL } });
    expect((await orderWithKey()).auftragsschluessel).not.toBe(order.auftragsschluessel);
  });

  test('without a session: customer number, key (as typed: any case, no hyphens) and the holder’s name', async () => {
    const order = await orderWithKey();
    const typed = order.auftragsschluessel.toLowerCase().replaceAll('-', ' ');
    const r = await api(app, 'POST', 'widerruf/oeffentlich', {
      body: publicDecl(typed, { vorname: ' thomas ', nachname: 'MÜLLER' }),
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      auftragsnummer: order.auftragsnummer,
      kundennummer: '1000001',
      anHinterlegteAdresseGesendet: true,
    });
    expect((await control()).mails[0].an).toContain('thomas.mueller@example.org');
  });

  test('the counting order number opens nothing; a wrong key, name or customer: one neutral refusal', async () => {
    const order = await orderWithKey();
    const byNumber = await api(app, 'POST', 'widerruf/oeffentlich', {
      body: { kundennummer: '1000001', auftragsnummer: order.auftragsnummer, ...DECL },
    });
    expect([byNumber.status, byNumber.json.message]).toEqual([400, 'Bitte geben Sie den Auftragsschlüssel an.']);
    const other = 'ZZZZ-ZZZZ-ZZZZ' === order.auftragsschluessel ? 'YYYY-YYYY-YYYY' : 'ZZZZ-ZZZZ-ZZZZ';
    const answers = [
      await api(app, 'POST', 'widerruf/oeffentlich', {
        body: publicDecl(order.auftragsschluessel, { nachname: 'Mustermann' }),
      }),
      await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(other) }),
      await api(app, 'POST', 'widerruf/oeffentlich', {
        body: publicDecl(order.auftragsschluessel, { kundennummer: '1000003' }),
      }),
      await api(app, 'POST', 'widerruf/oeffentlich', {
        body: publicDecl(order.auftragsschluessel, { kundennummer: '9999999' }),
      }),
    ];
    for (const r of answers) {
      expect(r.status).toBe(400);
      expect(r.json).toEqual(NEUTRAL);
    }
    const { belege, mails } = await control();
    expect({ belege, mails }).toEqual({ belege: [], mails: [] });
  });

  test('validation before any lookup', async () => {
    const post = (body) => api(app, 'POST', 'widerruf/oeffentlich', { body });
    const key = 'K7QM-2XHD-9RTA';
    expect((await post({ ...publicDecl(key), kundennummer: '' })).json.message).toMatch(/Kundennummer/);
    expect((await post({ ...publicDecl(key), kundennummer: '12ab' })).json.message).toMatch(/5 bis 10 Ziffern/);
    expect((await post(publicDecl('A-2026-000123'))).json.message).toBe(
      'Der Auftragsschlüssel besteht aus 12 Buchstaben und Ziffern, z. B. K7QM-2XHD-9RTA.',
    );
    expect((await post({ ...publicDecl(key), email: '' })).status).toBe(400);
  });

  test('throttled per client address: a guesser stops, the holder from another address gets through', async () => {
    const order = await orderWithKey();
    for (let i = 0; i < 5; i += 1) {
      const r = await api(app, 'POST', 'widerruf/oeffentlich', {
        body: publicDecl(order.auftragsschluessel, { vorname: `Falsch${i}` }),
        from: '127.0.0.2',
      });
      expect(r.status).toBe(400);
    }
    const blocked = await api(app, 'POST', 'widerruf/oeffentlich', {
      body: publicDecl(order.auftragsschluessel),
      from: '127.0.0.2',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.res.headers['retry-after']).toBeDefined();
    // the same address guessing at other customers is stopped after 20 failures in all
    for (let i = 0; i < 15; i += 1)
      await api(app, 'POST', 'widerruf/oeffentlich', {
        body: publicDecl('ZZZZ-ZZZZ-ZZZZ', { kundennummer: String(2000000 + i) }),
        from: '127.0.0.2',
      });
    const elsewhere = await api(app, 'POST', 'widerruf/oeffentlich', {
      body: publicDecl('ZZZZ-ZZZZ-ZZZZ', { kundennummer: '1000003' }),
      from: '127.0.0.2',
    });
    expect(elsewhere.status).toBe(429);
    const holder = await api(app, 'POST', 'widerruf/oeffentlich', {
      body: publicDecl(order.auftragsschluessel),
      from: '127.0.0.3',
    });
    expect(holder.status).toBe(200);
  });

  test('a repeat (any declarer, any key header) learns only that and when: never the first declarer’s data', async () => {
    const order = await orderWithKey();
    const first = await api(app, 'POST', 'widerruf/oeffentlich', {
      body: publicDecl(order.auftragsschluessel, { email: 'erste@example.org' }),
    });
    expect([first.status, first.json.email]).toEqual([200, 'erste@example.org']);
    clock.advance(600);
    for (const email of ['fremd@example.org', 'ERSTE@example.org']) {
      const again = await api(app, 'POST', 'widerruf/oeffentlich', {
        body: publicDecl(order.auftragsschluessel, { vorname: 'THOMAS', email }),
      });
      expect(again.status).toBe(200);
      expect(again.json).toEqual({
        belegnummer: first.json.belegnummer,
        auftragsnummer: order.auftragsnummer,
        eingangAm: first.json.eingangAm,
        vertragsId: 'V-100001',
        bestellart: 'produktwechsel',
        produkt: first.json.produkt,
        bestelltAm: first.json.bestelltAm,
        fristEnde: first.json.fristEnde,
        wiederholt: true,
      });
    }
    clock.advance(-600);
    expect((await control()).mails).toHaveLength(1);
  });

  test('after the period: refused with the end date (the holder is known by then)', async () => {
    const order = await orderWithKey();
    await moveClock({ tage: 15 });
    const r = await api(app, 'POST', 'widerruf/oeffentlich', { body: publicDecl(order.auftragsschluessel) });
    expect(r.status).toBe(409);
    expect(r.json.code).toBe('FRIST_ABGELAUFEN');
  });
});
