/** @jest-environment node */
import { makeApp, makeClock, login, api, cookieOf, expect400 } from './helpers.mjs';
import { createLimiter } from './lib/throttle.mjs';
import { HSTS } from '../../deploy/hosting.mjs';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const tryLogin = (app, username, password = 'falsch', headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    headers: { ...form, ...headers },
    payload: new URLSearchParams({ username, password }).toString(),
  });
const forget = (app, kundennummer = '1000001') =>
  api(app, 'POST', 'password/forget', { body: { email: 'thomas.mueller@example.org', kundennummer } });

describe('login and password-reset throttling (429 + Retry-After)', () => {
  let app;
  let clock;
  beforeAll(async () => {
    clock = makeClock();
    app = await makeApp({ now: clock });
  });
  afterAll(() => app.close());
  beforeEach(() => api(app, 'POST', '/__test/reset'));

  test('5 failed logins per user name: then even the right password waits; other users are not affected', async () => {
    for (let i = 0; i < 5; i += 1) expect((await tryLogin(app, 'dsl25')).statusCode).toBe(400);
    const r = await tryLogin(app, 'DSL25 ', 'Demo-2026!');
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(800);
    expect(r.json().message).toMatch(/^Zu viele Anmeldeversuche\. Bitte warten Sie 15 Minuten/);
    expect(await login(app, 'ftth')).toMatch(/^KP_SESSION=/);
    clock.advance(15 * 60 + 1);
    expect(await login(app, 'dsl25')).toMatch(/^KP_SESSION=/);
  });

  test('only failures count, and a successful login clears them', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await tryLogin(app, 'multi');
      await login(app, 'multi');
    }
    for (let i = 0; i < 10; i += 1) await login(app, 'multi');
  });

  test('password/forget: 5 requests per customer number, then 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forget(app)).status).toBe(200);
    const r = await forget(app);
    expect(r.status).toBe(429);
    expect(r.res.headers['retry-after']).toMatch(/^\d+$/);
    expect(r.json.message).toMatch(/Anfragen zum Zurücksetzen des Passworts/);
    expect((await forget(app, '1000002')).status).toBe(200);
  });

  test('/__test/reset clears the counters (every e2e test starts unthrottled)', async () => {
    for (let i = 0; i < 5; i += 1) await tryLogin(app, 'dsl25');
    expect((await tryLogin(app, 'dsl25', 'Demo-2026!')).statusCode).toBe(429);
    await api(app, 'POST', '/__test/reset');
    expect((await tryLogin(app, 'dsl25', 'Demo-2026!')).statusCode).toBe(200);
  });
});

