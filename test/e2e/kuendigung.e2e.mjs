/**
 * § 312k BGB cancellation end to end: public (no login, from the login page link) and logged in from the
 * contract tab (prefilled), both ending with the declaration and its PDF; the backend records it.
 */
import { readFile } from 'node:fs/promises';
import { assert, test, useE2E } from './harness.mjs';

const env = useE2E();

async function expectConfirmation(page, { vertrag, email }) {
  const done = page.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' });
  await done.waitFor();
  await done.getByText(new RegExp(`Bestätigung an ${email.replace('.', '\\.')}`)).waitFor();
  await done.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr$/).waitFor();
  await done.getByText(vertrag, { exact: true }).waitFor();
  await env.checkA11y(page, 'Kündigungsbestätigung');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('button', { name: 'Eingangsbestätigung herunterladen (PDF)' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^Kuendigungsbestaetigung_K-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
}

test('ohne Anmeldung: Link auf der Anmeldeseite, Pflichtangaben, außerordentlich mit Grund', async () => {
  const page = await env.newPage();
  await page.goto(env.url('/login'));
  await page.getByRole('main').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await env.heading(page, 'Verträge hier kündigen');
  await env.checkA11y(page, 'Kündigung öffentlich');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await page.getByText('Bitte prüfen Sie Ihre Eingaben').waitFor();
  await env.screenshot(page, 'kuendigung-fehler');

  await page.getByRole('radio', { name: 'Außerordentliche (fristlose) Kündigung' }).check();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Jürgen');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Weiß');
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000003');
  await page.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100032');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('juergen.weiss@example.org');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await page.getByRole('textbox', { name: /^Grund/ }).waitFor();
  await page.getByText('Bitte prüfen Sie Ihre Eingaben').waitFor();
  await page.getByRole('textbox', { name: /^Grund/ }).fill('Umzug ins Ausland ohne Versorgung');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expectConfirmation(page, { vertrag: 'V-100032', email: 'juergen.weiss@example.org' });
  await env.screenshot(page, 'kuendigung-bestaetigung');
  const state = await env.state();
  assert.equal(state.kuendigungen.length, 1);
  assert.equal(state.kuendigungen[0].art, 'ausserordentlich');
  assert.equal(state.kuendigungen[0].grund, 'Umzug ins Ausland ohne Versorgung');
});

test('ohne Anmeldung: Wunschtermin in der Zukunft, Serverfehler bleibt mit Eingaben stehen', async () => {
  const page = await env.newPage();
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
  await page.getByText('Die Kundennummer besteht aus 5 bis 10 Ziffern.').first().waitFor();
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000004');
  await page.getByRole('radio', { name: 'Zu einem Wunschtermin' }).check();
  const date = page
    .getByRole('textbox', { name: /^Wunschtermin/ })
    .or(page.getByRole('group', { name: /^Wunschtermin/ }))
    .first();
  await date.waitFor();
  const future = new Date(Date.now() + 400 * 86400000);
  // a working day that is no holiday: 400 days ahead, moved to a Wednesday
  future.setDate(future.getDate() + ((3 - future.getDay() + 7) % 7));
  const typed = `${String(future.getDate()).padStart(2, '0')}.${String(future.getMonth() + 1).padStart(2, '0')}.${future.getFullYear()}`;
  await date.fill(typed);
  await page.keyboard.press('Tab');
  await env.control('fail', { pathPrefix: '/kundenportal-api/kuendigung', status: 400, times: 1 });
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await page.getByRole('alert').filter({ hasText: 'Simulierter Fehler' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: /^Vertragsnummer/ }).inputValue(), 'V-100041');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expectConfirmation(page, { vertrag: 'V-100041', email: 'buchhaltung@holzbau-example.de' });
  await page.getByText(typed, { exact: true }).waitFor();
});

test('ohne Anmeldung: falscher Name – nichts gesendet, neutrale Antwort; richtiger Name – Bestätigung auch an die hinterlegte Adresse', async () => {
  const page = await env.newPage();
  await page.goto(env.url('/kuendigen'));
  await env.heading(page, 'Verträge hier kündigen');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Max');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Mustermann');
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000003');
  await page.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100032');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('fremd@example.org');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'keinem Vertrag zuordnen' });
  await refusal.waitFor();
  // neutral: the same words whether the customer, the contract or only the name did not fit
  assert.match(await refusal.innerText(), /haben keine Kündigung aufgenommen/);
  assert.doesNotMatch(await refusal.innerText(), /existiert|nicht gefunden|unbekannt/i);
  await env.checkA11y(page, 'Kündigung neutral abgelehnt');
  await env.screenshot(page, 'kuendigung-neutral');
  let state = await env.state();
  assert.deepEqual([state.kuendigungen, state.kuendigungMails, state.vorgaenge], [[], [], []]);

  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Jürgen');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Weiß');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expectConfirmation(page, { vertrag: 'V-100032', email: 'fremd@example.org' });
  await page.getByText(/sowie an die bei uns hinterlegte E-Mail-Adresse des Vertragsinhabers/).waitFor();
  state = await env.state();
  assert.equal(state.kuendigungen.length, 1);
  assert.deepEqual(
    state.kuendigungMails.map((m) => [m.login, m.an, m.vorgang]),
    [['multi', ['juergen.weiss@example.org', 'fremd@example.org'], state.kuendigungen[0].id]],
  );
});

for (const customer of [
  { username: 'multi', contract: 'V-100035', email: 'juergen.weiss@example.org' },
  { username: 'firma', contract: 'V-100042', email: 'buchhaltung@holzbau-example.de' },
]) {
  test(`angemeldet (${customer.username}): Reiter „Vertrag kündigen“ vorausgefüllt`, async () => {
    const page = await env.newPage();
    await env.login(page, customer.username);
    await page.goto(env.url(`/private/dashboard/vertraege/${customer.contract}/kuendigung`));
    await env.heading(page, 'Vertrag kündigen');
    assert.equal(await page.getByRole('textbox', { name: /^Vertragsnummer/ }).inputValue(), customer.contract);
    assert.equal(await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).inputValue(), customer.email);
    await env.checkA11y(page, `Kündigung ${customer.username}`);
    await env.screenshot(page, `kuendigung-${customer.username}`);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expectConfirmation(page, { vertrag: customer.contract, email: customer.email });
    const state = await env.state();
    assert.equal(state.kuendigungen[0].vertragsnummer, customer.contract);
    assert.equal(state.kuendigungen[0].zeitpunkt, 'naechstmoeglich');
  });
}
