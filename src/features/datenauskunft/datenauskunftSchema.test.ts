/**
 * @jest-environment node
 *
 * The data download against the stand-in: the JSON file validates against the schema kept in the repo, holds every
 * table, never a secret, and each table also comes as CSV. A stale sign-in needs a fresh one or a confirmed code.
 */
import * as v from 'valibot';
import { api as untypedApi, login, makeApp, makeClock } from '../../../test/backend/helpers.mjs';
import { tableCsv } from '../../../test/backend/lib/datenauskunft.mjs';
import { DEMO_TOTP_SECRET, securityOf } from '../../../test/backend/lib/security.mjs';
import { Secret, TOTP } from 'otpauth';
import { TABELLEN, datenauskunftFileSchema, vorbereitetSchema } from './datenauskunftSchema';

type App = Awaited<ReturnType<typeof makeApp>>;
interface Answer {
  status: number;
  json: any;
  res: { body: string; headers: Record<string, string> };
}
const api = untypedApi as (
  app: App,
  method: string,
  path: string,
  options?: { cookie?: string; body?: unknown },
) => Promise<Answer>;
let app: App;
const clock = makeClock();
beforeAll(async () => {
  app = await makeApp({ now: clock });
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

/** 16 minutes on, the session kept alive on the way (its idle time-out is shorter) */
async function sixteenMinutesLater(cookie: string) {
  for (let i = 0; i < 4; i++) {
    clock.advance(4 * 60);
    await api(app, 'GET', 'user/keepalive', { cookie });
  }
}

async function prepare(username: string) {
  const cookie = await login(app, username);
  const r = await api(app, 'POST', 'user/datenauskunft', { cookie });
  expect(r.status).toBe(200);
  return { cookie, answer: v.parse(vorbereitetSchema, r.json) };
}

test('multi: the JSON file validates and holds every table', async () => {
  const { cookie, answer } = await prepare('multi');
  expect(answer.tabellen.map((t) => t.name)).toEqual([...TABELLEN]);
  const r = await api(app, 'GET', `user/datenauskunft/${answer.id}/json`, { cookie });
  expect(r.res.headers['content-disposition']).toMatch(/^attachment; filename="datenauskunft-\d+\.json"$/);
  const file = v.parse(datenauskunftFileSchema, r.json);
  expect(Object.keys(file.tabellen)).toEqual([...TABELLEN]);
  for (const name of ['stammdaten', 'vertraege', 'rechnungen', 'einwilligungen', 'geraete'] as const)
    expect(file.tabellen[name].length).toBeGreaterThan(0);
  expect(r.res.body).not.toContain('Demo-2026!');
  expect(r.res.body).not.toContain(cookie.split('=')[1]?.split(';')[0]);
});

test('one CSV per table, with a header row and formulas defused', async () => {
  const { cookie, answer } = await prepare('multi');
  for (const { name, zeilen } of answer.tabellen) {
    const r = await api(app, 'GET', `user/datenauskunft/${answer.id}/csv/${name}`, { cookie });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = r.res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // quoted cells may hold line breaks; the vertraege table has none
    if (name === 'vertraege') expect(lines).toHaveLength(zeilen + 1);
    if (zeilen > 0) expect(lines[0].length).toBeGreaterThan(0);
  }
  expect((await api(app, 'GET', `user/datenauskunft/${answer.id}/csv/passwoerter`, { cookie })).status).toBe(404);
  expect(tableCsv([{ a: '=HYPERLINK("x")', b: 'Müller; Erfurt', c: { plz: '99084' } }])).toBe(
    '\uFEFFa;b;c\r\n"\'=HYPERLINK(""x"")";"Müller; Erfurt";"{""plz"":""99084""}"\r\n',
  );
});

test('the export belongs to its customer and runs out', async () => {
  const { answer } = await prepare('multi');
  const other = await login(app, 'dsl25');
  expect((await api(app, 'GET', `user/datenauskunft/${answer.id}/json`, { cookie: other })).status).toBe(404);
  const own = await login(app, 'multi');
  await sixteenMinutesLater(own);
  expect((await api(app, 'GET', `user/datenauskunft/${answer.id}/json`, { cookie: own })).status).toBe(404);
});

test('a sign-in older than 15 minutes needs a fresh one, or a code when two-step login is set up', async () => {
  const cookie = await login(app, 'multi');
  await sixteenMinutesLater(cookie);
  const stale = await api(app, 'POST', 'user/datenauskunft', { cookie });
  expect(stale.status).toBe(403);
  expect(stale.json.code).toBe('ANMELDUNG_ERNEUERN');
});

test('with two-step login a stale sign-in is confirmed with a code', async () => {
  const customer = app.ctx.store.byUsername('multi');
  securityOf(customer).totp = { secret: DEMO_TOTP_SECRET, modus: 'kritisch', lastCounter: -1, backup: [] };
  const cookie = await login(app, 'multi');
  await sixteenMinutesLater(cookie);
  expect((await api(app, 'POST', 'user/datenauskunft', { cookie })).json.code).toBe('ZWEITER_FAKTOR');
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate({ timestamp: clock() });
  expect((await api(app, 'POST', 'user/zwei-faktor/bestaetigen', { cookie, body: { code } })).status).toBe(200);
  expect((await api(app, 'POST', 'user/datenauskunft', { cookie })).status).toBe(200);
});

test('flotte: 5,000 contracts are built by the server', async () => {
  const { cookie, answer } = await prepare('flotte');
  expect(answer.tabellen.find((t) => t.name === 'vertraege')?.zeilen).toBe(5000);
  const r = await api(app, 'GET', `user/datenauskunft/${answer.id}/json`, { cookie });
  expect(v.parse(datenauskunftFileSchema, r.json).tabellen.vertraege).toHaveLength(5000);
});
