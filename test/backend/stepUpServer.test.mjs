/** @jest-environment node */
/**
 * Step-up is the server's rule: one table (src/config/stepUp.json, read by the portal as well) names the calls that
 * need a fresh second factor and the two-step modes in which they do. Lowering two-step login and adding a
 * passkey need it in „bei jeder Anmeldung“ too (both would let the password alone in); paid orders, moves, the
 * invoice address, bank data, e-mail and password in „kritisch“. The order API takes no cookie: the portal sends
 * the proof a confirmed code returned. Held anonymous orders never block the holder's order, and the order API
 * answers every failed proof the same and throttles it per client address.
 */
import stepUp from '../../src/config/stepUp.json' with { type: 'json' };
import { addDays } from './lib/util.mjs';
import { api, cookieOf, login, makeApp, makeClock, tariffChangeOrder } from './helpers.mjs';
import { switchOnTotp, totpCode } from './totpSteps.mjs';
import { DEMO_TOTP_SECRET } from './lib/security.mjs';
import { ORDER_NEUTRAL } from './lib/orderTrust.mjs';
import { createSoftAuthenticator } from './softAuthenticator.mjs';

const ORDER = '/order-api/v1/artikelhinzuproduktwechsel';
const clock = makeClock(Date.UTC(2026, 10, 26, 10, 0, 0));
let app;
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const state = async () => (await api(app, 'GET', '/__test/state')).json;
const order = (overrides = {}) => tariffChangeOrder(app, overrides);
const confirm = (cookie, secret) =>
  api(app, 'POST', 'user/zwei-faktor/bestaetigen', { cookie, body: { code: totpCode(secret, clock()) } });

/** dsl25 with two-step login in mode `modus`, logged in anew (password, and the code when the mode asks). */
async function twoStep(modus) {
  const setupCookie = await login(app);
  const { secret } = await switchOnTotp(app, clock, setupCookie, modus);
  const step = await app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    headers: { 'content-type': 'application/json' },
    payload: { username: 'dsl25', password: 'Demo-2026!' },
  });
  let cookie = cookieOf(step, 'KP_SESSION');
  if (!cookie) {
    const pending = cookieOf(step, 'KP_ZWEITER_SCHRITT');
    const done = await api(app, 'POST', 'login/zweiter-faktor', {
      cookie: pending,
      body: { code: totpCode(secret, clock()) },
    });
    cookie = cookieOf(done.res, 'KP_SESSION');
  }
  clock.advance(30); // the codes so far are spent
  return { cookie, secret };
}

test('the table names every call the issue lists, each with its modes', () => {
  const calls = Object.values(stepUp.actions).flatMap((a) => a.calls.map(([api_, m, p]) => `${api_} ${m} ${p}`));
  expect(calls.sort()).toEqual(
    [
      'order POST /artikelhinzuproduktwechsel',
      'portal POST /bankverbindung',
      'portal POST /user/datenauskunft',
      'portal POST /user/passkeys/optionen',
      'portal POST /vertrag/umzugactivity/:contractId',
      'portal POST /vertrag/umzugeinfach/:contractId',
      'portal PUT /user/email',
      'portal PUT /user/password',
      'portal PUT /user/rechnungsadresse',
      'portal PUT /user/zwei-faktor',
      'portal DELETE /vertrag/:contractId/sims/:simId/sperre',
      'portal POST /vertrag/:contractId/sims/:simId/pin-puk',
      'portal POST /vertrag/:contractId/sims/:simId/esim-uebertragung',
      'portal POST /vertrag/:contractId/sims/:simId/ersatz',
      'portal POST /vertrag/:contractId/portierungscode',
      'portal PUT /vertrag/:contractId/rufnummernsperre',
      'portal POST /vertrag/:contractId/multisim',
      'portal POST /user/sims/ersatz',
    ].sort(),
  );
});

