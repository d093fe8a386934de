/**
 * Two-step login (the test computes the codes from the secret the page shows): a login asks for the code,
 * a wrong code is refused, a backup code works once, new backup codes and switching off each need a code,
 * „nur bei kritischen Änderungen“ asks at a bank change but not at login, nothing secret stays in memory after
 * logout, the demo customer's documented secret. Axe at 1280 and 390 px; screenshots go to .tmp/shots-auth/.
 * Passkeys and devices: anmeldungPasskeys.e2e.mjs; the code question before critical changes: stepUp.e2e.mjs.
 */
import { expect, PHONE_VIEWPORT } from './harness.mjs';
import { heapSnapshot } from './helpers/heap.mjs';
import { axeClean, leftLogin, logout, shot, test } from './helpers/anmeldung.mjs';
import { enterBankdaten } from './orderHelpers.mjs';

test('Anmeldung in zwei Schritten: einrichten mit dem angezeigten Schlüssel, Code bei der Anmeldung, falscher Code abgelehnt, Backup-Code nur einmal', async ({
  env,
  steps,
}) => {
  steps.resetClock();
  const page = await env.newPage();
  await steps.passwordStep(page, 'dsl25');
  await leftLogin(page);
  const { secret, backupCodes } = await steps.setUpTotp(page, { check: true });

  // a login asks for the code; a wrong one is refused; a backup code works
  await logout(page);
  await steps.passwordStep(page, 'dsl25');
  await env.heading(page, 'Anmeldung bestätigen');
  await env.checkA11y(page, 'Login: Code-Schritt');
  await shot(page, 'login-code');
  await env.field(page, 'Sicherheitscode').fill('000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist nicht gültig.', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await env.field(page, 'Sicherheitscode').fill(backupCodes[0]);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await leftLogin(page);

  // the same backup code a second time: refused; the app's code (a new time step) lets in
  await logout(page);
  await steps.passwordStep(page, 'dsl25');
  await env.heading(page, 'Anmeldung bestätigen');
  await env.field(page, 'Sicherheitscode').fill(backupCodes[0]);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist nicht gültig.', { exact: false }).first()).toBeVisible();
  await steps.clockAhead(60);
  await env.field(page, 'Sicherheitscode').fill(steps.codeOf(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await leftLogin(page);
  await steps.openSicherheit(page);
  await expect(page.getByText('Noch 9 unbenutzte Backup-Codes.')).toBeVisible();

  // new backup codes (the old ones are void), then switched off: each with a code
  await page.getByRole('button', { name: 'Neue Backup-Codes erstellen' }).click();
  await env.field(page, 'Sicherheitscode oder Backup-Code').fill(backupCodes[1]);
  await page.getByRole('button', { name: 'Neue Backup-Codes erstellen' }).click();
  const renewed = page.getByRole('list', { name: 'Backup-Codes' });
  await expect(renewed).toBeVisible();
  const fresh = (await renewed.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(fresh.length).toBe(10);
  expect(fresh.includes(backupCodes[2])).toBeFalsy();
  await page.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await expect(page.getByText('Noch 10 unbenutzte Backup-Codes.')).toBeVisible();
  await page.getByRole('button', { name: 'Anmeldung in zwei Schritten ausschalten' }).click();
  await env.field(page, 'Sicherheitscode oder Backup-Code').fill(backupCodes[2]);
  await page.getByRole('button', { name: 'Anmeldung in zwei Schritten ausschalten' }).click();
  await expect(page.getByText('Der Code ist nicht gültig.', { exact: false }).first()).toBeVisible();
  await env.checkA11y(page, 'Zwei Schritte ausschalten (Code falsch)');
  await env.field(page, 'Sicherheitscode oder Backup-Code').fill(fresh[0]);
  await page.getByRole('button', { name: 'Anmeldung in zwei Schritten ausschalten' }).click();
  await expect(page.getByText('Die Anmeldung in zwei Schritten ist ausgeschaltet.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einrichten' })).toBeVisible();
});

test('„nur bei kritischen Änderungen“: keine Code-Frage bei der Anmeldung, aber vor der Änderung der Bankverbindung', async ({
  env,
  steps,
}) => {
  steps.resetClock();
  const page = await env.newPage();
  await steps.passwordStep(page, 'dsl25');
  await leftLogin(page);
  const { secret } = await steps.setUpTotp(page);
  await page.getByRole('radio', { name: /nur bei kritischen Änderungen/ }).check();
  await page.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.getByText(/Gespeichert: Wir fragen nur bei kritischen Änderungen/)).toBeVisible();
  await logout(page);
  await steps.passwordStep(page, 'dsl25');
  await leftLogin(page);
  await page.goto(steps.url('/private/dashboard/meine-daten/bankdaten'));
  await env.heading(page, 'Bankverbindung');
  await enterBankdaten(page, 'Thomas Müller');
  await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
  await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Änderung bestätigen' });
  await expect(dialog).toBeVisible();
  // the form's submit waits (spinner, an endless animation checkA11y would wait for): axe directly, both widths
  await axeClean(page, 'Änderung bestätigen (Code)');
  await shot(page, 'stepup-bank');
  await page.setViewportSize(PHONE_VIEWPORT);
  await axeClean(page, 'Änderung bestätigen (Code), 390 px');
  await shot(page, 'stepup-bank-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByText('Die Änderung wurde nicht gesendet', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
  await expect(dialog).toBeVisible();
  await steps.clockAhead(60);
  await dialog.getByRole('textbox', { name: /Sicherheitscode/ }).fill(steps.codeOf(secret));
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await page
    .getByText(/gilt ab dem/)
    .first()
    .waitFor();
});

test('nach dem Abmelden enthält der Speicher der Seite weder den Schlüssel noch die Backup-Codes (CDP-Heap-Snapshot)', async ({
  env,
  steps,
}) => {
  steps.resetClock();
  const page = await env.newPage();
  await steps.passwordStep(page, 'dsl25');
  await leftLogin(page);
  await steps.openSicherheit(page);
  await page.getByRole('button', { name: 'Einrichten' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await env.field(page, 'Sicherheitscode').fill(steps.codeOf(secret));
  await page.getByRole('button', { name: 'Einschalten' }).click();
  const list = page.getByRole('list', { name: 'Backup-Codes' });
  await expect(list).toBeVisible();
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  const before = await heapSnapshot(page);
  expect(before, 'control: a backup code in memory while shown').toContain(codes[0]);
  await logout(page);
  await env.heading(page, 'Abgemeldet');
  const after = await heapSnapshot(page);
  const found = [secret, ...codes].filter((value) => after.includes(value));
  expect(found, 'no secret and no backup code in memory after logout').toEqual([]);
});

test('Demo-Kunde „zweifaktor“: Code aus dem dokumentierten Schlüssel', async ({ env, steps }) => {
  steps.resetClock();
  const page = await env.newPage();
  await steps.demoCodeLogin(page);
  await steps.openSicherheit(page);
  await expect(page.getByText('Die Anmeldung in zwei Schritten ist eingeschaltet.')).toBeVisible();
});
