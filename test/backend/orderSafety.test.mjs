/** @jest-environment node */
/**
 * Nothing sent twice, nothing done for a stranger: Idempotency-Key on writes, one open request of a
 * kind per contract (409), hmac only for the customer's own contracts (403), orders without hmac held for
 * review, writes without the X-Kundennummer guard refused (428).
 */
import http from 'node:http';
import { makeApp, api, login, hmacOf, tariffChangeOrder } from './helpers.mjs';
import { addDays } from './lib/util.mjs';
import { duplicateText } from './lib/openOrders.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const ORDER = '/order-api/v1/artikelhinzuproduktwechsel';
const state = async () => (await api(app, 'GET', '/__test/state')).json;

/** a tariff change of customer dsl25 (1000001) for V-100001 */
const order = (overrides = {}) => tariffChangeOrder(app, overrides);
const move = () => ({
  umzugsdatum: addDays(app.ctx.today(), 30),
  plz: '99085',
  ort: 'Erfurt',
  strasse: 'Anger',
  hausnummer: '3',
});
const key = (k) => ({ 'idempotency-key': k });

describe('Idempotency-Key', () => {
  test('a repeated key gets the first answer, marked as replayed; the order is stored once', async () => {
    const first = await api(app, 'POST', ORDER, { body: order(), headers: key('k-1') });
    expect(first.status).toBe(200);
    const again = await api(app, 'POST', ORDER, { body: order(), headers: key('k-1') });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(again.res.headers['idempotency-replayed']).toBe('true');
    expect((await state()).orders).toHaveLength(1);
  });

  test('a repeat that arrives while the first is held waits for it and gets the same answer', async () => {
    await api(app, 'POST', '/__test/latency', { body: { pathPrefix: ORDER, ms: 300 } });
    const [a, b] = await Promise.all([
      api(app, 'POST', ORDER, { body: order(), headers: key('k-held') }),
      api(app, 'POST', ORDER, { body: order(), headers: key('k-held') }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json).toEqual(a.json);
    expect((await state()).orders).toHaveLength(1);
  });

  test('a held write runs to its end when the client goes away meanwhile (reload, Back)', async () => {
    await api(app, 'POST', '/__test/latency', { body: { pathPrefix: ORDER, ms: 300 } });
    const body = JSON.stringify(order());
    await new Promise((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port: app.port,
        method: 'POST',
        path: ORDER,
        headers: {
          'content-type': 'application/json',
          'x-kundennummer': '1000001',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('error', resolve);
      req.end(body, () => setTimeout(() => req.destroy(), 50));
    });
    await new Promise((r) => setTimeout(r, 600));
    expect((await state()).orders).toHaveLength(1);
  });

  test('the same key for another body is refused (422); a 4xx answer is kept, a 428 is not', async () => {
    await api(app, 'POST', ORDER, { body: order(), headers: key('k-2') });
    const other = await api(app, 'POST', ORDER, { body: order({ bestellart: 'option' }), headers: key('k-2') });
    expect(other.status).toBe(422);
    expect(other.json.message).toMatch(/bereits für eine andere Anfrage verwendet/);
    const bad1 = await api(app, 'POST', ORDER, { body: order({ produktId: 'PRD-0' }), headers: key('k-3') });
    const bad2 = await api(app, 'POST', ORDER, { body: order({ produktId: 'PRD-0' }), headers: key('k-3') });
    expect([bad1.status, bad2.status, bad2.json]).toEqual([400, 400, bad1.json]);
    // without the guard the call did not run: the same key may be used again with it
    expect((await api(app, 'POST', ORDER, { body: order(), headers: key('k-4'), guard: false })).status).toBe(428);
    await api(app, 'POST', '/__test/reset');
    expect((await api(app, 'POST', ORDER, { body: order(), headers: key('k-4') })).status).toBe(200);
  });

  test('portal writes too: a repeated phone change with the key is answered from the first; bad keys are refused', async () => {
    const cookie = await login(app, 'dsl25');
    const first = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 111' }, headers: key('t-1') });
    await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 222' }, headers: key('t-2') });
    const again = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 111' }, headers: key('t-1') });
    expect(again.json).toEqual(first.json);
    expect((await api(app, 'GET', 'user/current', { cookie })).json.kundendaten.phone).toBe('0361 222');
    const invalid = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 3' }, headers: key('ä') });
    expect(invalid.status).toBe(400);
  });

  test('a key is the caller’s own: another customer with the same key is not answered from it', async () => {
    const a = await api(app, 'PUT', 'user/telefon', {
      cookie: await login(app, 'dsl25'),
      body: { phone: '0361 111' },
      headers: key('same'),
    });
    const b = await api(app, 'PUT', 'user/telefon', {
      cookie: await login(app, 'ftth'),
      body: { phone: '0361 111' },
      headers: key('same'),
    });
    expect(b.json.number).not.toBe(a.json.number);
  });
});

describe('one open request of a kind per contract (409, German)', () => {
  test('a second move for the same contract', async () => {
    const cookie = await login(app, 'dsl25');
    expect((await api(app, 'POST', 'vertrag/umzugeinfach/V-100001', { cookie, body: move() })).status).toBe(200);
    for (const kind of ['umzugeinfach', 'umzugactivity']) {
      const r = await api(app, 'POST', `vertrag/${kind}/V-100001`, { cookie, body: move() });
      expect([r.status, r.json]).toEqual([409, { message: duplicateText('umzug'), code: 'ALREADY_RUNNING' }]);
    }
    // a move ordered through the order API (availability codes 3/4) counts as well
    const o = await api(app, 'POST', ORDER, { body: order({ bestellart: 'umzug' }) });
    expect(o.status).toBe(409);
    expect(o.json.message).toMatch(/bereits ein Umzug beauftragt/);
    expect((await state()).orders).toHaveLength(0);
  });

  test('a second tariff change (any of product change, loyalty, upgrade, special offer) of the same contract', async () => {
    expect((await api(app, 'POST', ORDER, { body: order() })).status).toBe(200);
    for (const bestellart of ['produktwechsel', 'treueangebot', 'technologiewechsel', 'spezialangebot']) {
      const r = await api(app, 'POST', ORDER, { body: order({ bestellart }) });
      expect([bestellart, r.status]).toEqual([bestellart, 409]);
      expect(r.json.message).toMatch(/bereits ein Tarifwechsel/);
    }
    // another kind is not blocked by it
    // (an option order names no tariff: it adds options to the contract's own)
    expect(
      (await api(app, 'POST', ORDER, { body: order({ bestellart: 'option', produktId: undefined }) })).status,
    ).toBe(200);
    expect((await state()).orders).toHaveLength(2);
  });

  test('a second cancellation of the same contract', async () => {
    const body = {
      art: 'ordentlich',
      kundennummer: '1000001',
      vorname: 'Thomas',
      nachname: 'Müller',
      vertragsnummer: 'V-100001',
      zeitpunkt: 'naechstmoeglich',
      email: 't@x.de',
    };
    expect((await api(app, 'POST', 'kuendigung', { body })).status).toBe(200);
    const r = await api(app, 'POST', 'kuendigung', { body });
    expect([r.status, r.json.message]).toEqual([409, duplicateText('kuendigung')]);
    expect((await state()).kuendigungen).toHaveLength(1);
  });
});

describe('object-level authorisation', () => {
  test('hmac/encrypt-bystring signs only the session customer’s contract ids (either reading), else 403', async () => {
    const cookie = await login(app, 'dsl25');
    const own = await api(app, 'GET', 'hmac/encrypt-bystring?message=V-100001', { cookie });
    expect(own.json.hmac).toBe(hmacOf('V-100001'));
    expect((await api(app, 'GET', 'hmac/encrypt-bystring?message=100001', { cookie })).status).toBe(200);
    for (const foreign of ['V-100002', '100031', 'irgendwas']) {
      const r = await api(app, 'GET', `hmac/encrypt-bystring?message=${foreign}`, { cookie });
      expect([foreign, r.status]).toEqual([foreign, 403]);
      expect(r.json.message).toBe('Für diesen Vertrag kann keine Prüfsumme erstellt werden.');
    }
  });

  test('an order without hmac is accepted but held as „in Prüfung“; with a valid hmac it is „eingegangen“', async () => {
    const held = await api(app, 'POST', ORDER, { body: order({ hmac: '' }) });
    expect([held.status, held.json.status]).toEqual([200, 'in_pruefung']);
    const cookie = await login(app, 'dsl25');
    const [v] = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge;
    expect(v.status).toBe('in_pruefung');
    await api(app, 'POST', '/__test/reset');
    const ok = await api(app, 'POST', ORDER, { body: order() });
    expect(ok.json.status).toBe('eingegangen');
    expect((await state()).orders.map((o) => o.status)).toEqual(['eingegangen']);
  });

  test('writes without X-Kundennummer are refused with 428 and change nothing; session-only calls are exempt', async () => {
    const cookie = await login(app, 'dsl25');
    const r = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 999' }, guard: false });
    expect([r.status, r.json.code]).toEqual([428, 'ACCOUNT_REQUIRED']);
    expect(r.json.message).toMatch(/Es wurde nichts gespeichert/);
    expect((await api(app, 'GET', 'user/current', { cookie })).json.kundendaten.phone).toBe('0361 5550101');
    const m = await api(app, 'POST', 'vertrag/umzugeinfach/V-100001', { cookie, body: move(), guard: false });
    expect(m.status).toBe(428);
    const o = await api(app, 'POST', ORDER, { body: order(), guard: false });
    expect(o.status).toBe(428);
    // the order API: the guard names the order's customer, else 409
    const other = await api(app, 'POST', ORDER, { body: order(), headers: { 'x-kundennummer': '1000002' } });
    expect([other.status, other.json.code]).toEqual([409, 'ACCOUNT_MISMATCH']);
    expect((await state()).orders).toHaveLength(0);
    expect((await api(app, 'POST', 'user/keepalive', { cookie, guard: false })).status).toBe(200);
    expect((await api(app, 'POST', 'user/logout', { cookie, guard: false })).status).toBe(200);
  });
});
