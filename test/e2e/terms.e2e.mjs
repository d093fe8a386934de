/**
 * Every price and term tells the truth, in both readings of the spec's open shapes, at 390 and 1280 px.
 * Default reading: an option order shows the same monthly price (the booked options kept), no one-off fee and no
 * new minimum term at the choice, the contract summary, the confirmation and in Meine Aufträge, and sends no
 * tariff; offer prices (the Allnet M card, the loyalty offer, the special offer's banner, tab and order) show the
 * price after the offer months; a new minimum term on the contract is ordered only with the express, separate
 * agreement to its end date (TKG § 66 Abs. 3); „ohne neue Mindestlaufzeit beim Upgrade“ leads to an order whose
 * terms say so; terms the order API does not honour are refused and the refusal shows at the review.
 * Alt reading (prices, terms, options, a contract's price and booked options in other words): the same option
 * order with the same terms everywhere; a loyalty order and an order that starts a new minimum term show their
 * prices (booked options kept) and the term's exact end and go through; a price the answers do not give (a backend
 * that names only what the spec shows) reads „keine Angabe“, never a guessed price, and the order sends no price it
 * did not show. axe on every page; screenshots in a review run (E2E_SCREENS=1).
 */
import { mindestlaufzeitBis } from '../../src/lib/mindestlaufzeit.mjs';
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { P, detail, formReady, orderDate, plain, summaryValue, toSummary } from './orderHelpers.mjs';

const WIDTHS = [PHONE_VIEWPORT, { width: 1280, height: 900 }];
const ORDER = 'Zahlungspflichtig bestellen';

/** A row's value in a dl-based list (dt → dd). */
async function rowValue(scope, term) {
  return plain(
    await scope.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]').innerText(),
  );
}

/** The text of a choice's label (radio or checkbox). */
const labelOf = async (control) => plain(await control.evaluate((el) => el.closest('label')?.textContent ?? ''));

/** A text as shown, whatever its spaces (amounts carry a no-break space before „€“). */
const shown = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** dd.mm.yyyy → yyyy-MM-dd and back. */
const isoOf = (de) => de.split('.').reverse().join('-');
const deOf = (iso) => iso.split('-').reverse().join('.');

/**
 * multi's V-100031 (48,96 € with Cloud, Sicherheitspaket, VoIP) orders the Festnetz-Flatrate: 53,95 € a month, no
 * one-off fee and no new minimum term at the choice, the contract summary, the confirmation and in Meine Aufträge;
 * the order names no tariff. `contractId` as the reading names the contract.
 */
