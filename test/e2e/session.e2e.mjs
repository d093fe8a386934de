/**
 * Session and tab safety: honest logout, tabs that agree on who is logged in (two pages in ONE
 * browser context share cookies and storage, like two tabs), no customer data in memory after logout
 * (CDP heap snapshot). Hostile input and failing loads: hardening.e2e.mjs.
 */
import { DEMO_PASSWORD, expect, test } from './harness.mjs';
import { heapSnapshot, reduxStateText, storageText } from './helpers/heap.mjs';
import { enterBankdaten } from './orderHelpers.mjs';

const MEINE_DATEN = '/private/dashboard/meine-daten';
const TELEFON = `${MEINE_DATEN}/stammdaten/telefon`;
const customer = (env, username) => env.app.ctx.store.byUsername(username);

/** A second page in the same browser context: another tab of the same browser (cookies, storage). */
async function secondTab(page) {
  const tab = await page.context().newPage();
  tab.setDefaultTimeout(Number(process.env.E2E_TIMEOUT_MS ?? 20000));
  return tab;
}

async function loginIn(env, page, username) {
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

test('fehlgeschlagene Abmeldung (500): ehrlicher Hinweis, Wiederholen; private Seiten nur nach neuer Anmeldung', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  await env.control('fail', { pathPrefix: '/kundenportal-api/user/logout', status: 500 });
  await logoutIn(page);
  const warning = page.getByRole('alert').filter({ hasText: 'Abmeldung nicht bestätigt' });
  await expect(warning).toBeVisible();
  await expect(page.getByText('erfolgreich abgemeldet'), 'no success claimed').toHaveCount(0);
  await env.checkA11y(page, 'Abmeldung nicht bestätigt');
  await env.screenshot(page, 'session-logout-unbestaetigt');

  // the cookie still lives on the server, yet no private page opens: login first
  await page.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await page.waitForURL(/\/login\?redir=/);
  await expect(page.getByText('Thomas Müller')).toHaveCount(0);

  await page.goto(env.url('/logged-out'));
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Abmeldung wiederholen' }).click();
  await expect(page.getByText('Die Abmeldung ist erneut fehlgeschlagen', { exact: false })).toBeVisible();
  await env.control('fail', {});
  await page.getByRole('button', { name: 'Abmeldung wiederholen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Der Server hat die Abmeldung bestätigt' })).toBeVisible();
  expect((await env.state()).sessions, 'the server session is gone').toBe(0);
  await env.checkA11y(page, 'Abmeldung bestätigt');
});