test('lowering two-step login without a fresh code: 403, the mode stays; with a code it changes', async () => {
  const { cookie, secret } = await twoStep('anmeldung');
  // the login's code confirms for five minutes; after that the change needs a new one
  clock.advance(301);
  const r = await api(app, 'PUT', 'user/zwei-faktor', { cookie, body: { modus: 'kritisch' } });
  expect([r.status, r.json.code]).toEqual([403, 'ZWEITER_FAKTOR']);
  expect((await api(app, 'GET', 'user/sicherheit', { cookie })).json.zweiFaktor.modus).toBe('anmeldung');
  expect((await confirm(cookie, secret)).status).toBe(200);
  const ok = await api(app, 'PUT', 'user/zwei-faktor', { cookie, body: { modus: 'kritisch' } });
  expect([ok.status, ok.json.zweiFaktor.modus]).toEqual([200, 'kritisch']);
  // raising it back needs no code
  clock.advance(301);
  expect((await api(app, 'PUT', 'user/zwei-faktor', { cookie, body: { modus: 'anmeldung' } })).status).toBe(200);
});

test('the login’s code counts as fresh: the view says until when', async () => {
  const step = await app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    headers: { 'content-type': 'application/json' },
    payload: { username: 'zweifaktor', password: 'Demo-2026!' },
  });
  const done = await api(app, 'POST', 'login/zweiter-faktor', {
    cookie: cookieOf(step, 'KP_ZWEITER_SCHRITT'),
    body: { code: totpCode(DEMO_TOTP_SECRET, clock()) },
  });
  const cookie = cookieOf(done.res, 'KP_SESSION');
  const view = await api(app, 'GET', 'user/sicherheit', { cookie });
  expect(view.json.zweiFaktor.bestaetigtBis).toBe(new Date(clock() + 300_000).toISOString());
  expect((await api(app, 'PUT', 'user/zwei-faktor', { cookie, body: { modus: 'kritisch' } })).status).toBe(200);
});

test('adding a passkey on a two-step account needs a fresh code, in either mode', async () => {
  for (const modus of ['anmeldung', 'kritisch']) {
    await api(app, 'POST', '/__test/reset');
    const { cookie, secret } = await twoStep(modus);
    clock.advance(301);
    const r = await api(app, 'POST', 'user/passkeys/optionen', { cookie, body: { passwort: 'Demo-2026!' } });
    expect([modus, r.status, r.json.code]).toEqual([modus, 403, 'ZWEITER_FAKTOR']);
    expect((await confirm(cookie, secret)).status).toBe(200);
    const ok = await api(app, 'POST', 'user/passkeys/optionen', { cookie, body: { passwort: 'Demo-2026!' } });
    expect(ok.status).toBe(200);
    expect(ok.json.authenticatorSelection.userVerification).toBe('required');
  }
});

test('„kritisch“: moves and the invoice address need the code; nothing is changed without it', async () => {
  const { cookie, secret } = await twoStep('kritisch');
  const move = {
    umzugsdatum: addDays(app.ctx.today(), 30),
    plz: '99085',
    ort: 'Erfurt',
    strasse: 'Anger',
    hausnummer: '3',
  };
  for (const [method, path, body] of [
    ['POST', 'vertrag/umzugeinfach/V-100001', move],
    ['POST', 'vertrag/umzugactivity/V-100001', move],
    ['PUT', 'user/rechnungsadresse', { strasse: 'Anger', hausnummer: '3', plz: '99085', ort: 'Erfurt' }],
  ]) {
    const r = await api(app, method, path, { cookie, body });
    expect([path, r.status, r.json.code]).toEqual([path, 403, 'ZWEITER_FAKTOR']);
  }
  expect((await state()).vorgaenge ?? []).toEqual([]);
  expect((await confirm(cookie, secret)).status).toBe(200);
  expect((await api(app, 'POST', 'vertrag/umzugeinfach/V-100001', { cookie, body: move })).status).toBe(200);
});

test('a paid order of a „kritisch“ account without the code: 403; with the proof of a confirmed code: accepted', async () => {
  const { cookie, secret } = await twoStep('kritisch');
  const r = await api(app, 'POST', ORDER, { body: order() });
  expect([r.status, r.json.code]).toEqual([403, 'ZWEITER_FAKTOR']);
  expect((await state()).orders).toEqual([]);
  // another customer's proof does not count
  const other = await login(app, 'ftth');
  const foreign = await api(app, 'POST', ORDER, { body: order(), headers: { 'x-zweiter-faktor': other.slice(11) } });
  expect(foreign.status).toBe(403);
  const confirmed = await confirm(cookie, secret);
  expect(confirmed.json.nachweis).toMatch(/^[\w-]{40,}$/);
  const ok = await api(app, 'POST', ORDER, { body: order(), headers: { 'x-zweiter-faktor': confirmed.json.nachweis } });
  expect([ok.status, ok.json.status]).toEqual([200, 'eingegangen']);
  // the proof runs out with the confirmation
  clock.advance(301);
  const late = await api(app, 'POST', ORDER, {
    body: order({ bestellart: 'mobilfunk' }),
    headers: { 'x-zweiter-faktor': confirmed.json.nachweis },
  });
  expect(late.status).toBe(403);
});

