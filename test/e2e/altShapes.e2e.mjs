/**
 * The main journeys against the other reading of the spec's open shapes: the stand-in answers
 * with numeric ids, customerType codes, no optional fields and unknown fields (test/backend/lib/shapes.mjs).
 * Every page works as in the default mode: no route error screen, no page error, axe clean.
 */
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, detail, enterBankdaten, formReady, orderDate, P } from './orderHelpers.mjs';

test.use({ shapes: 'alt' });
const ROUTE_ERROR = 'Diese Seite konnte nicht angezeigt werden';
const SECTION_ERROR = 'Dieser Bereich kann gerade nicht angezeigt werden.';

/** The page shows itself, not an error screen or a broken section, and passes axe. */
async function healthy(env, page, label) {
  await env.checkA11y(page, label);
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text.includes(ROUTE_ERROR), `${label}: Fehlerseite`).toBeFalsy();
  expect(text.includes(SECTION_ERROR), `${label}: defekter Bereich`).toBeFalsy();
  // a missing value never shows a translation key or an empty interpolation
  expect(text, label).not.toMatch(/\b(?:category|status|ausbaustatus|art|offer|product|summary)\.[a-z_]+\b|\{\{/);
  await env.screenshot(page, `alt-${label}`);
}

test('Anmeldung, Startseite mit Karten und Spezialangebot (nur id und seen)', async ({ env }) => {
  const page = await env.openAs('angebot', null, null);
  await env.heading(page, /Willkommen/);
  await expect(page.getByText('Kundennummer: 1000006')).toBeVisible();
  // cards with image/link null or missing still show their text (the link comes in this reading's words, `verweis`)
  await expect(page.getByRole('heading', { name: 'Glasfaser für Thüringen' })).toBeVisible();
  const offer = page.getByRole('region', { name: 'Persönliches Angebot' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Angebot ansehen' }), 'ohne Vertrag kein Link').toHaveCount(0);
  await healthy(env, page, 'startseite');
  await offer.getByRole('button', { name: 'Gesehen – ausblenden' }).click();
  await expect(offer).toHaveCount(0);
});

test('Karten verkaufen nichts, was der Kunde hat, und erreichen nur ihre Kundentypen: multi (Sicherheitspaket, Privatkunde) sieht weder „Sicher im Netz“ noch „Für Ihr Unternehmen“, gfplus (Glasfaser 300 bestellt) nicht „Mehr Tempo“', async ({
  env,
}) => {
  const page = await env.openAs('multi', null, null, { viewport: PHONE_VIEWPORT });
  await env.heading(page, /Willkommen/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Rechnungen online' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Sicher im Netz' })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Mobilfunk dazubuchen' })).toHaveCount(0);
  // a card for business customers (`zielgruppen` in this reading) reaches no private customer
  await expect(main.getByRole('heading', { name: 'Für Ihr Unternehmen' })).toHaveCount(0);
  await healthy(env, page, 'startseite-multi-390');

  const gfplus = await env.openAs('gfplus', `${P}/vertraege/list`, 'Meine Verträge');
  await expect(gfplus.getByRole('heading', { name: 'Sie ziehen um?' })).toBeVisible();
  await expect(gfplus.getByRole('heading', { name: 'Mehr Tempo gefällig?' })).toHaveCount(0);
  await healthy(env, gfplus, 'vertraege-gfplus');
});

test('Vertragsliste, Vertrag mit numerischer Id und ein Reiter', async ({ env }) => {
  const page = await env.openAs('multi', `${P}/vertraege/list`, 'Meine Verträge');
  // the heading is prerendered; the rows come with the session
  const table = page.getByRole('table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  await healthy(env, page, 'vertraege');
  await page.goto(env.url(`${P}/vertraege/100031/allgemeine-daten`));
  await expect(page.getByRole('heading', { name: 'Laufzeit und Kündigung' })).toBeVisible();
  await healthy(env, page, 'vertrag-allgemein');
  await page.goto(env.url(`${P}/vertraege/100031/lieferadresse`));
  await expect(page.getByRole('textbox', { name: /^Straße/ })).toBeVisible();
  await healthy(env, page, 'vertrag-lieferadresse');
});

test('Bestellung bis zur Bestätigung (Antwort ohne Auftragsnummer)', async ({ env }) => {
  const page = await env.openAs('dsl25', detail('100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen');
  await formReady(page);
  await healthy(env, page, 'bestellung-auswahl');
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
  await healthy(env, page, 'bestellung-uebersicht');
  await agreeToNewTerm(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' });
  await expect(status).toBeVisible();
  expect(await status.textContent(), 'keine leere Auftragsnummer').not.toMatch(/Auftragsnummer/);
  await healthy(env, page, 'bestellung-bestaetigt');
  const { orders } = await env.state();
  expect(orders.length).toBe(1);
  expect(String(orders[0].request.vertragsId)).toBe('100001');
});

test('Umzug sofort (Antwort ohne Vorgangsnummer) und Bankverbindung ändern', async ({ env }) => {
  const page = await env.openAs('dsl25', detail('100001', 'umzug'), 'Umzug: neue Adresse angeben');
  await formReady(page, 'umzugsdatum');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Neue Str.');
  await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('5');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('99084');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
  await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  await env.heading(page, 'Umzug beauftragen');
  await healthy(env, page, 'umzug-sofort');
  // the availability answer names no cost of the move here: the button says it must be paid for (§ 312j BGB)
  await page.getByRole('button', { name: 'Umzug zahlungspflichtig beauftragen' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Ihr Umzug ist beauftragt.' });
  await expect(done).toBeVisible();
  expect(await done.textContent()).not.toMatch(/Vorgangsnummer/);
  await expect(page.getByText(/Umzug am \d{2}\.\d{2}\.\d{4} an: Neue Str\. 5, 99084 Erfurt/)).toBeVisible();
  await healthy(env, page, 'umzug-beauftragt');

  await page.goto(env.url(`${P}/meine-daten/bankdaten`));
  await env.heading(page, 'Bankverbindung');
  await enterBankdaten(page, 'Max Muster');
  await healthy(env, page, 'bank-pruefen');
  await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
  await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `gilt ab dem ${orderDate()}` })
    .waitFor();
  await healthy(env, page, 'bank-geaendert');
});

test('Rechnungen (nur Ids) und PDF', async ({ env }) => {
  const page = await env.openAs('dsl25', `${P}/rechnungen/rechnungen`, 'Rechnungen');
  const table = page.getByRole('table', { name: 'Rechnungen' });
  // the heading is prerendered; the invoices come with the session
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // no 26 rows of "-", one sentence says what the answer lacks; the PDFs stay
  await expect(page.getByText(/^Zu Ihren 26 Rechnungen liegen uns keine Angaben zu .*Betrag.* vor\./)).toBeVisible();
  await expect(table.getByRole('columnheader'), 'nur die Spalte PDF').toHaveCount(1);
  await expect(table.getByRole('row'), '26 Rechnungen + Kopfzeile').toHaveCount(27);
  await healthy(env, page, 'rechnungen');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table
      .getByRole('button', { name: /^Rechnung \d+ herunterladen$/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Rechnung_\d+\.pdf$/);
});

test('Kampagne /technologiewechsel für den Geschäftskunden (customerType 2): Upgrade über GET produkte', async ({
  env,
  page,
}) => {
  await page.goto(env.url('/technologiewechsel?kampagne=alt'));
  await page.waitForURL((u) => u.pathname.endsWith('/login'));
  await env.login(page, 'firma');
  await page.waitForURL((u) => u.pathname === `/kundenportal${detail('100041', 'technupgrade_bestellung')}`);
  const url = new URL(page.url());
  expect(url.searchParams.get('technologie')).toBe('l2-bsa-ugglas');
  expect(url.searchParams.get('kundentypId')).toBe('2');
  await env.heading(page, 'Technologie-Upgrade bestellen');
  await formReady(page);
  await healthy(env, page, 'kampagne-firma');
});

test('Gedrosselte Anmeldung (429 + Retry-After): deutsche Wartezeit-Meldung', async ({ env }) => {
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
    await expect(page.getByRole('alert').first()).toBeVisible();
    await env.settled(page);
  }
  await expect(alert.first()).toBeVisible();
  await healthy(env, page, 'login-429');
});
