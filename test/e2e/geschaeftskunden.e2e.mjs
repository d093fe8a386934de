/**
 * Business customer with 5,000 contracts (login `flotte`) at 1280 and 390 px: find a SIM by the last
 * digits of its number, open it and come back (the search is still there); filter to cancelled DSL lines in
 * Jena and export them (the CSV holds exactly those rows: BOM, semicolons, German headers); invoices of one
 * contract. axe on every page; screenshots in .tmp/shots-biz.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';

const LIST = '/private/dashboard/vertraege/list';
const INVOICES = '/private/dashboard/rechnungen/rechnungen';
const LOGIN_WAIT = 60000;
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = path.resolve('.tmp', 'shots-biz');

/** The session's data as the portal got it (the same cookies as the page). */
async function current(env, page) {
  const res = await page.request.get(`${env.origin}/kundenportal-api/user/current`);
  expect(res.ok(), `user/current: HTTP ${res.status()}`).toBeTruthy();
  return res.json();
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const countText = (page) => page.getByRole('status').filter({ hasText: /Verträge/ });

for (const [size, viewport] of [
  ['1280', DESKTOP],
  ['390', PHONE_VIEWPORT],
]) {
  describe(`Geschäftskunde mit 5.000 Verträgen (${size} px)`, () => {
    test.setTimeout(180000);

    test('SIM über die letzten Ziffern finden, öffnen, zurück: die Suche bleibt', async ({ env }) => {
      const page = await env.openAs('flotte', LIST, 'Meine Verträge', { viewport, timeout: LOGIN_WAIT });
      const { kundenprodukte } = await current(env, page);
      expect(kundenprodukte.length).toBe(5000);
      // a SIM whose last five digits appear in no other phone number
      const digits = (c) => c.phoneNumbers.join(' ').replace(/\D/g, '');
      const sim = kundenprodukte.find(
        (c, i) =>
          i > 3000 &&
          c.category === 'mobilfunk' &&
          kundenprodukte.filter((o) => digits(o).includes(digits(c).slice(-5))).length === 1,
      );
      const tail = digits(sim).slice(-5);
      await expect(countText(page).filter({ hasText: '5.000 Verträge' })).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Suche' });
      await search.pressSequentially(tail, { delay: 40 });
      await expect(countText(page).filter({ hasText: '1 von 5.000 Verträgen' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Ihre Verträge' });
      await expect(table.getByRole('cell', { name: sim.contractId, exact: true })).toBeVisible();
      await page.waitForURL((url) => url.searchParams.get('suche') === tail);
      await env.checkA11y(page, `Vertragssuche ${size}`);
      await shot(page, `suche-${size}`);

      await table.getByRole('link', { name: sim.name }).first().click();
      await env.heading(page, 'Vertragsdaten');
      await expect(page.getByText(`Vertragsnummer ${sim.contractId}`)).toBeVisible();
      await page.goBack();
      await env.heading(page, 'Meine Verträge');
      await expect(countText(page).filter({ hasText: '1 von 5.000 Verträgen' })).toBeVisible();
      await expect(search, 'Suchtext nach Zurück').toHaveValue(tail);
      await expect(table.getByRole('cell', { name: sim.contractId, exact: true })).toBeVisible();
      // a shared link / reload brings the same result
      await page.reload();
      await expect(countText(page).filter({ hasText: '1 von 5.000 Verträgen' })).toBeVisible({ timeout: LOGIN_WAIT });
      await expect(search, 'Suchtext nach Neuladen').toHaveValue(tail);
      await shot(page, `suche-zurueck-${size}`);
    });

    test('gekündigte DSL-Verträge in Jena filtern und als CSV exportieren', async ({ env }) => {
      const page = await env.openAs('flotte', LIST, 'Meine Verträge', { viewport, timeout: LOGIN_WAIT });
      const { kundenprodukte } = await current(env, page);
      const expected = kundenprodukte.filter(
        (c) => c.status === 'gekuendigt' && c.category === 'dsl' && c.contractCity === 'Jena',
      );
      expect(expected.length > 0).toBeTruthy();
      await expect(countText(page).filter({ hasText: '5.000 Verträge' })).toBeVisible();
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Gekündigt' });
      await page.getByLabel('Art', { exact: true }).selectOption({ label: 'DSL' });
      await page.getByLabel('Ort', { exact: true }).selectOption({ label: 'Jena' });
      await countText(page)
        .filter({ hasText: `${expected.length} von 5.000 Verträgen` })
        .waitFor();
      const url = new URL(page.url());
      expect([url.searchParams.get('status'), url.searchParams.get('art'), url.searchParams.get('ort')]).toEqual([
        'gekuendigt',
        'dsl',
        'Jena',
      ]);
      await env.checkA11y(page, `Vertragsfilter ${size}`);
      await shot(page, `filter-${size}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Liste als CSV herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.startsWith('\uFEFF'), 'UTF-8-BOM').toBeTruthy();
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Vertragsnummer;Vertrag;Art;Produktnummer;Rufnummern;Straße und Hausnummer;PLZ;Ort;Status;Beginn;Monatspreis (€)',
      );
      const rows = lines.slice(1).map((l) => l.split(';'));
      expect(rows.map((r) => r[0]).sort()).toEqual(expected.map((c) => c.contractId).sort());
      for (const r of rows) expect([r[2], r[7], r[8]]).toEqual(['DSL', 'Jena', 'Gekündigt']);
    });

    test('Rechnungen eines Vertrags', async ({ env }) => {
      const page = await env.openAs('flotte', INVOICES, 'Rechnungen', { viewport, timeout: LOGIN_WAIT });
      const { kundenprodukte, rechnungen } = await current(env, page);
      const line = kundenprodukte.find((c) => c.category === 'dsl' && c.status === 'aktiv');
      const own = rechnungen.filter((r) => r.contractId === line.contractId);
      expect(own.length >= 12).toBeTruthy();
      const count = page.getByRole('status').filter({ hasText: /Rechnung/ });
      await expect(count.filter({ hasText: `${rechnungen.length.toLocaleString('de-DE')} Rechnungen` })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Vertrag oder Rufnummer' }).fill(line.phoneNumbers[0]);
      await expect(
        count.filter({ hasText: `${own.length} von ${rechnungen.length.toLocaleString('de-DE')} Rechnungen` }),
      ).toBeVisible();
      const table = page.getByRole('table', { name: 'Rechnungen' });
      await expect(table.getByRole('rowheader', { name: own[0].number })).toBeVisible();
      const shown = await table.locator('tbody th').allTextContents();
      expect(shown.sort()).toEqual(own.map((r) => r.number).sort());
      await env.checkA11y(page, `Rechnungen eines Vertrags ${size}`);
      await shot(page, `rechnungen-${size}`);
    });
  });
}
