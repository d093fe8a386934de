/**
 * Every price and term tells the truth: an option order at 390 and 1280 px shows the same monthly price (the booked
 * options kept), no one-off fee and no new minimum term at the choice, the contract summary, the confirmation and
 * in Meine Aufträge, and sends no tariff; the start page's „Allnet M 6 Monate zum halben Preis“ card leads to an
 * order that shows the six discounted months and the price after them. axe on every page, screenshots in
 * .tmp/screens/.
 */
import { assert, describe, PHONE_VIEWPORT, test, useE2E } from './harness.mjs';
import { P, detail, formReady, orderDate, plain, summaryValue, toSummary } from './orderHelpers.mjs';

const env = useE2E();
const WIDTHS = [PHONE_VIEWPORT, { width: 1280, height: 900 }];

/** A row's value in a dl-based list (dt → dd). */
async function rowValue(scope, term) {
  return plain(
    await scope.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]').innerText(),
  );
}

describe('multi, V-100031 (48,96 € mit Cloud, Sicherheitspaket, VoIP) bucht die Festnetz-Flatrate', () => {
  for (const viewport of WIDTHS) {
    test(`${viewport.width} px: 53,95 €, keine einmaligen Kosten, keine neue Mindestlaufzeit – überall`, async () => {
      const page = await env.openAs('multi', detail('V-100031', 'zusatzoption_bestellung'), 'Zusatzoption bestellen', {
        viewport,
      });
      const label = `terms-option-${viewport.width}`;
      await formReady(page);
      const flat = page.getByRole('checkbox', { name: /^Festnetz-Flatrate/ });
      assert.match(
        plain(await flat.evaluate((el) => el.closest('label')?.textContent ?? '')),
        /\+ 4,99 € monatlich · keine einmaligen Kosten/,
      );
      const total = page.getByRole('region', { name: 'Ihre Kosten mit dieser Auswahl' });
      await flat.check();
      await total.getByText('53,95', { exact: false }).waitFor();
      assert.equal(await rowValue(total, 'Bisher monatlich'), '48,96 € monatlich');
      assert.equal(await rowValue(total, 'Monatlich mit Ihrem Tarif'), '53,95 € monatlich');
      assert.equal(await rowValue(total, 'Einmalig'), 'keine');
      assert.match(await rowValue(total, 'Mindestlaufzeit'), /^keine neue Mindestlaufzeit/);
      await env.checkA11y(page, `${label}: Auswahl`);
      await env.screenshot(page, `${label}-auswahl`);

      await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
      await toSummary(page);
      assert.equal(await summaryValue(page, 'Betrifft'), 'Vertrag VDSL 100 (V-100031)');
      assert.equal(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)'), '53,95 € monatlich');
      assert.equal(await summaryValue(page, 'Einmalige Kosten'), 'keine');
      assert.match(await summaryValue(page, 'Mindestvertragslaufzeit'), /^keine neue Mindestlaufzeit/);
      await env.checkA11y(page, `${label}: Übersicht`);
      await env.screenshot(page, `${label}-uebersicht`);

      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
      const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
      await recap.waitFor();
      assert.equal(await rowValue(recap, 'Monatlicher Preis'), '53,95 € monatlich');
      assert.equal(await rowValue(recap, 'Einmalige Kosten'), 'keine');
      assert.match(await rowValue(recap, 'Mindestvertragslaufzeit'), /^keine neue Mindestlaufzeit/);
      await env.checkA11y(page, `${label}: bestätigt`);
      await env.screenshot(page, `${label}-bestaetigt`);

      // the order names no tariff: it is no tariff change
      const [stored] = (await env.state()).orders;
      assert.equal(stored.request.bestellart, 'option');
      assert.equal(stored.request.produktId, undefined);
      assert.deepEqual(stored.request.optionIds, ['OPT-FLAT']);
      assert.equal(stored.request.konditionen.monatlich, 53.95);

      await page.goto(env.url(`${P}/auftraege`));
      await env.heading(page, 'Meine Aufträge');
      const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
      await item.getByText('Festnetz-Flatrate').waitFor();
      assert.equal(await rowValue(item, 'Monatlicher Preis'), '53,95 € monatlich');
      assert.equal(await rowValue(item, 'Einmalige Kosten'), 'keine');
      assert.equal(await rowValue(item, 'Mindestlaufzeit'), 'keine neue Mindestlaufzeit');
      await env.checkA11y(page, `${label}: Meine Aufträge`);
      await env.screenshot(page, `${label}-auftraege`);
    });
  }
});

test('die Karte „Allnet M 6 Monate zum halben Preis“ führt zu einer Bestellung mit sechs Monaten Rabatt und dem Preis danach', async () => {
  const page = await env.openAs('dsl25', `${P}/startseite`);
  const card = page.getByRole('article').filter({ hasText: 'Mobilfunk Allnet M' });
  await card.getByText('6 Monate zum halben Preis', { exact: false }).waitFor();
  await card.getByRole('link', { name: /Jetzt hinzubuchen/ }).click();
  await env.heading(page, 'Mobilfunk hinzubuchen');
  await formReady(page);
  const allnetM = page.getByRole('radio', { name: /^Mobilfunk Allnet M/ });
  const PROMO = '7,49 € monatlich in den ersten 6 Monaten, ab dem 7. Monat 14,99 € monatlich';
  assert.ok(plain(await allnetM.evaluate((el) => el.closest('label')?.textContent ?? '')).includes(PROMO));
  await allnetM.check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await toSummary(page);
  assert.equal(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)'), PROMO);
  assert.match(await summaryValue(page, 'Betrifft'), /^Neuer Vertrag/);
  await env.checkA11y(page, 'Allnet M: Übersicht');
  await env.screenshot(page, 'terms-allnet-m-uebersicht');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
  await recap.waitFor();
  assert.equal(await rowValue(recap, 'Monatlicher Preis'), PROMO);
  assert.match(await rowValue(recap, 'Betrifft'), /^Neuer Vertrag/);
  await env.checkA11y(page, 'Allnet M: bestätigt');

  // ordered: the card no longer sells it
  await page.goto(env.url(`${P}/startseite`));
  await page.getByRole('heading', { name: 'Rechnungen online' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Mobilfunk dazubuchen' }).count(), 0);
});
