/**
 * Nothing sent twice, the hidden-harness pattern: the write reaches the stand-in and is held there
 * (test control latency), then the customer uses the browser's Back, reloads, or goes Back after the
 * confirmation and orders again. Exactly one POST reaches the backend, one order is stored, and the customer
 * sees that it is on its way or done. For an order, a move, a bank change and a cancellation. axe on every page;
 * screenshots at 390 and 1280 px in .tmp/shots-a/.
 */
import { mkdir } from 'node:fs/promises';
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, enterBankdaten, formReady, orderDate, P, toSummary } from './orderHelpers.mjs';

/** long enough that a reloaded page is there before the held call is through (a busy 2-core machine) */
const HOLD_MS = 10000;
const SHOTS = '.tmp/shots-a';
const ON_ITS_WAY = 'Ihr Auftrag wird übermittelt';
const RUNNING = 'Auftrag läuft';

/** Counts the POSTs of this page (across reloads) to a path. */
function countPosts(page, part) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(part)) counter.n += 1;
  });
  return counter;
}

/** Holds the call on the server (it arrives, its answer is slow). */
const hold = (env, pathPrefix) => env.control('latency', { pathPrefix, ms: HOLD_MS });

/** Accepts the "Seite verlassen?" question and remembers that it was asked. */
function acceptLeaving(page) {
  const asked = [];
  page.on('dialog', async (d) => {
    asked.push(d.type());
    await d.accept();
  });
  return asked;
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** The order notice (on its way or done), checked with axe, at both widths. */
async function expectNotice(env, page, text, name) {
  const notice = page.getByRole('region', { name: text });
  await expect(notice).toBeVisible({ timeout: 30000 });
  await env.checkA11y(page, name);
  await shot(page, name);
  const size = page.viewportSize();
  await page.setViewportSize(size?.width === 390 ? { width: 1280, height: 900 } : PHONE_VIEWPORT);
  await shot(page, name);
  await page.setViewportSize(size ?? { width: 1280, height: 900 });
  return notice;
}

/** From the contract's tariff tab through the order screen to the summary (client-side navigation). */
async function tariffOrderToSummary(env, page) {
  await page.getByRole('link', { name: 'Tarife ansehen' }).click();
  await env.heading(page, 'Tarifwechsel bestellen');
  await formReady(page);
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await toSummary(page);
}

describe('Tarifwechsel: genau eine Bestellung', () => {
  const ORDER = '/order-api/v1/artikelhinzuproduktwechsel';

  test('Zurück während die Bestellung läuft, dann noch einmal bestellen: „wird übermittelt“, dann „Auftrag läuft“', async ({
    env,
  }) => {
    const page = await env.openAs('dsl25', `${P}/vertraege/V-100001/produktwechsel`);
    const posts = countPosts(page, ORDER);
    await tariffOrderToSummary(env, page);
    await hold(env, ORDER);
    const sent = page.waitForRequest((r) => r.url().includes(ORDER) && r.method() === 'POST');
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await sent;
    await page.goBack();
    await page.getByRole('link', { name: 'Tarife ansehen' }).click();
    await expectNotice(env, page, ON_ITS_WAY, 'once-bestellung-unterwegs');
    // the answer arrives: the same screen now says the order is running, with the way to Meine Aufträge
    const done = await expectNotice(env, page, RUNNING, 'once-bestellung-laeuft');
    await expect(done.page().getByRole('link', { name: 'Zu „Meine Aufträge“' })).toBeVisible();
    expect(posts.n).toBe(1);
    expect((await env.state()).orders.length).toBe(1);
  });

  test('Neu laden während die Bestellung läuft: „Seite verlassen?“, dann „wird übermittelt“ bis sie da ist', async ({
    env,
  }) => {
    const page = await env.openAs('dsl25', `${P}/vertraege/V-100001/produktwechsel`, undefined, {
      viewport: PHONE_VIEWPORT,
    });
    const posts = countPosts(page, ORDER);
    const asked = acceptLeaving(page);
    await tariffOrderToSummary(env, page);
    await hold(env, ORDER);
    const sent = page.waitForRequest((r) => r.url().includes(ORDER) && r.method() === 'POST');
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await sent;
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await env.heading(page, 'Tarifwechsel bestellen');
    await expectNotice(env, page, ON_ITS_WAY, 'once-bestellung-neu-geladen');
    // Meine Aufträge lists it once the held call is through: the screen follows by itself
    await expectNotice(env, page, RUNNING, 'once-bestellung-neu-geladen-laeuft');
    expect(posts.n).toBe(1);
    expect((await env.state()).orders.length).toBe(1);
  });

  test('Zurück nach der Bestätigung und noch einmal bestellen: „Auftrag läuft“, auch ohne „Meine Aufträge“ im Backend', async ({
    env,
  }) => {
    // a backend without our extensions: no user/vorgaenge, the tab's memory alone decides
    await env.control('fail', { pathPrefix: '/kundenportal-api/user/vorgaenge', status: 404 });
    const page = await env.openAs('dsl25', `${P}/vertraege/V-100001/produktwechsel`);
    const posts = countPosts(page, ORDER);
    await tariffOrderToSummary(env, page);
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Tarife ansehen' }).click();
    await expectNotice(env, page, RUNNING, 'once-bestellung-nach-bestaetigung');
    await expect(page.getByRole('button', { name: 'Weiter zur Übersicht' })).toHaveCount(0);
    // the same on a fresh load of the screen
    await page.reload();
    await expect(page.getByRole('region', { name: RUNNING })).toBeVisible();
    expect(posts.n).toBe(1);
    expect((await env.state()).orders.length).toBe(1);
  });
});

describe('Umzug, Bankverbindung, Kündigung: genau ein Auftrag', () => {
  test('Umzug: neu laden während er läuft, dann Zurück nach der Bestätigung', async ({ env }) => {
    const MOVE = '/kundenportal-api/vertrag/umzugeinfach/';
    const page = await env.openAs('dsl25', `${P}/vertraege/V-100001/umzug`);
    const posts = countPosts(page, MOVE);
    const asked = acceptLeaving(page);
    await page.getByRole('link', { name: 'Umzug beauftragen' }).click();
    await formReady(page, 'umzugsdatum');
    await page.getByRole('textbox', { name: /^Straße/ }).fill('Anger');
    await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('3');
    await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('99084');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
    await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(orderDate());
    await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
    await hold(env, MOVE);
    const sent = page.waitForRequest((r) => r.url().includes(MOVE) && r.method() === 'POST');
    await page.getByRole('button', { name: /Umzug verbindlich beauftragen/ }).click();
    await sent;
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expectNotice(env, page, ON_ITS_WAY, 'once-umzug-neu-geladen');
    await expectNotice(env, page, RUNNING, 'once-umzug-laeuft');
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole('region', { name: RUNNING })).toBeVisible();
    await expect(page.getByRole('button', { name: /Umzug verbindlich beauftragen/ })).toHaveCount(0);
    expect(posts.n).toBe(1);
    const state = await env.state();
    expect(state.vorgaenge.filter((v) => v.art === 'umzugeinfach').length).toBe(1);
  });

  test('Bankverbindung: neu laden während die Änderung läuft, „wird übermittelt“, dann gilt die neue', async ({
    env,
  }) => {
    const BANK = '/kundenportal-api/bankverbindung';
    const page = await env.openAs('dsl25', '/private/dashboard/meine-daten/bankdaten', 'Bankverbindung');
    const posts = countPosts(page, BANK);
    const asked = acceptLeaving(page);
    const accounts = () => env.app.ctx.store.byUsername('dsl25').bankdaten.length;
    const accountsBefore = accounts();
    await enterBankdaten(page, 'Thomas Müller');
    await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
    await hold(env, BANK);
    const sent = page.waitForRequest((r) => r.url().includes(BANK) && r.method() === 'POST');
    await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
    await sent;
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await env.heading(page, 'Bankverbindung');
    await expectNotice(env, page, ON_ITS_WAY, 'once-bank-neu-geladen');
    await expect(page.getByRole('button', { name: 'Weiter zur Prüfung' })).toHaveCount(0);
    // once the held change is through on the server, a new load shows it and no form for a second one
    await expect
      .poll(accounts, { message: 'the held change goes through', timeout: HOLD_MS + 10_000 })
      .toBe(accountsBefore + 1);
    await page.reload();
    await page
      .getByText(/Gültig ab/)
      .first()
      .waitFor();
    await page
      .getByRole('heading', { name: /Ab \d{2}\.\d{2}\.\d{4}|gilt ab/i })
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Weiter zur Prüfung' })).toHaveCount(0);
    await env.checkA11y(page, 'Bank nach Änderung');
    expect(posts.n).toBe(1);
  });

  test('Kündigung: Zurück während sie läuft, dann noch einmal kündigen; neu laden nach der Bestätigung', async ({
    env,
  }) => {
    const CANCEL = '/kundenportal-api/kuendigung';
    const page = await env.openAs('multi', `${P}/vertraege/V-100035/allgemeine-daten`);
    const posts = countPosts(page, CANCEL);
    const menu = page.getByRole('navigation', { name: 'Bereiche dieses Vertrags' });
    await menu.getByRole('link', { name: 'Vertrag kündigen' }).click();
    await env.heading(page, 'Vertrag kündigen');
    await hold(env, CANCEL);
    const sent = page.waitForRequest((r) => r.url().endsWith(CANCEL) && r.method() === 'POST');
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await sent;
    await page.goBack();
    await menu.getByRole('link', { name: 'Vertrag kündigen' }).click();
    await expectNotice(env, page, ON_ITS_WAY, 'once-kuendigung-unterwegs');
    // once through, the contract says it is cancelled and offers no second cancellation
    await page
      .getByText(/Gekündigt zum \d{2}\.\d{2}\.\d{4}/)
      .first()
      .waitFor({ timeout: 30000 });
    await page.reload();
    await page
      .getByText(/Ihre Kündigung ist eingegangen|Auftrag läuft/)
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Jetzt kündigen' })).toHaveCount(0);
    await env.checkA11y(page, 'Kündigung nach Bestätigung');
    expect(posts.n).toBe(1);
    expect((await env.state()).kuendigungen.length).toBe(1);
  });
});

