/**
 * Order flows end to end: every order kind submitted with a suitable demo customer (order number
 * shown, order stored by the backend), failure keeps the input, and every umzugWechsel code of the
 * stand-in backend (PLZ 99999 → 0 … 99087 → 4) leads to its screen; axe on every page.
 */
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, completeOrder, detail, formReady, orderDate } from './orderHelpers.mjs';

const ORDERS = [
  {
    kind: 'produktwechsel',
    user: 'dsl25',
    path: detail('V-100001', 'produktwechsel_bestellung'),
    heading: 'Tarifwechsel bestellen',
  },
  {
    kind: 'treueangebot',
    user: 'multi',
    path: detail('V-100034', 'treueangebot_bestellung', 'downgradeAllowed=false&clientId=Kundenportal+Treueangebot'),
    heading: 'Treueangebot bestellen',
  },
  {
    kind: 'technologiewechsel',
    user: 'ftth',
    path: detail('V-100002', 'technupgrade_bestellung', 'technologie=ftth'),
    heading: 'Technologie-Upgrade bestellen',
  },
  {
    kind: 'vertraghinzu',
    user: 'gfplus',
    path: detail(
      'V-100071',
      'vertraghinzu_bestellung',
      'adrId=GFP-7001&plz=07745&ort=Jena&str=Am+Steiger&hnr=12a&recAdresse=GFP-7001',
    ),
    heading: 'Neuen Vertrag an Ihrer Glasfaser-Adresse bestellen',
  },
  {
    kind: 'option',
    user: 'multi',
    path: detail('V-100031', 'zusatzoption_bestellung'),
    heading: 'Zusatzoption bestellen',
    addOn: true,
  },
  {
    kind: 'mobilfunk',
    user: 'dsl25',
    path: detail('V-100001', 'mobilfunk_bestellung'),
    heading: 'Mobilfunk hinzubuchen',
  },
];
// Vertragswechsel (private ↔ business) is no online order: orderTrust.e2e.mjs checks its explanation

/**
 * Prices where the choice is made: every tariff or option card names monthly and one-off costs
 * and the minimum term; the total before the button shows both costs once something is chosen.
 */
async function expectPricesAtChoice(page, addOn) {
  await formReady(page);
  const cards = addOn
    ? page.getByRole('checkbox')
    : page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio');
  const count = await cards.count();
  expect(count > 0, 'Auswahl vorhanden').toBeTruthy();
  for (let i = 0; i < count; i += 1) {
    const label = await cards.nth(i).evaluate((el) => el.closest('label')?.textContent ?? '');
    expect(label, label).toMatch(/monatlich/);
    expect(label, label).toMatch(/einmalig|einmaligen Kosten/);
    expect(label, label).toMatch(/Mindestlaufzeit|monatlich kündbar/);
  }
  const total = page.getByRole('region', { name: 'Ihre Kosten mit dieser Auswahl' });
  await cards.first().check();
  await expect(total.getByText('Einmalig', { exact: true })).toBeVisible();
  await expect(total).toHaveText(addOn ? /Monatlich mit Ihrem Tarif\s*\d+,\d{2}\s€/ : /Monatlich\s*\d+,\d{2}\s€/);
  // an add-on names what it adds apart from the tariff it joins (item 3)
  if (addOn) await expect(total).toHaveText(/Zusätzlich\s*\+ \d+,\d{2}\s€ monatlich/);
  await expect(total).toHaveText(/Einmalig\s*(\d+,\d{2}\s€|keine)/);
}

/** What each screen says it is about: add-ons as additions, the tariff change as a change. */
const CONTEXT = {
  option: /^Zusätzlich zu Ihrem Vertrag .* buchen Sie hier Zusatzoptionen/,
  mobilfunk: /^Zusätzlich zu Ihrem Vertrag .* neuen Mobilfunkvertrag/,
  vertraghinzu: /^Neuer Vertrag an der Adresse Am Steiger 12a, 07745 Jena\./,
};

async function expectContext(page, kind) {
  const main = page.getByRole('main');
  await expect(main.getByText(CONTEXT[kind] ?? /^Ihr bisheriger Vertrag: /)).toBeVisible();
  if (CONTEXT[kind]) await expect(main.getByText(/bisheriger Vertrag/), 'kein „bisheriger Vertrag“').toHaveCount(0);
}

