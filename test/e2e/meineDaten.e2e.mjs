/**
 * Meine Daten end to end against the stand-in backend: every screen's success and failure path for a
 * private (dsl25) and a business (firma) customer, the bank rule (dsl25 may change, bankheute not),
 * axe on every page.
 */
import { describe, expect, test } from './harness.mjs';
import { enterBankdaten } from './orderHelpers.mjs';

/** the machine is shared by several suites: allow slower loads than the harness default */
const SLOW_PAGE_MS = 30_000;

const P = '/private/dashboard/meine-daten';
const CUSTOMERS = [
  { username: 'dsl25', business: false, name: 'Thomas Müller' },
  { username: 'firma', business: true, name: 'Thüringer Holzbau GmbH' },
];

/** Makes the next calls to a portal path fail with the backend's German test message. */
const failNext = (env, path, status = 400) =>
  env.control('fail', { pathPrefix: `/kundenportal-api/${path}`, status, times: 1 });
const SIMULATED = 'Simulierter Fehler (Teststeuerung).';
const alertWith = (page, text) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();
const success = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

for (const customer of CUSTOMERS) {
  describe(`Meine Daten als ${customer.business ? 'Geschäftskunde' : 'Privatkunde'} (${customer.username})`, () => {
    test('Übersicht zeigt alle Daten und verlinkt die Änderungsseiten', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/stammdaten`, 'Meine Daten', { timeout: SLOW_PAGE_MS });
      const main = page.getByRole('main');
      await expect(main.getByText(customer.name, { exact: false }).first()).toBeVisible();
      await expect(main.getByText(customer.business ? 'Geschäftskunde' : 'Privatkunde')).toBeVisible();
      expect(await main.getByText(/\*\*\*\*/).count(), 'IBAN maskiert').toBeTruthy();
      if (!customer.business) await main.getByText('12.04.1971').waitFor();
      await env.checkA11y(page, `Übersicht ${customer.username}`);
      await env.screenshot(page, `meinedaten-uebersicht-${customer.username}`);
      await main.getByRole('link', { name: 'Telefonnummern ändern' }).click();
      await env.heading(page, 'Telefonnummern ändern');
    });

    test('Telefonnummern: Prüfung, Serverfehler, Speichern', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/stammdaten/telefon`, 'Telefonnummern ändern', {
        timeout: SLOW_PAGE_MS,
      });
      const phone = page.getByRole('textbox', { name: /^Telefonnummer/ });
      await phone.fill('12345');
      await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
      await expect(page.getByText('Bitte prüfen Sie Ihre Eingaben')).toBeVisible();
      await env.checkA11y(page, 'Telefon Validierung');
      await phone.fill('0361 7654321');
      await failNext(env, 'user/telefon');
      await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
      await alertWith(page, SIMULATED);
      await expect(phone).toHaveValue('0361 7654321');
      await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
      await success(page, 'Ihre Telefonnummern wurden gespeichert.');
      await env.checkA11y(page, 'Telefon gespeichert');
      await page.getByRole('navigation', { name: 'Meine Daten' }).getByRole('link', { name: 'Übersicht' }).click();
      await expect(page.getByRole('main').getByText('0361 7654321')).toBeVisible();
    });

    test('E-Mail-Adresse: Serverfehler, Bestätigungsmail, Bestätigungslink (einmalig)', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/stammdaten/email`, 'E-Mail-Adresse ändern', {
        timeout: SLOW_PAGE_MS,
      });
      const field = page.getByRole('textbox', { name: /^Neue E-Mail-Adresse/ });
      await field.fill('neu@');
      await field.press('Enter');
      await expect(page.getByText('Bitte prüfen Sie Ihre Eingaben')).toBeVisible();
      const address = `neu.${customer.username}@example.org`;
      await field.fill(address);
      await failNext(env, 'user/email');
      await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
      await alertWith(page, SIMULATED);
      await expect(field).toHaveValue(address);
      await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
      await success(page, `Bestätigungs-E-Mail an ${address}`);
      await env.checkA11y(page, 'E-Mail gesendet');
      const { lastEmailToken } = await env.state();
      expect(lastEmailToken).toBeTruthy();
      const link = `${P}/stammdaten/validate-email-update?token=${lastEmailToken}`;
      await page.goto(env.url(link));
      await env.heading(page, 'E-Mail-Adresse bestätigen');
      await success(page, `Ihre neue E-Mail-Adresse ${address} ist bestätigt`);
      await env.checkA11y(page, 'E-Mail bestätigt');
      await page.goto(env.url(link));
      await alertWith(page, 'Der Bestätigungslink ist ungültig oder wurde bereits verwendet.');
      await env.checkA11y(page, 'E-Mail-Link verbraucht');
    });

    test('Authentifizierungscode: verborgen, anzeigen, neu anfordern, Fehler', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/stammdaten/authcode`, 'Authentifizierungscode', {
        timeout: SLOW_PAGE_MS,
      });
      const value = page.getByTestId('authcode-value');
      await expect(value.getByText('••••')).toBeVisible();
      await page.getByRole('button', { name: 'anzeigen' }).click();
      const before = (await value.textContent()).trim();
      expect(before).toMatch(/^\d{4}$/);
      await env.checkA11y(page, 'Authcode');
      await env.screenshot(page, `meinedaten-authcode-${customer.username}`);
      await failNext(env, 'user/authcode');
      // asked first, and told that the old code stops working; "Abbrechen" sends nothing
      await page.getByRole('button', { name: 'Neuen Code anfordern' }).click();
      await expect(page.getByText(/Ihr bisheriger Code gilt dann sofort nicht mehr/)).toBeVisible();
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      await page.getByRole('button', { name: 'Neuen Code anfordern' }).click();
      await env.checkA11y(page, 'Authcode Rückfrage');
      await page.getByRole('button', { name: 'Ja, neuen Code anfordern' }).click();
      await alertWith(page, SIMULATED);
      await page.getByRole('button', { name: 'Ja, neuen Code anfordern' }).click();
      await success(page, 'Ihr neuer Authentifizierungscode ist gültig bis');
      await success(page, 'Der bisherige Code gilt nicht mehr.');
      await page.waitForFunction(
        (old) =>
          /^\d{4}$/.test(document.querySelector('[data-testid="authcode-value"]').textContent.trim()) &&
          document.querySelector('[data-testid="authcode-value"]').textContent.trim() !== old,
        before,
      );
    });

    test('Rechnungsadresse: Pflichtfelder, Serverfehler, Speichern', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/rechnungsadresse`, 'Rechnungsadresse', {
        timeout: SLOW_PAGE_MS,
      });
      const plzField = page.getByRole('textbox', { name: /^Postleitzahl/ });
      await plzField.fill('9908');
      await page.getByRole('textbox', { name: /^Ort/ }).fill('');
      await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
      await expect(
        page.getByRole('link', { name: 'Postleitzahl: Bitte geben Sie eine fünfstellige Postleitzahl ein.' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ort: Bitte füllen Sie dieses Feld aus.' })).toBeVisible();
      await env.checkA11y(page, 'Rechnungsadresse Validierung');
      await env.screenshot(page, `meinedaten-rechnungsadresse-fehler-${customer.username}`);
      await plzField.fill('99084');
      await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
      await page.getByRole('textbox', { name: /^Straße/ }).fill('Anger');
      await failNext(env, 'user/rechnungsadresse');
      await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
      await alertWith(page, SIMULATED);
      await expect(page.getByRole('textbox', { name: /^Straße/ })).toHaveValue('Anger');
      await page.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
      await success(page, 'Ihre Rechnungsadresse wurde gespeichert.');
      await page.goto(env.url(`${P}/stammdaten`));
      await page
        .getByRole('main')
        .getByText(/Anger \d+[a-z]*, 99084 Erfurt/)
        .first()
        .waitFor();
    });

    test('Passwort: falsches bisheriges Passwort, dann Änderung', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/passwort`, 'Passwort ändern', { timeout: SLOW_PAGE_MS });
      await env.field(page, 'Bisheriges Passwort').fill('Falsch-2026!');
      await page.locator('#field-newPassword').fill('Sommer-Regen-2027!');
      await page.locator('#field-repeatPassword').fill('Sommer-Regen-2027!');
      await expect(page.getByText('Mindestens 10 Zeichen – erfüllt')).toBeVisible();
      await page.getByRole('button', { name: 'Passwort ändern' }).click();
      await alertWith(page, 'Das bisherige Passwort ist nicht korrekt.');
      await env.checkA11y(page, 'Passwort Fehler');
      await env.field(page, 'Bisheriges Passwort').fill('Demo-2026!');
      await page.getByRole('button', { name: 'Passwort ändern' }).click();
      await success(page, 'Ihr Passwort wurde geändert.');
      await expect(page.locator('#field-newPassword')).toHaveValue('');
      await env.checkA11y(page, 'Passwort geändert');
    });

    test('Einwilligungen: Serverfehler am Schalter, dann gespeichert', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/einwilligungen`, 'Einwilligungen', {
        timeout: SLOW_PAGE_MS,
      });
      // each switch saves at once: a failed save says so at the switch, which keeps the stored choice
      const phone = page.getByRole('switch', { name: 'Werbung per Telefon' });
      // the page's own load first: the simulated failure is for the save
      await expect(phone).toBeVisible();
      await failNext(env, 'user/einwilligungszentrale');
      await phone.click();
      await alertWith(page, SIMULATED);
      await expect(phone).not.toBeChecked();
      await phone.click();
      await success(page, 'Werbung per Telefon ist jetzt erlaubt.');
      await expect(phone).toBeChecked();
      await env.checkA11y(page, 'Einwilligungen');
      await env.screenshot(page, `meinedaten-einwilligungen-${customer.username}`);
    });

    test('Telefonbucheintrag: Ladefehler, Eintragen mit Inverssuche', async ({ env }) => {
      await failNext(env, 'user/telefonbucheintrag', 500);
      const page = await env.openAs(customer.username, `${P}/telefonbucheintrag`, 'Telefonbucheintrag', {
        timeout: SLOW_PAGE_MS,
      });
      // a 5xx body is never shown to the customer: our own German text instead
      await alertWith(page, 'Das hat leider nicht geklappt. Bitte versuchen Sie es später erneut.');
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.getByRole('radio', { name: 'Ja, eintragen' }).check();
      await page.getByRole('radio', { name: 'Name, Rufnummer und Anschrift' }).check();
      await page
        .getByRole('checkbox', { name: /Inverssuche erlauben/ })
        .or(page.getByRole('switch', { name: /Inverssuche erlauben/ }))
        .check();
      await failNext(env, 'user/telefonbucheintrag');
      await page.getByRole('button', { name: 'Eintrag speichern' }).click();
      await alertWith(page, SIMULATED);
      await page.getByRole('button', { name: 'Eintrag speichern' }).click();
      await success(page, 'Ihr Telefonbucheintrag wurde gespeichert.');
      await env.checkA11y(page, 'Telefonbuch');
      await page.reload();
      await env.heading(page, 'Telefonbucheintrag');
      await expect(page.getByRole('radio', { name: 'Name, Rufnummer und Anschrift' })).toBeChecked();
    });

    test('Erweiterte Änderungen: Dateiprüfung, Serverfehler, Antrag mit Nachweis', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/erweiterte_aenderungen`, 'Erweiterte Änderungen', {
        timeout: SLOW_PAGE_MS,
      });
      const art = customer.business ? 'Neuer Firmenname' : 'Neuer Nachname';
      await page
        .getByRole('textbox', { name: new RegExp(`^${art}`) })
        .fill(customer.business ? 'Thüringer Holzbau & Söhne GmbH' : 'Müller-Lüdenscheidt');
      await page.getByRole('textbox', { name: /^Beschreibung/ }).fill('Änderung seit dem 01.09.2026.');
      // the form kit's German file field (not the browser's „Choose File“); the native input chooses
      await expect(page.getByRole('button', { name: 'Nachweis (optional) Datei auswählen' })).toBeVisible();
      await expect(page.getByText('Keine Datei ausgewählt')).toBeVisible();
      const file = page.locator('input[type="file"][name="nachweis"]');
      await file.setInputFiles({ name: 'urkunde.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await page.getByRole('button', { name: 'Änderung beantragen' }).click();
      await expect(
        page.getByRole('link', { name: 'Nachweis (optional): Bitte wählen Sie eine PDF-, JPEG- oder PNG-Datei.' }),
      ).toBeVisible();
      await env.checkA11y(page, 'Erweiterte Änderungen Validierung');
      await file.setInputFiles({
        name: 'urkunde.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 Nachweis'),
      });
      await failNext(env, 'user/erweiterte-aenderungen');
      await page.getByRole('button', { name: 'Änderung beantragen' }).click();
      await alertWith(page, SIMULATED);
      await page.getByRole('button', { name: 'Änderung beantragen' }).click();
      await success(page, 'unter der Vorgangsnummer');
      await expect(page.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('');
      await env.checkA11y(page, 'Erweiterte Änderungen gesendet');
      await env.screenshot(page, `meinedaten-erweitert-${customer.username}`);
      const { vorgaenge } = await env.state();
      const sent = vorgaenge.at(-1);
      expect(sent.art).toBe(customer.business ? 'firmendaten' : 'namensaenderung');
      expect(sent.nachweis).toEqual({ name: 'urkunde.pdf', type: 'application/pdf', size: 17 });
    });

    test('Umzug: erklärt den Ablauf und führt in den Umzug des Vertrags', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/umzug`, 'Umzug melden', { timeout: SLOW_PAGE_MS });
      await env.checkA11y(page, 'Umzug');
      await env.screenshot(page, `meinedaten-umzug-${customer.username}`);
      await page
        .getByRole('link', { name: /^Umzug für .* melden$/ })
        .first()
        .click();
      await page.waitForURL(/\/vertraege\/[^/]+\/umzug$/);
    });

    test('Bankverbindung: IBAN-Prüfung, Prüfschritt mit SEPA-Mandat, verbindliche Änderung', async ({ env }) => {
      const page = await env.openAs(customer.username, `${P}/bankdaten`, 'Bankverbindung', { timeout: SLOW_PAGE_MS });
      await page.getByRole('textbox', { name: /^Kontoinhaber/ }).fill(customer.name);
      const iban = page.getByRole('textbox', { name: /^IBAN/ });
      await iban.fill('DE02 1203 0000 0000 2020 52');
      await iban.blur();
      await expect(page.getByText('Bitte geben Sie eine gültige IBAN ein', { exact: false }).first()).toBeVisible();
      await env.checkA11y(page, 'Bank IBAN falsch');
      const validFrom = await enterBankdaten(page, customer.name);
      await expect(page.getByText('DE02 1203 0000 0000 2020 51')).toBeVisible();
      await env.checkA11y(page, 'Bank Prüfschritt');
      await env.screenshot(page, `meinedaten-bank-pruefen-${customer.username}`);
      await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
      await failNext(env, 'bankverbindung');
      await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
      await alertWith(page, SIMULATED);
      await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
      await success(page, `gilt ab dem ${validFrom}`);
      await expect(page.getByText(/Eine neue Änderung ist ab dem/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^IBAN/ })).toHaveCount(0);
      await env.checkA11y(page, 'Bank geändert');
    });
  });
}

describe('Bankverbindung nicht änderbar (bankheute)', () => {
  test('die Erklärung ersetzt das Formular und nennt das Datum', async ({ env }) => {
    const page = await env.openAs('bankheute', `${P}/bankdaten`, 'Bankverbindung', { timeout: SLOW_PAGE_MS });
    await expect(
      page.getByText(/Ihre aktuelle Bankverbindung gilt seit heute, dem \d{2}\.\d{2}\.\d{4}: Die Änderung ist wirksam/),
    ).toBeVisible();
    await expect(page.getByText(/Solange eine Änderung noch nicht wirksam ist/)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^IBAN/ })).toHaveCount(0);
    await env.checkA11y(page, 'Bank gesperrt');
    await env.screenshot(page, 'meinedaten-bank-gesperrt');
  });
});
