/** @jest-environment node */
/** Sign-in security in the stand-in: passkeys (WebAuthn) with a software authenticator. */
import { api, cookieOf, login, makeApp, makeClock } from './helpers.mjs';
import { createSoftAuthenticator } from './softAuthenticator.mjs';
import { switchOnTotp } from './totpSteps.mjs';

const PASSWORD = 'Demo-2026!';
const clock = makeClock(Date.UTC(2026, 10, 26, 10, 0, 0));
let app;
let origin;
beforeAll(async () => {
  app = await makeApp({ now: clock });
  origin = `http://127.0.0.1:${app.port}`;
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

describe('passkeys (WebAuthn)', () => {
  async function register(cookie, authenticator = createSoftAuthenticator()) {
    const options = await api(app, 'POST', 'user/passkeys/optionen', { cookie, body: { passwort: PASSWORD } });
    expect(options.status).toBe(200);
    expect(options.json.rp.id).toBe('127.0.0.1');
    const r = await api(app, 'POST', 'user/passkeys', {
      cookie,
      body: { name: 'Laptop', response: authenticator.register(options.json, origin) },
    });
    expect(r.status).toBe(200);
    return authenticator;
  }
  const signIn = async (authenticator, from = origin, cookie = undefined) => {
    const options = await api(app, 'POST', 'login/passkey/optionen', { body: {} });
    return api(app, 'POST', 'login/passkey', {
      cookie,
      body: { response: authenticator.authenticate(options.json, from) },
    });
  };

  test('creating one needs the current password again', async () => {
    const cookie = await login(app);
    expect((await api(app, 'POST', 'user/passkeys/optionen', { cookie, body: { passwort: 'falsch' } })).status).toBe(
      400,
    );
    expect((await api(app, 'POST', 'user/passkeys/optionen', { cookie, body: {} })).status).toBe(400);
  });

  test('register, name, sign in without a password (new session), delete → sign-in refused in German', async () => {
    const cookie = await login(app);
    const key = await register(cookie);
    const view = await api(app, 'GET', 'user/sicherheit', { cookie });
    expect(view.json.passkeys).toEqual([
      expect.objectContaining({ id: key.id, name: 'Laptop', zuletztVerwendetAm: null }),
    ]);
    expect(JSON.stringify(view.json)).not.toMatch(/publicKey|counter/);
    const renamed = await api(app, 'PUT', `user/passkeys/${key.id}`, { cookie, body: { name: 'Handy' } });
    expect(renamed.json.passkeys[0].name).toBe('Handy');
    const ok = await signIn(key, origin, cookie);
    expect(ok.status).toBe(200);
    expect(ok.json.kundendaten.number).toBe('1000001');
    const fresh = cookieOf(ok.res, 'KP_SESSION');
    expect(fresh).not.toBe(cookie);
    expect((await api(app, 'GET', 'user/current', { cookie })).status).toBe(401);
    expect((await api(app, 'DELETE', `user/passkeys/${key.id}`, { cookie: fresh })).status).toBe(200);
    const refused = await signIn(key);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/nicht \(mehr\) hinterlegt/);
  });

  test('a passkey login skips the code step of two-step login', async () => {
    const cookie = await login(app);
    const key = await register(cookie);
    await switchOnTotp(app, clock, cookie);
    expect((await signIn(key)).status).toBe(200);
  });

  test('challenges are single-use and expire; the origin is checked', async () => {
    const key = await register(await login(app));
    const options = await api(app, 'POST', 'login/passkey/optionen', { body: {} });
    const answer = key.authenticate(options.json, origin);
    expect((await api(app, 'POST', 'login/passkey', { body: { response: answer } })).status).toBe(200);
    expect((await api(app, 'POST', 'login/passkey', { body: { response: answer } })).status).toBe(400);
    const late = await api(app, 'POST', 'login/passkey/optionen', { body: {} });
    clock.advance(121);
    const expired = key.authenticate(late.json, origin);
    expect((await api(app, 'POST', 'login/passkey', { body: { response: expired } })).status).toBe(400);
    expect((await signIn(key, 'http://evil.example')).status).toBe(400);
  });

  test('a configured origin wins over the Host (behind a proxy: the public origin)', async () => {
    const key = await register(await login(app));
    app.ctx.opts.webauthnOrigin = 'https://portal.example';
    try {
      const options = await api(app, 'POST', 'login/passkey/optionen', { body: {} });
      expect(options.json.rpId).toBe('portal.example');
      const r = await api(app, 'POST', 'login/passkey', { body: { response: key.authenticate(options.json, origin) } });
      expect(r.status).toBe(400);
    } finally {
      delete app.ctx.opts.webauthnOrigin;
    }
  });

  test('the test reset forgets passkeys', async () => {
    const key = await register(await login(app));
    await api(app, 'POST', '/__test/reset');
    expect((await signIn(key)).status).toBe(400);
  });
});
