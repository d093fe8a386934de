/** @jest-environment node */
import { makeApp, login, api, expect400 } from './helpers.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

const invoice = {
  invoiceSalutation: 'Frau',
  invoiceTitle: 'Dr.',
  invoiceFirstname: 'Eva',
  invoiceLastname: 'Krause',
  invoiceCompany: '',
  invoiceStreet: 'Anger',
  invoiceStreetNumber: '1',
  invoiceStreetNumberAddon: 'a',
  invoiceZipcode: '99084',
  invoiceCity: 'Erfurt',
};

test('telefon: German formats accepted, bad ones 400 and nothing changed', async () => {
  const cookie = await login(app, 'dsl25');
  for (const phone of ['0361 1234567', '+49 361 1234567', '0171/1234567', '0361-123456']) {
    const r = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone, phone2: '' } });
    expect(r.status).toBe(200);
    expect(r.json.phone).toBe(phone);
  }
  for (const phone of ['abc', '123', '0361 12a4567', '', '++49 361 123456'])
    expect400(await api(app, 'PUT', 'user/telefon', { cookie, body: { phone } }));
  expect((await api(app, 'GET', 'user/current', { cookie })).json.kundendaten.phone).toBe('0361-123456');
});

test('einwilligungen', async () => {
  const cookie = await login(app, 'dsl25');
  const r = await api(app, 'PUT', 'user/einwilligungen', { cookie, body: { optInEMail: false, optInPhone: true } });
  expect([r.json.optInEMail, r.json.optInPhone]).toEqual([false, true]);
  expect400(await api(app, 'PUT', 'user/einwilligungen', { cookie, body: { optInEMail: 'ja' } }));
});

test('rechnungsadresse: valid, bad PLZ, empty required fields, Firma needs company', async () => {
  const cookie = await login(app, 'dsl25');
  const r = await api(app, 'PUT', 'user/rechnungsadresse', { cookie, body: invoice });
  expect(r.status).toBe(200);
  expect(r.json.invoiceLastname).toBe('Krause');
  expect400(await api(app, 'PUT', 'user/rechnungsadresse', { cookie, body: { ...invoice, invoiceZipcode: '9908' } }));
  expect400(await api(app, 'PUT', 'user/rechnungsadresse', { cookie, body: { ...invoice, invoiceStreet: ' ' } }));
  expect400(
    await api(app, 'PUT', 'user/rechnungsadresse', {
      cookie,
      body: { ...invoice, invoiceSalutation: 'Firma', invoiceCompany: '' },
    }),
  );
  expect400(await api(app, 'PUT', 'user/rechnungsadresse', { cookie, body: { ...invoice, invoiceTitle: 'Mag.' } }));
  expect((await api(app, 'GET', 'user/current', { cookie })).json.kundendaten.invoiceZipcode).toBe('99084');
});

test('email change with confirmation token (once)', async () => {
  const cookie = await login(app, 'dsl25');
  expect400(await api(app, 'PUT', 'user/email', { cookie, body: { email: 'kaputt@' } }));
  const r = await api(app, 'PUT', 'user/email', { cookie, body: { email: 'neu@example.org' } });
  expect(r.json.email).toBe('thomas.mueller@example.org');
  const token = (await api(app, 'GET', '/__test/state')).json.lastEmailToken;
  expect400(await api(app, 'POST', 'user/confirm-email-update', { cookie, body: { token: 'falsch' } }));
  expect((await api(app, 'POST', 'user/confirm-email-update', { cookie, body: { token } })).json.email).toBe(
    'neu@example.org',
  );
  const again = await api(app, 'POST', 'user/confirm-email-update', { cookie, body: { token } });
  expect400(again);
  expect(again.json.message).toBe('Der Bestätigungslink ist ungültig oder wurde bereits verwendet.');
});

