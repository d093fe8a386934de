/**
 * Moves without skipped steps: the move that keeps the contract (code 1) has a review step
 * (contract, old and new address, date, what stays the same, costs) before „Umzug verbindlich beauftragen“; a move
 * with a tariff change (codes 3, 4) is titled as a move and takes the move date without asking for a
 * „Wunschtermin“; the confirmation and Meine Aufträge name the move and the tariff. Axe on every page, screenshots
 * at 1280 and 390 px into .tmp/shots-moves. The other shape mode: umzugSchritteAlt.e2e.mjs.
 */
import { assert, test, useE2E } from './harness.mjs';
import { detail, P } from './orderHelpers.mjs';
import { enterMove, isoOf, rowsOf, shots, rowValue } from './umzugSteps.mjs';

const env = useE2E();

async function openAuftraege(page) {
  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await item.waitFor();
  return item;
}

test('Umzug sofort (Code 1): Prüfschritt mit Vertrag, Adressen, Datum, was bleibt und Kosten, dann „Umzug verbindlich beauftragen“', async () => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { plz: '99084' });
  await env.heading(page, 'Umzug beauftragen');
  await page.getByRole('heading', { level: 2, name: 'Angaben prüfen und Umzug beauftragen' }).waitFor();
  const rows = await rowsOf(page.locator('main'));
  assert.deepEqual(
    rows.map(([term]) => term),
    ['Betrifft Vertrag', 'Bisherige Adresse', 'Umzug an', 'Umzugsdatum', 'Tarif', 'Vertragslaufzeit'],
  );
  assert.match(rowValue(rows, 'Betrifft Vertrag'), /\(V-100001\)$/);
  assert.equal(rowValue(rows, 'Umzug an'), 'Neue Str. 5a, 99084 Erfurt');
  assert.equal(rowValue(rows, 'Umzugsdatum'), datum);
  assert.match(rowValue(rows, 'Tarif'), /\(bleibt unverändert\)$/);
  assert.match(rowValue(rows, 'Vertragslaufzeit'), /^läuft unverändert weiter/);
  await page.getByText(/^Ihr Vertrag zieht unverändert mit um/).waitFor();
  const kosten = await rowsOf(page.getByRole('region', { name: 'Ihre Kosten für den Umzug' }));
  assert.match(rowValue(kosten, 'Monatlich'), /^\d+,\d{2} € monatlich$/);
  assert.equal(rowValue(kosten, 'Einmalig'), 'keine');
  // the move is free of charge here: no payment obligation, so no „zahlungspflichtig“ (§ 312j BGB)
  assert.equal(await page.getByRole('button', { name: /zahlungspflichtig/i }).count(), 0);
  await env.checkA11y(page, 'Umzug sofort: Prüfschritt');
  await shots(page, 'code1-pruefen');

  // „Angaben ändern“: the address step again, with what was entered
  await page.getByRole('button', { name: 'Angaben ändern' }).click();
  await env.heading(page, 'Umzug: neue Adresse angeben');
  assert.equal(await page.getByRole('textbox', { name: /^Straße/ }).inputValue(), 'Neue Str.');
  assert.equal(await page.getByRole('textbox', { name: /^Hausnummernzusatz/ }).inputValue(), 'a');
  assert.equal(await page.getByRole('textbox', { name: /^Umzugsdatum/ }).inputValue(), datum);
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  await env.heading(page, 'Umzug beauftragen');
  assert.equal((await env.state()).vorgaenge.length, 0, 'nothing sent before the button');

  await page.getByRole('button', { name: 'Umzug verbindlich beauftragen' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Ihr Umzug ist beauftragt\. Vorgangsnummer: UZ/ })
    .waitFor();
  const recap = await rowsOf(page.getByRole('region', { name: 'Ihr Umzug im Überblick' }));
  assert.equal(rowValue(recap, 'Umzug an'), 'Neue Str. 5a, 99084 Erfurt');
  assert.equal(rowValue(recap, 'Umzugsdatum'), datum);
  await env.checkA11y(page, 'Umzug sofort: beauftragt');
  await shots(page, 'code1-beauftragt');
  assert.equal((await env.state()).vorgaenge.filter((v) => v.art === 'umzugeinfach').length, 1);

  const item = await openAuftraege(page);
  await item.getByRole('heading', { name: 'Umzug', exact: true }).waitFor();
  const listed = await rowsOf(item);
  assert.equal(rowValue(listed, 'Neue Adresse'), 'Neue Str. 5a, 99084 Erfurt');
  assert.equal(rowValue(listed, 'Umzugsdatum'), datum);
  await env.checkA11y(page, 'Meine Aufträge nach Umzug');
});

