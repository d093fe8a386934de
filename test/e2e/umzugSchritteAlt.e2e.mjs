/**
 * Moves without skipped steps in the other reading of the spec's open shapes: the availability
 * answer carries no cost of the move, so the review says „keine Angabe“ and the button says the move must be paid
 * for (§ 312j BGB); a move with a tariff change still takes the move date and is named in Meine Aufträge.
 */
import { assert, test, useE2E } from './harness.mjs';
import { P } from './orderHelpers.mjs';
import { enterMove, rowsOf, shots, rowValue } from './umzugSteps.mjs';

const env = useE2E({ shapes: 'alt' });

test('Umzug sofort (Code 1) ohne Kostenangabe: „keine Angabe“ und „Umzug zahlungspflichtig beauftragen“', async () => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { id: '100001', plz: '99084' });
  await env.heading(page, 'Umzug beauftragen');
  const rows = await rowsOf(page.locator('main'));
  assert.equal(rowValue(rows, 'Umzug an'), 'Neue Str. 5a, 99084 Erfurt');
  assert.equal(rowValue(rows, 'Umzugsdatum'), datum);
  const kosten = await rowsOf(page.getByRole('region', { name: 'Ihre Kosten für den Umzug' }));
  assert.equal(rowValue(kosten, 'Einmalig'), 'keine Angabe');
  assert.equal(await page.getByRole('button', { name: 'Umzug verbindlich beauftragen' }).count(), 0);
  await env.checkA11y(page, 'alt: Umzug sofort: Prüfschritt');
  await shots(page, 'alt-code1-pruefen');
  await page.getByRole('button', { name: 'Umzug zahlungspflichtig beauftragen' }).click();
  await page.getByRole('status').filter({ hasText: 'Ihr Umzug ist beauftragt.' }).waitFor();
  await page.getByRole('region', { name: 'Ihr Umzug im Überblick' }).waitFor();
  await env.checkA11y(page, 'alt: Umzug sofort: beauftragt');
});

test('Umzug mit Tarifwechsel (Code 3): kein Wunschtermin, Meine Aufträge nennt Umzug und Tarif', async () => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { id: '100001', plz: '99086' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  const radios = page.getByRole('radiogroup', { name: 'Tarif wählen' });
  await radios.waitFor();
  assert.equal(await page.getByRole('textbox', { name: /Wunschtermin/ }).count(), 0);
  await env.checkA11y(page, 'alt: Umzug mit Tarifwechsel: Auswahl');
  await radios.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  const rows = await rowsOf(page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' }));
  const tarif = rowValue(rows, 'Tarif');
  assert.equal(rowValue(rows, 'Umzugsdatum'), datum);
  assert.equal(rowValue(rows, 'Wunschtermin'), undefined);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await page.getByText(`Umzug an Neue Str. 5a, 99086 Erfurt zum ${datum}, neuer Tarif: ${tarif}.`).waitFor();
  await env.checkA11y(page, 'alt: Umzug mit Tarifwechsel: bestätigt');
  await shots(page, 'alt-code3-bestaetigt');

  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await item.getByRole('heading', { name: 'Umzug mit Tarifwechsel' }).waitFor();
  const listed = await rowsOf(item);
  assert.equal(rowValue(listed, 'Umzugsdatum'), datum);
  assert.equal(rowValue(listed, 'Neuer Tarif'), tarif);
  await env.checkA11y(page, 'alt: Meine Aufträge');
});
