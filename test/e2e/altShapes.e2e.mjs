/**
 * The main journeys against the other reading of the spec's open shapes: the stand-in answers
 * with numeric ids, customerType codes, no optional fields and unknown fields (test/backend/lib/shapes.mjs).
 * Every page works as in the default mode: no route error screen, no page error, axe clean.
 */
import { assert, test, useE2E } from './harness.mjs';
import { detail, enterBankdaten, formReady, orderDate, P } from './orderHelpers.mjs';

const env = useE2E({ shapes: 'alt' });
const ROUTE_ERROR = 'Diese Seite konnte nicht angezeigt werden';
const SECTION_ERROR = 'Dieser Bereich kann gerade nicht angezeigt werden.';

/** The page shows itself, not an error screen or a broken section, and passes axe. */
async function healthy(page, label) {
  await env.checkA11y(page, label);
  const text = (await page.locator('main').textContent()) ?? '';
  assert.ok(!text.includes(ROUTE_ERROR), `${label}: Fehlerseite`);
  assert.ok(!text.includes(SECTION_ERROR), `${label}: defekter Bereich`);
  // a missing value never shows a translation key or an empty interpolation
  assert.doesNotMatch(text, /\b(?:category|status|ausbaustatus|art|offer|product|summary)\.[a-z_]+\b|\{\{/, label);
  await env.screenshot(page, `alt-${label}`);
}

test('Anmeldung, Startseite mit Karten und Spezialangebot (nur id und seen)', async () => {
  const page = await env.openAs('angebot', null, null);
  await env.heading(page, /Willkommen/);
  await page.getByText('Kundennummer: 1000006').waitFor();
  // cards with image/link null or missing still show their text; no image, no link
  await page.getByRole('heading', { name: 'Glasfaser für Thüringen' }).waitFor();
  const offer = page.getByRole('region', { name: 'Persönliches Angebot' });
  await offer.waitFor();
  assert.equal(await offer.getByRole('link', { name: 'Angebot ansehen' }).count(), 0, 'ohne Vertrag kein Link');
  await healthy(page, 'startseite');
  await offer.getByRole('button', { name: 'Gesehen – ausblenden' }).click();
  await offer.waitFor({ state: 'detached' });
});

test('Vertragsliste, Vertrag mit numerischer Id und ein Reiter', async () => {
  const page = await env.openAs('multi', `${P}/vertraege/list`, 'Meine Verträge');
  // the heading is prerendered; the rows come with the session
  const table = page.getByRole('table').first();
  await table.locator('tbody tr').first().waitFor();
  assert.ok((await table.getByRole('row').count()) > 1);
  await healthy(page, 'vertraege');
  await page.goto(env.url(`${P}/vertraege/100031/allgemeine-daten`));
  await page.getByRole('heading', { name: 'Laufzeit und Kündigung' }).waitFor();
  await healthy(page, 'vertrag-allgemein');
  await page.goto(env.url(`${P}/vertraege/100031/lieferadresse`));
  await page.getByRole('textbox', { name: /^Straße/ }).waitFor();
  await healthy(page, 'vertrag-lieferadresse');
});

test('Bestellung bis zur Bestätigung (Antwort ohne Auftragsnummer)', async () => {
  const page = await env.openAs('dsl25', detail('100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen');
  await formReady(page);
  await healthy(page, 'bestellung-auswahl');
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' }).waitFor();
  await healthy(page, 'bestellung-uebersicht');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' });
  await status.waitFor();
  assert.doesNotMatch(await status.textContent(), /Auftragsnummer/, 'keine leere Auftragsnummer');
  await healthy(page, 'bestellung-bestaetigt');
  const { orders } = await env.state();
  assert.equal(orders.length, 1);
  assert.equal(String(orders[0].request.vertragsId), '100001');
});

test('Umzug sofort (Antwort ohne Vorgangsnummer) und Bankverbindung ändern', async () => {
  const page = await env.openAs('dsl25', detail('100001', 'umzug'), 'Umzug: neue Adresse angeben');
  await formReady(page, 'umzugsdatum');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Neue Str.');
  await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('5');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('99084');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
  await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  await env.heading(page, 'Umzug beauftragen');
  await healthy(page, 'umzug-sofort');
  // the availability answer names no cost of the move here: the button says it must be paid for (§ 312j BGB)
  await page.getByRole('button', { name: 'Umzug zahlungspflichtig beauftragen' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Ihr Umzug ist beauftragt.' });
  await done.waitFor();
  assert.doesNotMatch(await done.textContent(), /Vorgangsnummer/);
  await page.getByText(/Umzug am \d{2}\.\d{2}\.\d{4} an: Neue Str\. 5, 99084 Erfurt/).waitFor();
  await healthy(page, 'umzug-beauftragt');

  await page.goto(env.url(`${P}/meine-daten/bankdaten`));
  await env.heading(page, 'Bankverbindung');
  await enterBankdaten(page, 'Max Muster');
  await healthy(page, 'bank-pruefen');
  await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
  await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `gilt ab dem ${orderDate()}` })
    .waitFor();
  await healthy(page, 'bank-geaendert');
});

test('Rechnungen (nur Ids) und PDF', async () => {
  const page = await env.openAs('dsl25', `${P}/rechnungen/rechnungen`, 'Rechnungen');
  const table = page.getByRole('table', { name: 'Rechnungen' });
  // the heading is prerendered; the invoices come with the session
  await table.locator('tbody tr').first().waitFor();
  // no 26 rows of "-", one sentence says what the answer lacks; the PDFs stay
  await page.getByText(/^Zu Ihren 26 Rechnungen liegen uns keine Angaben zu .*Betrag.* vor\./).waitFor();
  assert.equal(await table.getByRole('columnheader').count(), 1, 'nur die Spalte PDF');
  assert.equal(await table.getByRole('row').count(), 27, '26 Rechnungen + Kopfzeile');
  await healthy(page, 'rechnungen');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table
      .getByRole('button', { name: /^Rechnung \d+ herunterladen$/ })
      .first()
      .click(),
  ]);
  assert.match(download.suggestedFilename(), /^Rechnung_\d+\.pdf$/);
});

test('Kampagne /technologiewechsel für den Geschäftskunden (customerType 2): Upgrade über GET produkte', async () => {
  const page = await env.newPage();
  await page.goto(env.url('/technologiewechsel?kampagne=alt'));
  await page.waitForURL((u) => u.pathname.endsWith('/login'));
  await env.login(page, 'firma');
  await page.waitForURL((u) => u.pathname === `/kundenportal${detail('100041', 'technupgrade_bestellung')}`);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('technologie'), 'l2-bsa-ugglas');
  assert.equal(url.searchParams.get('kundentypId'), '2');
  await env.heading(page, 'Technologie-Upgrade bestellen');
  await formReady(page);
  await healthy(page, 'kampagne-firma');
});

test('Gedrosselte Anmeldung (429 + Retry-After): deutsche Wartezeit-Meldung', async () => {
  const page = await env.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(env.url('/login'));
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  const password = env.field(page, 'Passwort');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: /Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten erneut\./ });
  for (let i = 0; i < 8 && !(await alert.count()); i += 1) {
    await password.fill(`falsch-${i}`);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await env.settled(page);
  }
  await alert.first().waitFor();
  await healthy(page, 'login-429');
});
