/**
 * Session and tab safety: honest logout, tabs that agree on who is logged in (two pages in ONE
 * browser context share cookies and storage, like two tabs), no customer data in memory after logout
 * (CDP heap snapshot). Hostile input and failing loads: hardening.e2e.mjs.
 */
import { DEMO_PASSWORD, assert, test, useE2E } from './harness.mjs';
import { expect } from '@playwright/test';
import { heapSnapshot, reduxStateText, storageText } from './helpers/heap.mjs';
import { enterBankdaten } from './orderHelpers.mjs';

const env = useE2E();

const MEINE_DATEN = '/private/dashboard/meine-daten';
const TELEFON = `${MEINE_DATEN}/stammdaten/telefon`;
const customer = (username) => env.app.ctx.store.byUsername(username);

/** A second page in the same browser context: another tab of the same browser (cookies, storage). */
async function secondTab(page) {
  const tab = await page.context().newPage();
  tab.setDefaultTimeout(Number(process.env.E2E_TIMEOUT_MS ?? 20000));
  return tab;
}

async function loginIn(page, username) {
  await page.goto(env.url('/login'));
  await env.field(page, 'Benutzername oder Kundennummer').fill(username);
  await env.field(page, 'Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.includes('/login'));
}

async function logoutIn(page) {
  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await page.waitForURL(/\/logged-out$/, { waitUntil: 'commit' });
}

test('fehlgeschlagene Abmeldung (500): ehrlicher Hinweis, Wiederholen; private Seiten nur nach neuer Anmeldung', async () => {
  const page = await env.newPage();
  await env.login(page, 'dsl25');
  await env.control('fail', { pathPrefix: '/kundenportal-api/user/logout', status: 500 });
  await logoutIn(page);
  const warning = page.getByRole('alert').filter({ hasText: 'Abmeldung nicht bestätigt' });
  await warning.waitFor();
  assert.equal(await page.getByText('erfolgreich abgemeldet').count(), 0, 'no success claimed');
  await env.checkA11y(page, 'Abmeldung nicht bestätigt');
  await env.screenshot(page, 'session-logout-unbestaetigt');

  // the cookie still lives on the server, yet no private page opens: login first
  await page.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await page.waitForURL(/\/login\?redir=/);
  assert.equal(await page.getByText('Thomas Müller').count(), 0);

  await page.goto(env.url('/logged-out'));
  await warning.waitFor();
  await page.getByRole('button', { name: 'Abmeldung wiederholen' }).click();
  await page.getByText('Die Abmeldung ist erneut fehlgeschlagen', { exact: false }).waitFor();
  await env.control('fail', {});
  await page.getByRole('button', { name: 'Abmeldung wiederholen' }).click();
  await page.getByRole('status').filter({ hasText: 'Der Server hat die Abmeldung bestätigt' }).waitFor();
  assert.equal((await env.state()).sessions, 0, 'the server session is gone');
  await env.checkA11y(page, 'Abmeldung bestätigt');
});

test('Sitzungsprüfung beim Start scheitert (500): Anmeldung mit Hinweis, „Erneut versuchen“ führt zur Seite', async () => {
  const page = await env.newPage();
  await env.login(page, 'multi');
  await env.control('fail', { pathPrefix: '/kundenportal-api/user/current', status: 500 });
  await page.goto(env.url('/private/dashboard/rechnungen/rechnungen'));
  await page.waitForURL(/\/login\?redir=/);
  const warning = page.getByRole('alert').filter({ hasText: 'konnte gerade nicht geprüft werden' });
  await warning.waitFor();
  await env.checkA11y(page, 'Sitzungsprüfung gescheitert');
  await env.screenshot(page, 'session-pruefung-gescheitert');

  await env.control('fail', {});
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.waitForURL(/\/rechnungen\/rechnungen$/);
  await page.getByRole('table', { name: 'Rechnungen' }).locator('tbody tr').first().waitFor();
  assert.equal(await warning.count(), 0);
});

test('Abmeldung ohne Netz: Hinweis; beim nächsten Start wird die Abmeldung nachgeholt', async () => {
  const page = await env.newPage({ viewport: { width: 390, height: 844 } });
  await env.login(page, 'ftth');
  await page.route('**/kundenportal-api/user/logout', (route) => route.abort('internetdisconnected'));
  await logoutIn(page);
  await page.getByRole('alert').filter({ hasText: 'Abmeldung nicht bestätigt' }).waitFor();
  await env.checkA11y(page, 'Abmeldung ohne Netz (390 px)');
  await env.screenshot(page, 'session-logout-ohne-netz-390');
  await page.unroute('**/kundenportal-api/user/logout');
  // start-up asks the server again before anything else: the old session ends, the page says so
  await page.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await page.waitForURL(/\/login\?redir=/);
  assert.equal((await env.state()).sessions, 0);
  await page.goto(env.url('/logged-out'));
  await page.getByText('Sie haben sich erfolgreich abgemeldet.').waitFor();
});

test('Abmelden in einem Tab leert den anderen Tab (gleicher Browser)', async () => {
  const tabA = await env.newPage();
  await env.login(tabA, 'dsl25');
  await tabA.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await tabA.getByText('thomas.mueller@example.org').first().waitFor();
  const tabB = await secondTab(tabA);
  await tabB.goto(env.url('/private/dashboard/startseite'));
  await env.heading(tabB, /./);
  await logoutIn(tabB);
  await tabA.waitForURL(/\/logged-out$/);
  await env.heading(tabA, 'Abgemeldet');
  assert.equal(await tabA.getByText('thomas.mueller@example.org').count(), 0);
  await tabA.getByText('Sie haben sich erfolgreich abgemeldet.').waitFor();
  await env.checkA11y(tabA, 'anderer Tab nach Abmeldung');
});

test('Tab A (Kunde X, Telefonformular) schreibt nie in das Konto Y, wenn Tab B sich als Y neu anmeldet', async () => {
  const tabA = await env.newPage();
  await env.login(tabA, 'dsl25');
  await tabA.goto(env.url(TELEFON));
  await env.heading(tabA, 'Telefonnummern ändern');
  const tabB = await secondTab(tabA);
  await tabB.goto(env.url('/private/dashboard/startseite'));
  await env.heading(tabB, /./);
  await logoutIn(tabB);
  await loginIn(tabB, 'ftth');
  // tab A dropped X's data with the logout of tab B; the phone form of X is gone
  await tabA.waitForURL(/\/logged-out$/);
  assert.equal(await tabA.getByRole('textbox', { name: /^Telefonnummer/ }).count(), 0);
  assert.equal(customer('ftth').kundendaten.phone, '0361 5550202');
  assert.equal(customer('dsl25').kundendaten.phone, '0361 5550101');
});

test('unangekündigter Kontowechsel (Anmeldung als Y ohne Tab-Nachricht): Speichern im Telefonformular von X wird abgewiesen', async () => {
  const tabA = await env.newPage();
  await env.login(tabA, 'dsl25');
  await tabA.goto(env.url(TELEFON));
  await env.heading(tabA, 'Telefonnummern ändern');
  await tabA.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0361 9999999');
  // another program of the same browser logs in as Y: same cookie jar, no message to the portal's tabs
  const res = await tabA.context().request.post(`${env.origin}/kundenportal-api/login`, {
    form: { username: 'ftth', password: DEMO_PASSWORD },
    headers: { Origin: env.origin },
  });
  assert.equal(res.status(), 200);
  await tabA.getByRole('button', { name: 'Telefonnummern speichern' }).click();
  await tabA
    .getByRole('alert')
    .filter({ hasText: 'In einem anderen Tab wurde ein anderes Kundenkonto angemeldet' })
    .waitFor();
  assert.equal(customer('ftth').kundendaten.phone, '0361 5550202', "Y's phone unchanged");
  assert.equal(customer('dsl25').kundendaten.phone, '0361 5550101', "X's phone unchanged");
  // the tab now shows the session's customer (Y), not X's typed value
  await tabA.getByRole('textbox', { name: /^Telefonnummer/ }).waitFor();
  assert.equal(await tabA.getByRole('textbox', { name: /^Telefonnummer/ }).inputValue(), '0361 5550202');
  await env.checkA11y(tabA, 'Hinweis Kontowechsel');
  await env.screenshot(tabA, 'session-kontowechsel-hinweis');
});

test('Bank-Prüfschritt von X nach Anmeldung als Y in Tab B: keine Bankverbindung bei Y', async () => {
  const tabA = await env.newPage();
  tabA.setDefaultTimeout(30000);
  await env.login(tabA, 'dsl25');
  await tabA.goto(env.url(`${MEINE_DATEN}/bankdaten`));
  await env.heading(tabA, 'Bankverbindung');
  await enterBankdaten(tabA, 'Thomas Müller');
  await tabA.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
  const banksOfY = customer('ftth').bankdaten.length;
  const banksOfX = customer('dsl25').bankdaten.length;

  const tabB = await secondTab(tabA);
  await tabB.goto(env.url('/login'));
  // tab B logs in as Y without logging out first (the login form after a session cookie was lost)
  await tabB.context().clearCookies();
  await tabB.goto(env.url('/login'));
  await env.field(tabB, 'Benutzername oder Kundennummer').fill('ftth');
  await env.field(tabB, 'Passwort').fill(DEMO_PASSWORD);
  await tabB.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await tabB.waitForURL(/\/private\//);
  // tab A learns of the new customer and drops X's review step; or, if it still could, the write is refused
  await tabA
    .getByRole('alert')
    .filter({ hasText: 'In einem anderen Tab wurde ein anderes Kundenkonto angemeldet' })
    .waitFor();
  const confirm = tabA.getByRole('button', { name: 'Bankverbindung verbindlich ändern' });
  if (await confirm.count()) await confirm.click().catch(() => undefined);
  await tabA.waitForTimeout(500);
  assert.equal(customer('ftth').bankdaten.length, banksOfY, 'no bank account added to Y');
  assert.equal(customer('dsl25').bankdaten.length, banksOfX);
  await env.heading(tabA, 'Bankverbindung');
  assert.equal(await tabA.getByText('Thomas Müller').count(), 0, "X's data is gone from tab A");
});

test('Leerlauf-Countdown gilt für alle Tabs: „Angemeldet bleiben“ in einem Tab hält auch den anderen angemeldet', async () => {
  // the client's countdown follows the idle time the server reports; 15 s → the warning 5 s before the end
  const opts = env.app.ctx.opts;
  const idleBefore = opts.idleSeconds;
  opts.idleSeconds = 15;
  try {
    const tabA = await env.newPage();
    await env.login(tabA, 'dsl25');
    const tabB = await secondTab(tabA);
    await tabB.goto(env.url('/private/dashboard/startseite'));
    await env.heading(tabB, /./);
    const warningIn = (tab) => tab.getByRole('alertdialog', { name: 'Ihre Sitzung läuft gleich ab' });
    await warningIn(tabA).waitFor({ timeout: 25000 });
    // the same countdown in both tabs (tab B loaded later, but the last call of any tab counts)
    await warningIn(tabB).waitFor({ timeout: 2000 });
    await warningIn(tabB).getByRole('button', { name: 'Angemeldet bleiben' }).click();
    await warningIn(tabA).waitFor({ state: 'hidden', timeout: 3000 });
    await warningIn(tabB).waitFor({ state: 'hidden' });
    // past tab A's own original time-out: it did not announce "Sitzung abgelaufen"
    await tabA.waitForTimeout(6000);
    assert.match(tabA.url(), /\/private\//);
    assert.match(tabB.url(), /\/private\//);
    // nobody acts now: both tabs end at session-expired together
    await tabA.waitForURL(/\/login\/session-expired\?redir=/, { timeout: 25000 });
    await tabB.waitForURL(/\/login\/session-expired\?redir=/, { timeout: 5000 });
  } finally {
    opts.idleSeconds = idleBefore;
  }
});

test('nach dem Abmelden enthält der Speicher der Seite keine Kundendaten (CDP-Heap-Snapshot)', async () => {
  const page = await env.newPage();
  const x = customer('dsl25');
  const iban = x.bankdaten[0].accountNumberInternational;
  const secrets = { iban, email: x.kundendaten.email, phone: x.kundendaten.phone, birthday: x.kundendaten.birthday };
  await env.login(page, 'dsl25');
  await page.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await page.getByText(secrets.email).first().waitFor();
  await page.getByRole('link', { name: 'Bankverbindung' }).first().click();
  await env.heading(page, 'Bankverbindung');
  await page
    .getByText(/\*\*\*\*/)
    .first()
    .waitFor();

  const before = await heapSnapshot(page);
  for (const [what, value] of Object.entries(secrets)) assert.ok(before.includes(value), `control: ${what} in memory`);

  await logoutIn(page);
  await env.heading(page, 'Abgemeldet');
  const after = await heapSnapshot(page);
  const found = Object.entries(secrets).filter(([, value]) => after.includes(value));
  assert.deepEqual(found, [], 'no customer data in memory after logout');
});

test('PIN und PUK: beim Anzeigen nicht im Redux-Store und in keinem Speicher, nach dem Abmelden auch nicht im Heap', async () => {
  const page = await env.newPage();
  await env.login(page, 'multi');
  await page.goto(env.url('/private/dashboard/sim-geraete/V-100032'));
  await env.heading(page, 'SIM & Geräte');
  const tablet = page.getByRole('region', { name: 'SIM-Karte (MultiSIM) – iPad Air' });
  await tablet.getByRole('button', { name: 'PIN und PUK anzeigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aktion bestätigen' });
  await dialog.locator('#field-passwort').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  const sim = customer('multi').contracts.find((c) => c.contractId === 'V-100032').sims[1];
  await expect(tablet.getByText(sim.puk, { exact: true })).toBeVisible();
  await expect(tablet.getByText(sim.pin, { exact: true })).toBeVisible();
  // a 4-digit PIN may be any number in the page: it is looked for as a text of its own (a quoted string)
  const secrets = { pin: `"${sim.pin}"`, puk: sim.puk };
  const held = (text) => Object.entries(secrets).filter(([, value]) => text.includes(value)).map(([what]) => what);

  const state = await reduxStateText(page);
  expect(state.length, 'control: the store was read').toBeGreaterThan(1000);
  expect(state, 'control: the store holds the customer').toContain(customer('multi').kundendaten.email);
  expect(held(state), 'PIN and PUK are not in the store while shown').toEqual([]);
  expect(held(await storageText(page)), 'PIN and PUK are in no storage').toEqual([]);
  expect(held(await heapSnapshot(page)), 'control: what is shown is in memory').toEqual(['pin', 'puk']);

  await logoutIn(page);
  await env.heading(page, 'Abgemeldet');
  expect(held(await reduxStateText(page)), 'not in the store after logout').toEqual([]);
  expect(held(await storageText(page)), 'not in storage after logout').toEqual([]);
  expect(held(await heapSnapshot(page)), 'not in memory after logout').toEqual([]);
});
