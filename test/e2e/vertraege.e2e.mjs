/**
 * Contracts end to end: list and every applicable detail tab for multi and firma (axe on each),
 * delivery-address change replacing the list, router activation, 120 contracts paged (gross).
 */
import { assert, describe, PHONE_VIEWPORT, test, useE2E } from './harness.mjs';

const env = useE2E();

const LIST = '/private/dashboard/vertraege/list';
const detail = (id, tab) => `/private/dashboard/vertraege/${id}/${tab}`;

for (const customer of [
  { username: 'multi', contracts: ['V-100031', 'V-100032', 'V-100033', 'V-100034', 'V-100035'] },
  { username: 'firma', contracts: ['V-100041', 'V-100042'] },
]) {
  describe(`Verträge (${customer.username})`, () => {
    test('Liste: Name, Produktnummer, Anschrift, Status, Aktionen, Karten', async () => {
      const page = await env.openAs(customer.username, LIST);
      await env.heading(page, 'Meine Verträge');
      const table = page.getByRole('table', { name: 'Ihre Verträge' });
      // the heading is prerendered; the rows come with the session
      await table.locator('tbody tr').first().waitFor();
      assert.equal(await table.locator('tbody tr').count(), customer.contracts.length);
      for (const id of customer.contracts) await table.getByRole('cell', { name: id, exact: true }).waitFor();
      await table
        .getByRole('link', { name: /^Details: / })
        .first()
        .waitFor();
      // the upsell card names VDSL 100 and Glasfaser 300 (produktnummern); multi holds both
      const upsell = page.getByRole('heading', { name: 'Mehr Tempo gefällig?' });
      if (customer.username === 'multi') {
        await page.getByRole('heading', { name: 'Sie ziehen um?' }).waitFor();
        assert.equal(await upsell.count(), 0);
      } else await upsell.waitFor();
      assert.equal(await page.locator('main a[href^="javascript:"]').count(), 0, 'javascript:-Link entfernt');
      await env.checkA11y(page, `Vertragsliste ${customer.username}`);
      await env.screenshot(page, `vertraege-${customer.username}`);
    });

    test('Detailseiten: nur passende Reiter, jede Reiterart ohne axe-Befund', async () => {
      const page = await env.openAs(customer.username, detail(customer.contracts[0], 'allgemeine-daten'));
      await env.heading(page, 'Vertragsdaten');
      const main = page.getByRole('main');
      await main.getByText('Ende der Mindestvertragslaufzeit').waitFor();
      await main.getByText('Letzter Tag für eine Kündigung zum Laufzeitende').waitFor();
      await main.getByRole('table', { name: 'Gebuchte Leistungen' }).waitFor();
      await env.screenshot(page, `vertrag-allgemein-${customer.username}`);
      // every tab of every contract opens; axe runs once per kind of tab (the same component on each contract)
      const checked = new Set();
      for (const id of customer.contracts) {
        await page.goto(env.url(detail(id, 'allgemeine-daten')));
        await env.heading(page, 'Vertragsdaten');
        // the heading is prerendered; the menu's areas come with the contract
        await page.getByText(`Vertragsnummer ${id}`).waitFor();
        const menu = page.getByRole('navigation', { name: 'Bereiche dieses Vertrags' });
        const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        assert.ok(hrefs.length >= 2, `${id}: Reiter`);
        for (const href of hrefs) {
          // pages of their own (SIM & Geräte, Kosten & Schutz) have no contract menu: back to the contract first
          if (!(await menu.isVisible())) {
            await page.goto(env.url(detail(id, 'allgemeine-daten')));
            await page.getByText(`Vertragsnummer ${id}`).waitFor();
          }
          // through the menu, as a customer goes (client-side, no reload)
          await menu.locator(`a[href="${href}"]`).click();
          await page.waitForURL((u) => u.pathname === href);
          await page.getByRole('heading', { level: 1 }).waitFor();
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

test('Reiter-Auswahl nach Produkt (multi): Mobilfunk ohne Router, DSL mit Optionen', async () => {
  const page = await env.openAs('multi', detail('V-100031', 'allgemeine-daten'));
  const menu = page.getByRole('navigation', { name: 'Bereiche dieses Vertrags' });
  for (const name of ['Router', 'Cloud-Speicher', 'Virenschutz', 'VoIP-Telefonie', 'Vertrag kündigen'])
    await menu.getByRole('link', { name }).waitFor();
  assert.equal(await menu.getByRole('link', { name: 'Treueangebot' }).count(), 0, 'DSL mit Bündel: kein Treueangebot');
  await page.goto(env.url(detail('V-100032', 'allgemeine-daten')));
  await env.heading(page, 'Vertragsdaten');
  // the frame's menu is empty: the contract's areas first
  await menu.getByRole('link', { name: 'Vertragsdaten' }).waitFor();
  assert.equal(await menu.getByRole('link', { name: 'Router' }).count(), 0);
  await page.goto(env.url(detail('V-100034', 'treueangebot')));
  await env.heading(page, 'Treueangebot');
  const link = page.getByRole('link', { name: 'Treueangebot ansehen' });
  const href = await link.getAttribute('href');
  assert.match(href, /\/vertrag-detail\/V-100034\/treueangebot_bestellung\?/);
  const q = new URL(href, env.origin).searchParams;
  assert.equal(q.get('plz'), '07743');
  assert.equal(q.get('str'), 'Wagnergasse');
  assert.equal(q.get('hnr'), '3');
  assert.equal(q.get('downgradeAllowed'), 'false');
  await page.getByRole('button', { name: 'Rückruf zum Treueangebot anfordern' }).click();
  await page.getByRole('status').filter({ hasText: 'Vorgangsnummer' }).waitFor();
});

test('Laufende Kündigung, langsame Antwort: Hinweis, Menü und Vertrag erscheinen zusammen, nichts verschiebt sich (390 px)', async () => {
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
  await page.getByText('VDSL 100 · Vertragsnummer V-100031').waitFor();
  assert.equal(await page.getByText(/Gekündigt zum 31\.01\.2027/).count(), 1, 'banner with the contract');
  await page.getByRole('button', { name: /Bereich wählen/ }).click();
  assert.equal(await page.getByRole('link', { name: 'Vertrag kündigen' }).count(), 0, 'no second cancellation');
  const shifts = await page.evaluate(() => window.__shifts);
  assert.equal(
    shifts.reduce((a, b) => a + b, 0),
    0,
    `layout shifts: ${shifts.join(', ')}`,
  );
  await env.checkA11y(page, 'Vertrag mit laufender Kündigung (390 px)');
  await env.screenshot(page, 'vertrag-kuendigung-laeuft-390');
});

test('Lieferadresse ändern ersetzt die Vertragsliste', async () => {
  const page = await env.openAs('multi', detail('V-100031', 'lieferadresse'));
  await env.heading(page, 'Lieferadresse');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Neue Gasse');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('99');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('1234');
  // leave the field first: its message appears on blur and moves the button down
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Lieferadresse speichern' }).click();
  await page.getByText('Bitte prüfen Sie Ihre Eingaben').waitFor();
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('07749');
  await page.getByRole('button', { name: 'Lieferadresse speichern' }).click();
  await page.getByRole('status').filter({ hasText: 'Die Lieferadresse wurde gespeichert.' }).waitFor();
  await env.checkA11y(page, 'Lieferadresse gespeichert');
  await env.screenshot(page, 'vertrag-lieferadresse');
  // the list in the store is the server's: reopening the form (client-side) shows the new address
  await page.getByRole('link', { name: 'Vertragsdaten' }).click();
  await page.getByRole('link', { name: 'Lieferadresse' }).click();
  assert.equal(await page.getByRole('textbox', { name: /^Straße/ }).inputValue(), 'Neue Gasse');
  assert.equal(await page.getByRole('textbox', { name: /^Postleitzahl/ }).inputValue(), '07749');
});

test('Router aktivieren: Formatprüfung, Aktivierung, Status aktualisiert', async () => {
  const page = await env.openAs('multi', detail('V-100031', 'router'));
  await env.heading(page, 'Router');
  await page.getByText('Noch nicht aktiviert').waitFor();
  await page.getByRole('link', { name: 'Router jetzt aktivieren' }).click();
  await env.heading(page, 'Router aktivieren');
  const mac = page.getByRole('textbox', { name: /^MAC-Adresse/ });
  assert.equal(await mac.inputValue(), '3C:A6:2F:11:22:33');
  await mac.fill('3C:A6:2F');
  await page.getByRole('button', { name: 'Router aktivieren' }).click();
  await page.getByText('Bitte geben Sie die MAC-Adresse im Format').first().waitFor();
  await env.checkA11y(page, 'Router aktivieren Fehler');
  await mac.fill('3ca62f112233');
  await page.getByRole('button', { name: 'Router aktivieren' }).click();
  await page.getByRole('status').filter({ hasText: 'wurde für den Vertrag V-100031 aktiviert' }).waitFor();
  await env.screenshot(page, 'router-aktiviert');
  await page.getByRole('link', { name: 'Zum Vertrag' }).click();
  await page.getByText('Ihr Router ist aktiviert und betriebsbereit.').waitFor();
});

test('120 Verträge (gross): Liste seitenweise, schnell', async () => {
  const page = await env.openAs('gross', LIST);
  await env.heading(page, 'Meine Verträge');
  const rows = page.getByRole('table', { name: 'Ihre Verträge' }).locator('tbody tr');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 20);
  await page.getByText('120 Verträge · Verträge 1 bis 20 von 120').waitFor();
  const nav = page.getByRole('navigation', { name: 'Seiten der Vertragsliste' });
  const started = Date.now();
  await nav.getByRole('button', { name: /Seite 6$/ }).click();
  await page.getByText('Verträge 101 bis 120 von 120').waitFor();
  assert.ok(Date.now() - started < 2000, 'Seitenwechsel ohne Ruckeln');
  await page.getByRole('cell', { name: 'V-200120', exact: true }).waitFor();
  await env.checkA11y(page, 'Vertragsliste gross');
  await env.screenshot(page, 'vertraege-gross');
});
