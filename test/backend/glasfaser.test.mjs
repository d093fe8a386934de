/** @jest-environment node */
/** „Benachrichtigen, sobald verfügbar“: only where the fibre build-out is planned or under way; once per contract. */
import { api, login, makeApp } from './helpers.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await api(app, 'POST', '/__test/reset');
});

test('planned build-out (dsl25): the wish is recorded once, with a dated receipt, and read back', async () => {
  const cookie = await login(app, 'dsl25');
  const before = (await api(app, 'GET', 'glasfaser/benachrichtigung/V-100001', { cookie })).json;
  expect(before).toMatchObject({ vertragsId: 'V-100001', ausbaustatus: 'geplant', moeglich: true, angemeldet: false });
  const first = await api(app, 'POST', 'glasfaser/benachrichtigung/V-100001', { cookie, body: {} });
  expect(first.status).toBe(200);
  expect(first.json).toMatchObject({ id: expect.stringMatching(/^GB-\d{4}-\d{6}$/), vertragsId: 'V-100001' });
  expect(first.json.angemeldetAm).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const again = await api(app, 'POST', 'glasfaser/benachrichtigung/V-100001', { cookie, body: {} });
  expect(again.json.id).toBe(first.json.id);
  const after = (await api(app, 'GET', 'glasfaser/benachrichtigung/V-100001', { cookie })).json;
  expect(after).toMatchObject({ angemeldet: true, id: first.json.id });
});

test('fibre available or not planned: refused', async () => {
  const cookie = await login(app, 'multi');
  const r = await api(app, 'POST', 'glasfaser/benachrichtigung/V-100031', { cookie, body: {} });
  expect([r.status, r.json.message]).toEqual([409, 'An dieser Adresse ist kein Glasfaserausbau geplant.']);
  const g = (await api(app, 'GET', 'glasfaser/benachrichtigung/V-100034', { cookie })).json;
  expect(g.moeglich).toBe(false);
});
