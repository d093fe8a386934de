/**
 * Contracts end to end: list and every applicable detail tab for multi and firma (axe on each),
 * delivery-address change replacing the list, router activation, 120 contracts paged (gross).
 */
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';

const LIST = '/private/dashboard/vertraege/list';
const detail = (id, tab) => `/private/dashboard/vertraege/${id}/${tab}`;

for (const customer of [
  { username: 'multi', contracts: ['V-100031', 'V-100032', 'V-100033', 'V-100034', 'V-100035'] },
  { username: 'firma', contracts: ['V-100041', 'V-100042'] },
]) {
  describe(`Verträge (${customer.username})`, () => {
    test('Liste: Name, Produktnummer, Anschrift, Status, Aktionen, Karten', async ({ env }) => {
      const page = await env.openAs(customer.username, LIST);
      await env.heading(page, 'Meine Verträge');
      const table = page.getByRole('table', { name: 'Ihre Verträge' });
      // the heading is prerendered; the rows come with the session
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(customer.contracts.length);
      for (const id of customer.contracts) await table.getByRole('cell', { name: id, exact: true }).waitFor();
      await table
        .getByRole('link', { name: /^Details: / })
        .first()
        .waitFor();
      // the upsell card names VDSL 100 and Glasfaser 300 (produktnummern); multi holds both
      const upsell = page.getByRole('heading', { name: 'Mehr Tempo gefällig?' });
      if (customer.username === 'multi') {
        await expect(page.getByRole('heading', { name: 'Sie ziehen um?' })).toBeVisible();
        await expect(upsell).toHaveCount(0);
      } else await upsell.waitFor();
      await expect(page.locator('main a[href^="javascript:"]'), 'javascript:-Link entfernt').toHaveCount(0);
      await env.checkA11y(page, `Vertragsliste ${customer.username}`);
      await env.screenshot(page, `vertraege-${customer.username}`);
    });

    test('Detailseiten: nur passende Reiter, jede Reiterart ohne axe-Befund', async ({ env }) => {
      const page = await env.openAs(customer.username, detail(customer.contracts[0], 'allgemeine-daten'));
      await env.heading(page, 'Vertragsdaten');
      const main = page.getByRole('main');
      await expect(main.getByText('Ende der Mindestvertragslaufzeit')).toBeVisible();
      await expect(main.getByText('Letzter Tag für eine Kündigung zum Laufzeitende')).toBeVisible();
      await expect(main.getByRole('table', { name: 'Gebuchte Leistungen' })).toBeVisible();
      await env.screenshot(page, `vertrag-allgemein-${customer.username}`);
      // every tab of every contract opens; axe runs once per kind of tab (the same component on each contract)
      const checked = new Set();
      for (const id of customer.contracts) {
        await page.goto(env.url(detail(id, 'allgemeine-daten')));
        await env.heading(page, 'Vertragsdaten');
        // the heading is prerendered; the menu's areas come with the contract
        await expect(page.getByText(`Vertragsnummer ${id}`)).toBeVisible();
        const menu = page.getByRole('navigation', { name: 'Bereiche dieses Vertrags' });
        const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs.length >= 2, `${id}: Reiter`).toBeTruthy();
        for (const href of hrefs) {
          // pages of their own (SIM & Geräte, Kosten & Schutz) have no contract menu: back to the contract first
          if (!(await menu.isVisible())) {
            await page.goto(env.url(detail(id, 'allgemeine-daten')));
            await expect(page.getByText(`Vertragsnummer ${id}`)).toBeVisible();
          }
          // through the menu, as a customer goes (client-side, no reload)
          await menu.locator(`a[href="${href}"]`).click();
          await page.waitForURL((u) => u.pathname === href);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page
            .getByRole('status')
            .filter({ hasText: 'Wird geladen' })
            .waitFor({ state: 'detached' })
            .catch(() => undefined);
          const kind = href.split('/').pop();
          if (checked.has(kind)) continue;
          checked.add(kind);
          await env.checkA11y(page, `${id} ${href}`);
        }
      }
    });
  });
}

