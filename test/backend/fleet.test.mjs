/** @jest-environment node */
// The business demo customer with 5,000 contracts: a realistic mix, built once, every call answered. Its times are
// printed, not asserted: the budgets of the fleet's login and list are the bench's (`npm run bench -- business`),
// measured on a quiet machine, not a test's on a shared one.
import { makeApp, login, api } from './helpers.mjs';
import { FLEET_SIZE } from './data/fleet.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

/** ms of one call */
async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - start };
}

/** The fastest of three: the machine is shared, a single figure measures the neighbours as well. */
async function best(fn) {
  const runs = [await timed(fn), await timed(fn), await timed(fn)];
  return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
}

test('the fleet: 5,000 contracts, mostly SIMs with unique numbers, lines at 50+ sites incl. Jena, cancelled and running', async () => {
  await api(app, 'POST', '/__test/reset');
  // the login answer carries everything: the first one of the day generates the fleet
  const { result: cookie, ms: loginMs } = await timed(() => login(app, 'flotte'));
  const { result: r, ms } = await best(() => api(app, 'GET', 'user/current', { cookie }));
  expect(r.status).toBe(200);
  const { kundenprodukte: list, rechnungen, telefonkosten, kundendaten } = r.json;
  expect(kundendaten.customerType).toBe('business');
  expect(list).toHaveLength(FLEET_SIZE);
  const sims = list.filter((c) => c.category === 'mobilfunk');
  expect(sims.length).toBeGreaterThan(4500);
  expect(new Set(sims.map((c) => c.phoneNumbers[0])).size).toBe(sims.length);
  const lines = list.filter((c) => c.category === 'dsl' || c.category === 'glasfaser');
  const sites = new Set(
    lines.map((c) => `${c.contractStreet} ${c.contractStreetNumber}${c.contractStreetNumberAddon} ${c.contractCity}`),
  );
  expect(sites.size).toBeGreaterThanOrEqual(50);
  expect(lines.some((c) => c.status === 'gekuendigt' && c.category === 'dsl' && c.contractCity === 'Jena')).toBe(true);
  expect(list.filter((c) => c.status === 'gekuendigt').length).toBeGreaterThan(100);
  expect(list.filter((c) => c.status === 'in_bearbeitung').length).toBeGreaterThan(50);
  // 12 months of invoices (per line + one for the SIMs), 3 months of itemised calls per line
  expect(new Set(rechnungen.map((x) => x.date)).size).toBe(12);
  expect(new Set(rechnungen.map((x) => x.id)).size).toBe(rechnungen.length);
  expect(new Set(telefonkosten.map((t) => t.month)).size).toBe(3);
  console.log(
    `user/current (flotte): ${(r.res.body.length / 1e6).toFixed(1)} MB, login ${loginMs.toFixed(0)} ms, user/current ${ms.toFixed(0)} ms`,
  );
});

test('the smaller fleet flotte1000: 1,000 contracts of the same mix, its own data beside the big fleet', async () => {
  await api(app, 'POST', '/__test/reset');
  const cookie = await login(app, 'flotte1000');
  const { result: r, ms } = await best(() => api(app, 'GET', 'user/current', { cookie }));
  const { kundenprodukte: list, kundendaten } = r.json;
  expect(kundendaten.number).toBe('1000013');
  expect(list).toHaveLength(1000);
  expect(list.filter((c) => c.category === 'dsl' || c.category === 'glasfaser')).toHaveLength(40);
  const sims = list.filter((c) => c.category === 'mobilfunk');
  expect(new Set(sims.map((c) => c.phoneNumbers[0])).size).toBe(sims.length);
  // both fleets are cached side by side: the big one is still the same after the small one was built
  const big = await api(app, 'GET', 'user/current', { cookie: await login(app, 'flotte') });
  expect(big.json.kundenprodukte).toHaveLength(FLEET_SIZE);
  console.log(`user/current (flotte1000): ${(r.res.body.length / 1e6).toFixed(1)} MB, ${ms.toFixed(0)} ms`);
});

test('deterministic: a reset gives the same data, and a change does not survive it', async () => {
  await api(app, 'POST', '/__test/reset');
  const cookie = await login(app, 'flotte');
  const first = (await api(app, 'GET', 'user/current', { cookie })).json.kundenprodukte;
  app.ctx.store.byUsername('flotte').contracts[0].name = 'geändert';
  await api(app, 'POST', '/__test/reset');
  const cookie2 = await login(app, 'flotte');
  const second = (await api(app, 'GET', 'user/current', { cookie: cookie2 })).json.kundenprodukte;
  expect(second).toEqual(first);
});

test('every other call for the fleet answers', async () => {
  const cookie = await login(app, 'flotte');
  const list = app.ctx.store.byUsername('flotte').contracts;
  const line = list.find((c) => c.category === 'dsl');
  const invoice = app.ctx.store.byUsername('flotte').rechnungen[0];
  for (const path of [
    'user/vorgaenge',
    'user/stoerungen',
    `vertrag/${line.contractId}/dienste`,
    `rechnung/${invoice.id}`,
  ]) {
    const { ms, result } = await best(() => api(app, 'GET', path, { cookie }));
    expect(result.status).toBe(200);
    console.log(`${path} (flotte): ${ms.toFixed(0)} ms`);
  }
});
