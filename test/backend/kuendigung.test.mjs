/** @jest-environment node */
/**
 * The public cancellation hardened without a login wall (§ 312k BGB): the holder's first and
 * last name must match, one neutral refusal for every mismatch (nothing recorded, nothing sent), failures
 * throttled, and the receipt e-mail goes to the holder's stored address as well as to the one typed in.
 */
import { makeApp, api } from './helpers.mjs';
import { NEUTRAL } from './routes/kuendigung.mjs';
import { pdfText as textOf } from '../jest/pdfCheck.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await api(app, 'POST', '/__test/reset');
});

/** Jürgen Weiß, customer 1000003 (login multi, stored address juergen.weiss@example.org) */
const BODY = {
  art: 'ordentlich',
  kundennummer: '1000003',
  vorname: 'Jürgen',
  nachname: 'Weiß',
  vertragsnummer: 'V-100032',
  zeitpunkt: 'naechstmoeglich',
  email: 'jemand@example.org',
};
const cancel = (extra = {}, headers = {}) => api(app, 'POST', 'kuendigung', { body: { ...BODY, ...extra }, headers });
const state = async () => (await api(app, 'GET', '/__test/state')).json;

test('first and last name are required, also with a company', async () => {
  for (const extra of [{ vorname: '' }, { nachname: '  ' }, { vorname: '', nachname: '', firma: 'Weiß GmbH' }]) {
    const r = await cancel(extra);
    expect([extra, r.status, r.json.message]).toEqual([extra, 400, 'Bitte geben Sie Vor- und Nachnamen an.']);
  }
  expect((await state()).kuendigungen).toEqual([]);
});

test.each([
  ['a made-up name', { vorname: 'Max', nachname: 'Mustermann' }],
  ['only the last name right', { vorname: 'Hans' }],
  ['another customer’s contract', { vertragsnummer: 'V-100001' }],
  ['a contract that does not exist', { vertragsnummer: 'V-999999' }],
  ['a customer that does not exist', { kundennummer: '9999999' }],
])('%s: the same neutral refusal, nothing recorded, nothing sent', async (_, extra) => {
  const r = await cancel(extra);
  expect(r.status).toBe(400);
  expect(r.json).toEqual(NEUTRAL);
  const s = await state();
  expect([s.kuendigungen, s.kuendigungMails, s.vorgaenge]).toEqual([[], [], []]);
});

test('the neutral text says nothing about whether a contract exists', () => {
  expect(NEUTRAL.message).not.toMatch(/existiert|nicht gefunden|unbekannt|gibt es nicht|falsch/i);
  expect(NEUTRAL.message).toMatch(/keine Kündigung aufgenommen/);
});

test('the right name (case, spaces, decomposed umlauts do not matter) cancels; the receipt goes to the stored address too', async () => {
  const r = await cancel({ vorname: '  jürgen ', nachname: 'WEISS'.replace('SS', 'ß').normalize('NFD') });
  expect(r.status).toBe(200);
  const s = await state();
  expect(s.kuendigungen).toHaveLength(1);
  expect(s.kuendigungMails).toEqual([
    expect.objectContaining({
      login: 'multi',
      an: ['juergen.weiss@example.org', 'jemand@example.org'],
      hinterlegt: 'juergen.weiss@example.org',
      vorgang: r.json.id,
      vertragsnummer: 'V-100032',
      betreff: `Eingangsbestätigung Ihrer Kündigung ${r.json.id}`,
      anhang: expect.objectContaining({ name: `Kuendigungsbestaetigung_${r.json.id}.pdf` }),
    }),
  ]);
});

test('typed in the stored address: one recipient', async () => {
  await cancel({ email: 'Juergen.Weiss@example.org' });
  expect((await state()).kuendigungMails[0].an).toEqual(['juergen.weiss@example.org']);
});

