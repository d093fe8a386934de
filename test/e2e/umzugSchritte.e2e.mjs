/**
 * Moves without skipped steps: the move that keeps the contract (code 1) has a review step
 * (contract, old and new address, date, what stays the same, costs) before „Umzug verbindlich beauftragen“; a move
 * with a tariff change (codes 3, 4) is titled as a move and takes the move date without asking for a
 * „Wunschtermin“; the confirmation and Meine Aufträge name the move and the tariff. Axe on every page, screenshots
 * at 1280 and 390 px into .tmp/shots-moves. The other shape mode: umzugSchritteAlt.e2e.mjs.
 */
import { mindestlaufzeitBis } from '../../src/lib/mindestlaufzeit.mjs';
import { expect, test } from './harness.mjs';
import { agreeToNewTerm, detail, P } from './orderHelpers.mjs';
import { enterMove, isoOf, rowsOf, shots, rowValue } from './umzugSteps.mjs';

async function openAuftraege(env, page) {
  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await expect(item).toBeVisible();
  return item;
}

test('Umzug sofort (Code 1): Prüfschritt mit Vertrag, Adressen, Datum, was bleibt und Kosten, dann „Umzug verbindlich beauftragen“', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { plz: '99084' });
  await env.heading(page, 'Umzug beauftragen');
  await expect(page.getByRole('heading', { level: 2, name: 'Angaben prüfen und Umzug beauftragen' })).toBeVisible();
  const rows = await rowsOf(page.locator('main'));
  expect(rows.map(([term]) => term)).toEqual([
    'Betrifft Vertrag',
    'Bisherige Adresse',
    'Umzug an',
    'Umzugsdatum',
    'Tarif',
    'Vertragslaufzeit',
  ]);
  expect(rowValue(rows, 'Betrifft Vertrag')).toMatch(/\(V-100001\)$/);
  expect(rowValue(rows, 'Umzug an')).toBe('Neue Str. 5a, 99084 Erfurt');
  expect(rowValue(rows, 'Umzugsdatum')).toBe(datum);
  expect(rowValue(rows, 'Tarif')).toMatch(/\(bleibt unverändert\)$/);
  expect(rowValue(rows, 'Vertragslaufzeit')).toMatch(/^läuft unverändert weiter/);
  await expect(page.getByText(/^Ihr Vertrag zieht unverändert mit um/)).toBeVisible();
  const kosten = await rowsOf(page.getByRole('region', { name: 'Ihre Kosten für den Umzug' }));
  expect(rowValue(kosten, 'Monatlich')).toMatch(/^\d+,\d{2} € monatlich$/);
  expect(rowValue(kosten, 'Einmalig')).toBe('keine');
  // the move is free of charge here: no payment obligation, so no „zahlungspflichtig“ (§ 312j BGB)
  await expect(page.getByRole('button', { name: /zahlungspflichtig/i })).toHaveCount(0);
  await env.checkA11y(page, 'Umzug sofort: Prüfschritt');
  await shots(page, 'code1-pruefen');

  // „Angaben ändern“: the address step again, with what was entered
  await page.getByRole('button', { name: 'Angaben ändern' }).click();
  await env.heading(page, 'Umzug: neue Adresse angeben');
  await expect(page.getByRole('textbox', { name: /^Straße/ })).toHaveValue('Neue Str.');
  await expect(page.getByRole('textbox', { name: /^Hausnummernzusatz/ })).toHaveValue('a');
  await expect(page.getByRole('textbox', { name: /^Umzugsdatum/ })).toHaveValue(datum);
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  await env.heading(page, 'Umzug beauftragen');
  expect((await env.state()).vorgaenge.length, 'nothing sent before the button').toBe(0);

  await page.getByRole('button', { name: 'Umzug verbindlich beauftragen' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Ihr Umzug ist beauftragt\. Vorgangsnummer: UZ/ })
    .waitFor();
  const recap = await rowsOf(page.getByRole('region', { name: 'Ihr Umzug im Überblick' }));
  expect(rowValue(recap, 'Umzug an')).toBe('Neue Str. 5a, 99084 Erfurt');
  expect(rowValue(recap, 'Umzugsdatum')).toBe(datum);
  await env.checkA11y(page, 'Umzug sofort: beauftragt');
  await shots(page, 'code1-beauftragt');
  expect((await env.state()).vorgaenge.filter((v) => v.art === 'umzugeinfach').length).toBe(1);

  const item = await openAuftraege(env, page);
  await expect(item.getByRole('heading', { name: 'Umzug', exact: true })).toBeVisible();
  const listed = await rowsOf(item);
  expect(rowValue(listed, 'Neue Adresse')).toBe('Neue Str. 5a, 99084 Erfurt');
  expect(rowValue(listed, 'Umzugsdatum')).toBe(datum);
  await env.checkA11y(page, 'Meine Aufträge nach Umzug');
});