async function festnetzFlatrate(env, viewport, contractId, prefix) {
  const page = await env.openAs('multi', detail(contractId, 'zusatzoption_bestellung'), 'Zusatzoption bestellen', {
    viewport,
  });
  const label = `${prefix}-${viewport.width}`;
  await formReady(page);
  const flat = page.getByRole('checkbox', { name: /^Festnetz-Flatrate/ });
  expect(await labelOf(flat)).toMatch(/\+ 4,99 € monatlich · keine einmaligen Kosten/);
  const total = page.getByRole('region', { name: 'Ihre Kosten mit dieser Auswahl' });
  await flat.check();
  await expect(total.getByText('53,95', { exact: false })).toBeVisible();
  expect(await rowValue(total, 'Bisher monatlich')).toBe('48,96 € monatlich');
  expect(await rowValue(total, 'Monatlich mit Ihrem Tarif')).toBe('53,95 € monatlich');
  expect(await rowValue(total, 'Einmalig')).toBe('keine');
  expect(await rowValue(total, 'Mindestlaufzeit')).toMatch(/^keine neue Mindestlaufzeit/);
  await env.checkA11y(page, `${label}: Auswahl`);
  await env.screenshot(page, `${label}-auswahl`);

  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await toSummary(page);
  expect(await summaryValue(page, 'Betrifft')).toBe(`Vertrag VDSL 100 (${contractId})`);
  expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe('53,95 € monatlich');
  expect(await summaryValue(page, 'Einmalige Kosten')).toBe('keine');
  expect(await summaryValue(page, 'Mindestvertragslaufzeit')).toMatch(/^keine neue Mindestlaufzeit/);
  // the contract's notice period and speeds (in both readings: the other one names them in its own words)
  expect(await summaryValue(page, 'Kündigungsfrist')).toMatch(/^1 Monat zum Ende der Mindestvertragslaufzeit/);
  expect(await summaryValue(page, 'Download')).toBe('100 Mbit/s');
  expect(await summaryValue(page, 'Upload')).toBe('40 Mbit/s');
  // no new minimum term: nothing to agree to
  await expect(page.getByRole('checkbox', { name: /neue Mindestvertragslaufzeit/ })).toHaveCount(0);
  await env.checkA11y(page, `${label}: Übersicht`);
  await env.screenshot(page, `${label}-uebersicht`);

  await page.getByRole('button', { name: ORDER, exact: true }).click();
  const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
  await expect(recap).toBeVisible();
  expect(await rowValue(recap, 'Monatlicher Preis')).toBe('53,95 € monatlich');
  expect(await rowValue(recap, 'Einmalige Kosten')).toBe('keine');
  expect(await rowValue(recap, 'Mindestvertragslaufzeit')).toMatch(/^keine neue Mindestlaufzeit/);
  await env.checkA11y(page, `${label}: bestätigt`);
  await env.screenshot(page, `${label}-bestaetigt`);

  // the order names no tariff: it is no tariff change
  const [stored] = (await env.state()).orders;
  expect(stored.request.bestellart).toBe('option');
  expect(stored.request.produktId).toBe(undefined);
  expect(stored.request.optionIds).toEqual(['OPT-FLAT']);
  expect(stored.request.konditionen.monatlich).toBe(53.95);
  expect(stored.request).not.toHaveProperty('neueMindestlaufzeitZustimmung');

  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  const item = page.getByRole('list', { name: 'Ihre Aufträge' }).getByRole('listitem').first();
  await expect(item.getByText('Festnetz-Flatrate')).toBeVisible();
  expect(await rowValue(item, 'Monatlicher Preis')).toBe('53,95 € monatlich');
  expect(await rowValue(item, 'Einmalige Kosten')).toBe('keine');
  expect(await rowValue(item, 'Mindestlaufzeit')).toBe('keine neue Mindestlaufzeit');
  await env.checkA11y(page, `${label}: Meine Aufträge`);
  await env.screenshot(page, `${label}-auftraege`);
}

/**
 * dsl25 follows the start page's card „Allnet M 6 Monate zum halben Preis“: the order shows the six discounted months
 * and the price after at the choice, the summary and the recap; once ordered, the card no longer sells it.
 */