test('after 5 failures for a customer number: 429 with Retry-After, even with the right name; reset clears it', async () => {
  for (let i = 0; i < 5; i += 1) expect((await cancel({ vorname: `Falsch${i}` })).status).toBe(400);
  const blocked = await cancel();
  expect(blocked.status).toBe(429);
  expect(blocked.res.headers['retry-after']).toBeDefined();
  expect((await state()).kuendigungen).toEqual([]);
  await api(app, 'POST', '/__test/reset');
  expect((await cancel()).status).toBe(200);
});

test('after 20 failures from one address: 429 for any customer number', async () => {
  for (let i = 0; i < 20; i += 1) await cancel({ kundennummer: String(2000000 + i) });
  expect((await cancel()).status).toBe(429);
});

test('successes do not count towards the throttle', async () => {
  for (const vertragsnummer of ['V-100031', 'V-100032', 'V-100033', 'V-100034', 'V-100035', 'V-100036'])
    expect([vertragsnummer, (await cancel({ vertragsnummer })).status]).not.toEqual([vertragsnummer, 429]);
});

describe('the reasons the law names, each with its notice rule', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const plusMonth = (day) => {
    const [y, m, d] = day.split('-').map(Number);
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
  };
  const pdfText = async (answer) =>
    textOf((await api(app, 'GET', `kuendigung/${answer.id}/pdf?token=${answer.pdfToken}`)).res.rawPayload).replace(
      /\s+/g,
      ' ',
    );

  test('§ 60 Abs. 2 TKG: the move date, or one month after the declaration where later; the PDF names both', async () => {
    const far = plusMonth(plusMonth(plusMonth(today())));
    const r = await cancel({ vertragsnummer: 'V-100031', art: 'umzug', umzugsdatum: far });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ art: 'umzug', regel: 'umzug', umzugsdatum: far, beendigungZum: far });
    const pdf = await pdfText(r.json);
    expect(pdf).toContain('Umzug, Leistung am neuen Wohnsitz nicht verfügbar');
    expect(pdf).toContain('frühestens zum Umzugstermin');
    expect(pdf).toContain(far.split('-').reverse().join('.'));

    await api(app, 'POST', '/__test/reset');
    const soon = await cancel({ vertragsnummer: 'V-100031', art: 'umzug', umzugsdatum: today() });
    expect(soon.json.beendigungZum).toBe(plusMonth(today()));
  });

  test('§ 60 Abs. 2 TKG: no move date, no cancellation; a wish before the earliest end is refused', async () => {
    expect((await cancel({ art: 'umzug' })).status).toBe(400);
    const far = plusMonth(plusMonth(today()));
    const early = await cancel({
      art: 'umzug',
      umzugsdatum: far,
      zeitpunkt: 'wunschtermin',
      wunschtermin: plusMonth(today()),
    });
    expect([early.status, early.json.message]).toEqual([400, expect.stringMatching(/frühestens am/)]);
    expect((await state()).kuendigungen).toEqual([]);
  });

  test('§ 57 TKG: no notice; the contract is cancelled and says so', async () => {
    const r = await cancel({ vertragsnummer: 'V-100031', art: 'minderleistung' });
    expect(r.json.regel).toBe('ohneFrist');
    const s = await state();
    expect(s.kuendigungen[0].beendigungZum > today()).toBe(true);
  });

  test('„Rufnummer mitnehmen“: a fixed line up to a month after the end, a mobile number at any time', async () => {
    const fixed = await cancel({ vertragsnummer: 'V-100031', rufnummerMitnehmen: true });
    expect(fixed.json).toMatchObject({
      rufnummerMitnehmen: true,
      portierung: 'bis',
      portierungBis: plusMonth(fixed.json.beendigungZum),
    });
    const mobile = await cancel({ vertragsnummer: 'V-100032', rufnummerMitnehmen: true });
    expect(mobile.json).toMatchObject({ portierung: 'jederzeit', portierungBis: '' });
    expect(await pdfText(mobile.json)).toContain('jederzeit');
    expect((await cancel({ vertragsnummer: 'V-100033', rufnummerMitnehmen: 'ja' })).status).toBe(400);
  });
});
