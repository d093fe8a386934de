/**
 * The code question before a critical change in mode „nur bei kritischen Änderungen“, for the demo
 * customer `zweifaktor` (its documented secret; the codes are computed here): changing the e-mail address, the
 * password, and placing an order. A wrong code is refused at the code field (announced there), the right one
 * completes the change. In mode „bei jeder Anmeldung“ the login's code is enough: no question at a change.
 * The code the login took counts for the step-up calls for a while (src/config/stepUp.json): switching to
 * „kritisch“ right after the login needs no second one.
 * The bank change: anmeldungZweiSchritte.e2e.mjs. Axe and screenshots (390/1280 px) of the question with its
 * error: .tmp/shots-auth/.
 */
import { expect, PHONE_VIEWPORT } from './harness.mjs';
import { axeClean, DEMO_SECRET, shot, test } from './helpers/anmeldung.mjs';
import { agreeToNewTerm, detail, formReady, orderDate } from './orderHelpers.mjs';
import stepUp from '../../src/config/stepUp.json' with { type: 'json' };

const MEINE_DATEN = '/private/dashboard/meine-daten';
const WRONG = 'Der Code ist nicht gültig.';

/** `zweifaktor` logged in with a code, then switched to „nur bei kritischen Änderungen“ on its page. */
async function kritischAngemeldet(env, steps) {
  steps.resetClock();
  const page = await env.newPage();
  await steps.demoCodeLogin(page);
  await steps.openSicherheit(page);
  await page.getByRole('radio', { name: /nur bei kritischen Änderungen/ }).check();
  await page.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.getByText(/Gespeichert: Wir fragen nur bei kritischen Änderungen/)).toBeVisible();
  // the login's code confirmed changes for five minutes (it also allowed lowering the mode just now): once that
  // has run out, the backend refuses the change and the portal asks (with a new code: no replay)
  await steps.clockAhead(stepUp.confirmSeconds + 30);
  return page;
}

/**
 * The question is there; a wrong code is refused at its field (aria-invalid, described by the message), the
 * change not made; then the right code. `look`: axe and screenshots of the refused code at both widths.
 */
async function answerQuestion(steps, page, { look = null } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Änderung bestätigen' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: /^Sicherheitscode/ });
  await field.fill('000000');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog.getByText(WRONG, { exact: false }).first()).toBeVisible();
  await expect(field, 'the code field is marked invalid').toHaveAttribute('aria-invalid', 'true');
  const description = await field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description, 'the field is described by the refusal').toMatch(/Der Code ist nicht gültig/);
  if (look) {
    // the page's submit waits behind the dialog (a spinner checkA11y would wait for): axe directly, both widths
    await axeClean(page, `${look}: Code falsch`);
    await shot(page, `${look}-code-falsch-1280`);
    await page.setViewportSize(PHONE_VIEWPORT);
    await axeClean(page, `${look}: Code falsch, 390 px`);
    await shot(page, `${look}-code-falsch-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await field.fill(steps.codeOf(DEMO_SECRET));
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog).toHaveCount(0);
}

const success = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

test('E-Mail-Adresse ändern fragt nach dem Code: falscher Code am Feld abgelehnt, richtiger Code ändert', async ({
  env,
  steps,
}) => {
  const page = await kritischAngemeldet(env, steps);
  await page.goto(steps.url(`${MEINE_DATEN}/stammdaten/email`));
  await env.heading(page, 'E-Mail-Adresse ändern');
  await page.getByRole('textbox', { name: /^Neue E-Mail-Adresse/ }).fill('sabine.neu@example.org');
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await answerQuestion(steps, page, { look: 'stepup-email' });
  await success(page, 'Bestätigungs-E-Mail an sabine.neu@example.org');
  await env.checkA11y(page, 'E-Mail nach der Code-Frage');
  expect((await env.state()).lastEmailToken, 'the change was sent').toBeTruthy();
});

test('Passwort ändern fragt nach dem Code: falscher Code am Feld abgelehnt, richtiger Code ändert', async ({
  env,
  steps,
}) => {
  const page = await kritischAngemeldet(env, steps);
  await page.goto(steps.url(`${MEINE_DATEN}/passwort`));
  await env.heading(page, 'Passwort ändern');
  await env.field(page, 'Bisheriges Passwort').fill('Demo-2026!');
  await page.locator('#field-newPassword').fill('Sommer-Regen-2027!');
  await page.locator('#field-repeatPassword').fill('Sommer-Regen-2027!');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await answerQuestion(steps, page);
  await success(page, 'Ihr Passwort wurde geändert.');
  await env.checkA11y(page, 'Passwort nach der Code-Frage');
});

test('Bestellen fragt nach dem Code: falscher Code am Feld abgelehnt, richtiger Code bestellt', async ({
  env,
  steps,
}) => {
  const page = await kritischAngemeldet(env, steps);
  await page.goto(steps.url(detail('V-100121', 'produktwechsel_bestellung')));
  await env.heading(page, 'Tarifwechsel bestellen');
  await formReady(page);
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
  await agreeToNewTerm(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await answerQuestion(steps, page, { look: 'stepup-bestellung' });
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
  await env.checkA11y(page, 'Bestellung nach der Code-Frage');
});

test('„bei jeder Anmeldung“: nach der Anmeldung mit Code keine zweite Code-Frage bei der Änderung', async ({
  env,
  steps,
}) => {
  steps.resetClock();
  const page = await env.newPage();
  await steps.demoCodeLogin(page);
  await page.goto(steps.url(`${MEINE_DATEN}/stammdaten/email`));
  await env.heading(page, 'E-Mail-Adresse ändern');
  await page.getByRole('textbox', { name: /^Neue E-Mail-Adresse/ }).fill('sabine.neu@example.org');
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await success(page, 'Bestätigungs-E-Mail an sabine.neu@example.org');
  await expect(page.getByRole('dialog', { name: 'Änderung bestätigen' }), 'no code question').toHaveCount(0);
});
