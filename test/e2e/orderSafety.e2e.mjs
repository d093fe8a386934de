/**
 * Order journeys a customer can trust: moves that keep their address and date
 * to the confirmation, no double order, no direct debit without an IBAN, and a reason when an offer link fits
 * no contract. axe on every page visited; screenshots at 390 and 1280 px in .tmp/screens/.
 */
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import {
  agreeToNewTerm,
  detail,
  enterBankdaten,
  formReady,
  orderDate,
  plain,
  summaryValue,
  toSummary,
} from './orderHelpers.mjs';

/** The move's address step, filled; returns after the availability check led on. */
async function moveTo(page, plz, date) {
  await formReady(page, 'umzugsdatum');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Neue Str.');
  await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('5');
  await page.getByRole('textbox', { name: /^Hausnummernzusatz/ }).fill('a');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill(plz);
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
  await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(date);
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
}

describe('Umzug behält Adresse und Datum bis zur Bestätigung', () => {
  const CASES = [
    {
      code: 2,
      plz: '99085',
      heading: 'Umzug mit Tarifanpassung',
      done: /Ihr Umzug ist beauftragt. Vorgangsnummer: UZ/,
    },
    // a move with a tariff change is titled as a move
    { code: 3, plz: '99086', heading: 'Umzug mit Tarifanpassung', done: /Ihre Auftragsnummer lautet/ },
    { code: 4, plz: '99087', heading: 'Umzug mit Tarifanpassung', done: /Ihre Auftragsnummer lautet/ },
  ];
  for (const c of CASES) {
    test(`Code ${c.code}: neue Adresse und Umzugsdatum auf jedem Schritt, Preise vor dem Auftrag`, async ({ env }) => {
      const date = orderDate();
      const page = await env.openAs(
        'dsl25',
        detail('V-100001', 'umzug'),
        undefined,
        c.code === 2 ? { viewport: PHONE_VIEWPORT } : {},
      );
      await env.heading(page, 'Umzug: neue Adresse angeben');
      await moveTo(page, c.plz, date);
      await env.heading(page, c.heading);
      await expect(page.getByText('Neue Adresse: Neue Str. 5a, 99085 Erfurt'.replace('99085', c.plz))).toBeVisible();
      await expect(page.getByText(`Umzugsdatum: ${date}`)).toBeVisible();
      await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
      // the move date is the date: it is not asked again as „Wunschtermin“
      await expect(page.getByRole('textbox', { name: /Wunschtermin/ })).toHaveCount(0);
      await env.checkA11y(page, `Umzug Code ${c.code}: Auswahl`);
      await toSummary(page);
      expect(await summaryValue(page, 'Umzug an')).toBe(`Neue Str. 5a, ${c.plz} Erfurt`);
      expect(await summaryValue(page, 'Umzugsdatum')).toBe(date);
      expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toMatch(/\d+,\d{2} €/);
      await env.checkA11y(page, `Umzug Code ${c.code}: Übersicht`);
      await env.screenshot(page, `trust-umzug-${c.code}-uebersicht-${c.code === 2 ? 390 : 1280}`);
      await agreeToNewTerm(page);
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      const status = page.getByRole('status').filter({ hasText: c.done });
      await expect(status).toBeVisible();
      expect(plain(await status.textContent())).toMatch(
        new RegExp(`Umzug an Neue Str\\. 5a, ${c.plz} Erfurt zum ${date.replace(/\./g, '\\.')}, neuer Tarif: `),
      );
      await env.checkA11y(page, `Umzug Code ${c.code}: bestätigt`);
      await env.screenshot(page, `trust-umzug-${c.code}-bestaetigt-${c.code === 2 ? 390 : 1280}`);
      const state = await env.state();
      if (c.code === 2) {
        const [move] = state.vorgaenge.filter((v) => v.art === 'umzugactivity');
        expect(move.details.plz).toBe(c.plz);
        expect(move.details.produktId, 'gewählter Tarif mitgesendet').toBeTruthy();
      } else {
        const [order] = state.orders;
        expect(order.request.verbrauchsstelle.plz).toBe(c.plz);
        expect(order.request.umzugsdatum, 'Umzugsdatum mitgesendet').toBeTruthy();
      }
    });
  }
});