test('Umzug mit Tarifwechsel (Code 3): als Umzug betitelt, kein zweites Datum; Bestätigung und Meine Aufträge nennen Umzug und Tarif', async () => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { plz: '99086' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  assert.match(await page.title(), /^Umzug mit Tarifanpassung - /);
  await page.getByText(/^Sie ziehen um: An Ihrer neuen Adresse ist ein Tarifwechsel möglich/).waitFor();
  await page.getByText('Neue Adresse: Neue Str. 5a, 99086 Erfurt').waitFor();
  await page.getByText(`Umzugsdatum: ${datum}`).waitFor();
  const radios = page.getByRole('radiogroup', { name: 'Tarif wählen' });
  await radios.waitFor();
  // the move date is the date: no „Wunschtermin“ to enter, and the step does not name one
  assert.equal(await page.getByRole('textbox', { name: /Wunschtermin/ }).count(), 0);
  assert.doesNotMatch(await page.getByRole('heading', { level: 2 }).first().textContent(), /Wunschtermin/);
  await env.checkA11y(page, 'Umzug mit Tarifwechsel: Auswahl');
  await shots(page, 'code3-auswahl');

  await radios.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  const summary = page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' });
  const rows = await rowsOf(summary);
  const tarif = rowValue(rows, 'Tarif');
  assert.ok(tarif, 'Tarif in der Zusammenfassung');
  assert.equal(rowValue(rows, 'Umzug an'), 'Neue Str. 5a, 99086 Erfurt');
  assert.equal(rowValue(rows, 'Umzugsdatum'), datum);
  assert.equal(rowValue(rows, 'Wunschtermin'), undefined, 'the date once, as the move date');
  await env.checkA11y(page, 'Umzug mit Tarifwechsel: Übersicht');
  await shots(page, 'code3-uebersicht');

  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' }).waitFor();
  await page.getByText(`Umzug an Neue Str. 5a, 99086 Erfurt zum ${datum}, neuer Tarif: ${tarif}.`).waitFor();
  const recap = await rowsOf(page.getByRole('region', { name: 'Ihre Bestellung im Überblick' }));
  assert.equal(rowValue(recap, 'Tarif'), tarif);
  assert.equal(rowValue(recap, 'Umzug an'), 'Neue Str. 5a, 99086 Erfurt');
  assert.equal(rowValue(recap, 'Umzugsdatum'), datum);
  assert.match(rowValue(recap, 'Monatlicher Preis (inkl. Optionen)'), /€/);
  await env.checkA11y(page, 'Umzug mit Tarifwechsel: bestätigt');
  await shots(page, 'code3-bestaetigt');
  const { orders } = await env.state();
  assert.equal(orders.length, 1);
  assert.equal(orders[0].request.bestellart, 'produktwechsel');
  assert.equal(orders[0].request.umzugsdatum, isoOf(datum));
  assert.equal(orders[0].request.wunschtermin, isoOf(datum));

  const item = await openAuftraege(page);
  await item.getByRole('heading', { name: 'Umzug mit Tarifwechsel' }).waitFor();
  const listed = await rowsOf(item);
  // the order went out in postal spelling (order bundle, §3)
  assert.equal(rowValue(listed, 'Neue Adresse'), 'Neue Straße 5a, 99086 Erfurt');
  assert.equal(rowValue(listed, 'Umzugsdatum'), datum);
  assert.equal(rowValue(listed, 'Neuer Tarif'), tarif);
  assert.match(rowValue(listed, 'Monatlicher Preis'), /^\d+,\d{2} € monatlich$/);
  assert.ok(rowValue(listed, 'Einmalige Kosten'));
  await env.checkA11y(page, 'Meine Aufträge: Umzug mit Tarifwechsel');
  await shots(page, 'code3-auftraege');

  // one running move per contract: the move's first step says it runs
  await page.goto(env.url(detail('V-100001', 'umzug')));
  await page.getByRole('heading', { name: 'Auftrag läuft' }).waitFor();
  await env.checkA11y(page, 'Umzug: läuft schon');
});