test('bankverbindung: allowed for dsl25, forbidden for bankheute, bad IBAN / date', async () => {
  const today = app.ctx.today();
  let cookie = await login(app, 'dsl25');
  const body = {
    accountNumberInternational: 'DE89 3704 0044 0532 0130 00',
    accountHolder: 'Thomas Müller',
    validFrom: today,
  };
  expect400(
    await api(app, 'POST', 'bankverbindung', {
      cookie,
      body: { ...body, accountNumberInternational: 'DE89370400440532013001' },
    }),
  );
  expect400(await api(app, 'POST', 'bankverbindung', { cookie, body: { ...body, validFrom: '2020-01-01' } }));
  expect400(await api(app, 'POST', 'bankverbindung', { cookie, body: { ...body, accountHolder: '' } }));
  const r = await api(app, 'POST', 'bankverbindung', { cookie, body });
  expect(r.status).toBe(200);
  expect(r.json).toHaveLength(2);
  expect(r.json[1]).toMatchObject({
    accountNumberInternational: 'DE89370400440532013000',
    bankName: 'Commerzbank',
    validFrom: today,
  });
  expect400(await api(app, 'POST', 'bankverbindung', { cookie, body })); // now the current one starts today
  cookie = await login(app, 'bankheute');
  const f = await api(app, 'POST', 'bankverbindung', { cookie, body });
  expect400(f);
  expect(f.json.message).toBe(
    'Eine Änderung der Bankverbindung ist erst möglich, wenn die aktuelle Bankverbindung wirksam ist.',
  );
  expect((await api(app, 'GET', 'user/current', { cookie })).json.bankdaten).toHaveLength(2);
});

