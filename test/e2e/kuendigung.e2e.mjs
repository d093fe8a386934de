/**
 * § 312k BGB cancellation end to end: public (no login, from the login page link) and logged in from the
 * contract tab (prefilled), both ending with the declaration and its PDF; the backend records it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './harness.mjs';

async function expectConfirmation(env, page, { vertrag, email }) {
  const done = page.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' });
  await expect(done).toBeVisible();
  await expect(done.getByText(new RegExp(`Bestätigung an ${email.replace('.', '\\.')}`))).toBeVisible();
  await expect(done.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr$/)).toBeVisible();
  await expect(done.getByText(vertrag, { exact: true })).toBeVisible();
  await env.checkA11y(page, 'Kündigungsbestätigung');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('button', { name: 'Eingangsbestätigung herunterladen (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Kuendigungsbestaetigung_K-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('ohne Anmeldung: Link auf der Anmeldeseite, Pflichtangaben, außerordentlich mit Grund', async ({ env, page }) => {
  await page.goto(env.url('/login'));
  await page.getByRole('main').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await env.heading(page, 'Verträge hier kündigen');
  await env.checkA11y(page, 'Kündigung öffentlich');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByText('Bitte prüfen Sie Ihre Eingaben')).toBeVisible();
  await env.screenshot(page, 'kuendigung-fehler');

  await page.getByRole('radio', { name: 'Außerordentliche (fristlose) Kündigung' }).check();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Jürgen');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Weiß');
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000003');
  await page.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100032');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('juergen.weiss@example.org');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByRole('textbox', { name: /^Grund/ })).toBeVisible();
  await expect(page.getByText('Bitte prüfen Sie Ihre Eingaben')).toBeVisible();
  await page.getByRole('textbox', { name: /^Grund/ }).fill('Umzug ins Ausland ohne Versorgung');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expectConfirmation(env, page, { vertrag: 'V-100032', email: 'juergen.weiss@example.org' });
  await env.screenshot(page, 'kuendigung-bestaetigung');
  const state = await env.state();
  expect(state.kuendigungen.length).toBe(1);
  expect(state.kuendigungen[0].art).toBe('ausserordentlich');
  expect(state.kuendigungen[0].grund).toBe('Umzug ins Ausland ohne Versorgung');
});

test('ohne Anmeldung: Wunschtermin in der Zukunft, Serverfehler bleibt mit Eingaben stehen', async ({ env, page }) => {
  await page.goto(env.url('/kuendigen'));
  await env.heading(page, 'Verträge hier kündigen');
  await page.getByRole('textbox', { name: /^Firma/ }).fill('Thüringer Holzbau GmbH');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Frank');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Köhler');
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('12');
  await page.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100041');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('buchhaltung@holzbau-example.de');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByText('Die Kundennummer besteht aus 5 bis 10 Ziffern.').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000004');
  await page.getByRole('radio', { name: 'Zu einem Wunschtermin' }).check();
  const date = page
    .getByRole('textbox', { name: /^Wunschtermin/ })
    .or(page.getByRole('group', { name: /^Wunschtermin/ }))
    .first();
  await expect(date).toBeVisible();
  const future = new Date(Date.now() + 400 * 86400000);
  // a working day that is no holiday: 400 days ahead, moved to a Wednesday
  future.setDate(future.getDate() + ((3 - future.getDay() + 7) % 7));
  const typed = `${String(future.getDate()).padStart(2, '0')}.${String(future.getMonth() + 1).padStart(2, '0')}.${future.getFullYear()}`;
  await date.fill(typed);
  await page.keyboard.press('Tab');
  await env.control('fail', { pathPrefix: '/kundenportal-api/kuendigung', status: 400, times: 1 });
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Simulierter Fehler' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Vertragsnummer/ })).toHaveValue('V-100041');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expectConfirmation(env, page, { vertrag: 'V-100041', email: 'buchhaltung@holzbau-example.de' });
  await expect(page.getByText(typed, { exact: true })).toBeVisible();
});

test('ohne Anmeldung: falscher Name – nichts gesendet, neutrale Antwort; richtiger Name – Bestätigung auch an die hinterlegte Adresse', async ({
  env,
  page,
}) => {
  await page.goto(env.url('/kuendigen'));
  await env.heading(page, 'Verträge hier kündigen');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Max');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Mustermann');
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000003');
  await page.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100032');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('fremd@example.org');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'keinem Vertrag zuordnen' });
  await expect(refusal).toBeVisible();
  // neutral: the same words whether the customer, the contract or only the name did not fit
  await expect(refusal).toHaveText(/haben keine Kündigung aufgenommen/);
  expect(await refusal.innerText()).not.toMatch(/existiert|nicht gefunden|unbekannt/i);
  await env.checkA11y(page, 'Kündigung neutral abgelehnt');
  await env.screenshot(page, 'kuendigung-neutral');
  let state = await env.state();
  expect([state.kuendigungen, state.kuendigungMails, state.vorgaenge]).toEqual([[], [], []]);

  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Jürgen');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Weiß');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expectConfirmation(env, page, { vertrag: 'V-100032', email: 'fremd@example.org' });
  await expect(page.getByText(/sowie an die bei uns hinterlegte E-Mail-Adresse des Vertragsinhabers/)).toBeVisible();
  state = await env.state();
  expect(state.kuendigungen.length).toBe(1);
  expect(state.kuendigungMails.map((m) => [m.login, m.an, m.vorgang])).toEqual([
    ['multi', ['juergen.weiss@example.org', 'fremd@example.org'], state.kuendigungen[0].id],
  ]);
});

for (const customer of [
  { username: 'multi', contract: 'V-100035', email: 'juergen.weiss@example.org' },
  { username: 'firma', contract: 'V-100042', email: 'buchhaltung@holzbau-example.de' },
]) {
  test(`angemeldet (${customer.username}): Reiter „Vertrag kündigen“ vorausgefüllt`, async ({ env, page }) => {
    await env.login(page, customer.username);
    await page.goto(env.url(`/private/dashboard/vertraege/${customer.contract}/kuendigung`));
    await env.heading(page, 'Vertrag kündigen');
    await expect(page.getByRole('textbox', { name: /^Vertragsnummer/ })).toHaveValue(customer.contract);
    await expect(page.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(customer.email);
    await env.checkA11y(page, `Kündigung ${customer.username}`);
    await env.screenshot(page, `kuendigung-${customer.username}`);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expectConfirmation(env, page, { vertrag: customer.contract, email: customer.email });
    const state = await env.state();
    expect(state.kuendigungen[0].vertragsnummer).toBe(customer.contract);
    expect(state.kuendigungen[0].zeitpunkt).toBe('naechstmoeglich');
  });
}
