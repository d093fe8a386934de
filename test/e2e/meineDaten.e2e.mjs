/**
 * Meine Daten end to end against the stand-in backend: every screen's success and failure path for a
 * private (dsl25) and a business (firma) customer, the bank rule (dsl25 may change, bankheute not),
 * axe on every page.
 */
import { after, before, beforeEach, describe, test } from 'node:test';
import { assert, startE2E } from './harness.mjs';

let env;
before(async () => {
  env = await startE2E();
});
after(async () => {
  await env?.close();
});
beforeEach(async () => {
  await env.control('reset');
});

const P = '/private/dashboard/meine-daten';
const CUSTOMERS = [
  { username: 'dsl25', business: false, name: 'Thomas Müller' },
  { username: 'firma', business: true, name: 'Thüringer Holzbau GmbH' },
];

async function openAs(username, path, heading) {
  const page = await env.newPage();
  await env.login(page, username);
  await page.goto(env.url(path));
  await env.heading(page, heading);
  return page;
}

/** Makes the next calls to a portal path fail with the backend's German test message. */
const failNext = (path, status = 400) => env.control('fail', { pathPrefix: `/kundenportal-api/${path}`, status, times: 1 });
const SIMULATED = 'Simulierter Fehler (Teststeuerung).';
const alertWith = (page, text) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();
const success = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

for (const customer of CUSTOMERS) {
  describe(`Meine Daten als ${customer.business ? 'Geschäftskunde' : 'Privatkunde'} (${customer.username})`, () => {
    test('Übersicht zeigt alle Daten und verlinkt die Änderungsseiten', async () => {
      const page = await openAs(customer.username, `${P}/stammdaten`, 'Meine Daten');
      const main = page.getByRole('main');
      await main.getByText(customer.name, { exact: false }).first().waitFor();
      await main.getByText(customer.business ? 'Geschäftskunde' : 'Privatkunde').waitFor();
      assert.ok(await main.getByText(/\*\*\*\*/).count(), 'IBAN maskiert');
      if (!customer.business) await main.getByText('12.04.1971').waitFor();
      await env.checkA11y(page, `Übersicht ${customer.username}`);
      await env.screenshot(page, `meinedaten-uebersicht-${customer.username}`);
      await main.getByRole('link', { name: 'Telefonnummern ändern' }).click();
      await env.heading(page, 'Telefonnummern ändern');
    });

    test('Telefonnummern: Prüfung, Serverfehler, Speichern', async () => {
      const page = await openAs(customer.username, `${P}/stammdaten/telefon`, 'Telefonnummern ändern');
      const phone = page.getByRole('textbox', { name: /^Telefonnummer/ });
      await phone.fill('12345');
      await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
      await page.getByText('Bitte prüfen Sie Ihre Eingaben').waitFor();
      await env.checkA11y(page, 'Telefon Validierung');
      await phone.fill('0361 7654321');
      await failNext('user/telefon');
      await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
      await alertWith(page, SIMULATED);
      assert.equal(await phone.inputValue(), '0361 7654321');
      await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
      await success(page, 'Ihre Telefonnummern wurden gespeichert.');
      await env.checkA11y(page, 'Telefon gespeichert');
      await page.getByRole('navigation', { name: 'Meine Daten' }).getByRole('link', { name: 'Übersicht' }).click();
      await page.getByRole('main').getByText('0361 7654321').waitFor();
    });
  });
}