test('Sitzungsprüfung beim Start scheitert (500): Anmeldung mit Hinweis, „Erneut versuchen“ führt zur Seite', async ({
  env,
  page,
}) => {
  await env.login(page, 'multi');
  await env.control('fail', { pathPrefix: '/kundenportal-api/user/current', status: 500 });
  await page.goto(env.url('/private/dashboard/rechnungen/rechnungen'));
  await page.waitForURL(/\/login\?redir=/);
  const warning = page.getByRole('alert').filter({ hasText: 'konnte gerade nicht geprüft werden' });
  await expect(warning).toBeVisible();
  await env.checkA11y(page, 'Sitzungsprüfung gescheitert');
  await env.screenshot(page, 'session-pruefung-gescheitert');

  await env.control('fail', {});
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.waitForURL(/\/rechnungen\/rechnungen$/);
  await expect(page.getByRole('table', { name: 'Rechnungen' }).locator('tbody tr').first()).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test('Abmeldung ohne Netz: Hinweis; beim nächsten Start wird die Abmeldung nachgeholt', async ({ env }) => {
  const page = await env.newPage({ viewport: { width: 390, height: 844 } });
  await env.login(page, 'ftth');
  await page.route('**/kundenportal-api/user/logout', (route) => route.abort('internetdisconnected'));
  await logoutIn(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Abmeldung nicht bestätigt' })).toBeVisible();
  await env.checkA11y(page, 'Abmeldung ohne Netz (390 px)');
  await env.screenshot(page, 'session-logout-ohne-netz-390');
  await page.unroute('**/kundenportal-api/user/logout');
  // start-up asks the server again before anything else: the old session ends, the page says so
  await page.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await page.waitForURL(/\/login\?redir=/);
  expect((await env.state()).sessions).toBe(0);
  await page.goto(env.url('/logged-out'));
  await expect(page.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
});

test('Abmelden in einem Tab leert den anderen Tab (gleicher Browser)', async ({ env }) => {
  const tabA = await env.newPage();
  await env.login(tabA, 'dsl25');
  await tabA.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await expect(tabA.getByText('thomas.mueller@example.org').first()).toBeVisible();
  const tabB = await secondTab(tabA);
  await tabB.goto(env.url('/private/dashboard/startseite'));
  await env.heading(tabB, /./);
  await logoutIn(tabB);
  await tabA.waitForURL(/\/logged-out$/);
  await env.heading(tabA, 'Abgemeldet');
  await expect(tabA.getByText('thomas.mueller@example.org')).toHaveCount(0);
  await expect(tabA.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
  await env.checkA11y(tabA, 'anderer Tab nach Abmeldung');
});

test('Tab A (Kunde X, Telefonformular) schreibt nie in das Konto Y, wenn Tab B sich als Y neu anmeldet', async ({
  env,
}) => {
  const tabA = await env.newPage();
  await env.login(tabA, 'dsl25');
  await tabA.goto(env.url(TELEFON));
  await env.heading(tabA, 'Telefonnummern ändern');
  const tabB = await secondTab(tabA);
  await tabB.goto(env.url('/private/dashboard/startseite'));
  await env.heading(tabB, /./);
  await logoutIn(tabB);
  await loginIn(env, tabB, 'ftth');
  // tab A dropped X's data with the logout of tab B; the phone form of X is gone
  await tabA.waitForURL(/\/logged-out$/);
  await expect(tabA.getByRole('textbox', { name: /^Telefonnummer/ })).toHaveCount(0);
  expect(customer(env, 'ftth').kundendaten.phone).toBe('0361 5550202');
  expect(customer(env, 'dsl25').kundendaten.phone).toBe('0361 5550101');
});

test('unangekündigter Kontowechsel (Anmeldung als Y ohne Tab-Nachricht): Speichern im Telefonformular von X wird abgewiesen', async ({
  env,
}) => {
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
  expect(res.status()).toBe(200);
  await tabA.getByRole('button', { name: 'Telefonnummern speichern' }).click();
  await expect(
    tabA.getByRole('alert').filter({ hasText: 'In einem anderen Tab wurde ein anderes Kundenkonto angemeldet' }),
  ).toBeVisible();
  expect(customer(env, 'ftth').kundendaten.phone, "Y's phone unchanged").toBe('0361 5550202');
  expect(customer(env, 'dsl25').kundendaten.phone, "X's phone unchanged").toBe('0361 5550101');
  // the tab now shows the session's customer (Y), not X's typed value
  await expect(tabA.getByRole('textbox', { name: /^Telefonnummer/ })).toBeVisible();
  await expect(tabA.getByRole('textbox', { name: /^Telefonnummer/ })).toHaveValue('0361 5550202');
  await env.checkA11y(tabA, 'Hinweis Kontowechsel');
  await env.screenshot(tabA, 'session-kontowechsel-hinweis');
});

test('Bank-Prüfschritt von X nach Anmeldung als Y in Tab B: keine Bankverbindung bei Y', async ({ env }) => {
  const tabA = await env.newPage();
  tabA.setDefaultTimeout(30000);
  await env.login(tabA, 'dsl25');
  await tabA.goto(env.url(`${MEINE_DATEN}/bankdaten`));
  await env.heading(tabA, 'Bankverbindung');
  await enterBankdaten(tabA, 'Thomas Müller');
  await tabA.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
  const banksOfY = customer(env, 'ftth').bankdaten.length;
  const banksOfX = customer(env, 'dsl25').bankdaten.length;

  const tabB = await secondTab(tabA);
  await tabB.goto(env.url('/login'));
  // tab B logs in as Y without logging out first (the login form after a session cookie was lost)
  await tabB.context().clearCookies();
  await tabB.goto(env.url('/login'));
  await env.field(tabB, 'Benutzername oder Kundennummer').fill('ftth');
  await env.field(tabB, 'Passwort').fill(DEMO_PASSWORD);
  await tabB.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await tabB.waitForURL(/\/private\//);
  // tab A learns of the new customer and drops X's review step; or, where a call of tab A met the cleared cookie
  // first, it ends at session-expired; either way X's review is gone, and a write still sent is refused
  const otherAccount = tabA
    .getByRole('alert')
    .filter({ hasText: 'In einem anderen Tab wurde ein anderes Kundenkonto angemeldet' });
  const expired = tabA.getByRole('heading', { level: 1, name: /Sitzung abgelaufen/ });
  await expect(otherAccount.or(expired)).toBeVisible();
  const confirm = tabA.getByRole('button', { name: 'Bankverbindung verbindlich ändern' });
  if (await confirm.count()) await confirm.click().catch(() => undefined);
  await env.settled(tabA);
  expect(customer(env, 'ftth').bankdaten.length, 'no bank account added to Y').toBe(banksOfY);
  expect(customer(env, 'dsl25').bankdaten.length).toBe(banksOfX);
  if (await otherAccount.isVisible()) await env.heading(tabA, 'Bankverbindung');
  await expect(tabA.getByText('Thomas Müller'), "X's data is gone from tab A").toHaveCount(0);
});

test('Leerlauf-Countdown gilt für alle Tabs: „Angemeldet bleiben“ in einem Tab hält auch den anderen angemeldet', async ({
  env,
}) => {
  // both tabs run on their context's clock (page.clock is the context's): the countdown jumps, however busy the
  // machine is, while the stand-in's own session (15 min, real time) stays valid
  const IDLE_S = 900;
  const WARNING_S = 120;
  const tabA = await env.newPage();
  // the fake clock from the first page on: a countdown armed on the real timers before an install would not jump
  await tabA.clock.install();
  await env.login(tabA, 'dsl25');
  await env.heading(tabA, /./);
  const tabB = await secondTab(tabA);
  // the start page's notices (faults, orders) are asked for after its first paint: an answer after the jump
  // would count as activity at the jumped-to time and rightly restart the countdown
  const notices = ['user/stoerungen', 'user/vorgaenge'].map((call) =>
    tabB.waitForResponse((r) => r.url().endsWith(call)),
  );
  await tabB.goto(env.url('/private/dashboard/startseite'));
  await env.heading(tabB, /./);
  await Promise.all(notices);
  // every call answered first
  await env.settled(tabA);
  await env.settled(tabB);
  const warningIn = (tab) => tab.getByRole('alertdialog', { name: 'Ihre Sitzung läuft gleich ab' });
  await tabA.clock.fastForward((IDLE_S - WARNING_S + 5) * 1000);
  // the same countdown in both tabs (tab B loaded later, but the last call of any tab counts)
  await expect(warningIn(tabA)).toBeVisible();
  // the customer switches to the other tab (as a person would; a tab behind another may paint late)
  await tabB.bringToFront();
  await expect(warningIn(tabB)).toBeVisible();
  await warningIn(tabB).getByRole('button', { name: 'Angemeldet bleiben' }).click();
  await expect(warningIn(tabA)).toBeHidden();
  await expect(warningIn(tabB)).toBeHidden();
  // past tab A's own original time-out: it did not announce "Sitzung abgelaufen"
  await tabA.clock.fastForward((WARNING_S + 10) * 1000);
  await env.settled(tabA);
  await expect(tabA).toHaveURL(/\/private\//);
  await expect(tabB).toHaveURL(/\/private\//);
  await expect(warningIn(tabA)).toHaveCount(0);
  // nobody acts now: both tabs end at session-expired together
  await tabA.clock.fastForward(IDLE_S * 1000);
  await tabA.waitForURL(/\/login\/session-expired\?redir=/);
  await tabB.waitForURL(/\/login\/session-expired\?redir=/);
});

test('nach dem Abmelden enthält der Speicher der Seite keine Kundendaten (CDP-Heap-Snapshot)', async ({
  env,
  page,
}) => {
  const x = customer(env, 'dsl25');
  const iban = x.bankdaten[0].accountNumberInternational;
  const secrets = { iban, email: x.kundendaten.email, phone: x.kundendaten.phone, birthday: x.kundendaten.birthday };
  await env.login(page, 'dsl25');
  await page.goto(env.url(`${MEINE_DATEN}/stammdaten`));
  await expect(page.getByText(secrets.email).first()).toBeVisible();
  await page.getByRole('link', { name: 'Bankverbindung' }).first().click();
  await env.heading(page, 'Bankverbindung');
  await page
    .getByText(/\*\*\*\*/)
    .first()
    .waitFor();

  const before = await heapSnapshot(page);
  for (const [what, value] of Object.entries(secrets)) expect(before, `control: ${what} in memory`).toContain(value);

  await logoutIn(page);
  await env.heading(page, 'Abgemeldet');
  const after = await heapSnapshot(page);
  const found = Object.entries(secrets).filter(([, value]) => after.includes(value));
  expect(found, 'no customer data in memory after logout').toEqual([]);
});

test('PIN und PUK: beim Anzeigen nicht im Redux-Store und in keinem Speicher, nach dem Abmelden auch nicht im Heap', async ({
  env,
  page,
}) => {
  await env.login(page, 'multi');
  await page.goto(env.url('/private/dashboard/sim-geraete/V-100032'));
  await env.heading(page, 'SIM & Geräte');
  const tablet = page.getByRole('region', { name: 'SIM-Karte (MultiSIM) – iPad Air' });
  await tablet.getByRole('button', { name: 'PIN und PUK anzeigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aktion bestätigen' });
  await dialog.locator('#field-passwort').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  const sim = customer(env, 'multi').contracts.find((c) => c.contractId === 'V-100032').sims[1];
  await expect(tablet.getByText(sim.puk, { exact: true })).toBeVisible();
  await expect(tablet.getByText(sim.pin, { exact: true })).toBeVisible();
  // a 4-digit PIN may be any number in the page: it is looked for as a text of its own (a quoted string)
  const secrets = { pin: `"${sim.pin}"`, puk: sim.puk };
  const held = (text) =>
    Object.entries(secrets)
      .filter(([, value]) => text.includes(value))
      .map(([what]) => what);

  const state = await reduxStateText(page);
  expect(state.length, 'control: the store was read').toBeGreaterThan(1000);
  expect(state, 'control: the store holds the customer').toContain(customer(env, 'multi').kundendaten.email);
  expect(held(state), 'PIN and PUK are not in the store while shown').toEqual([]);
  expect(held(await storageText(page)), 'PIN and PUK are in no storage').toEqual([]);
  expect(held(await heapSnapshot(page)), 'control: what is shown is in memory').toEqual(['pin', 'puk']);

  await logoutIn(page);
  await env.heading(page, 'Abgemeldet');
  expect(held(await reduxStateText(page)), 'not in the store after logout').toEqual([]);
  expect(held(await storageText(page)), 'not in storage after logout').toEqual([]);
  expect(held(await heapSnapshot(page)), 'not in memory after logout').toEqual([]);
});
