/**
 * „SIM & Geräte“ of a mobile contract: `multi` blocks the tablet's SIM of V-100032 from the start page and keeps
 * the receipt, the block survives a reload; moves the eSIM to a new phone after confirming with the password (it
 * has no two-step login): the QR code shows once and a reload does not bring it back; with the lock against SIM
 * swaps on, a transfer asks for the confirmation and names the 24-hour wait. Axe on the page at 1280 and 390 px
 * (checkA11y); PIN and PUK are in no storage and leave the page's memory with the logout (CDP heap snapshot).
 * Screenshots go to .tmp/shots-sim/.
 */
import { mkdir } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { heapSnapshot } from './helpers/heap.mjs';

const SHOTS = '.tmp/shots-sim';
const SIM_PAGE = '/private/dashboard/sim-geraete/V-100032';

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const card = (page, name) => page.getByRole('region', { name });
const ESIM = 'eSIM – iPhone 15';
const TABLET = 'SIM-Karte (MultiSIM) – iPad Air';

/** The server's question for a customer without two-step login: the password again. */
async function confirmWithPassword(page, { hint } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Aktion bestätigen' });
  await expect(dialog).toBeVisible();
  if (hint) await dialog.getByText(hint).waitFor();
  await dialog.locator('#field-passwort').fill('Demo-2026!');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog).toHaveCount(0);
}

test('SIM sperren: vom Start aus, mit Grund und Bestätigung; nach dem Neuladen „gesperrt“', async ({ env, page }) => {
  await env.login(page, 'multi');
  await page.getByRole('link', { name: 'SIM & Geräte – Mobilfunk Allnet M (V-100032)' }).click();
  await env.heading(page, 'SIM & Geräte');
  const tablet = card(page, TABLET);
  await tablet.getByRole('button', { name: 'SIM sperren' }).click();
  const dialog = page.getByRole('dialog', { name: 'SIM-Karte sperren' });
  // no reason: the error is at the field
  await dialog.getByRole('button', { name: 'SIM jetzt sperren' }).click();
  await expect(dialog.getByText('Bitte wählen Sie den Grund der Sperre.').first()).toBeVisible();
  await dialog.getByRole('radio', { name: 'gestohlen' }).check();
  await dialog.getByRole('button', { name: 'SIM jetzt sperren' }).click();
  const receipt = tablet.getByRole('status').filter({ hasText: 'Die SIM-Karte ist gesperrt' });
  await expect(receipt.getByText(/Bestätigung Nr\. SP-1000003-0001 vom \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await expect(tablet.getByText('gesperrt', { exact: true })).toBeVisible();
  await shot(page, 'gesperrt-beleg-1280');

  await page.reload();
  await env.heading(page, 'SIM & Geräte');
  await expect(card(page, TABLET).getByText('gesperrt', { exact: true })).toBeVisible();
  await expect(card(page, TABLET).getByRole('button', { name: 'Sperre aufheben' })).toBeVisible();
  await expect(card(page, TABLET).getByRole('button', { name: 'SIM sperren' })).toHaveCount(0);
  await env.checkA11y(page, 'SIM & Geräte, SIM gesperrt');
  await shot(page, 'gesperrt-390');
});

test('eSIM übertragen nach der Bestätigung: QR-Code einmal, nach dem Neuladen nicht mehr (390 px)', async ({ env }) => {
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await env.login(page, 'multi');
  await page.goto(env.url(SIM_PAGE));
  await env.heading(page, 'SIM & Geräte');
  const esim = card(page, ESIM);
  await esim.getByRole('button', { name: 'eSIM auf neues Gerät übertragen' }).click();
  await page
    .getByRole('dialog', { name: 'eSIM auf ein neues Gerät übertragen' })
    .getByRole('button', { name: 'Neues eSIM-Profil erstellen' })
    .click();
  await confirmWithPassword(page);
  const qr = esim.getByRole('img', { name: 'QR-Code des neuen eSIM-Profils' });
  await expect(qr).toBeVisible();
  const code = await esim.locator('code').first().innerText();
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  await env.checkA11y(page, 'SIM & Geräte, neues eSIM-Profil');
  await shot(page, 'esim-qr-390');

  await page.reload();
  await env.heading(page, 'SIM & Geräte');
  await expect(card(page, ESIM).getByText('Neues eSIM-Profil erstellt am')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code des neuen eSIM-Profils' })).toHaveCount(0);
  await expect(page.getByText(code), 'the activation code is not shown again').toHaveCount(0);
});

test('Rufnummernsperre an: die eSIM-Übertragung fragt nach der Bestätigung und nennt die 24 Stunden Wartezeit', async ({
  env,
  page,
}) => {
  await env.login(page, 'multi');
  // from the contract's menu
  await page.goto(env.url('/private/dashboard/vertraege/V-100032/allgemeine-daten'));
  await page.getByRole('link', { name: 'SIM & Geräte' }).click();
  await env.heading(page, 'SIM & Geräte');
  // the switch turns when the server has saved it
  await page.getByRole('switch', { name: 'Rufnummernsperre' }).click();
  await confirmWithPassword(page);
  await expect(page.getByRole('status').filter({ hasText: 'Die Rufnummernsperre ist jetzt an.' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Rufnummernsperre' })).toBeChecked();
  // the confirmation's few minutes run out: the transfer asks again
  await env.control('clock', { stunden: 0.1 });
  const esim = card(page, ESIM);
  await esim.getByRole('button', { name: 'eSIM auf neues Gerät übertragen' }).click();
  const ask = page.getByRole('dialog', { name: 'eSIM auf ein neues Gerät übertragen' });
  await expect(ask.getByText(/erst nach 24 Stunden laden/)).toBeVisible();
  await ask.getByRole('button', { name: 'Neues eSIM-Profil erstellen' }).click();
  await confirmWithPassword(page, { hint: /erst nach 24 Stunden laden/ });
  await esim
    .getByRole('status')
    .filter({ hasText: /ab \d\d\.\d\d\.\d{4}.*laden \(nach 24 Stunden Wartezeit\)\. Wir haben eine E-Mail an/ })
    .waitFor();
  await expect(page.getByRole('img', { name: 'QR-Code des neuen eSIM-Profils' })).toHaveCount(0);
  await expect(esim.getByRole('button', { name: 'Übertragung abbrechen' })).toBeVisible();
  // nothing to press before the wait is over
  await expect(esim.getByRole('button', { name: 'eSIM auf neues Gerät übertragen' })).toHaveCount(0);
  await shot(page, 'schutz-wartet-1280');
});

test('PIN und PUK: nach der Bestätigung sichtbar, in keinem Speicher, nach dem Abmelden nicht mehr im Heap', async ({
  env,
  page,
}) => {
  await env.login(page, 'multi');
  await page.goto(env.url(SIM_PAGE));
  await env.heading(page, 'SIM & Geräte');
  const tablet = card(page, TABLET);
  await tablet.getByRole('button', { name: 'PIN und PUK anzeigen' }).click();
  await confirmWithPassword(page);
  const sim = env.app.ctx.store.byUsername('multi').contracts.find((c) => c.contractId === 'V-100032').sims[1];
  await expect(tablet.getByText(sim.puk, { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored.includes(sim.puk), 'the PUK is in no storage').toBeFalsy();
  expect((await heapSnapshot(page)).includes(sim.puk), 'control: the PUK shown is in memory').toBeTruthy();

  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await env.heading(page, 'Abgemeldet');
  expect((await heapSnapshot(page)).includes(sim.puk), 'the PUK left the memory with the logout').toBeFalsy();
});