async function allnetMCard(env, label) {
  const page = await env.openAs('dsl25', `${P}/startseite`);
  const card = page.getByRole('article').filter({ hasText: 'Mobilfunk Allnet M' });
  await expect(card.getByText('6 Monate zum halben Preis', { exact: false })).toBeVisible();
  await card.getByRole('link', { name: /Jetzt hinzubuchen/ }).click();
  await env.heading(page, 'Mobilfunk hinzubuchen');
  await formReady(page);
  const allnetM = page.getByRole('radio', { name: /^Mobilfunk Allnet M/ });
  const PROMO = '7,49 € monatlich in den ersten 6 Monaten, ab dem 7. Monat 14,99 € monatlich';
  expect(await labelOf(allnetM)).toContain(PROMO);
  await allnetM.check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await toSummary(page);
  expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe(PROMO);
  expect(await summaryValue(page, 'Betrifft')).toMatch(/^Neuer Vertrag/);
  // a new contract starts its own term: that is what is ordered, no separate agreement on the old contract
  await expect(page.getByRole('checkbox', { name: /Ich stimme ausdrücklich zu/ })).toHaveCount(0);
  await env.checkA11y(page, `${label}: Übersicht`);
  await env.screenshot(page, `${label}-uebersicht`);
  await page.getByRole('button', { name: ORDER, exact: true }).click();
  const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
  await expect(recap).toBeVisible();
  expect(await rowValue(recap, 'Monatlicher Preis')).toBe(PROMO);
  expect(await rowValue(recap, 'Betrifft')).toMatch(/^Neuer Vertrag/);
  await env.checkA11y(page, `${label}: bestätigt`);

  // ordered: the card no longer sells it
  await page.goto(env.url(`${P}/startseite`));
  await expect(page.getByRole('heading', { name: 'Rechnungen online' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mobilfunk dazubuchen' })).toHaveCount(0);
}

/**
 * Sends the order with the paid-order button once the agreement is ticked: the recap names the promotional price
 * and the new term's end, and the stored order carries the agreement to exactly that end (returned).
 */
async function orderWithNewTerm(env, page, label, promo, until) {
  await page.getByRole('button', { name: ORDER, exact: true }).click();
  const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
  await expect(recap).toBeVisible();
  expect(await rowValue(recap, 'Monatlicher Preis')).toBe(promo);
  expect(await rowValue(recap, 'Mindestvertragslaufzeit')).toBe(`24 Monate, bis ${until}`);
  await env.checkA11y(page, `${label}: bestätigt`);
  await env.screenshot(page, `${label}-bestaetigt`);
  const [stored] = (await env.state()).orders;
  expect(stored.request.neueMindestlaufzeitZustimmung).toBe(isoOf(until));
  return stored;
}

describe('Standard-Lesart', () => {
  test.use({ shapes: 'default' });

  describe('multi, V-100031 (48,96 € mit Cloud, Sicherheitspaket, VoIP) bucht die Festnetz-Flatrate', () => {
    for (const viewport of WIDTHS) {
      test(`${viewport.width} px: 53,95 €, keine einmaligen Kosten, keine neue Mindestlaufzeit – überall`, ({ env }) =>
        festnetzFlatrate(env, viewport, 'V-100031', 'terms-option'));
    }
  });

  for (const viewport of WIDTHS) {
    test(`${viewport.width} px: Treueangebot – Preis nach der Aktion, neue Mindestlaufzeit nur mit ausdrücklicher Zustimmung`, async ({
      env,
    }) => {
      const label = `terms-treue-${viewport.width}`;
      const page = await env.openAs('multi', detail('V-100031', 'treueangebot_bestellung'), 'Treueangebot bestellen', {
        viewport,
      });
      await formReady(page);
      const vdsl250 = page.getByRole('radio', { name: /^VDSL 250/ });
      const PROMO = '53,96 € monatlich in den ersten 12 Monaten, ab dem 13. Monat 58,96 € monatlich';
      expect(await labelOf(vdsl250)).toContain(PROMO);
      await vdsl250.check();
      const date = orderDate();
      await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(date);
      await env.screenshot(page, `${label}-auswahl`);
      await toSummary(page);
      const until = deOf(mindestlaufzeitBis(isoOf(date), 24));
      expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe(PROMO);
      expect(await summaryValue(page, 'Mindestvertragslaufzeit')).toBe(`24 Monate, bis ${until}`);

      // a separate, unticked agreement naming the contract and the exact end
      const agree = page.getByRole('checkbox', { name: /Ich stimme ausdrücklich zu/ });
      await expect(agree).not.toBeChecked();
      expect(await labelOf(agree)).toBe(
        `Ich stimme ausdrücklich zu, dass mit diesem Auftrag für meinen Vertrag VDSL 100 (V-100031) eine neue Mindestvertragslaufzeit von 24 Monaten beginnt. Sie läuft bis zum ${until}.`,
      );
      await env.checkA11y(page, `${label}: Übersicht`);
      // without it nothing is sent: the error is at the field
      await page.getByRole('button', { name: ORDER, exact: true }).click();
      await expect(
        page
          .getByText('Bitte stimmen Sie der neuen Mindestvertragslaufzeit ausdrücklich zu.', { exact: false })
          .first(),
      ).toBeVisible();
      await expect(agree).toHaveAttribute('aria-invalid', 'true');
      expect((await env.state()).orders).toEqual([]);
      await env.checkA11y(page, `${label}: ohne Zustimmung`, { force: true });
      await env.screenshot(page, `${label}-ohne-zustimmung`);

      await agree.check();
      const stored = await orderWithNewTerm(env, page, label, PROMO, until);
      expect(stored.request.konditionen).toMatchObject({ aktionsmonate: 12, monatlichNachAktion: 58.96 });
    });
  }

  for (const viewport of WIDTHS) {
    test(`${viewport.width} px: Persönliches Angebot – Banner, Reiter und Bestellung nennen den Preis nach 12 Monaten`, async ({
      env,
    }) => {
      const label = `terms-spezial-${viewport.width}`;
      const PROMO = '39,99 € monatlich in den ersten 12 Monaten, ab dem 13. Monat 54,99 € monatlich';
      const page = await env.openAs('angebot', `${P}/startseite`, undefined, { viewport });
      const banner = page.getByRole('region', { name: /Persönliches Angebot/ });
      await expect(banner.getByText(shown(PROMO))).toBeVisible();
      await env.checkA11y(page, `${label}: Startseite`);
      await env.screenshot(page, `${label}-banner`);
      await banner.getByRole('link', { name: 'Angebot ansehen' }).click();
      await expect(page.locator('main').getByText(shown(PROMO))).toBeVisible();
      await env.screenshot(page, `${label}-reiter`);
      await page.locator('main').getByRole('link', { name: 'Angebot bestellen' }).click();
      await formReady(page);
      await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
      await toSummary(page);
      expect(await summaryValue(page, 'Tarif')).toBe('TEAG Glasfaser 500');
      expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe(PROMO);
      await page.getByRole('checkbox', { name: /Ich stimme ausdrücklich zu/ }).check();
      await env.checkA11y(page, `${label}: Übersicht`);
      await env.screenshot(page, `${label}-uebersicht`);
      await page.getByRole('button', { name: ORDER, exact: true }).click();
      const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
      await expect(recap).toBeVisible();
      expect(await rowValue(recap, 'Monatlicher Preis')).toBe(PROMO);
    });
  }

  test('die Karte „Allnet M 6 Monate zum halben Preis“ führt zu einer Bestellung mit sechs Monaten Rabatt und dem Preis danach', ({
    env,
  }) => allnetMCard(env, 'terms-allnet-m'));

  test('„ohne neue Mindestlaufzeit beim Upgrade“ führt zu einem Upgrade, dessen Konditionen das sagen (390 px)', async ({
    env,
  }) => {
    const page = await env.openAs('dsl25', `${P}/vertraege/list`, undefined, { viewport: PHONE_VIEWPORT });
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Mehr Tempo gefällig?' }) });
    await expect(card).toContainText('ohne neue Mindestlaufzeit beim Upgrade');
    await card.getByRole('link', { name: 'Tarif wechseln' }).click();
    await formReady(page);
    const vdsl100 = page.getByRole('radio', { name: /^VDSL 100/ });
    expect(await labelOf(vdsl100)).toMatch(/keine neue Mindestlaufzeit/);
    // fibre is only planned at dsl25's address: not offered
    await expect(page.getByRole('radio', { name: /Glasfaser/ })).toHaveCount(0);
    await vdsl100.check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await toSummary(page);
    expect(await summaryValue(page, 'Mindestvertragslaufzeit')).toMatch(/^keine neue Mindestlaufzeit/);
    await expect(page.getByRole('checkbox', { name: /Ich stimme ausdrücklich zu/ })).toHaveCount(0);
    await env.checkA11y(page, 'Upgrade-Karte: Übersicht');
    await env.screenshot(page, 'terms-upgrade-karte-uebersicht');
    await page.getByRole('button', { name: ORDER, exact: true }).click();
    await expect(page.getByRole('region', { name: 'Ihre Bestellung im Überblick' })).toBeVisible();
    const [stored] = (await env.state()).orders;
    expect(stored.request.konditionen.neueMindestlaufzeit).toBe(false);
  });

  test('Konditionen, die der Server nicht gewährt, lehnt er ab; die Übersicht zeigt es, nichts ist bestellt (1280 px)', async ({
    env,
  }) => {
    const page = await env.openAs('multi', detail('V-100031', 'zusatzoption_bestellung'), 'Zusatzoption bestellen');
    await formReady(page);
    await page.getByRole('checkbox', { name: /^Festnetz-Flatrate/ }).check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await toSummary(page);
    // what a stale page or a tampered request would send: a lower price than the backend's
    await page.route('**/order-api/v1/artikelhinzuproduktwechsel', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      await route.continue({
        postData: JSON.stringify({ ...body, konditionen: { ...body.konditionen, monatlich: 49.95 } }),
      });
    });
    await page.getByRole('button', { name: ORDER, exact: true }).click();
    await expect(
      page
        .getByText('Die Preise oder Laufzeiten dieses Auftrags entsprechen nicht unserem aktuellen Angebot.', {
          exact: false,
        })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
    expect((await env.state()).orders).toEqual([]);
    await env.checkA11y(page, 'Konditionen abgelehnt', { force: true });
    await env.screenshot(page, 'terms-konditionen-abgelehnt');
  });
});

/**
 * A backend that names only what the spec shows: of its products id and name, of its contracts neither price nor
 * booked options. The answers are cut down on their way to the page (before the order screen is opened).
 */
async function onlyWhatTheSpecShows(page) {
  await page.route('**/order-api/v1/produkte?*', async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    await route.fulfill({
      response,
      json: { ...answer, produkte: answer.produkte.map(({ id, name }) => ({ id, name })) },
    });
  });
  await page.route('**/kundenportal-api/user/current', async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    const kundenprodukte = answer.kundenprodukte.map(
      ({ preis, gebuchteOptionen, kuendigungsfristMonate, bandbreite, ...contract }) => contract,
    );
    await route.fulfill({ response, json: { ...answer, kundenprodukte } });
  });
}

describe('andere Lesart (Preise, Laufzeiten, gebuchte Optionen und Vertragspreis in anderen Worten)', () => {
  test.use({ shapes: 'alt' });

  describe('multi, 100031 (48,96 € mit Cloud, Sicherheitspaket, VoIP) bucht die Festnetz-Flatrate', () => {
    for (const viewport of WIDTHS) {
      test(`${viewport.width} px: 53,95 €, keine einmaligen Kosten, keine neue Mindestlaufzeit – überall`, ({ env }) =>
        festnetzFlatrate(env, viewport, '100031', 'terms-alt-option'));
    }
  });

  // the card's link comes in this reading's own words (`verweis`)
  test('die Karte „Allnet M 6 Monate zum halben Preis“ führt zu einer Bestellung mit sechs Monaten Rabatt und dem Preis danach', ({
    env,
  }) => allnetMCard(env, 'terms-alt-allnet-m'));

  for (const viewport of WIDTHS) {
    test(`${viewport.width} px: Treueangebot – Preise, Preis nach der Aktion und das genaue Ende der neuen Mindestlaufzeit kommen an, die Bestellung geht durch`, async ({
      env,
    }) => {
      const label = `terms-alt-treue-${viewport.width}`;
      const page = await env.openAs('dsl25', detail('100001', 'treueangebot_bestellung'), 'Treueangebot bestellen', {
        viewport,
      });
      await formReady(page);
      const vdsl100 = page.getByRole('radio', { name: /^VDSL 100\b/ });
      const PROMO = '34,99 € monatlich in den ersten 12 Monaten, ab dem 13. Monat 39,99 € monatlich';
      expect(await labelOf(vdsl100)).toContain(PROMO);
      // the contract names no build-out status in this reading: the offer itself lists no fibre where it is planned
      await expect(page.getByRole('radio', { name: /Glasfaser/ })).toHaveCount(0);
      await vdsl100.check();
      const date = orderDate();
      await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(date);
      await env.checkA11y(page, `${label}: Auswahl`);
      await env.screenshot(page, `${label}-auswahl`);
      await toSummary(page);
      const until = deOf(mindestlaufzeitBis(isoOf(date), 24));
      expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe(PROMO);
      expect(await summaryValue(page, 'Einmalige Kosten')).toBe('49,99 €');
      expect(await summaryValue(page, 'Mindestvertragslaufzeit')).toBe(`24 Monate, bis ${until}`);
      const agree = page.getByRole('checkbox', { name: /Ich stimme ausdrücklich zu/ });
      await expect(agree).not.toBeChecked();
      expect(await labelOf(agree)).toBe(
        `Ich stimme ausdrücklich zu, dass mit diesem Auftrag für meinen Vertrag VDSL 25000.2 PK (100001) eine neue Mindestvertragslaufzeit von 24 Monaten beginnt. Sie läuft bis zum ${until}.`,
      );
      await agree.check();
      await env.checkA11y(page, `${label}: Übersicht`);
      await env.screenshot(page, `${label}-uebersicht`);
      const stored = await orderWithNewTerm(env, page, label, PROMO, until);
      expect(stored.request.konditionen).toMatchObject({
        monatlich: 34.99,
        aktionsmonate: 12,
        monatlichNachAktion: 39.99,
        neueMindestlaufzeit: true,
      });
    });
  }

  test('390 px: ein Wechsel nach unten beginnt eine neue Mindestlaufzeit: ihr Ende steht da, die Bestellung geht mit der Zustimmung durch; die gebuchten Optionen bleiben im Preis', async ({
    env,
  }) => {
    const label = 'terms-alt-neue-laufzeit-390';
    const page = await env.openAs('multi', detail('100031', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen', {
      viewport: PHONE_VIEWPORT,
    });
    await formReady(page);
    await page.getByRole('radio', { name: /^VDSL 50\b/ }).check();
    const date = orderDate();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(date);
    await toSummary(page);
    const until = deOf(mindestlaufzeitBis(isoOf(date), 24));
    // VDSL 50 with the booked Cloud, Sicherheitspaket and VoIP, as this reading names them
    expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe('43,96 € monatlich');
    expect(await summaryValue(page, 'Mindestvertragslaufzeit')).toBe(`24 Monate, bis ${until}`);
    await page.getByRole('checkbox', { name: /Ich stimme ausdrücklich zu/ }).check();
    await env.checkA11y(page, `${label}: Übersicht`);
    await env.screenshot(page, `${label}-uebersicht`);
    await page.getByRole('button', { name: ORDER, exact: true }).click();
    const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
    await expect(recap).toBeVisible();
    expect(await rowValue(recap, 'Mindestvertragslaufzeit')).toBe(`24 Monate, bis ${until}`);
    await env.screenshot(page, `${label}-bestaetigt`);
    const [stored] = (await env.state()).orders;
    expect(stored.request.neueMindestlaufzeitZustimmung).toBe(isoOf(until));
    expect(stored.request.konditionen).toMatchObject({ monatlich: 43.96, neueMindestlaufzeit: true });
  });

  for (const viewport of WIDTHS) {
    test(`${viewport.width} px: Tarifwechsel bei einem Backend, das nur nennt, was die Spezifikation zeigt – „keine Angabe“ statt eines geratenen Preises, überall und im Auftrag`, async ({
      env,
    }) => {
      const label = `terms-alt-${viewport.width}`;
      const page = await env.openAs('dsl25', null, null, { viewport });
      await onlyWhatTheSpecShows(page);
      await page.goto(env.url(detail('100001', 'produktwechsel_bestellung')));
      await env.heading(page, 'Tarifwechsel bestellen');
      await formReady(page);
      const first = page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first();
      expect(await labelOf(first)).toMatch(/keine Angabe/);
      expect(await labelOf(first)).not.toMatch(/\d+,\d\d €/);
      await first.check();
      await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
      await env.checkA11y(page, `${label}: Auswahl`);
      await env.screenshot(page, `${label}-auswahl`);
      await toSummary(page);
      expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe('keine Angabe');
      expect(await summaryValue(page, 'Einmalige Kosten')).toBe('keine Angabe');
      const summary = page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' });
      expect(plain(await summary.innerText())).not.toMatch(/\d+,\d\d €/);
      await env.checkA11y(page, `${label}: Übersicht`);
      await env.screenshot(page, `${label}-uebersicht`);
      const agree = page.getByRole('checkbox', { name: /Ich stimme ausdrücklich zu/ });
      if (await agree.count()) await agree.check();
      await page.getByRole('button', { name: ORDER, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
      const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
      expect(await rowValue(recap, 'Monatlicher Preis')).toBe('keine Angabe');
      await env.checkA11y(page, `${label}: bestätigt`);
      await env.screenshot(page, `${label}-bestaetigt`);
      // the order names no price it did not show
      const [stored] = (await env.state()).orders;
      expect(stored.request.konditionen).toMatchObject({ monatlich: null, einmalig: null });
    });
  }

  test('das persönliche Angebot ohne Preisangaben nennt keinen Preis (390 px)', async ({ env }) => {
    const page = await env.openAs('angebot', `${P}/startseite`, undefined, { viewport: PHONE_VIEWPORT });
    const banner = page.getByRole('region', { name: /Persönliches Angebot/ });
    await expect(banner.getByRole('button', { name: 'Gesehen – ausblenden' })).toBeVisible();
    expect(plain(await banner.innerText())).not.toMatch(/€/);
    await env.checkA11y(page, 'alt: Startseite mit Angebot');
    await env.screenshot(page, 'terms-alt-spezial-banner');
  });
});
