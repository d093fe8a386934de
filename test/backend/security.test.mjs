/** @jest-environment node */
/** Sign-in security in the stand-in: signed-in devices, password change, two-step login. Passkeys: passkeys.test.mjs. */
import { api, cookieOf, login, makeApp, makeClock } from './helpers.mjs';
import { switchOnTotp, totpCode } from './totpSteps.mjs';
import { DEMO_TOTP_SECRET } from './lib/security.mjs';

const PASSWORD = 'Demo-2026!';
const clock = makeClock(Date.UTC(2026, 10, 26, 10, 0, 0));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const codeOf = (secret, at = clock()) => totpCode(secret, at);

/** Password step of a login: the raw answer (a session cookie, or the pending code step). */
const passwordStep = (username) =>
  app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    headers: { 'content-type': 'application/json' },
    payload: { username, password: PASSWORD },
  });

/** Switches two-step login on for the session's customer; returns the secret and the backup codes. */
const enableTotp = (cookie, modus) => switchOnTotp(app, clock, cookie, modus);

describe('signed-in devices', () => {
  test('list, revoke one, end all others', async () => {
    const a = await login(app);
    const b = await login(app);
    const c = await login(app);
    const list = await api(app, 'GET', 'user/sitzungen', { cookie: a });
    expect(list.json.sitzungen).toHaveLength(3);
    expect(list.json.sitzungen[0].diesesGeraet).toBe(true);
    expect(list.json.sitzungen.filter((s) => s.diesesGeraet)).toHaveLength(1);
    // the handle is not the cookie value
    for (const s of list.json.sitzungen) expect(a.includes(s.id) || b.includes(s.id)).toBe(false);
    const other = list.json.sitzungen[1].id;
    expect((await api(app, 'DELETE', `user/sitzungen/${other}`, { cookie: a })).status).toBe(200);
    expect((await api(app, 'DELETE', `user/sitzungen/${other}`, { cookie: a })).status).toBe(404);
    expect((await api(app, 'GET', 'user/sitzungen', { cookie: a })).json.sitzungen).toHaveLength(2);
    const all = await api(app, 'POST', 'user/sitzungen/andere-beenden', { cookie: a, body: {} });
    expect(all.json.beendet).toBe(1);
    expect((await api(app, 'GET', 'user/current', { cookie: b })).status).toBe(401);
    expect((await api(app, 'GET', 'user/current', { cookie: c })).status).toBe(401);
    expect((await api(app, 'GET', 'user/current', { cookie: a })).status).toBe(200);
  });

  test('another customer’s session cannot be ended', async () => {
    const a = await login(app, 'dsl25');
    const f = await login(app, 'ftth');
    const id = (await api(app, 'GET', 'user/sitzungen', { cookie: f })).json.sitzungen[0].id;
    expect((await api(app, 'DELETE', `user/sitzungen/${id}`, { cookie: a })).status).toBe(404);
    expect((await api(app, 'GET', 'user/current', { cookie: f })).status).toBe(200);
  });
});

describe('password change', () => {
  test('ends every other session and keeps this one', async () => {
    const a = await login(app);
    const b = await login(app);
    const r = await api(app, 'PUT', 'user/password', {
      cookie: a,
      body: { oldPassword: PASSWORD, newPassword: 'Neu-Passwort-2026!' },
    });
    expect(r.status).toBe(200);
    expect((await api(app, 'GET', 'user/current', { cookie: b })).status).toBe(401);
    expect((await api(app, 'GET', 'user/current', { cookie: a })).status).toBe(200);
  });

  test('the old-password check is throttled like the login (429 + Retry-After), even for the right one', async () => {
    const a = await login(app);
    const wrong = { oldPassword: 'falsch-falsch', newPassword: 'Neu-Passwort-2026!' };
    for (let i = 0; i < 5; i++)
      expect((await api(app, 'PUT', 'user/password', { cookie: a, body: wrong })).status).toBe(400);
    const blocked = await api(app, 'PUT', 'user/password', { cookie: a, body: wrong });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json.message).toMatch(/Zu viele/);
    const right = { oldPassword: PASSWORD, newPassword: 'Neu-Passwort-2026!' };
    expect((await api(app, 'PUT', 'user/password', { cookie: a, body: right })).status).toBe(429);
  });
});