test('Umzug mit Tarifwechsel (Code 3): als Umzug betitelt, kein zweites Datum; Bestätigung und Meine Aufträge nennen Umzug und Tarif', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { plz: '99086' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  expect(await page.title()).toMatch(/^Umzug mit Tarifanpassung - /);
  await expect(page.getByText(/^Sie ziehen um: An Ihrer neuen Adresse ist ein Tarifwechsel möglich/)).toBeVisible();
  await expect(page.getByText('Neue Adresse: Neue Str. 5a, 99086 Erfurt')).toBeVisible();
  await expect(page.getByText(`Umzugsdatum: ${datum}`)).toBeVisible();
  const radios = page.getByRole('radiogroup', { name: 'Tarif wählen' });
  await expect(radios).toBeVisible();
  // the move date is the date: no „Wunschtermin“ to enter, and the step does not name one
  await expect(page.getByRole('textbox', { name: /Wunschtermin/ })).toHaveCount(0);
  expect(await page.getByRole('heading', { level: 2 }).first().textContent()).not.toMatch(/Wunschtermin/);
  await env.checkA11y(page, 'Umzug mit Tarifwechsel: Auswahl');
  await shots(page, 'code3-auswahl');

  await radios.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  const summary = page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' });
  const rows = await rowsOf(summary);
  const tarif = rowValue(rows, 'Tarif');
  expect(tarif, 'Tarif in der Zusammenfassung').toBeTruthy();
  expect(rowValue(rows, 'Umzug an')).toBe('Neue Str. 5a, 99086 Erfurt');
  expect(rowValue(rows, 'Umzugsdatum')).toBe(datum);
  expect(rowValue(rows, 'Wunschtermin'), 'the date once, as the move date').toBe(undefined);
  await env.checkA11y(page, 'Umzug mit Tarifwechsel: Übersicht');
  await shots(page, 'code3-uebersicht');

  await agreeToNewTerm(page);

  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
  await expect(
    page.getByText(`Umzug an Neue Str. 5a, 99086 Erfurt zum ${datum}, neuer Tarif: ${tarif}.`),
  ).toBeVisible();
  const recap = await rowsOf(page.getByRole('region', { name: 'Ihre Bestellung im Überblick' }));
  expect(rowValue(recap, 'Tarif')).toBe(tarif);
  expect(rowValue(recap, 'Umzug an')).toBe('Neue Str. 5a, 99086 Erfurt');
  expect(rowValue(recap, 'Umzugsdatum')).toBe(datum);
  expect(rowValue(recap, 'Monatlicher Preis (inkl. Optionen)')).toMatch(/€/);
  await env.checkA11y(page, 'Umzug mit Tarifwechsel: bestätigt');
  await shots(page, 'code3-bestaetigt');
  const { orders } = await env.state();
  expect(orders.length).toBe(1);
  expect(orders[0].request.bestellart).toBe('produktwechsel');
  expect(orders[0].request.umzugsdatum).toBe(isoOf(datum));
  expect(orders[0].request.wunschtermin).toBe(isoOf(datum));

  const item = await openAuftraege(env, page);
  await expect(item.getByRole('heading', { name: 'Umzug mit Tarifwechsel' })).toBeVisible();
  const listed = await rowsOf(item);
  // the order went out in postal spelling (order bundle, §3)
  expect(rowValue(listed, 'Neue Adresse')).toBe('Neue Straße 5a, 99086 Erfurt');
  expect(rowValue(listed, 'Umzugsdatum')).toBe(datum);
  expect(rowValue(listed, 'Neuer Tarif')).toBe(tarif);
  expect(rowValue(listed, 'Monatlicher Preis')).toMatch(/^\d+,\d{2} € monatlich$/);
  expect(rowValue(listed, 'Einmalige Kosten')).toBeTruthy();
  await env.checkA11y(page, 'Meine Aufträge: Umzug mit Tarifwechsel');
  await shots(page, 'code3-auftraege');

  // one running move per contract: the move's first step says it runs
  await page.goto(env.url(detail('V-100001', 'umzug')));
  await expect(page.getByRole('heading', { name: 'Auftrag läuft' })).toBeVisible();
  await env.checkA11y(page, 'Umzug: läuft schon');
});

