/** @jest-environment node */
import { makeApp, makeClock, login, api, cookieOf, expect400 } from './helpers.mjs';
import { DEMO_LOGINS } from './data/customers.mjs';

describe('session and login', () => {
  let app;
  const clock = makeClock();
  beforeAll(async () => {
    app = await makeApp({ now: clock, sessionIdleSeconds: 60, sessionAbsoluteSeconds: 600 });
  });
  afterAll(() => app.close());
  beforeEach(() => api(app, 'POST', '/__test/reset'));

  test('every demo login works and answers the LoginResponse fields', async () => {
    for (const l of DEMO_LOGINS.filter((d) => !d.zweiFaktor)) {
      const r = await app.inject({
        method: 'POST',
        url: '/kundenportal-api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${l.username}&password=${encodeURIComponent(l.password)}`,
      });
      expect(r.statusCode).toBe(200);
      const j = r.json();
      for (const k of [
        'kundendaten',
        'zelos_vertragsdokumente',
        'kundenprodukte',
        'bankdaten',
        'rechnungen',
        'telefonkosten',
        'kundenspezialangebot',
        'dev_kundenportal',
        'session_idle_seconds',
      ])
        expect(j).toHaveProperty(k);
      expect(j.rechnungen.length).toBeGreaterThanOrEqual(24);
      expect(j.kundendaten.number).toBe(l.kundennummer);
      const setCookie = r.headers['set-cookie'];
      expect(String(setCookie)).toMatch(/KP_SESSION=.+; Path=\/kundenportal-api; HttpOnly; SameSite=Strict/);
    }
  });

  test('fresh session id at every login; Secure behind https', async () => {
    const a = await login(app, 'dsl25');
    const b = await login(app, 'dsl25');
    expect(a).not.toBe(b);
    const r = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      payload: 'username=dsl25&password=Demo-2026!',
    });
    expect(String(r.headers['set-cookie'])).toMatch(/Secure/);
  });

  test('wrong credentials and empty fields → 400', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=dsl25&password=falsch',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Benutzername oder Passwort ist falsch.');
    expect400(await api(app, 'POST', 'login', { body: { username: '', password: '' } }));
  });

  test('login CSRF: foreign Origin or Sec-Fetch-Site is rejected; same origin passes', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const payload = 'username=dsl25&password=Demo-2026!';
    let r = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { ...form, host: 'localhost:8080', origin: 'https://evil.example' },
      payload,
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/abgelehnt/);
    r = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { ...form, 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(r.statusCode).toBe(403);
    r = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { ...form, origin: 'null' },
      payload,
    });
    expect(r.statusCode).toBe(403);
    r = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { ...form, origin: `http://127.0.0.1:${app.port}`, 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(r.statusCode).toBe(200);
  });

  test('401 without or with an invalid session on every protected call', async () => {
    const calls = [
      ['GET', 'user/current'],
      ['POST', 'user/logout'],
      ['PUT', 'user/telefon'],
      ['PUT', 'user/einwilligungen'],
      ['PUT', 'user/rechnungsadresse'],
      ['PUT', 'user/email'],
      ['POST', 'user/confirm-email-update'],
      ['POST', 'user/validate-password'],
      ['PUT', 'user/password'],
      ['POST', 'user/treueangebot'],
      ['GET', 'user/vertragsdokument?id=ZD-7001'],
      ['GET', 'rechnung/R-1'],
      ['POST', 'bankverbindung'],
      ['POST', 'vertrag/activate-router'],
      ['PUT', 'vertrag/lieferadresse/V-100001'],
      ['POST', 'vertrag/umzugeinfach/V-100001'],
      ['POST', 'vertrag/umzugactivity/V-100001'],
      ['GET', 'hmac/encrypt-bystring?message=x'],
      ['GET', 'gfpluskundenadressen?kundennummer=1'],
      ['GET', 'user/keepalive'],
      ['GET', 'user/authcode'],
      ['POST', 'user/authcode'],
      ['POST', 'user/erweiterte-aenderungen'],
      ['GET', 'user/telefonbucheintrag'],
      ['PUT', 'user/telefonbucheintrag'],
      ['POST', 'user/kundenspezialangebot/gesehen'],
    ];
    for (const [m, p] of calls) {
      for (const cookie of [undefined, 'KP_SESSION=unknown']) {
        const r = await api(app, m, p, { cookie, body: {} });
        expect([p, r.status, r.json]).toEqual([p, 401, { message: 'Sitzung abgelaufen' }]);
      }
    }
  });

  test('idle timeout, refresh by calls, keepalive and absolute timeout', async () => {
    const cookie = await login(app, 'dsl25');
    clock.advance(50);
    expect((await api(app, 'GET', 'user/keepalive', { cookie })).json).toEqual({ idleSeconds: 60 });
    clock.advance(50);
    expect((await api(app, 'GET', 'user/current', { cookie })).status).toBe(200);
    clock.advance(61);
    expect((await api(app, 'GET', 'user/current', { cookie })).status).toBe(401);
    const c2 = await login(app, 'dsl25');
    for (let i = 0; i < 11; i++) {
      clock.advance(55);
      await api(app, 'GET', 'user/keepalive', { cookie: c2 });
    }
    expect((await api(app, 'GET', 'user/current', { cookie: c2 })).status).toBe(401); // > 600 s absolute
  });

  test('logout invalidates server-side and clears the cookie', async () => {
    const cookie = await login(app, 'multi');
    const r = await api(app, 'POST', 'user/logout', { cookie });
    expect(r.status).toBe(200);
    expect(String(r.res.headers['set-cookie'])).toMatch(/KP_SESSION=;/);
    expect((await api(app, 'GET', 'user/current', { cookie })).status).toBe(401);
  });

  test('test control expires sessions', async () => {
    const cookie = await login(app, 'multi');
    await api(app, 'POST', '/__test/expire-session', { body: { username: 'multi' } });
    expect((await api(app, 'GET', 'user/current', { cookie })).status).toBe(401);
  });

  test('password validation, change and forced change flag', async () => {
    const cookie = await login(app, 'neu');
    let r = await api(app, 'POST', 'user/validate-password', { cookie, body: { pass: 'abc' } });
    expect(r.json.valid).toBe(false);
    expect(r.json.rules.map((x) => x.id)).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(
      (await api(app, 'POST', 'user/validate-password', { cookie, body: { pass: 'Sommer-2026!x' } })).json.valid,
    ).toBe(true);
    r = await api(app, 'PUT', 'user/password', {
      cookie,
      body: { oldPassword: 'falsch', newPassword: 'Sommer-2026!x' },
    });
    expect400(r);
    expect(r.json.message).toBe('Das bisherige Passwort ist nicht korrekt.');
    expect400(
      await api(app, 'PUT', 'user/password', { cookie, body: { oldPassword: 'Demo-2026!', newPassword: 'schwach' } }),
    );
    r = await api(app, 'PUT', 'user/password', {
      cookie,
      body: { oldPassword: 'Demo-2026!', newPassword: 'Sommer-2026!x' },
    });
    expect(r.json).toEqual({ success: true });
    expect((await api(app, 'GET', 'user/current', { cookie })).json.kundendaten.passwortwechsel_erzwingen).toBe(false);
    await login(app, 'neu', 'Sommer-2026!x');
  });

  test('password forget / new with demo and generated tokens', async () => {
    expect(
      (
        await api(app, 'POST', 'password/forget', {
          body: { email: 'thomas.mueller@example.org', kundennummer: '1000001' },
        })
      ).json,
    ).toEqual({ success: true });
    expect(
      (
        await api(app, 'POST', 'password/forget', {
          body: { email: 'thomas.mueller@example.org', kundennummer: '1000002' },
        })
      ).json,
    ).toEqual({ success: false });
    expect400(
      await api(app, 'POST', 'password/forget', { body: { email: 'kein-at-zeichen', kundennummer: '1000001' } }),
    );
    const { lastResetToken } = (await api(app, 'GET', '/__test/state')).json;
    expect(lastResetToken).toBeTruthy();
    const tokenValid = async (token) => (await api(app, 'POST', 'password/token', { body: { token } })).json;
    expect(await tokenValid('demo-reset-token')).toEqual({ valid: true });
    expect(
      (await api(app, 'POST', 'password/new', { body: { token: 'demo-reset-token', passwort: 'Neues-Pass1!' } })).json,
    ).toEqual({ success: true });
    // the portal asks before showing the form
    expect(await tokenValid('demo-reset-token')).toEqual({ valid: false });
    expect(await tokenValid('')).toEqual({ valid: false });
    expect400(
      await api(app, 'POST', 'password/new', { body: { token: 'demo-reset-token', passwort: 'Neues-Pass1!' } }),
    ); // used
    expect400(await api(app, 'POST', 'password/new', { body: { token: 'gibt-es-nicht', passwort: 'Neues-Pass1!' } }));
    expect400(await api(app, 'POST', 'password/new', { body: { token: lastResetToken, passwort: 'kurz' } }));
    expect(
      (await api(app, 'POST', 'password/new', { body: { token: lastResetToken, passwort: 'Zweites-Pass2!' } })).status,
    ).toBe(200);
    await login(app, 'dsl25', 'Zweites-Pass2!');
  });

  test('campaign before login is handed over once via user/current', async () => {
    const r = await api(app, 'POST', 'tracking/kampagne', {
      body: { kampagne: 'herbst26', path: '/produktwechsel', previous_tracking_id: 1 },
    });
    expect(r.json).toEqual({ success: true });
    const camp = cookieOf(r.res, 'KP_KAMPAGNE');
    expect(camp).toBeTruthy();
    const lr = await app.inject({
      method: 'POST',
      url: '/kundenportal-api/login',
      headers: { cookie: camp, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=dsl25&password=Demo-2026!',
    });
    const cookie = cookieOf(lr, 'KP_SESSION');
    expect((await api(app, 'GET', 'user/current', { cookie })).json.kampagnendaten).toEqual({
      kampagne: 'herbst26',
      path: '/produktwechsel',
    });
    expect((await api(app, 'GET', 'user/current', { cookie })).json.kampagnendaten).toBeNull();
    await api(app, 'POST', 'tracking/kampagne', {
      cookie,
      body: { kampagne: 'x', path: '/umzug', previous_tracking_id: null },
    });
    expect((await api(app, 'GET', 'user/current', { cookie })).json.kampagnendaten).toEqual({
      kampagne: 'x',
      path: '/umzug',
    });
  });

  test('tracking ids increase and previous ids are recorded, with and without session', async () => {
    const a = await api(app, 'POST', 'tracking', {
      body: {
        kundennummer: null,
        previous_tracking_id: null,
        kampagne: 'k',
        ereignis: 'Einsprung App mit Deeplink',
        path: '/umzug',
      },
    });
    const cookie = await login(app);
    const b = await api(app, 'POST', 'tracking', {
      cookie,
      body: { kundennummer: '1000001', previous_tracking_id: a.json.id, kampagne: 'k', ereignis: 'Login', path: '/x' },
    });
    expect(b.json.id).toBe(a.json.id + 1);
    const { tracking } = (await api(app, 'GET', '/__test/state')).json;
    expect(tracking.filter((t) => t.id).map((t) => t.previous_tracking_id)).toEqual([null, a.json.id]);
    expect400(await api(app, 'POST', 'tracking', { body: { previous_tracking_id: 'x', ereignis: '' } }));
  });
});
