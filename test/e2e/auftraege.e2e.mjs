/**
 * Orders a customer can trust: the pre-contract information before "Zahlungspflichtig bestellen" (summary, withdrawal,
 * documents, PDF built in the browser), and "Meine Aufträge" with the contract banners: an order or a
 * cancellation shows up in the list (read from GET user/vorgaenge) and is not offered a second time.
 */
import { readFile } from 'node:fs/promises';
import { assertAccessiblePdf, pdfText } from '../jest/pdfCheck.mjs';
import { expect, test } from './harness.mjs';
import { agreeToNewTerm, formReady, orderDate, P } from './orderHelpers.mjs';

/** Clicks a download button and returns the file's name, its bytes and its text. */
async function downloadPdf(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  // the text as a reader sees it (pdftotext), one space for every run of white space
  return { name: download.suggestedFilename(), bytes, text: pdfText(bytes).replace(/\s+/g, ' ') };
}

async function openAuftraege(env, page, label) {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Meine Aufträge' }).click();
  await env.heading(page, 'Meine Aufträge');
  await expect(page.getByText(/Ihre Aufträge werden geladen/)).toHaveCount(0);
  await env.checkA11y(page, label);
}

test('Tarifwechsel: Vertragszusammenfassung, Widerrufsbelehrung und PDF vor der Bestellung; danach in „Meine Aufträge“ und als Banner', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  // the start page's shortcut leads to the list as well
  await expect(page.getByRole('link', { name: /^Meine Aufträge Bestellungen/ })).toBeVisible();
  await env.screenshot(page, 'auftraege-startseite-1280');
  await page.goto(env.url(`${P}/vertraege/V-100001/produktwechsel`));
  await page.getByRole('link', { name: 'Tarife ansehen' }).click();
  await env.heading(page, 'Tarifwechsel bestellen');
  await formReady(page);
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

  const summary = page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Download (Bandbreite, maximal)')).toBeVisible();
  await summary
    .getByText(/^\d+ Mbit\/s$/)
    .first()
    .waitFor();
  await expect(summary.getByText('Kündigungsfrist')).toBeVisible();
  const monthly = (
    await summary.locator('dt:has-text("Monatlicher Preis (inkl. Optionen)") + dd').textContent()
  ).trim();
  expect(monthly).toMatch(/^\d+,\d{2}\s€ monatlich$/);
  const price = /^\d+,\d{2}\s€/.exec(monthly)?.[0] ?? '';
  const withdrawal = page.getByRole('region', { name: 'Widerrufsbelehrung' });
  await expect(withdrawal.getByText(/innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen/)).toBeVisible();
  await withdrawal.getByText('Vollständige Widerrufsbelehrung und Muster-Widerrufsformular anzeigen').click();
  await expect(withdrawal.getByText(/Hiermit widerrufe\(n\) ich\/wir/)).toBeVisible();
  const terms = page.getByRole('region', { name: 'Vertragsbedingungen' });
  for (const name of [/Allgemeine Geschäftsbedingungen/, /Leistungsbeschreibung/, /Preisliste/])
    expect((await terms.getByRole('link', { name }).getAttribute('href')) ?? '').toMatch(/^https:\/\//);
  await env.checkA11y(page, 'Übersicht mit vorvertraglichen Informationen');
  await env.screenshot(page, 'auftraege-uebersicht-1280');

  const before = await downloadPdf(page, summary.getByRole('button', { name: /Vertragszusammenfassung als PDF/ }));
  expect(before.name).toMatch(/^Vertragszusammenfassung_.+\.pdf$/);
  assertAccessiblePdf(before.bytes, { tables: true });
  expect(before.text, `Preis ${price} im PDF`).toContain(price.replace(/\s+/g, ' '));
  expect(before.text).toContain('Muster-Widerrufsformular');

  await agreeToNewTerm(page);

  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' });
  await expect(status).toBeVisible();
  const nr = /A-\d{4}-\d{6}/.exec(await status.textContent())?.[0];
  expect(nr, 'Auftragsnummer').toBeTruthy();
  const after = await downloadPdf(page, page.getByRole('button', { name: /Vertragszusammenfassung als PDF/ }));
  expect(after.name).toBe(`Vertragszusammenfassung_${nr}.pdf`);
  expect(after.text).toContain(`Auftragsnummer ${nr}`);
  await env.checkA11y(page, 'Bestätigung mit PDF');

  await openAuftraege(env, page, 'Meine Aufträge nach Bestellung');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await expect(item.getByRole('heading', { name: 'Tarifwechsel' })).toBeVisible();
  await expect(item.getByText(nr, { exact: true })).toBeVisible();
  await expect(item.getByText('Status: Eingegangen')).toBeVisible();
  await expect(item.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr$/)).toBeVisible();
  await env.screenshot(page, 'auftraege-liste-1280');

  await page.goto(env.url(`${P}/vertraege/V-100001/produktwechsel`));
  await expect(
    page.getByText(new RegExp(`Für diesen Vertrag läuft ein Auftrag vom .*Auftragsnummer ${nr}`)),
  ).toBeVisible();
  await expect(page.getByText(/Für diesen Vertrag läuft bereits ein Auftrag dieser Art/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tarife ansehen' })).toHaveCount(0);
  await env.checkA11y(page, 'Vertrag mit laufendem Auftrag');
  await env.screenshot(page, 'auftraege-vertrag-banner-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await env.screenshot(page, 'auftraege-vertrag-banner-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  // the stand-in holds the list: a reload shows the same
  await page.reload();
  await expect(page.getByText(/Für diesen Vertrag läuft ein Auftrag vom/)).toBeVisible();
});

test('Kündigung im Vertrag: Bestätigung bleibt, dann Banner „Gekündigt zum …“ und kein zweites Kündigen', async ({
  env,
  page,
}) => {
  await env.login(page, 'multi');
  await page.goto(env.url(`${P}/vertraege/V-100035/kuendigung`));
  await env.heading(page, 'Vertrag kündigen');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' })).toBeVisible();
  // the list reloads after the cancellation; the confirmation must stay on screen
  await expect(page.getByText(/^Gekündigt zum \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Bereiche dieses Vertrags' });
  await expect(menu.getByRole('link', { name: 'Vertrag kündigen' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Vertragsdaten' }).click();
  await expect(page.getByText('Gekündigt zum', { exact: true })).toBeVisible();
  await expect(page.getByText('Frühestmögliches Vertragsende bei Kündigung heute')).toHaveCount(0);
  await env.checkA11y(page, 'Gekündigter Vertrag');
  await env.screenshot(page, 'auftraege-gekuendigt-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await env.screenshot(page, 'auftraege-gekuendigt-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(env.url(`${P}/vertraege/V-100035/kuendigung`));
  await expect(page.getByText(/Ihre Kündigung ist eingegangen: Der Vertrag endet zum/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt kündigen' })).toHaveCount(0);
  await env.checkA11y(page, 'Kündigungsreiter nach Kündigung');

  await page.goto(env.url(`${P}/vertraege/list`));
  const row = page.getByRole('row').filter({ hasText: 'V-100035' });
  // once the running requests have arrived the row says „Gekündigt“ like the banner, and offers neither a second
  // cancellation nor a tariff change
  await expect(row.getByText('Gekündigt', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Kündigen/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Tarif wechseln/ })).toHaveCount(0);

  await openAuftraege(env, page, 'Meine Aufträge nach Kündigung');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await expect(item.getByRole('heading', { name: 'Kündigung' })).toBeVisible();
  await expect(item.getByText(/^K-\d{4}-\d{6}$/)).toBeVisible();
  await expect(item.getByText('Vertragsende zum')).toBeVisible();
});

test('Telefon (390 px): leere Liste, Router-Aktivierung erscheint, Übersicht der Bestellung ist vollständig', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: { width: 390, height: 844 } });
  await env.login(page, 'multi');
  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  await expect(page.getByText('Sie haben über das Kundenportal noch keine Aufträge gesendet.')).toBeVisible();
  await env.checkA11y(page, 'Meine Aufträge leer');
  await env.screenshot(page, 'auftraege-leer-390');

  await page.goto(env.url(`${P}/vertraege/router-aktivieren/3C:A6:2F:11:22:33`));
  await page.getByRole('button', { name: 'Router aktivieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wurde für den Vertrag V-100031 aktiviert' })).toBeVisible();
  await page.goto(env.url(`${P}/auftraege`));
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await expect(item.getByRole('heading', { name: 'Router-Aktivierung' })).toBeVisible();
  await expect(item.getByText('Status: Abgeschlossen')).toBeVisible();
  await env.checkA11y(page, 'Meine Aufträge mit Router');
  await env.screenshot(page, 'auftraege-liste-390');

  await page.goto(env.url(`${P}/vertrag-detail/V-100031/zusatzoption_bestellung`));
  await formReady(page);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('region', { name: 'Widerrufsbelehrung' })).toBeVisible();
  await env.checkA11y(page, 'Übersicht 390');
  await env.screenshot(page, 'auftraege-uebersicht-390');
});

test('Umzug: erscheint mit Umzugsdatum in „Meine Aufträge“, der Vertrag zeigt ihn und bietet keinen zweiten an', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  await page.goto(env.url(`${P}/vertraege/V-100001/umzug`));
  await page.getByRole('link', { name: 'Umzug beauftragen' }).click();
  await formReady(page, 'umzugsdatum');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Anger');
  await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('3');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('99084');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
  const datum = orderDate();
  await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(datum);
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  await page.getByRole('button', { name: /Umzug verbindlich beauftragen/ }).click();
  const status = page.getByRole('status').filter({ hasText: /Vorgangsnummer: UZ/ });
  await expect(status).toBeVisible();
  const ref = /UZ-\d{4}-\d{6}/.exec(await status.textContent())?.[0];

  await openAuftraege(env, page, 'Meine Aufträge nach Umzug');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await expect(item.getByRole('heading', { name: 'Umzug' })).toBeVisible();
  await expect(item.getByText(ref, { exact: true })).toBeVisible();
  await expect(item.getByText(datum, { exact: true })).toBeVisible();

  await page.goto(env.url(`${P}/vertraege/V-100001/umzug`));
  await expect(
    page.getByText(`Für diesen Vertrag läuft ein Umzug zum ${datum} (Vorgangsnummer ${ref}).`),
  ).toBeVisible();
  await expect(page.getByText(/Für diesen Vertrag läuft bereits ein Auftrag dieser Art/)).toBeVisible();
  await env.checkA11y(page, 'Vertrag mit laufendem Umzug');
});
