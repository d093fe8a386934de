/** @jest-environment node */
/**
 * The public cancellation (§ 312k BGB) names a contract by its contract number only, and a stranger's failures do
 * not lock the holder out: signed in on their own device, the holder cancels even while the customer number is
 * held back for others. A repeated public withdrawal learns that the order is withdrawn, never the e-mail address
 * the first declarer had the receipt sent to.
 */
import { api, login, makeApp, tariffChangeOrder } from './helpers.mjs';
import { NEUTRAL } from './routes/kuendigung.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

/** Jürgen Weiß, customer 1000003 (login multi) */
const BODY = {
  art: 'ordentlich',
  kundennummer: '1000003',
  vorname: 'Jürgen',
  nachname: 'Weiß',
  vertragsnummer: 'V-100032',
  zeitpunkt: 'naechstmoeglich',
  email: 'jemand@example.org',
};
const cancel = (extra = {}, opts = {}) => api(app, 'POST', 'kuendigung', { body: { ...BODY, ...extra }, ...opts });

test('the product number from the price list is no contract number: the neutral answer', async () => {
  const contract = app.ctx.store.byNumber('1000003').contracts.find((v) => v.contractId === 'V-100032');
  expect(contract.number).toBeTruthy();
  const r = await cancel({ vertragsnummer: contract.number });
  expect([r.status, r.json]).toEqual([400, NEUTRAL]);
  expect((await api(app, 'GET', '/__test/state')).json.kuendigungen).toEqual([]);
});

test('five failures lock this address out; the holder signed in on it still cancels', async () => {
  for (let i = 0; i < 5; i += 1) expect((await cancel({ nachname: 'Fremd' })).status).toBe(400);
  expect((await cancel()).status).toBe(429);
  const cookie = await login(app, 'multi');
  const r = await cancel({}, { cookie });
  expect(r.status).toBe(200);
  // another customer's session is no key to this customer number
  await api(app, 'POST', '/__test/reset');
  for (let i = 0; i < 5; i += 1) await cancel({ nachname: 'Fremd' });
  expect((await cancel({}, { cookie: await login(app, 'dsl25') })).status).toBe(429);
});

test('a repeated withdrawal by someone else shows a neutral receipt, without the first declarer’s e-mail', async () => {
  const order = await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', { body: tariffChangeOrder(app) });
  const decl = {
    kundennummer: '1000001',
    auftragsschluessel: order.json.auftragsschluessel,
    vorname: 'Thomas',
    nachname: 'Müller',
  };
  const first = await api(app, 'POST', 'widerruf/oeffentlich', { body: { ...decl, email: 'erste@example.org' } });
  expect([first.status, first.json.email]).toEqual([200, 'erste@example.org']);
  const other = await api(app, 'POST', 'widerruf/oeffentlich', { body: { ...decl, email: 'fremd@example.org' } });
  expect(other.status).toBe(200);
  expect(other.json).toMatchObject({ belegnummer: first.json.belegnummer, wiederholt: true });
  expect(JSON.stringify(other.json)).not.toContain('erste@example.org');
  expect(other.json).not.toHaveProperty('vorname');
});

test('the public withdrawal takes no counting order number: the order confirmation’s key is asked', async () => {
  const order = await api(app, 'POST', '/order-api/v1/artikelhinzuproduktwechsel', { body: tariffChangeOrder(app) });
  const r = await api(app, 'POST', 'widerruf/oeffentlich', {
    body: {
      kundennummer: '1000001',
      auftragsnummer: order.json.auftragsnummer,
      vorname: 'Thomas',
      nachname: 'Müller',
      email: 'x@example.org',
    },
  });
  expect([r.status, r.json.message]).toEqual([400, 'Bitte geben Sie den Auftragsschlüssel an.']);
  expect((await api(app, 'GET', '/__test/widerruf')).json.belege).toEqual([]);
});