describe('Der letzte Schritt schützt das Geld', () => {
  test('Während die Bestellung läuft, sind „Angaben ändern“ und Bestellen gesperrt: genau eine Bestellung', async ({
    env,
  }) => {
    const page = await env.openAs('dsl25', detail('V-100001', 'produktwechsel_bestellung'));
    await env.heading(page, 'Tarifwechsel bestellen');
    await formReady(page);
    await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await toSummary(page);
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/order-api/v1/artikelhinzuproduktwechsel', async (route) => {
      await held;
      await route.continue();
    });
    await agreeToNewTerm(page);
    const submit = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await submit.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Angaben ändern') && b.disabled),
    );
    await expect(submit, 'Bestellen gesperrt').toBeDisabled();
    await expect(page.getByRole('button', { name: 'Angaben ändern' }), 'Angaben ändern gesperrt').toBeDisabled();
    await page.getByRole('button', { name: 'Angaben ändern' }).click({ force: true });
    await env.screenshot(page, 'trust-bestellung-sendet-1280');
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
    expect((await env.state()).orders.length).toBe(1);
  });

  test('Ohne IBAN (ohnebank): Bestellung gesperrt mit Hinweis und Link; Bankverbindung hinterlegen (Senden sperrt Zurück), dann bestellbar', async ({
    env,
  }) => {
    const page = await env.openAs('ohnebank', detail('V-100101', 'produktwechsel_bestellung'), undefined, {
      viewport: PHONE_VIEWPORT,
    });
    await env.heading(page, 'Tarifwechsel bestellen');
    await expect(page.getByText('Bei Ihnen ist keine Bankverbindung hinterlegt', { exact: false })).toBeVisible();
    await formReady(page);
    await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await toSummary(page);
    await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
    await env.checkA11y(page, 'ohne IBAN');
    await env.screenshot(page, 'trust-ohne-iban-390');
    expect((await env.state()).orders.length).toBe(0);

    await page.getByRole('link', { name: /Jetzt Bankverbindung hinterlegen/ }).click();
    await env.heading(page, 'Bankverbindung');
    await enterBankdaten(page, 'Clara Ohnesorg');
    await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/kundenportal-api/bankverbindung', async (route) => {
      await held;
      await route.continue();
    });
    const commit = page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' });
    await commit.click();
    // the way back of the review step ("Ändern") is locked while the change is sent
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Ändern' && b.disabled),
    );
    await expect(commit, 'Ändern gesperrt').toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'gilt ab dem' })).toBeVisible();

    await page.goto(env.url(detail('V-100101', 'produktwechsel_bestellung')));
    await env.heading(page, 'Tarifwechsel bestellen');
    await formReady(page);
    await expect(page.getByText('Bei Ihnen ist keine Bankverbindung hinterlegt', { exact: false })).toHaveCount(0);
    await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await toSummary(page);
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
    const [order] = (await env.state()).orders;
    expect(order.request.zahlungsweise.iban.replace(/\s/g, '')).toBe('DE02120300000000202051');
  });
});

describe('Angebotslink ohne passenden Vertrag', () => {
  for (const width of [390, 1280]) {
    test(`/treueangebot als ftth (Vertrag mit Bundle) → Startseite mit Hinweis (${width} px)`, async ({ env }) => {
      const page = await env.newPage({ viewport: { width, height: 844 } });
      await page.goto(env.url('/treueangebot?kampagne=e2e-trust'));
      await page.waitForURL((u) => u.pathname.endsWith('/login'));
      await env.login(page, 'ftth');
      await page.waitForURL((u) => u.pathname.endsWith('/private/dashboard/startseite'));
      const notice = page.getByRole('status').filter({ hasText: 'Das Angebot „Treueangebot“' });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(/nicht Teil eines Bundles/);
      await env.checkA11y(page, 'Startseite mit Hinweis');
      await env.screenshot(page, `trust-angebot-nicht-verfuegbar-${width}`);
      await notice.getByRole('button', { name: 'Ausblenden' }).click();
      await expect(notice).toHaveCount(0);
      // gone from the history entry too (react-router keeps its state in history.state.usr)
      expect(await page.evaluate(() => window.history.state?.usr ?? null)).toBe(null);
    });
  }
});
