/**
 * Moves without skipped steps in the other reading of the spec's open shapes: the availability
 * answer carries no cost of the move, so the review says „keine Angabe“ and the button says the move must be paid
 * for (§ 312j BGB); a move with a tariff change still takes the move date and is named in Meine Aufträge.
 */
import { expect, test } from './harness.mjs';
import { agreeToNewTerm, P } from './orderHelpers.mjs';
import { enterMove, rowsOf, shots, rowValue } from './umzugSteps.mjs';

test.use({ shapes: 'alt' });

test('Umzug sofort (Code 1) ohne Kostenangabe: „keine Angabe“ und „Umzug zahlungspflichtig beauftragen“', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { id: '100001', plz: '99084' });
  await env.heading(page, 'Umzug beauftragen');
  const rows = await rowsOf(page.locator('main'));
  expect(rowValue(rows, 'Umzug an')).toBe('Neue Str. 5a, 99084 Erfurt');
  expect(rowValue(rows, 'Umzugsdatum')).toBe(datum);
  const kosten = await rowsOf(page.getByRole('region', { name: 'Ihre Kosten für den Umzug' }));
  expect(rowValue(kosten, 'Einmalig')).toBe('keine Angabe');
  await expect(page.getByRole('button', { name: 'Umzug verbindlich beauftragen' })).toHaveCount(0);
  await env.checkA11y(page, 'alt: Umzug sofort: Prüfschritt');
  await shots(page, 'alt-code1-pruefen');
  await page.getByRole('button', { name: 'Umzug zahlungspflichtig beauftragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Umzug ist beauftragt.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ihr Umzug im Überblick' })).toBeVisible();
  await env.checkA11y(page, 'alt: Umzug sofort: beauftragt');
});

test('Umzug mit Tarifwechsel (Code 3): kein Wunschtermin, Meine Aufträge nennt Umzug und Tarif', async ({ env }) => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { id: '100001', plz: '99086' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  const radios = page.getByRole('radiogroup', { name: 'Tarif wählen' });
  await expect(radios).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Wunschtermin/ })).toHaveCount(0);
  await env.checkA11y(page, 'alt: Umzug mit Tarifwechsel: Auswahl');
  await radios.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  const rows = await rowsOf(page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' }));
  const tarif = rowValue(rows, 'Tarif');
  expect(rowValue(rows, 'Umzugsdatum')).toBe(datum);
  expect(rowValue(rows, 'Wunschtermin')).toBe(undefined);
  await agreeToNewTerm(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await expect(
    page.getByText(`Umzug an Neue Str. 5a, 99086 Erfurt zum ${datum}, neuer Tarif: ${tarif}.`),
  ).toBeVisible();
  await env.checkA11y(page, 'alt: Umzug mit Tarifwechsel: bestätigt');
  await shots(page, 'alt-code3-bestaetigt');

  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await expect(item.getByRole('heading', { name: 'Umzug mit Tarifwechsel' })).toBeVisible();
  const listed = await rowsOf(item);
  expect(rowValue(listed, 'Umzugsdatum')).toBe(datum);
  expect(rowValue(listed, 'Neuer Tarif')).toBe(tarif);
  await env.checkA11y(page, 'alt: Meine Aufträge');
});
