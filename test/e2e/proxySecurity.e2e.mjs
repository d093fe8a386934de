/**
 * Security behind the shipped nginx: every client reaches the stand-in from nginx's address, so what the
 * throttles count must be the address nginx forwards. Clients on other addresses are played by calls from
 * 127.0.0.2, 127.0.0.3, … (Linux answers all of 127.0.0.0/8), the customer by the browser on 127.0.0.1.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, detail, formReady, orderDate } from './orderHelpers.mjs';
import spec from '../../src/config/specConstants.json' with { type: 'json' };
import stepUp from '../../src/config/stepUp.json' with { type: 'json' };

const DEMO_SECRET = 'KUNDENPORTALDEMOZWEIFAKTOR234567';
const ORDER = '/order-api/v1/artikelhinzuproduktwechsel';

/** A JSON POST through nginx from the given source address, as another machine would send it. */
function postFrom(env, from, path, body) {
  const url = new URL(path, env.origin);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
const stranger = (i) => `127.0.0.${i + 2}`;

test('30 Fehlversuche von 30 Adressen sperren weder die Anmeldung noch die Kündigung der Inhaberin', async ({
  env,
}) => {
  test.skip(env.server !== 'nginx', 'zeigt das Verhalten hinter nginx');
  for (let i = 0; i < 30; i += 1) {
    expect(await postFrom(env, stranger(i), '/kundenportal-api/login', { username: 'multi', password: 'x' })).toBe(400);
    const cancel = { art: 'ordentlich', kundennummer: '1000003', vorname: 'Max', nachname: 'Fremd' };
    const body = { ...cancel, vertragsnummer: 'V-100032', zeitpunkt: 'naechstmoeglich', email: 'a@example.org' };
    expect(await postFrom(env, stranger(i), '/kundenportal-api/kuendigung', body)).toBe(400);
  }

  const page = await env.newPage();
  await env.login(page, 'multi', DEMO_PASSWORD);
  await page.waitForURL(/\/private\/dashboard\/startseite$/);

  const cancelling = await env.newPage();
  await cancelling.goto(env.url('/kuendigen'));
  await env.heading(cancelling, 'Verträge hier kündigen');
  await cancelling.getByRole('textbox', { name: /^Vorname/ }).fill('Jürgen');
  await cancelling.getByRole('textbox', { name: /^Nachname/ }).fill('Weiß');
  await cancelling.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000003');
  await cancelling.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100032');
  await cancelling.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('juergen.weiss@example.org');
  await cancelling.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(cancelling.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' })).toBeVisible();

  // the strangers themselves are stopped: five failures from one address block it
  for (let i = 0; i < 4; i += 1)
    await postFrom(env, stranger(0), '/kundenportal-api/login', { username: 'multi', password: 'x' });
  expect(
    await postFrom(env, stranger(0), '/kundenportal-api/login', { username: 'multi', password: DEMO_PASSWORD }),
  ).toBe(429);
});

/** A JSON call through nginx as a script would send it (no browser): status, body and the session cookie. */
async function call(env, method, path, { body, cookie, headers = {} } = {}) {
  const res = await fetch(new URL(path, env.origin), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { status: res.status, json: await res.json().catch(() => null), set };
}

/** An order body for a contract of the demo data (the stand-in's checks pass); `hmac` '' = held for review. */
function orderBody(vertragsId, kundennummer, person, hmac) {
  const adr = { plz: '99086', ort: 'Erfurt', strasse: 'Bahnhofstraße', hausnummer: '12' };
  const wunsch = orderDate().split('.').reverse().join('-');
  return {
    vertragsId,
    hmac,
    kundennummer,
    kundentyp: 'privat',
    persoenlicheDaten: { ...adr, anrede: 'Herr', titel: '', ...person, email: 't@example.org' },
    verbrauchsstelle: adr,
    postRechnungsanschrift: { ...adr, anrede: 'Herr', titel: '', ...person },
    zahlungsweise: { iban: 'DE89370400440532013000', typ: 1 },
    clientId: spec.CLIENT_IDS.produktwechsel,
    bestellart: 'produktwechsel',
    produktId: 'PRD-10100',
    optionIds: [],
    wunschtermin: wunsch,
    downgradeAllowed: true,
  };
}

test('Zweiter Faktor als Regel des Servers: Absenken und bezahlte Bestellung ohne frischen Code → 403', async ({
  env,
}) => {
  test.skip(env.server !== 'nginx', 'zeigt das Verhalten hinter nginx');
  const code = (at) =>
    new TOTP({ secret: Secret.fromBase32(DEMO_SECRET), digits: 6, period: 30 }).generate({ timestamp: at });
  // zweifaktor (code at every login) with password and code, as a script would
  const step = await call(env, 'POST', '/kundenportal-api/login', {
    body: { username: 'zweifaktor', password: DEMO_PASSWORD },
  });
  expect(step.json).toEqual({ zweiterFaktor: 'totp' });
  const done = await call(env, 'POST', '/kundenportal-api/login/zweiter-faktor', {
    cookie: step.set.join('; '),
    body: { code: code(Date.now()) },
  });
  expect(done.status).toBe(200);
  const cookie = done.set.find((c) => c.startsWith('KP_SESSION='));
  const write = { 'x-kundennummer': '1000012' };
  // the login's code has run out: lowering the mode needs a new one, and nothing changes
  let at = Date.now() + (stepUp.confirmSeconds + 60) * 1000;
  await env.control('clock', { now: new Date(at).toISOString() });
  const lower = await call(env, 'PUT', '/kundenportal-api/user/zwei-faktor', {
    cookie,
    headers: write,
    body: { modus: 'kritisch' },
  });
  expect([lower.status, lower.json.code]).toEqual([403, 'ZWEITER_FAKTOR']);
  const confirmed = await call(env, 'POST', '/kundenportal-api/user/zwei-faktor/bestaetigen', {
    cookie,
    headers: write,
    body: { code: code(at) },
  });
  expect(confirmed.status).toBe(200);
  expect(
    (
      await call(env, 'PUT', '/kundenportal-api/user/zwei-faktor', {
        cookie,
        headers: write,
        body: { modus: 'kritisch' },
      })
    ).status,
  ).toBe(200);
  // „kritisch“: a paid order with a valid hmac but without a confirmed code is refused by the server
  at += (stepUp.confirmSeconds + 60) * 1000;
  await env.control('clock', { now: new Date(at).toISOString() });
  const hmac = (await call(env, 'GET', '/kundenportal-api/hmac/encrypt-bystring?message=V-100121', { cookie })).json
    .hmac;
  const body = orderBody('V-100121', '1000012', { vorname: 'Sabine', nachname: 'Sicher' }, hmac);
  const refused = await call(env, 'POST', ORDER, { body, headers: write });
  expect([refused.status, refused.json.code]).toEqual([403, 'ZWEITER_FAKTOR']);
  expect((await env.state()).orders).toEqual([]);
});

test('Eine fremde Bestellung ohne Prüfsumme blockiert nicht: die Inhaberin bestellt, die gehaltene fällt weg', async ({
  env,
}) => {
  test.skip(env.server !== 'nginx', 'zeigt das Verhalten hinter nginx');
  // a stranger knows contract and customer number of dsl25 (Thomas Müller), but not the hmac
  const stranger = orderBody('V-100001', '1000001', { vorname: 'Thomas', nachname: 'Müller' }, '');
  const held = await call(env, 'POST', ORDER, { body: stranger, headers: { 'x-kundennummer': '1000001' } });
  expect([held.status, held.json.status]).toEqual([200, 'in_pruefung']);
  // and cannot find out whose contract another id is: one neutral answer for every failed proof
  const probe = await call(env, 'POST', ORDER, {
    body: { ...stranger, vertragsId: 'V-100002' },
    headers: { 'x-kundennummer': '1000001' },
  });
  expect([probe.status, probe.json.code]).toEqual([400, 'NICHT_ZUZUORDNEN']);

  const page = await env.openAs('dsl25', detail('V-100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen');
  await formReady(page);
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
  await agreeToNewTerm(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
  const { orders } = await env.state();
  expect(orders.map((o) => o.status)).toEqual(['eingegangen']);
  expect(createHmac('sha256', 'stand-in-key').update('V-100001').digest('hex')).toBe(orders[0].request.hmac);
});

for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 900 }]) {
  test(`Unterlage durch nginx: als PDF getarntes Skript am Feld abgelehnt, 4,9-MB-PDF geht durch (${viewport.width} px)`, async ({
    env,
  }) => {
    test.skip(env.server !== 'nginx', 'zeigt das Verhalten hinter nginx');
    const { referenz } = await env.control('vorgang', {
      login: 'gfplus',
      art: 'bestellung',
      bestellart: 'vertraghinzu',
      status: 'wartet_auf_unterlagen',
      unterlage: 'gee',
    });
    const page = await env.openAs('gfplus', '/private/dashboard/auftraege', /./, { viewport });
    const item = page.locator(`#vorgang-${referenz}`);
    const file = item.locator('input[type="file"][name="datei"]');
    const send = item.getByRole('button', { name: 'Unterlage senden' });
    const sent = [];
    page.on('request', (r) => {
      if (r.url().includes('/unterlage')) sent.push(r.url());
    });
    await file.setInputFiles({
      name: 'rechnung.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await send.click();
    const message = 'Der Inhalt der Datei ist keine PDF-, JPEG- oder PNG-Datei. Bitte wählen Sie eine andere Datei.';
    await expect(page.getByRole('link', { name: `Unterlage: ${message}` })).toBeVisible();
    // at the field itself: its helper text, which describes the field's button, says it (announced as an alert)
    await expect(item.locator('[id$="-helper-text"][role="alert"]').filter({ hasText: message })).toBeVisible();
    expect(sent, 'nothing was sent').toEqual([]);
    await env.checkA11y(page, `Unterlage: getarntes Skript (${viewport.width} px)`);
    await env.screenshot(page, `proxy-unterlage-skript-${viewport.width}`);

    // 4.9 MB, about 6.5 MB as base64 in JSON: through nginx's limit to the stand-in
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.round(4.9 * 1024 * 1024) - 9, 0x20)]);
    await file.setInputFiles({ name: 'gee-scan.pdf', mimeType: 'application/pdf', buffer: big });
    await send.click();
    await expect(item.getByRole('status').filter({ hasText: 'Ihre Unterlage „gee-scan.pdf“ ist am' })).toBeVisible();
    expect(sent.length).toBe(1);
  });
}

for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 900 }]) {
  test(`Öffentlicher Widerruf durch nginx: nur mit Auftragsschlüssel, Fremde je Adresse gebremst, Wiederholung neutral (${viewport.width} px)`, async ({
    env,
  }) => {
    test.skip(env.server !== 'nginx', 'zeigt das Verhalten hinter nginx');
    // dsl25 (1000001, Thomas Müller) orders a tariff change, as the portal sends it
    const hmac = createHmac('sha256', 'stand-in-key').update('V-100001').digest('hex');
    const order = await call(env, 'POST', ORDER, {
      body: orderBody('V-100001', '1000001', { vorname: 'Thomas', nachname: 'Müller' }, hmac),
      headers: { 'x-kundennummer': '1000001' },
    });
    expect(order.status).toBe(200);
    const { auftragsnummer, auftragsschluessel } = order.json;
    expect(auftragsschluessel).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const decl = { kundennummer: '1000001', vorname: 'Thomas', nachname: 'Müller', email: 'fremd@example.org' };
    // the counting order number, which a stranger can guess, opens nothing
    expect(
      await postFrom(env, stranger(0), '/kundenportal-api/widerruf/oeffentlich', { ...decl, auftragsnummer }),
    ).toBe(400);
    // a stranger guessing keys is stopped after 20 failures from the address, whichever customers it tries
    for (let i = 0; i < 20; i += 1) {
      const guess = { ...decl, kundennummer: String(2000000 + i), auftragsschluessel: 'ZZZZ-ZZZZ-ZZZZ' };
      expect(await postFrom(env, stranger(0), '/kundenportal-api/widerruf/oeffentlich', guess)).toBe(400);
    }
    const stopped = { ...decl, auftragsschluessel: 'ZZZZ-ZZZZ-ZZZZ' };
    expect(await postFrom(env, stranger(0), '/kundenportal-api/widerruf/oeffentlich', stopped)).toBe(429);

    // the holder, on another address, with the key from the order confirmation
    const page = await env.newPage({ viewport });
    await page.goto(env.url('/widerrufen'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible();
    const key = env.field(page, 'Auftragsschlüssel');
    await expect(key).toHaveAccessibleDescription(/Auftragsbestätigung .*„Meine Aufträge“/);
    await env.field(page, 'Kundennummer').fill('1000001');
    await key.fill(auftragsnummer);
    await env.field(page, 'Vorname').fill('Thomas');
    await env.field(page, 'Nachname').fill('Müller');
    await env.field(page, 'E-Mail-Adresse für die Eingangsbestätigung').fill('thomas@example.org');
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
    await expect(key).toHaveAccessibleDescription(/besteht aus 12 Buchstaben und Ziffern/);
    await env.checkA11y(page, `öffentlicher Widerruf: Auftragsnummer statt Schlüssel (${viewport.width} px)`);
    await env.screenshot(page, `proxy-widerruf-nummer-${viewport.width}`);
    await key.fill(auftragsschluessel.toLowerCase());
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
    await expect(page.getByText('thomas@example.org', { exact: true })).toBeVisible();
    await env.screenshot(page, `proxy-widerruf-beleg-${viewport.width}`);

    // a second declarer with the same key learns that it is withdrawn, never the first one's e-mail
    const other = await env.newPage({ viewport });
    await other.goto(env.url('/widerrufen'));
    await env.field(other, 'Kundennummer').fill('1000001');
    await env.field(other, 'Auftragsschlüssel').fill(auftragsschluessel);
    await env.field(other, 'Vorname').fill('Thomas');
    await env.field(other, 'Nachname').fill('Müller');
    await env.field(other, 'E-Mail-Adresse für die Eingangsbestätigung').fill('zweiter@example.org');
    await other.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
    await other.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(other.getByText(/Dieser Auftrag ist bereits widerrufen/)).toBeVisible();
    await expect(other.getByText(/thomas@example\.org/)).toHaveCount(0);
    await expect(other.getByText(/zweiter@example\.org/)).toHaveCount(0);
    await env.checkA11y(other, `öffentlicher Widerruf: Wiederholung (${viewport.width} px)`);
    await env.screenshot(other, `proxy-widerruf-wiederholt-${viewport.width}`);
  });
}