test('invoices and documents as PDF downloads', async () => {
  const cookie = await login(app, 'gfplus');
  const { rechnungen, zelos_vertragsdokumente: docs } = (await api(app, 'GET', 'user/current', { cookie })).json;
  const r = await api(app, 'GET', `rechnung/${rechnungen[0].id}`, { cookie });
  expect(r.res.headers['content-type']).toBe('application/pdf');
  expect(r.res.headers['content-disposition']).toBe(`attachment; filename="Rechnung_${rechnungen[0].number}.pdf"`);
  expect(r.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(r.res.rawPayload.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF/);
  expect400(await api(app, 'GET', 'rechnung/R-gibts-nicht', { cookie }));
  expect(docs.length).toBeGreaterThanOrEqual(2);
  // the order confirmation names the product ordered (ours): the cards do not upsell it
  expect(docs[0]).toMatchObject({ title: 'Auftragsbestätigung TEAG Glasfaser 300', produktnummer: '20300' });
  const d = await api(app, 'GET', `user/vertragsdokument?id=${docs[0].id}`, { cookie });
  expect(d.res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
  expect400(await api(app, 'GET', 'user/vertragsdokument?id=nix', { cookie }));
});

test('treueangebot, spezialangebot gesehen, gfplus address, hmac', async () => {
  let cookie = await login(app, 'multi');
  const t = await api(app, 'POST', 'user/treueangebot', {
    cookie,
    body: { customerNumber: '1000003', contractNumber: 'V-100034' },
  });
  expect(t.json).toMatchObject({ success: true, vorgangsnummer: expect.stringMatching(/^TA-/) });
  expect400(
    await api(app, 'POST', 'user/treueangebot', {
      cookie,
      body: { customerNumber: '1000003', contractNumber: 'V-999' },
    }),
  );
  expect400(await api(app, 'POST', 'user/kundenspezialangebot/gesehen', { cookie }));
  const h = await api(app, 'GET', 'hmac/encrypt-bystring?message=V-100034', { cookie });
  expect(h.json.hmac).toMatch(/^[0-9a-f]{64}$/);
  cookie = await login(app, 'angebot');
  expect((await api(app, 'GET', 'user/current', { cookie })).json.kundenspezialangebot.seen).toBe(false);
  expect((await api(app, 'POST', 'user/kundenspezialangebot/gesehen', { cookie })).json.seen).toBe(true);
  cookie = await login(app, 'gfplus');
  expect((await api(app, 'GET', 'gfpluskundenadressen?kundennummer=1000007', { cookie })).json.adresse).toMatchObject({
    plz: '07745',
    haus_nr_original: '12',
  });
  cookie = await login(app, 'dsl25');
  expect((await api(app, 'GET', 'gfpluskundenadressen?kundennummer=1000001', { cookie })).json).toEqual({
    adresse: null,
  });
});

test('beyond spec: authcode, erweiterte Änderungen, Telefonbucheintrag', async () => {
  const cookie = await login(app, 'dsl25');
  const a = (await api(app, 'GET', 'user/authcode', { cookie })).json;
  expect(a.authcode).toMatch(/^\d{4}$/);
  const b = (await api(app, 'POST', 'user/authcode', { cookie })).json;
  expect(b.authcode).not.toBe(a.authcode);
  const pdf = Buffer.from('%PDF-1.4 test').toString('base64');
  const ok = await api(app, 'POST', 'user/erweiterte-aenderungen', {
    cookie,
    body: {
      art: 'namensaenderung',
      beschreibung: 'Heirat',
      neuerNachname: 'Schulz',
      nachweis: { name: 'urkunde.pdf', type: 'application/pdf', base64: pdf },
    },
  });
  expect(ok.json.vorgangsnummer).toMatch(/^EA-/);
  expect400(
    await api(app, 'POST', 'user/erweiterte-aenderungen', {
      cookie,
      body: { art: 'namensaenderung', beschreibung: 'x' },
    }),
  );
  expect400(
    await api(app, 'POST', 'user/erweiterte-aenderungen', {
      cookie,
      body: {
        art: 'sonstiges',
        beschreibung: 'x',
        nachweis: { name: 'a.exe', type: 'application/x-msdownload', base64: pdf },
      },
    }),
  );
  const big = Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64');
  expect400(
    await api(app, 'POST', 'user/erweiterte-aenderungen', {
      cookie,
      body: { art: 'sonstiges', beschreibung: 'x', nachweis: { name: 'a.jpg', type: 'image/jpeg', base64: big } },
    }),
  );
  const tb = { eintrag: 'eingetragen', inverseSuche: true, umfang: 'name_nummer_adresse' };
  expect((await api(app, 'PUT', 'user/telefonbucheintrag', { cookie, body: tb })).json).toEqual(tb);
  expect((await api(app, 'GET', 'user/telefonbucheintrag', { cookie })).json).toEqual(tb);
  expect400(await api(app, 'PUT', 'user/telefonbucheintrag', { cookie, body: { ...tb, umfang: 'alles' } }));
});

test('a write naming another account (X-Kundennummer) is refused with 409 and changes nothing', async () => {
  // the session now belongs to ftth (1000002); a stale tab still shows dsl25 (1000001)
  const cookie = await login(app, 'ftth');
  const stale = await api(app, 'PUT', 'user/telefon', {
    cookie,
    body: { phone: '0361 9999999', phone2: '' },
    headers: { 'x-kundennummer': '1000001' },
  });
  expect(stale.status).toBe(409);
  expect(stale.json.code).toBe('ACCOUNT_MISMATCH');
  const banks = (await api(app, 'GET', 'user/current', { cookie })).json.bankdaten.length;
  const bank = await api(app, 'POST', 'bankverbindung', {
    cookie,
    body: { accountHolder: 'X', accountNumberInternational: 'DE02120300000000202051', validFrom: '2030-01-02' },
    headers: { 'x-kundennummer': '1000001' },
  });
  expect(bank.status).toBe(409);
  const after = (await api(app, 'GET', 'user/current', { cookie, headers: { 'x-kundennummer': '1000001' } })).json;
  expect(after.kundendaten.phone).toBe('0361 5550202');
  expect(after.bankdaten).toHaveLength(banks);
  // the matching account writes as before
  const ok = await api(app, 'PUT', 'user/telefon', {
    cookie,
    body: { phone: '0361 1234567', phone2: '' },
    headers: { 'x-kundennummer': '1000002' },
  });
  expect(ok.status).toBe(200);
});
