/**
 * Business customer with 5,000 contracts (login `flotte`) at 1280 and 390 px: find a SIM by the last
 * digits of its number, open it and come back (the search is still there); filter to cancelled DSL lines in
 * Jena and export them (the CSV holds exactly those rows: BOM, semicolons, German headers); invoices of one
 * contract. axe on every page; screenshots in .tmp/shots-biz.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { assert, describe, PHONE_VIEWPORT, test, useE2E } from './harness.mjs';

const env = useE2E();

const LIST = '/private/dashboard/vertraege/list';
const INVOICES = '/private/dashboard/rechnungen/rechnungen';
const LOGIN_WAIT = 60000;
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = path.resolve('.tmp', 'shots-biz');

/** The session's data as the portal got it (the same cookies as the page). */
async function current(page) {
  const res = await page.request.get(`${env.origin}/kundenportal-api/user/current`);
  assert.ok(res.ok(), `user/current: HTTP ${res.status()}`);
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

    test('SIM über die letzten Ziffern finden, öffnen, zurück: die Suche bleibt', async () => {
      const page = await env.openAs('flotte', LIST, 'Meine Verträge', { viewport, timeout: LOGIN_WAIT });
      const { kundenprodukte } = await current(page);
      assert.equal(kundenprodukte.length, 5000);
      // a SIM whose last five digits appear in no other phone number
      const digits = (c) => c.phoneNumbers.join(' ').replace(/\D/g, '');
      const sim = kundenprodukte.find(
        (c, i) =>
          i > 3000 &&
          c.category === 'mobilfunk' &&
          kundenprodukte.filter((o) => digits(o).includes(digits(c).slice(-5))).length === 1,
      );
      const tail = digits(sim).slice(-5);
      await countText(page).filter({ hasText: '5.000 Verträge' }).waitFor();
      const search = page.getByRole('searchbox', { name: 'Suche' });
      await search.pressSequentially(tail, { delay: 40 });
      await countText(page).filter({ hasText: '1 von 5.000 Verträgen' }).waitFor();
      const table = page.getByRole('table', { name: 'Ihre Verträge' });
      await table.getByRole('cell', { name: sim.contractId, exact: true }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('suche') === tail);
      await env.checkA11y(page, `Vertragssuche ${size}`);
      await shot(page, `suche-${size}`);

      await table.getByRole('link', { name: sim.name }).first().click();
      await env.heading(page, 'Vertragsdaten');
      await page.getByText(`Vertragsnummer ${sim.contractId}`).waitFor();
      await page.goBack();
      await env.heading(page, 'Meine Verträge');
      await countText(page).filter({ hasText: '1 von 5.000 Verträgen' }).waitFor();
      assert.equal(await search.inputValue(), tail, 'Suchtext nach Zurück');
      await table.getByRole('cell', { name: sim.contractId, exact: true }).waitFor();
      // a shared link / reload brings the same result
      await page.reload();
      await countText(page).filter({ hasText: '1 von 5.000 Verträgen' }).waitFor({ timeout: LOGIN_WAIT });
      assert.equal(await search.inputValue(), tail, 'Suchtext nach Neuladen');
      await shot(page, `suche-zurueck-${size}`);
    });

    test('gekündigte DSL-Verträge in Jena filtern und als CSV exportieren', async () => {
      const page = await env.openAs('flotte', LIST, 'Meine Verträge', { viewport, timeout: LOGIN_WAIT });
      const { kundenprodukte } = await current(page);
      const expected = kundenprodukte.filter(
        (c) => c.status === 'gekuendigt' && c.category === 'dsl' && c.contractCity === 'Jena',
      );
      assert.ok(expected.length > 0);
      await countText(page).filter({ hasText: '5.000 Verträge' }).waitFor();
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Gekündigt' });
      await page.getByLabel('Art', { exact: true }).selectOption({ label: 'DSL' });
      await page.getByLabel('Ort', { exact: true }).selectOption({ label: 'Jena' });
      await countText(page)
        .filter({ hasText: `${expected.length} von 5.000 Verträgen` })
        .waitFor();
      const url = new URL(page.url());
      assert.deepEqual(
        [url.searchParams.get('status'), url.searchParams.get('art'), url.searchParams.get('ort')],
        ['gekuendigt', 'dsl', 'Jena'],
      );
      await env.checkA11y(page, `Vertragsfilter ${size}`);
      await shot(page, `filter-${size}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Liste als CSV herunterladen' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.csv$/);
      const text = await readFile(await download.path(), 'utf8');
      assert.ok(text.startsWith('\uFEFF'), 'UTF-8-BOM');
      const lines = text.slice(1).trimEnd().split('\r\n');
      assert.equal(
        lines[0],
        'Vertragsnummer;Vertrag;Art;Produktnummer;Rufnummern;Straße und Hausnummer;PLZ;Ort;Status;Beginn;Monatspreis (€)',
      );
      const rows = lines.slice(1).map((l) => l.split(';'));
      assert.deepEqual(rows.map((r) => r[0]).sort(), expected.map((c) => c.contractId).sort());
      for (const r of rows) assert.deepEqual([r[2], r[7], r[8]], ['DSL', 'Jena', 'Gekündigt']);
    });

    test('Rechnungen eines Vertrags', async () => {
      const page = await env.openAs('flotte', INVOICES, 'Rechnungen', { viewport, timeout: LOGIN_WAIT });
      const { kundenprodukte, rechnungen } = await current(page);
      const line = kundenprodukte.find((c) => c.category === 'dsl' && c.status === 'aktiv');
      const own = rechnungen.filter((r) => r.contractId === line.contractId);
      assert.ok(own.length >= 12);
      const count = page.getByRole('status').filter({ hasText: /Rechnung/ });
      await count.filter({ hasText: `${rechnungen.length.toLocaleString('de-DE')} Rechnungen` }).waitFor();
      await page.getByRole('searchbox', { name: 'Vertrag oder Rufnummer' }).fill(line.phoneNumbers[0]);
      await count
        .filter({ hasText: `${own.length} von ${rechnungen.length.toLocaleString('de-DE')} Rechnungen` })
        .waitFor();
      const table = page.getByRole('table', { name: 'Rechnungen' });
      await table.getByRole('rowheader', { name: own[0].number }).waitFor();
      const shown = await table.locator('tbody th').allTextContents();
      assert.deepEqual(shown.sort(), own.map((r) => r.number).sort());
      await env.checkA11y(page, `Rechnungen eines Vertrags ${size}`);
      await shot(page, `rechnungen-${size}`);
    });
  });
}
