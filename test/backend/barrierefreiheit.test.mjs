/** @jest-environment node */
import { makeApp, api, expect400 } from './helpers.mjs';
import config from '../../src/config/barrierefreiheit.json' with { type: 'json' };

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const report = {
  seitenadresse: 'https://portal.example/kundenportal/login',
  beschreibung: 'Der Fehlertext wird vom Screenreader nicht vorgelesen.',
  email: 'kundin@example.org',
};

test('a barrier report needs no login and answers with its number and the answer deadline', async () => {
  const r = await api(app, 'POST', 'barrierefreiheit/meldung', { body: report, guard: false });
  expect(r.status).toBe(200);
  expect(r.json.vorgangsnummer).toMatch(/^BF-\d{4}-\d{6}$/);
  const days = (Date.parse(r.json.antwortBis) - Date.parse(r.json.eingangAm.slice(0, 10))) / 86_400_000;
  expect(days).toBe(config.antwortFristTage);
  expect(app.ctx.store.barriereMeldungen).toEqual([expect.objectContaining(report)]);
});

test('page, description and e-mail are required; nothing is recorded otherwise', async () => {
  for (const body of [
    { ...report, seitenadresse: ' ' },
    { ...report, beschreibung: '' },
    { ...report, email: 'kein-mail' },
    { ...report, beschreibung: 'x'.repeat(config.beschreibungMax + 1) },
  ])
    expect400(await api(app, 'POST', 'barrierefreiheit/meldung', { body, guard: false }));
  expect(app.ctx.store.barriereMeldungen).toEqual([]);
});
