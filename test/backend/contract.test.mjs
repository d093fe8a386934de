/** @jest-environment node */
import { makeApp, login, api, expect400 } from './helpers.mjs';
import { addDays, addMonths } from './lib/util.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const delivery = {
  deliverySalutation: 'Herr',
  deliveryTitle: '',
  deliveryFirstname: 'Jürgen',
  deliveryLastname: 'Weiß',
  deliveryCompany: '',
  deliveryStreet: 'Wagnergasse',
  deliveryStreetNumber: '5',
  deliveryStreetNumberAddon: '',
  deliveryZipcode: '07743',
  deliveryCity: 'Jena',
};

test('demo data covers the flows', async () => {
  const cookie = await login(app, 'multi');
  const { kundenprodukte: v } = (await api(app, 'GET', 'user/current', { cookie })).json;
  expect(v.map((c) => c.category)).toEqual(['dsl', 'mobilfunk', 'energie', 'glasfaser', 'glasfaser']);
  expect(v[0].options).toEqual(['cloud', 'antivirus', 'voip']);
  expect(v[0].router).toEqual({ mac: '3C:A6:2F:11:22:33', model: 'FRITZ!Box 7590 AX', activated: false });
  expect(v[3].TEAGCustomerId).toBe('');
  expect(v[4].TEAGCustomerId).not.toBe('');
  const g = (await api(app, 'GET', 'user/current', { cookie: await login(app, 'gross') })).json;
  expect(g.kundenprodukte).toHaveLength(120);
  expect(new Set(g.kundenprodukte.map((c) => c.contractId)).size).toBe(120);
  const d = (await api(app, 'GET', 'user/current', { cookie: await login(app, 'dsl25') })).json;
  expect(d.kundenprodukte[0].name).toBe('VDSL 25000.2 PK');
  expect(d.telefonkosten.length).toBeGreaterThanOrEqual(6);
  for (const t of d.telefonkosten) expect(t.calls.length).toBeGreaterThanOrEqual(10);
  const f = (await api(app, 'GET', 'user/current', { cookie: await login(app, 'firma') })).json.kundendaten;
  expect([f.customerType, f.salutation, f.company]).toEqual(['business', 'Firma', 'Thüringer Holzbau GmbH']);
});

test('activate-router', async () => {
  const cookie = await login(app, 'multi');
  expect400(
    await api(app, 'POST', 'vertrag/activate-router', {
      cookie,
      body: { contractId: 'V-100031', mac: '3C:A6:2F:11:22' },
    }),
  );
  expect400(
    await api(app, 'POST', 'vertrag/activate-router', {
      cookie,
      body: { contractId: 'V-100031', mac: 'AA:BB:CC:DD:EE:FF' },
    }),
  );
  expect400(
    await api(app, 'POST', 'vertrag/activate-router', {
      cookie,
      body: { contractId: 'V-999', mac: '3C:A6:2F:11:22:33' },
    }),
  );
  const r = await api(app, 'POST', 'vertrag/activate-router', {
    cookie,
    body: { contractId: 'V-100031', mac: '3c-a6-2f-11-22-33' },
  });
  expect(r.json).toMatchObject({ success: true, message: expect.any(String) });
  expect((await api(app, 'GET', 'user/current', { cookie })).json.kundenprodukte[0].router.activated).toBe(true);
});

test('lieferadresse returns the contract list; bad input 400', async () => {
  const cookie = await login(app, 'multi');
  const r = await api(app, 'PUT', 'vertrag/lieferadresse/V-100032', { cookie, body: delivery });
  expect(r.json).toHaveLength(5);
  expect(r.json[1].deliveryStreet).toBe('Wagnergasse');
  const nf = await api(app, 'PUT', 'vertrag/lieferadresse/V-000', { cookie, body: delivery });
  expect400(nf);
  expect(nf.json.message).toBe('Vertrag nicht gefunden');
  expect400(
    await api(app, 'PUT', 'vertrag/lieferadresse/V-100032', {
      cookie,
      body: { ...delivery, deliveryZipcode: 'abcde' },
    }),
  );
  expect400(
    await api(app, 'PUT', 'vertrag/lieferadresse/V-100032', { cookie, body: { ...delivery, deliveryCity: '' } }),
  );
});