test('Umzug mit neuem Tarif (Code 2): Bestätigung und Meine Aufträge nennen Umzug und Tarif, „Vertrag widerrufen“ an beiden', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', null, null);
  const datum = await enterMove(env, page, { plz: '99085' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  const radios = page.getByRole('radiogroup', { name: 'Tarif wählen' });
  await radios.getByRole('radio').first().check();
  await expect(page.getByRole('textbox', { name: /Wunschtermin/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  const tarif = rowValue(
    await rowsOf(page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' })),
    'Tarif',
  );
  await agreeToNewTerm(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Ihr Umzug ist beauftragt\. Vorgangsnummer: UZ/ })
    .waitFor();
  await expect(
    page.getByText(`Umzug an Neue Str. 5a, 99085 Erfurt zum ${datum}, neuer Tarif: ${tarif}.`),
  ).toBeVisible();
  const recap = await rowsOf(page.getByRole('region', { name: 'Ihre Bestellung im Überblick' }));
  // one name per number: a move's UZ number is a Vorgangsnummer in the message and in the recap
  expect(rowValue(recap, 'Vorgangsnummer')).toMatch(/^UZ-/);
  expect(rowValue(recap, 'Auftragsnummer')).toBe(undefined);
  expect(rowValue(recap, 'Tarif')).toBe(tarif);
  expect(rowValue(recap, 'Umzugsdatum')).toBe(datum);
  // a move with a new tariff is a contract concluded online: it can be withdrawn
  await expect(page.getByRole('link', { name: /^Vertrag widerrufen: Auftrag UZ-/ })).toBeVisible();
  await env.checkA11y(page, 'Umzug mit neuem Tarif: beauftragt');
  await shots(page, 'code2-beauftragt');

  const item = await openAuftraege(env, page);
  await expect(item.getByRole('heading', { name: 'Umzug mit neuem Tarif' })).toBeVisible();
  const listed = await rowsOf(item);
  expect(rowValue(listed, 'Neue Adresse')).toBe('Neue Str. 5a, 99085 Erfurt');
  expect(rowValue(listed, 'Umzugsdatum')).toBe(datum);
  expect(rowValue(listed, 'Neuer Tarif')).toBe(tarif);
  expect(rowValue(listed, 'Monatlicher Preis')).toMatch(/^\d+,\d{2} € monatlich$/);
  await expect(item.getByRole('link', { name: /^Vertrag widerrufen: Auftrag UZ-/ })).toBeVisible();
  await env.checkA11y(page, 'Meine Aufträge: Umzug mit neuem Tarif');
  await shots(page, 'code2-auftraege');
});

test('Umzug mit neuem Tarif (Code 2), der eine neue Mindestlaufzeit beginnt: nur mit ausdrücklicher Zustimmung zum genauen Ende', async ({
  env,
}) => {
  // multi, V-100031 (VDSL 100) takes VDSL 50 at the new address: a step down starts a new term of 24 months
  const page = await env.openAs('multi', null, null);
  const datum = await enterMove(env, page, { id: 'V-100031', plz: '99085' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  await page.getByRole('radio', { name: /^VDSL 50\b/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  const until = mindestlaufzeitBis(isoOf(datum), 24).split('-').reverse().join('.');
  const summary = page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' });
  expect(rowValue(await rowsOf(summary), 'Mindestvertragslaufzeit')).toBe(`24 Monate, bis ${until}`);
  // a separate, unticked agreement naming the contract and the exact end, from the order's terms
  const agree = page.getByRole('checkbox', { name: /^Ich stimme ausdrücklich zu/ });
  await expect(agree).not.toBeChecked();
  await expect(agree.locator('xpath=ancestor::label[1]')).toHaveText(
    `Ich stimme ausdrücklich zu, dass mit diesem Auftrag für meinen Vertrag VDSL 100 (V-100031) eine neue Mindestvertragslaufzeit von 24 Monaten beginnt. Sie läuft bis zum ${until}.`,
  );
  await env.checkA11y(page, 'Umzug mit neuem Tarif: Zustimmung');
  await env.screenshot(page, 'umzug-code2-zustimmung');

  // without it nothing is sent: the error is at the field
  const order = page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true });
  await order.click();
  await expect(
    page.getByText('Bitte stimmen Sie der neuen Mindestvertragslaufzeit ausdrücklich zu.', { exact: false }).first(),
  ).toBeVisible();
  await expect(agree).toHaveAttribute('aria-invalid', 'true');
  expect((await env.state()).vorgaenge.filter((v) => v.art === 'umzugactivity')).toEqual([]);
  await env.screenshot(page, 'umzug-code2-ohne-zustimmung');

  await agree.check();
  await order.click();
  await expect(
    page.getByRole('status').filter({ hasText: /Ihr Umzug ist beauftragt\. Vorgangsnummer: UZ/ }),
  ).toBeVisible();
  const recap = await rowsOf(page.getByRole('region', { name: 'Ihre Bestellung im Überblick' }));
  expect(rowValue(recap, 'Tarif')).toBe('VDSL 50');
  expect(rowValue(recap, 'Mindestvertragslaufzeit')).toBe(`24 Monate, bis ${until}`);
  await env.screenshot(page, 'umzug-code2-beauftragt');
  // the move sends the end agreed to and the terms shown, as an order does
  const [move] = (await env.state()).vorgaenge.filter((v) => v.art === 'umzugactivity');
  expect(move.details.neueMindestlaufzeitZustimmung).toBe(isoOf(until));
  expect(move.details.konditionen).toMatchObject({ neueMindestlaufzeit: true, neuerVertrag: false });
});

test('Umzug mit Technologie-Upgrade (Code 4): als Umzug betitelt, ohne Wunschtermin', async ({ env }) => {
  const page = await env.openAs('dsl25', null, null);
  await enterMove(env, page, { plz: '99087' });
  await env.heading(page, 'Umzug mit Tarifanpassung');
  await expect(
    page.getByText(/^Sie ziehen um: An Ihrer neuen Adresse ist eine andere Anschlusstechnik verfügbar/),
  ).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Tarif wählen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Wunschtermin/ })).toHaveCount(0);
  await env.checkA11y(page, 'Umzug mit Technologie-Upgrade: Auswahl');
  await shots(page, 'code4-auswahl');
});