describe('two-step login (TOTP)', () => {
  test('set-up refuses a wrong first code and gives ten backup codes once', async () => {
    const cookie = await login(app);
    const setup = await api(app, 'POST', 'user/zwei-faktor/einrichten', { cookie, body: {} });
    const wrong = await api(app, 'POST', 'user/zwei-faktor/aktivieren', { cookie, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    const on = await api(app, 'POST', 'user/zwei-faktor/aktivieren', {
      cookie,
      body: { code: codeOf(setup.json.secret), modus: 'anmeldung' },
    });
    expect(on.json.backupCodes).toHaveLength(10);
    expect(on.json.zweiFaktor.backupCodesUebrig).toBe(10);
    expect(new Set(on.json.backupCodes).size).toBe(10);
    const view = await api(app, 'GET', 'user/sicherheit', { cookie });
    // the set-up code confirms the step-up calls of this session for a while, and the view says until when
    expect(view.json.zweiFaktor).toEqual({
      aktiv: true,
      modus: 'anmeldung',
      backupCodesUebrig: 10,
      bestaetigtBis: new Date(clock() + 300_000).toISOString(),
    });
    expect(JSON.stringify(view.json)).not.toContain(setup.json.secret);
  });

  test('login asks for the code; wrong refused; right one creates a new session cookie; no replay', async () => {
    const cookie = await login(app);
    const { secret } = await enableTotp(cookie);
    const step = await passwordStep('dsl25');
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ zweiterFaktor: 'totp' });
    expect(cookieOf(step, 'KP_SESSION')).toBe('');
    const pending = cookieOf(step, 'KP_ZWEITER_SCHRITT');
    expect(pending).not.toBe('');
    const wrong = await api(app, 'POST', 'login/zweiter-faktor', { cookie: pending, body: { code: '123456' } });
    expect(wrong.status).toBe(400);
    const code = codeOf(secret);
    const ok = await api(app, 'POST', 'login/zweiter-faktor', { cookie: `${pending}; ${cookie}`, body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.json.kundendaten.number).toBe('1000001');
    const fresh = cookieOf(ok.res, 'KP_SESSION');
    expect(fresh).not.toBe('');
    expect(fresh).not.toBe(cookie);
    // the old session of this browser is gone (rotation), the pending step is spent
    expect((await api(app, 'GET', 'user/current', { cookie })).status).toBe(401);
    expect((await api(app, 'POST', 'login/zweiter-faktor', { cookie: pending, body: { code } })).status).toBe(401);
    // the same code does not open a second login
    const again = cookieOf(await passwordStep('dsl25'), 'KP_ZWEITER_SCHRITT');
    expect((await api(app, 'POST', 'login/zweiter-faktor', { cookie: again, body: { code } })).status).toBe(400);
  });

  test('a backup code works once', async () => {
    const { backupCodes } = await enableTotp(await login(app));
    const first = cookieOf(await passwordStep('dsl25'), 'KP_ZWEITER_SCHRITT');
    const ok = await api(app, 'POST', 'login/zweiter-faktor', {
      cookie: first,
      body: { code: backupCodes[0].toLowerCase() },
    });
    expect(ok.status).toBe(200);
    const second = cookieOf(await passwordStep('dsl25'), 'KP_ZWEITER_SCHRITT');
    const used = await api(app, 'POST', 'login/zweiter-faktor', { cookie: second, body: { code: backupCodes[0] } });
    expect(used.status).toBe(400);
    const cookie = cookieOf(ok.res, 'KP_SESSION');
    expect((await api(app, 'GET', 'user/sicherheit', { cookie })).json.zweiFaktor.backupCodesUebrig).toBe(9);
  });

  test('wrong codes are throttled (429), even a right one then waits', async () => {
    const { secret } = await enableTotp(await login(app));
    const pending = cookieOf(await passwordStep('dsl25'), 'KP_ZWEITER_SCHRITT');
    for (let i = 0; i < 5; i++)
      expect(
        (await api(app, 'POST', 'login/zweiter-faktor', { cookie: pending, body: { code: '000000' } })).status,
      ).toBe(400);
    const blocked = await api(app, 'POST', 'login/zweiter-faktor', { cookie: pending, body: { code: codeOf(secret) } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('the pending step expires', async () => {
    const { secret } = await enableTotp(await login(app));
    const pending = cookieOf(await passwordStep('dsl25'), 'KP_ZWEITER_SCHRITT');
    clock.advance(301);
    const late = await api(app, 'POST', 'login/zweiter-faktor', { cookie: pending, body: { code: codeOf(secret) } });
    expect(late.status).toBe(401);
  });

  test('mode „kritisch“: no code at login, but bank data, e-mail and password need a confirmed code', async () => {
    const cookie = await login(app);
    const { secret } = await enableTotp(cookie, 'kritisch');
    const step = await passwordStep('dsl25');
    expect(cookieOf(step, 'KP_SESSION')).not.toBe('');
    const s = cookieOf(step, 'KP_SESSION');
    for (const [method, path] of [
      ['POST', 'bankverbindung'],
      ['PUT', 'user/email'],
      ['PUT', 'user/password'],
    ]) {
      const r = await api(app, method, path, { cookie: s, body: {} });
      expect(r.status).toBe(403);
      expect(r.json.code).toBe('ZWEITER_FAKTOR');
    }
    const ok = await api(app, 'POST', 'user/zwei-faktor/bestaetigen', { cookie: s, body: { code: codeOf(secret) } });
    expect(ok.status).toBe(200);
    // confirmed: the call runs (and checks its own body)
    expect((await api(app, 'PUT', 'user/email', { cookie: s, body: {} })).status).toBe(400);
    clock.advance(301);
    expect((await api(app, 'PUT', 'user/email', { cookie: s, body: {} })).status).toBe(403);
  });
  test('the demo customer has two-step login at every login with the documented secret', async () => {
    const step = await passwordStep('zweifaktor');
    expect(step.json()).toEqual({ zweiterFaktor: 'totp' });
    const pending = cookieOf(step, 'KP_ZWEITER_SCHRITT');
    const ok = await api(app, 'POST', 'login/zweiter-faktor', {
      cookie: pending,
      body: { code: codeOf(DEMO_TOTP_SECRET) },
    });
    expect(ok.status).toBe(200);
  });
});