describe('Die übrigen Wege: Zurück, neu laden, Zurück nach der Bestätigung', () => {
  test('Umzug: Zurück während er läuft, der erste Schritt zeigt „wird übermittelt“, dann „Auftrag läuft“', async ({
    env,
  }) => {
    const MOVE = '/kundenportal-api/vertrag/umzugeinfach/';
    const page = await env.openAs('dsl25', `${P}/vertraege/V-100001/umzug`);
    const posts = countPosts(page, MOVE);
    await page.getByRole('link', { name: 'Umzug beauftragen' }).click();
    await formReady(page, 'umzugsdatum');
    await page.getByRole('textbox', { name: /^Straße/ }).fill('Anger');
    await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('3');
    await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('99084');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
    await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(orderDate());
    await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
    await hold(env, MOVE);
    const sent = page.waitForRequest((r) => r.url().includes(MOVE) && r.method() === 'POST');
    await page.getByRole('button', { name: /Umzug verbindlich beauftragen/ }).click();
    await sent;
    await page.goBack();
    await expectNotice(env, page, ON_ITS_WAY, 'once-umzug-zurueck');
    await expectNotice(env, page, RUNNING, 'once-umzug-zurueck-laeuft');
    expect(posts.n).toBe(1);
    expect((await env.state()).vorgaenge.filter((v) => v.art === 'umzugeinfach').length).toBe(1);
  });

  test('Bankverbindung: Zurück nach der Bestätigung und noch einmal ändern: kein Formular, eine Änderung', async ({
    env,
  }) => {
    const BANK = '/kundenportal-api/bankverbindung';
    const page = await env.openAs('dsl25', `${P}/meine-daten/stammdaten`);
    const posts = countPosts(page, BANK);
    await page.getByRole('link', { name: 'Bankverbindung' }).first().click();
    await env.heading(page, 'Bankverbindung');
    await enterBankdaten(page, 'Thomas Müller');
    await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
    await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'gilt ab dem' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Bankverbindung' }).first().click();
    await env.heading(page, 'Bankverbindung');
    await page
      .getByText(/Ab \d{2}\.\d{2}\.\d{4}|gilt ab/)
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Weiter zur Prüfung' })).toHaveCount(0);
    await env.checkA11y(page, 'Bank nach Bestätigung');
    expect(posts.n).toBe(1);
  });

  test('Kündigung: neu laden während sie läuft: „Seite verlassen?“, dann „wird übermittelt“ oder gekündigt', async ({
    env,
  }) => {
    const CANCEL = '/kundenportal-api/kuendigung';
    const page = await env.openAs('multi', `${P}/vertraege/V-100035/kuendigung`, 'Vertrag kündigen');
    const posts = countPosts(page, CANCEL);
    const asked = acceptLeaving(page);
    await hold(env, CANCEL);
    const sent = page.waitForRequest((r) => r.url().endsWith(CANCEL) && r.method() === 'POST');
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await sent;
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expectNotice(env, page, ON_ITS_WAY, 'once-kuendigung-neu-geladen');
    await page
      .getByText(/Gekündigt zum \d{2}\.\d{2}\.\d{4}/)
      .first()
      .waitFor({ timeout: 30000 });
    await expect(page.getByRole('button', { name: 'Jetzt kündigen' })).toHaveCount(0);
    expect(posts.n).toBe(1);
    expect((await env.state()).kuendigungen.length).toBe(1);
  });
});
