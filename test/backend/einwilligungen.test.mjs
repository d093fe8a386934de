/** @jest-environment node */
import { makeApp, login, api, expect400 } from './helpers.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const CENTRE = 'user/einwilligungszentrale';

test('one switch per call; the history records each real change with time and source', async () => {
  const cookie = await login(app, 'multi');
  const start = (await api(app, 'GET', CENTRE, { cookie })).json;
  expect(Object.keys(start.einwilligungen).sort()).toEqual(
    ['email', 'post', 'sms', 'telefon', 'verkehrsdaten', 'vertragsdaten'].sort(),
  );
  const before = start.verlauf.length;
  const r = await api(app, 'PUT', CENTRE, { cookie, body: { einwilligung: 'sms', erteilt: true } });
  expect(r.status).toBe(200);
  expect(r.json.einwilligungen.sms).toBe(true);
  expect(r.json.verlauf[0]).toMatchObject({ einwilligung: 'sms', erteilt: true, quelle: 'portal' });
  expect(Date.parse(r.json.verlauf[0].zeitpunkt)).not.toBeNaN();
  // the same value again is no change
  const again = await api(app, 'PUT', CENTRE, { cookie, body: { einwilligung: 'sms', erteilt: true } });
  expect(again.json.verlauf).toHaveLength(before + 1);
  expect400(await api(app, 'PUT', CENTRE, { cookie, body: { einwilligung: 'fax', erteilt: true } }));
  expect400(await api(app, 'PUT', CENTRE, { cookie, body: { einwilligung: 'sms', erteilt: 'ja' } }));
});

test('„Allem widersprechen“ withdraws everything in one call and keeps the spec fields in step', async () => {
  const cookie = await login(app, 'multi');
  await api(app, 'PUT', CENTRE, { cookie, body: { einwilligung: 'sms', erteilt: true } });
  await api(app, 'PUT', CENTRE, { cookie, body: { einwilligung: 'verkehrsdaten', erteilt: true } });
  const r = await api(app, 'POST', `${CENTRE}/widerspruch`, { cookie });
  expect(r.json.einwilligungen).toEqual({
    email: false,
    telefon: false,
    sms: false,
    post: false,
    verkehrsdaten: false,
    vertragsdaten: false,
  });
  const k = (await api(app, 'GET', 'user/current', { cookie })).json.kundendaten;
  expect([k.optInEMail, k.optInPhone]).toEqual([false, false]);
  const kinds = r.json.verlauf.map((e) => `${e.einwilligung}:${e.erteilt}`);
  expect(kinds).toEqual(expect.arrayContaining(['sms:false', 'verkehrsdaten:false', 'vertragsdaten:false']));
});

test('the spec call user/einwilligungen writes the same switches and history', async () => {
  const cookie = await login(app, 'dsl25');
  await api(app, 'PUT', 'user/einwilligungen', { cookie, body: { optInEMail: false, optInPhone: true } });
  const { einwilligungen, verlauf } = (await api(app, 'GET', CENTRE, { cookie })).json;
  expect([einwilligungen.email, einwilligungen.telefon]).toEqual([false, true]);
  expect(verlauf[0]).toMatchObject({ einwilligung: 'telefon', erteilt: true, quelle: 'portal' });
  // the demo history begins with the consents given on the phone
  expect(verlauf.at(-1)).toMatchObject({ einwilligung: 'email', erteilt: true, quelle: 'telefon' });
});