describe('held orders and the neutral order API', () => {
  test('a stranger’s held order (empty hmac) neither blocks the holder’s order nor survives it', async () => {
    const held = await api(app, 'POST', ORDER, { body: order({ hmac: '' }) });
    expect([held.status, held.json.status]).toEqual([200, 'in_pruefung']);
    const own = await api(app, 'POST', ORDER, { body: order() });
    expect([own.status, own.json.status]).toEqual([200, 'eingegangen']);
    const s = await state();
    expect(s.orders.map((o) => o.status)).toEqual(['eingegangen']);
    const cookie = await login(app, 'dsl25');
    const { vorgaenge } = (await api(app, 'GET', 'user/vorgaenge', { cookie })).json;
    expect(vorgaenge.map((v) => v.status)).toEqual(['eingegangen']);
  });

  test('unknown contract, foreign customer number and wrong hmac get one neutral answer', async () => {
    const answers = [];
    for (const x of [{ vertragsId: 'V-999999' }, { kundennummer: '1000002' }, { hmac: 'falsch' }]) {
      const r = await api(app, 'POST', ORDER, { body: order(x) });
      answers.push([r.status, r.json]);
    }
    expect(answers).toEqual(Array(3).fill([400, ORDER_NEUTRAL]));
    expect((await state()).orders).toEqual([]);
  });

  test('failed proofs are throttled per client address', async () => {
    const throttled = await makeApp({ trustedProxies: ['127.0.0.1'] });
    try {
      const from = (ip, x) =>
        api(throttled, 'POST', ORDER, { body: tariffChangeOrder(throttled, x), headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 20; i += 1)
        expect((await from('198.51.100.1', { vertragsId: `V-${200000 + i}` })).status).toBe(400);
      const blocked = await from('198.51.100.1', {});
      expect(blocked.status).toBe(429);
      expect(blocked.res.headers['retry-after']).toMatch(/^\d+$/);
      expect((await from('203.0.113.7', {})).status).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});

test('a credential id belongs to one customer: the same passkey cannot be added to a second account', async () => {
  const origin = `http://127.0.0.1:${app.port}`;
  const key = createSoftAuthenticator();
  const add = async (username) => {
    const cookie = await login(app, username);
    const options = await api(app, 'POST', 'user/passkeys/optionen', { cookie, body: { passwort: 'Demo-2026!' } });
    return api(app, 'POST', 'user/passkeys', {
      cookie,
      body: { name: 'Laptop', response: key.register(options.json, origin) },
    });
  };
  expect((await add('dsl25')).status).toBe(200);
  const second = await add('ftth');
  expect(second.status).toBe(400);
  expect(second.json.message).toMatch(/^Der Passkey konnte nicht geprüft werden/);
});

test('„Überall abmelden“ also ends a login waiting for its code elsewhere', async () => {
  const pendingStep = await app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    headers: { 'content-type': 'application/json' },
    payload: { username: 'zweifaktor', password: 'Demo-2026!' },
  });
  const pending = cookieOf(pendingStep, 'KP_ZWEITER_SCHRITT');
  // the customer, signed in on another device, ends every other sign-in
  const step = await app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    headers: { 'content-type': 'application/json' },
    payload: { username: 'zweifaktor', password: 'Demo-2026!' },
  });
  const done = await api(app, 'POST', 'login/zweiter-faktor', {
    cookie: cookieOf(step, 'KP_ZWEITER_SCHRITT'),
    body: { code: totpCode(DEMO_TOTP_SECRET, clock()) },
  });
  const cookie = cookieOf(done.res, 'KP_SESSION');
  expect((await api(app, 'POST', 'user/sitzungen/andere-beenden', { cookie, body: {} })).status).toBe(200);
  clock.advance(30);
  const late = await api(app, 'POST', 'login/zweiter-faktor', {
    cookie: pending,
    body: { code: totpCode(DEMO_TOTP_SECRET, clock()) },
  });
  expect([late.status, late.json.code]).toEqual([401, 'ZWEITER_SCHRITT_ABGELAUFEN']);
});
