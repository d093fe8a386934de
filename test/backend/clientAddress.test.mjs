/** @jest-environment node */
/**
 * The client's address from the proxy only: behind nginx every call reaches the stand-in from nginx's address,
 * and the throttles count the address nginx forwards (X-Forwarded-For, trusted only from the configured proxies).
 * Failures count per account from one address, per address, and per account from all addresses together; the
 * last stops only addresses that failed on the account, so a stranger's failures never block the holder's right
 * password from another address (login and the public cancellation alike).
 */
import { api, makeApp } from './helpers.mjs';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** A login as nginx forwards it: from nginx (127.0.0.1) with the client's address appended to X-Forwarded-For. */
const loginVia = (app, client, username, password = 'falsch', { from, sent } = {}) =>
  app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    from,
    headers: { ...form, 'x-forwarded-for': sent ? `${sent}, ${client}` : client },
    payload: new URLSearchParams({ username, password }).toString(),
  });

/** Jürgen Weiß, customer 1000003 (login multi) */
const CANCEL = {
  art: 'ordentlich',
  kundennummer: '1000003',
  vorname: 'Jürgen',
  nachname: 'Weiß',
  vertragsnummer: 'V-100032',
  zeitpunkt: 'naechstmoeglich',
  email: 'jemand@example.org',
};
const cancelVia = (app, client, extra = {}) =>
  api(app, 'POST', 'kuendigung', { body: { ...CANCEL, ...extra }, headers: { 'x-forwarded-for': client } });

describe('behind a trusted proxy', () => {
  let app;
  beforeAll(async () => {
    app = await makeApp({ trustedProxies: ['127.0.0.1'] });
  });
  afterAll(() => app.close());
  beforeEach(() => api(app, 'POST', '/__test/reset'));

  test('30 failed logins from 30 addresses do not block the right password from another address', async () => {
    for (let i = 1; i <= 30; i += 1) expect((await loginVia(app, `198.51.100.${i}`, 'multi')).statusCode).toBe(400);
    const r = await loginVia(app, '203.0.113.7', 'multi', 'Demo-2026!');
    expect(r.statusCode).toBe(200);
  });

  test('5 failures from one address block that address for the account, not the holder elsewhere', async () => {
    for (let i = 0; i < 5; i += 1) expect((await loginVia(app, '198.51.100.1', 'multi')).statusCode).toBe(400);
    const blocked = await loginVia(app, '198.51.100.1', 'multi', 'Demo-2026!');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await loginVia(app, '203.0.113.7', 'multi', 'Demo-2026!')).statusCode).toBe(200);
  });

  test('a client cannot choose its address: what it wrote into X-Forwarded-For before nginx is ignored', async () => {
    // nginx appends the address it saw; a client that writes its own X-Forwarded-For only adds names on the left
    for (let i = 1; i <= 5; i += 1)
      expect((await loginVia(app, '198.51.100.1', 'multi', 'falsch', { sent: `10.9.9.${i}` })).statusCode).toBe(400);
    expect((await loginVia(app, '198.51.100.1', 'multi', 'Demo-2026!', { sent: '10.9.9.99' })).statusCode).toBe(429);
  });

  test('a caller that is not a configured proxy is counted by its own address, whatever it forwards', async () => {
    for (let i = 1; i <= 5; i += 1)
      expect((await loginVia(app, `198.51.100.${i}`, 'multi', 'falsch', { from: '127.0.0.2' })).statusCode).toBe(400);
    expect((await loginVia(app, '203.0.113.7', 'multi', 'Demo-2026!', { from: '127.0.0.2' })).statusCode).toBe(429);
    expect((await loginVia(app, '203.0.113.7', 'multi', 'Demo-2026!', { from: '127.0.0.3' })).statusCode).toBe(200);
  });

  test('one address trying many accounts is stopped after 30 failures', async () => {
    for (let i = 0; i < 30; i += 1) await loginVia(app, '198.51.100.9', `niemand${i}`);
    expect((await loginVia(app, '198.51.100.9', 'dsl25', 'Demo-2026!')).statusCode).toBe(429);
    expect((await loginVia(app, '198.51.100.10', 'dsl25', 'Demo-2026!')).statusCode).toBe(200);
  });

  test('§ 312k: 30 wrong names from 30 addresses do not block the holder’s cancellation', async () => {
    for (let i = 1; i <= 30; i += 1) {
      const r = await cancelVia(app, `198.51.100.${i}`, { nachname: 'Fremd' });
      expect(r.status).toBe(400);
    }
    const r = await cancelVia(app, '203.0.113.7');
    expect(r.status).toBe(200);
    expect(r.json.id).toMatch(/^K-/);
  });

  test('§ 312k: 20 failures from one address block only that address', async () => {
    for (let i = 0; i < 20; i += 1) await cancelVia(app, '198.51.100.1', { kundennummer: String(2000000 + i) });
    expect((await cancelVia(app, '198.51.100.1')).status).toBe(429);
    expect((await cancelVia(app, '203.0.113.7')).status).toBe(200);
  });
});

describe('the total per account stops distributed guessing, never a clean address', () => {
  test('over the total, every address that failed on the account waits; a new one with the right password not', async () => {
    const app = await makeApp({ trustedProxies: ['127.0.0.1'], throttle: { loginPerUserTotal: 10 } });
    try {
      for (let i = 1; i <= 10; i += 1) expect((await loginVia(app, `198.51.100.${i}`, 'multi')).statusCode).toBe(400);
      expect((await loginVia(app, '198.51.100.1', 'multi', 'Demo-2026!')).statusCode).toBe(429);
      expect((await loginVia(app, '203.0.113.7', 'multi', 'Demo-2026!')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

test('without configured proxies X-Forwarded-For is not believed (the connection’s address counts)', async () => {
  const app = await makeApp();
  try {
    for (let i = 1; i <= 5; i += 1) expect((await loginVia(app, `198.51.100.${i}`, 'multi')).statusCode).toBe(400);
    expect((await loginVia(app, '203.0.113.7', 'multi', 'Demo-2026!')).statusCode).toBe(429);
  } finally {
    await app.close();
  }
});
