/** @jest-environment node */
/**
 * Idempotency only where it is meant: writes that order something or change data replay their first answer;
 * logins, code steps and answers with secrets never do (large answers are not kept: MAX_KEPT_BYTES).
 */
import { api, cookieOf, login, makeApp } from './helpers.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const key = (k) => ({ 'idempotency-key': k });

test('a login with a key is a new login each time: a new cookie, never a replayed answer', async () => {
  const body = { username: 'dsl25', password: 'Demo-2026!' };
  const a = await api(app, 'POST', 'login', { body, headers: key('login-1') });
  const b = await api(app, 'POST', 'login', { body, headers: key('login-1') });
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(b.res.headers['idempotency-replayed']).toBeUndefined();
  expect(cookieOf(b.res, 'KP_SESSION')).not.toBe(cookieOf(a.res, 'KP_SESSION'));
  expect(cookieOf(b.res, 'KP_SESSION')).toMatch(/^KP_SESSION=/);
});

test('a data change with a key is replayed; a session call is not', async () => {
  const cookie = await login(app);
  const first = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 999' }, headers: key('tel-1') });
  const again = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: '0361 999' }, headers: key('tel-1') });
  expect([first.status, again.res.headers['idempotency-replayed']]).toEqual([200, 'true']);
  const keep = await api(app, 'POST', 'user/keepalive', { cookie, body: {}, headers: key('ka-1'), guard: false });
  const keep2 = await api(app, 'POST', 'user/keepalive', { cookie, body: {}, headers: key('ka-1'), guard: false });
  expect([keep.status, keep2.status, keep2.res.headers['idempotency-replayed']]).toEqual([200, 200, undefined]);
});