test('Umzug mit neuem Tarif (Code 2): Bestätigung und Meine Aufträge nennen Umzug und Tarif, „Vertrag widerrufen“ an beiden', async () => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { plz: '99085' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  const radios = page.getByRole('radiogroup', { name: 'Tarif wählen' });
  await radios.getByRole('radio').first().check();
  assert.equal(await page.getByRole('textbox', { name: /Wunschtermin/ }).count(), 0);
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  const tarif = rowValue(
    await rowsOf(page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' })),
    'Tarif',
  );
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Ihr Umzug ist beauftragt\. Vorgangsnummer: UZ/ })
    .waitFor();
  await page.getByText(`Umzug an Neue Str. 5a, 99085 Erfurt zum ${datum}, neuer Tarif: ${tarif}.`).waitFor();
  const recap = await rowsOf(page.getByRole('region', { name: 'Ihre Bestellung im Überblick' }));
  assert.match(rowValue(recap, 'Auftragsnummer'), /^UZ-/);
  assert.equal(rowValue(recap, 'Tarif'), tarif);
  assert.equal(rowValue(recap, 'Umzugsdatum'), datum);
  // a move with a new tariff is a contract concluded online: it can be withdrawn
  await page.getByRole('link', { name: /^Vertrag widerrufen: Auftrag UZ-/ }).waitFor();
  await env.checkA11y(page, 'Umzug mit neuem Tarif: beauftragt');
  await shots(page, 'code2-beauftragt');

  const item = await openAuftraege(page);
  await item.getByRole('heading', { name: 'Umzug mit neuem Tarif' }).waitFor();
  const listed = await rowsOf(item);
  assert.equal(rowValue(listed, 'Neue Adresse'), 'Neue Str. 5a, 99085 Erfurt');
  assert.equal(rowValue(listed, 'Umzugsdatum'), datum);
  assert.equal(rowValue(listed, 'Neuer Tarif'), tarif);
  assert.match(rowValue(listed, 'Monatlicher Preis'), /^\d+,\d{2} € monatlich$/);
  await item.getByRole('link', { name: /^Vertrag widerrufen: Auftrag UZ-/ }).waitFor();
  await env.checkA11y(page, 'Meine Aufträge: Umzug mit neuem Tarif');
  await shots(page, 'code2-auftraege');
});

test('Umzug mit Technologie-Upgrade (Code 4): als Umzug betitelt, ohne Wunschtermin', async () => {
  const page = await env.openAs('dsl25', null, null);
  await enterMove(env, page, { plz: '99087' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  await page.getByText(/^Sie ziehen um: An Ihrer neuen Adresse ist eine andere Anschlusstechnik verfügbar/).waitFor();
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: /Wunschtermin/ }).count(), 0);
  await env.checkA11y(page, 'Umzug mit Technologie-Upgrade: Auswahl');
  await shots(page, 'code4-auswahl');
});
