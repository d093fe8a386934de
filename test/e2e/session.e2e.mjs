/**
 * Session and tab safety (issue 15): honest logout, tabs that agree on who is logged in (two pages in ONE
 * browser context share cookies and storage, like two tabs), no customer data in memory after logout
 * (CDP heap snapshot), hostile redir values, chunk failures and an offline login page.
 */
import { test } from 'node:test';
import { assert, DEMO_PASSWORD, useE2E } from './harness.mjs';

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
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((u) => !u.pathname.includes('/login'));
}

async function logoutIn(page) {
  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await page.waitForURL(/\/logged-out$/);
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