describe('Bestellungen', () => {
  for (const o of ORDERS) {
    test(`${o.label ?? o.kind} (${o.user}) wird bestellt und zeigt die Auftragsnummer`, async ({ env }) => {
      const page = await env.openAs(o.user, o.path, o.heading);
      await expectContext(page, o.kind);
      await expectPricesAtChoice(page, o.addOn);
      await env.screenshot(page, `bestellung-${o.label ?? o.kind}-auswahl`);
      await page.setViewportSize(PHONE_VIEWPORT);
      await env.screenshot(page, `bestellung-${o.label ?? o.kind}-auswahl-390`);
      await page.setViewportSize({ width: 1280, height: 900 });
      const nr = await completeOrder(env, page, { addOn: o.addOn, label: `bestellung-${o.label ?? o.kind}` });
      expect(nr ?? '').toMatch(/^A-\d{4}-\d{6}$/);
      const { orders } = await env.state();
      const stored = orders.find((x) => x.auftragsnummer === nr);
      expect(stored, 'Bestellung im Backend').toBeTruthy();
      expect(stored.request.bestellart).toBe(o.kind);
      expect(stored.request.hmac).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.request.zahlungsweise.typ).toBe(1);
    });
  }

  test('HMAC-Fehler: Bestellung läuft mit leerem hmac weiter', async ({ env }) => {
    const page = await env.openAs('dsl25', detail('V-100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen');
    await env.control('fail', { pathPrefix: '/kundenportal-api/hmac', status: 500 });
    const nr = await completeOrder(env, page, { label: 'bestellung-ohne-hmac' });
    const stored = (await env.state()).orders.find((x) => x.auftragsnummer === nr);
    expect(stored.request.hmac).toBe('');
  });

  test('Fehler beim Bestellen: deutsche Meldung, Eingaben bleiben, erneut bestellbar', async ({ env }) => {
    const page = await env.openAs('dsl25', detail('V-100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen');
    await formReady(page);
    await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await env.control('fail', { pathPrefix: '/order-api/v1/artikelhinzuproduktwechsel', status: 400, times: 1 });
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Simulierter Fehler (Teststeuerung).' })).toBeVisible();
    await env.checkA11y(page, 'Bestellfehler');
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
    expect((await env.state()).orders.length).toBe(1);
  });
});

describe('Umzug: Verfügbarkeit entscheidet über den nächsten Schritt', () => {
  const CODES = [
    { plz: '99999', heading: 'Umzug an diese Adresse nicht möglich', path: '/umzugabbruch' },
    { plz: '99084', heading: 'Umzug beauftragen', path: '/umzugsofort' },
    { plz: '99085', heading: 'Umzug mit Tarifanpassung', path: '/umzugwechsel' },
    // a move with a tariff change: the move screen, with the tariff change to order
    { plz: '99086', heading: 'Umzug mit Tarifanpassung', path: '/umzugwechsel', wechsel: 'produktwechsel' },
    { plz: '99087', heading: 'Umzug mit Tarifanpassung', path: '/umzugwechsel', wechsel: 'technologiewechsel' },
  ];
  for (const [code, c] of CODES.entries()) {
    test(`Code ${code} (PLZ ${c.plz}) → ${c.heading}`, async ({ env }) => {
      const page = await env.openAs('dsl25', detail('V-100001', 'umzug'), 'Umzug: neue Adresse angeben');
      await formReady(page, 'umzugsdatum');
      await env.checkA11y(page, 'umzug: Adresse');
      await page.getByRole('textbox', { name: /^Straße/ }).fill('Neue Str.');
      await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('5');
      await page.getByRole('textbox', { name: /^Hausnummernzusatz/ }).fill('a');
      await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill(c.plz);
      await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
      await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(orderDate());
      await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
      await env.heading(page, c.heading);
      const url = new URL(page.url());
      expect(url.pathname.endsWith(c.path), url.pathname).toBeTruthy();
      expect(url.searchParams.get('plz')).toBe(c.plz);
      expect(url.searchParams.get('hnr')).toBe('5a');
      expect(url.searchParams.get('wechsel')).toBe(c.wechsel ?? null);
      await env.checkA11y(page, c.path);
      await env.screenshot(page, `umzug-code-${code}`);
      if (code === 1) {
        await page.getByRole('button', { name: 'Umzug verbindlich beauftragen' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: /Vorgangsnummer: UZ/ })
          .waitFor();
        await env.checkA11y(page, 'umzugsofort: beauftragt');
      }
      if (code === 2) {
        // the tariff for the new address, then the priced summary, then the paid order (orderTrust covers the details)
        await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
        await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
        await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
        await agreeToNewTerm(page);
        await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: /Vorgangsnummer: UZ/ })
          .waitFor();
        await env.checkA11y(page, 'umzugwechsel: beauftragt');
      }
      if (code === 0) await page.getByRole('link', { name: 'Vertrag wegen Umzugs kündigen' }).waitFor();
    });
  }
});