test('Reiter-Auswahl nach Produkt (multi): Mobilfunk ohne Router, DSL mit Optionen', async ({ env }) => {
  const page = await env.openAs('multi', detail('V-100031', 'allgemeine-daten'));
  const menu = page.getByRole('navigation', { name: 'Bereiche dieses Vertrags' });
  for (const name of ['Router', 'Cloud-Speicher', 'Virenschutz', 'VoIP-Telefonie', 'Vertrag kündigen'])
    await menu.getByRole('link', { name }).waitFor();
  await expect(menu.getByRole('link', { name: 'Treueangebot' }), 'DSL mit Bündel: kein Treueangebot').toHaveCount(0);
  await page.goto(env.url(detail('V-100032', 'allgemeine-daten')));
  await env.heading(page, 'Vertragsdaten');
  // the frame's menu is empty: the contract's areas first
  await expect(menu.getByRole('link', { name: 'Vertragsdaten' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Router' })).toHaveCount(0);
  await page.goto(env.url(detail('V-100034', 'treueangebot')));
  await env.heading(page, 'Treueangebot');
  const link = page.getByRole('link', { name: 'Treueangebot ansehen' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/vertrag-detail\/V-100034\/treueangebot_bestellung\?/);
  const q = new URL(href, env.origin).searchParams;
  expect(q.get('plz')).toBe('07743');
  expect(q.get('str')).toBe('Wagnergasse');
  expect(q.get('hnr')).toBe('3');
  expect(q.get('downgradeAllowed')).toBe('false');
  await page.getByRole('button', { name: 'Rückruf zum Treueangebot anfordern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vorgangsnummer' })).toBeVisible();
});

test('gfplus hat Glasfaser 300 schon bestellt (Auftragsbestätigung in den Vertragsdokumenten): keine Karte verkauft es ihm noch einmal (390 px)', async ({
  env,
}) => {
  const page = await env.openAs('gfplus', LIST, 'Meine Verträge', { viewport: PHONE_VIEWPORT });
  await expect(page.getByRole('heading', { name: 'Sie ziehen um?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mehr Tempo gefällig?' })).toHaveCount(0);
  await env.checkA11y(page, 'Vertragsliste gfplus');
  await env.screenshot(page, 'vertraege-gfplus');
});

test('Laufende Kündigung, langsame Antwort: Hinweis, Menü und Vertrag erscheinen zusammen, nichts verschiebt sich (390 px)', async ({
  env,
}) => {
  const page = await env.openAs('multi', undefined, undefined, { viewport: PHONE_VIEWPORT });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // the running requests answer 600 ms after the session: a cancellation of this contract
  await page.route('**/kundenportal-api/user/vorgaenge', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({
      json: {
        vorgaenge: [
          {
            referenz: 'K-2026-000007',
            art: 'kuendigung',
            vertragsId: 'V-100031',
            zum: '2027-01-31',
            eingangAm: '2026-11-21T10:00:00.000Z',
            status: 'eingegangen',
          },
        ],
      },
    });
  });
  await page.goto(env.url(detail('V-100031', 'allgemeine-daten')));
  await expect(page.getByText('VDSL 100 · Vertragsnummer V-100031')).toBeVisible();
  await expect(page.getByText(/Gekündigt zum 31\.01\.2027/), 'banner with the contract').toHaveCount(1);
  await page.getByRole('button', { name: /Bereich wählen/ }).click();
  await expect(page.getByRole('link', { name: 'Vertrag kündigen' }), 'no second cancellation').toHaveCount(0);
  const shifts = await page.evaluate(() => window.__shifts);
  expect(
    shifts.reduce((a, b) => a + b, 0),
    `layout shifts: ${shifts.join(', ')}`,
  ).toBe(0);
  await env.checkA11y(page, 'Vertrag mit laufender Kündigung (390 px)');
  await env.screenshot(page, 'vertrag-kuendigung-laeuft-390');
});

test('Lieferadresse ändern ersetzt die Vertragsliste', async ({ env }) => {
  const page = await env.openAs('multi', detail('V-100031', 'lieferadresse'));
  await env.heading(page, 'Lieferadresse');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Neue Gasse');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('99');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('1234');
  // leave the field first: its message appears on blur and moves the button down
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Lieferadresse speichern' }).click();
  await expect(page.getByText('Bitte prüfen Sie Ihre Eingaben')).toBeVisible();
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('07749');
  await page.getByRole('button', { name: 'Lieferadresse speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Lieferadresse wurde gespeichert.' })).toBeVisible();
  await env.checkA11y(page, 'Lieferadresse gespeichert');
  await env.screenshot(page, 'vertrag-lieferadresse');
  // the list in the store is the server's: reopening the form (client-side) shows the new address
  await page.getByRole('link', { name: 'Vertragsdaten' }).click();
  await page.getByRole('link', { name: 'Lieferadresse' }).click();
  await expect(page.getByRole('textbox', { name: /^Straße/ })).toHaveValue('Neue Gasse');
  await expect(page.getByRole('textbox', { name: /^Postleitzahl/ })).toHaveValue('07749');
});

test('Router aktivieren: Formatprüfung, Aktivierung, Status aktualisiert', async ({ env }) => {
  const page = await env.openAs('multi', detail('V-100031', 'router'));
  await env.heading(page, 'Router');
  await expect(page.getByText('Noch nicht aktiviert')).toBeVisible();
  await page.getByRole('link', { name: 'Router jetzt aktivieren' }).click();
  await env.heading(page, 'Router aktivieren');
  const mac = page.getByRole('textbox', { name: /^MAC-Adresse/ });
  await expect(mac).toHaveValue('3C:A6:2F:11:22:33');
  await mac.fill('3C:A6:2F');
  await page.getByRole('button', { name: 'Router aktivieren' }).click();
  await expect(page.getByText('Bitte geben Sie die MAC-Adresse im Format').first()).toBeVisible();
  await env.checkA11y(page, 'Router aktivieren Fehler');
  await mac.fill('3ca62f112233');
  await page.getByRole('button', { name: 'Router aktivieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wurde für den Vertrag V-100031 aktiviert' })).toBeVisible();
  await env.screenshot(page, 'router-aktiviert');
  await page.getByRole('link', { name: 'Zum Vertrag' }).click();
  await expect(page.getByText('Ihr Router ist aktiviert und betriebsbereit.')).toBeVisible();
});

test('120 Verträge (gross): Liste seitenweise, schnell', async ({ env }) => {
  const page = await env.openAs('gross', LIST);
  await env.heading(page, 'Meine Verträge');
  const rows = page.getByRole('table', { name: 'Ihre Verträge' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('120 Verträge · Verträge 1 bis 20 von 120')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Seiten der Vertragsliste' });
  const started = Date.now();
  await nav.getByRole('button', { name: /Seite 6$/ }).click();
  await expect(page.getByText('Verträge 101 bis 120 von 120')).toBeVisible();
  expect(Date.now() - started < 2000, 'Seitenwechsel ohne Ruckeln').toBeTruthy();
  await expect(page.getByRole('cell', { name: 'V-200120', exact: true })).toBeVisible();
  await env.checkA11y(page, 'Vertragsliste gross');
  await env.screenshot(page, 'vertraege-gross');
});