test('umzug (einfach and activity)', async () => {
  let cookie = await login(app, 'dsl25');
  const umzugsdatum = addDays(app.ctx.today(), 30);
  const body = { umzugsdatum, plz: '99085', ort: 'Erfurt', strasse: 'Anger', hausnummer: '3' };
  for (const kind of ['umzugeinfach', 'umzugactivity']) {
    // one open move per contract: the second kind on a fresh stand-in
    await api(app, 'POST', '/__test/reset');
    cookie = await login(app, 'dsl25');
    const r = await api(app, 'POST', `vertrag/${kind}/V-100001`, { cookie, body });
    expect(r.json).toMatchObject({
      contractId: 'V-100001',
      umzugsdatum,
      status: 'eingegangen',
      neueAdresse: { plz: '99085', ort: 'Erfurt', strasse: 'Anger', hausnummer: '3' },
    });
  }
  expect400(await api(app, 'POST', 'vertrag/umzugeinfach/V-100001', { cookie, body: { ...body, plz: '123' } }));
  expect400(
    await api(app, 'POST', 'vertrag/umzugeinfach/V-100001', { cookie, body: { ...body, umzugsdatum: '2001-01-01' } }),
  );
  expect400(await api(app, 'POST', 'vertrag/umzugeinfach/V-42', { cookie, body }));
});

test('kündigung: public, computes the end, PDF, CSRF-checked', async () => {
  const base = {
    art: 'ordentlich',
    kundennummer: '1000001',
    vorname: 'Thomas',
    nachname: 'Müller',
    vertragsnummer: 'V-100001',
    zeitpunkt: 'naechstmoeglich',
    email: 'thomas.mueller@example.org',
  };
  const r = await api(app, 'POST', 'kuendigung', { body: base });
  expect(r.status).toBe(200);
  const today = app.ctx.today();
  expect(r.json).toMatchObject({
    art: 'ordentlich',
    vertragsnummer: 'V-100001',
    kundennummer: '1000001',
    email: base.email,
    beendigungZum: addMonths(today, 1),
  });
  expect(r.json.eingangAm).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(r.json.pdfToken).toMatch(/^[\w-]{43}$/);
  const pdf = await api(app, 'GET', `kuendigung/${r.json.id}/pdf?token=${r.json.pdfToken}`);
  expect(pdf.res.headers['content-disposition']).toBe(
    `attachment; filename="Kuendigungsbestaetigung_${r.json.id}.pdf"`,
  );
  expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // within the minimum term: the term's end
  const m = await api(app, 'POST', 'kuendigung', {
    body: { ...base, kundennummer: '1000003', vertragsnummer: 'V-100035', vorname: 'Jürgen', nachname: 'Weiß' },
  });
  const cookie = await login(app, 'multi');
  const v = (await api(app, 'GET', 'user/current', { cookie })).json.kundenprodukte.find(
    (c) => c.contractId === 'V-100035',
  );
  expect(m.json.beendigungZum).toBe(v.minimumTermEnd);
  const wunsch = addMonths(today, 3);
  await api(app, 'POST', '/__test/reset'); // one open cancellation per contract
  expect(
    (await api(app, 'POST', 'kuendigung', { body: { ...base, zeitpunkt: 'wunschtermin', wunschtermin: wunsch } })).json
      .beendigungZum,
  ).toBe(wunsch);
  expect400(await api(app, 'POST', 'kuendigung', { body: { ...base, art: 'ausserordentlich', grund: '' } }));
  expect400(await api(app, 'POST', 'kuendigung', { body: { ...base, email: 'x@' } }));
  expect400(await api(app, 'POST', 'kuendigung', { body: { ...base, nachname: '' } }));
  expect400(
    await api(app, 'POST', 'kuendigung', { body: { ...base, zeitpunkt: 'wunschtermin', wunschtermin: '31.12.2030' } }),
  );
  expect(
    (await api(app, 'POST', 'kuendigung', { body: base, headers: { 'sec-fetch-site': 'cross-site' } })).status,
  ).toBe(403);
  expect((await api(app, 'GET', '/__test/state')).json.kuendigungen).toHaveLength(1); // the reset above
});

test('a second stand-in in the same process starts from the demo data, not from the first one’s changes', async () => {
  const cookie = await login(app, 'multi');
  await api(app, 'POST', 'vertrag/activate-router', {
    cookie,
    body: { contractId: 'V-100031', mac: '3C:A6:2F:11:22:33' },
  });
  const other = await makeApp();
  try {
    const fresh = await api(other, 'GET', 'user/current', { cookie: await login(other, 'multi') });
    expect(fresh.json.kundenprodukte[0].router.activated).toBe(false);
  } finally {
    await other.close();
  }
});