describe('throttling per client address and configuration', () => {
  test('failures across many user names block the address; invalid reset tokens too', async () => {
    const app = await makeApp({ throttle: { loginPerAddress: 3, resetPerAddress: 2 } });
    try {
      for (const u of ['a', 'b', 'c']) expect((await tryLogin(app, u)).statusCode).toBe(400);
      expect((await tryLogin(app, 'dsl25', 'Demo-2026!')).statusCode).toBe(429);
      for (let i = 0; i < 2; i += 1)
        expect400(
          await api(app, 'POST', 'password/new', { body: { token: `geraten-${i}`, passwort: 'Xy-12345678!' } }),
        );
      const r = await api(app, 'POST', 'password/new', {
        body: { token: 'demo-reset-token', passwort: 'Xy-12345678!' },
      });
      expect(r.status).toBe(429);
    } finally {
      await app.close();
    }
  });

  test('throttle: false switches it off', async () => {
    const app = await makeApp({ throttle: false });
    try {
      for (let i = 0; i < 12; i += 1) expect((await tryLogin(app, 'dsl25')).statusCode).toBe(400);
      expect((await tryLogin(app, 'dsl25', 'Demo-2026!')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('the limiter keeps at most maxKeys entries (oldest dropped first, expired ones before)', () => {
    let t = 0;
    const l = createLimiter({ max: 2, windowSeconds: 10, maxKeys: 3, now: () => t });
    for (const k of ['a', 'a', 'b', 'c']) l.hit(k);
    expect(l.retryAfter('a')).toBe(10);
    l.hit('d');
    expect(l.size).toBe(3);
    expect(l.retryAfter('a')).toBe(0); // evicted
    for (let i = 0; i < 1000; i += 1) l.hit(`flood-${i}`);
    expect(l.size).toBe(3);
    t = 11_000;
    expect(l.retryAfter('flood-999')).toBe(0);
  });
});

describe('headers, cookies, PDF token, tracking cap', () => {
  let app;
  beforeAll(async () => {
    app = await makeApp({ trackingMax: 5 });
  });
  afterAll(() => app.close());
  beforeEach(() => api(app, 'POST', '/__test/reset'));

  test('HSTS only over HTTPS; CSP base-uri none on every answer', async () => {
    const plain = await api(app, 'GET', '/portal/startseite.json');
    expect(plain.res.headers['strict-transport-security']).toBeUndefined();
    expect(plain.res.headers['content-security-policy']).toMatch(/base-uri 'none'/);
    const https = await api(app, 'GET', '/portal/startseite.json', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.res.headers['strict-transport-security']).toBe(HSTS);
  });

  test('Cache-Control: no-store on every answer with personal data', async () => {
    const cookie = await login(app, 'dsl25');
    const u = (await api(app, 'GET', 'user/current', { cookie })).json;
    const answers = {
      current: await api(app, 'GET', 'user/current', { cookie }),
      expired: await api(app, 'GET', 'user/current'),
      pdf: await api(app, 'GET', `rechnung/${u.rechnungen[0].id}`, { cookie }),
      gfplus: await api(app, 'GET', 'gfpluskundenadressen?kundennummer=1000001', { cookie }),
      order: await api(app, 'GET', '/order-api/v1/schreibweisen/convert?str=Anger&hnr=1&plz=99084&ort=Erfurt'),
      iban: await api(app, 'GET', '/bestellen/checkIban.json?IBAN=DE89370400440532013000'),
      tracking: await api(app, 'POST', 'tracking', { body: { ereignis: 'x' } }),
    };
    for (const [name, a] of Object.entries(answers))
      expect([name, a.res.headers['cache-control']]).toEqual([name, 'no-store']);
    const login2 = await tryLogin(app, 'dsl25', 'Demo-2026!');
    expect(login2.headers['cache-control']).toBe('no-store');
    // public, person-free answers keep their caching
    expect((await api(app, 'GET', '/portal/img/glasfaser.svg')).res.headers['cache-control']).toMatch(/public/);
  });

  test('__Host- session cookie over HTTPS (Path=/, Secure); the bare name is not accepted there', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const r = await tryLogin(app, 'dsl25', 'Demo-2026!', https);
    const set = String(r.headers['set-cookie']);
    expect(set).toMatch(/^__Host-KP_SESSION=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const value = cookieOf(r, '__Host-KP_SESSION').split('=')[1];
    const ok = await api(app, 'GET', 'user/current', { cookie: `__Host-KP_SESSION=${value}`, headers: https });
    expect(ok.status).toBe(200);
    const bare = await api(app, 'GET', 'user/current', { cookie: `KP_SESSION=${value}`, headers: https });
    expect(bare.status).toBe(401);
    const out = await api(app, 'POST', 'user/logout', { cookie: `__Host-KP_SESSION=${value}`, headers: https });
    expect(String(out.res.headers['set-cookie'])).toMatch(/^__Host-KP_SESSION=; Max-Age=0;.*Path=\/;.*Secure/);
  });

  test('the cancellation PDF opens only with the unguessable token of its answer', async () => {
    const body = {
      art: 'ordentlich',
      kundennummer: '1000001',
      vorname: 'Thomas',
      nachname: 'Müller',
      vertragsnummer: 'V-100001',
      zeitpunkt: 'naechstmoeglich',
      email: 'thomas.mueller@example.org',
    };
    const a = (await api(app, 'POST', 'kuendigung', { body })).json;
    const b = (await api(app, 'POST', 'kuendigung', { body })).json;
    expect(a.pdfToken).not.toBe(b.pdfToken);
    expect(a.pdfToken.length).toBeGreaterThanOrEqual(43);
    const pdf = (id, token) => api(app, 'GET', `kuendigung/${id}/pdf${token === undefined ? '' : `?token=${token}`}`);
    expect((await pdf(a.id, a.pdfToken)).res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const [id, token] of [
      [a.id, undefined],
      [a.id, ''],
      [a.id, b.pdfToken],
      [a.id, `${a.pdfToken}x`],
      ['K-2099-000001', a.pdfToken],
    ]) {
      const r = await pdf(id, token);
      expect([id, token, r.status, r.json?.message]).toEqual([id, token, 404, 'Kündigung nicht gefunden.']);
    }
  });

  test('anonymous tracking keeps only the newest trackingMax records', async () => {
    for (let i = 0; i < 8; i += 1) await api(app, 'POST', 'tracking', { body: { ereignis: `e${i}` } });
    await api(app, 'POST', 'tracking/kampagne', { body: { kampagne: 'k', path: '/x' } });
    const { tracking } = (await api(app, 'GET', '/__test/state')).json;
    expect(tracking).toHaveLength(5);
    expect(tracking.map((t) => t.ereignis ?? t.kampagnendaten.kampagne)).toEqual(['e4', 'e5', 'e6', 'e7', 'k']);
    expect((await api(app, 'POST', 'tracking', { body: { ereignis: 'z' } })).json.id).toBe(9);
  });
});
