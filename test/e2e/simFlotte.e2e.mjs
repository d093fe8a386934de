/**
 * „SIM-Verwaltung“ of the business customer with 4,800 SIMs (login `flotte`) at 1280 and 390 px: from the start
 * page to the list, filter by a cost centre, choose the page's 20 and 5 more on the next page, block the 25 in one
 * action with one receipt (the stand-in has exactly those 25 blocked), then filter to them, choose every result
 * and export them as CSV (ICCID ending, number, state, cost centre). The list renders one page of rows at a time.
 * axe at both widths; screenshots in .tmp/screens/ (E2E_SCREENS=1).
 */
import { readFile } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

const LOGIN_WAIT = 60_000;
const DESKTOP = { width: 1280, height: 900 };

for (const [size, viewport] of [
  ['1280', DESKTOP],
  ['390', PHONE_VIEWPORT],
]) {
  test(`flotte sperrt 25 gefilterte SIM-Karten in einem Schritt und exportiert sie als CSV (${size} px)`, async ({
    env,
  }) => {
    test.setTimeout(240_000);
    const page = await env.openAs('flotte', '/private/dashboard', undefined, { viewport, timeout: LOGIN_WAIT });
    await page.getByRole('link', { name: /^SIM-Verwaltung: alle SIM-Karten Ihrer/ }).click();
    await env.heading(page, 'SIM-Verwaltung');
    const count = page.getByRole('status').filter({ hasText: /SIM-Karten$|SIM-Karten ·/ });
    await expect(count).toHaveText(/^4\.\d{3} von 4\.\d{3} SIM-Karten/);
    const table = page.getByRole('table', { name: 'SIM-Karten' });
    // one page of rows in the document, however long the list
    await expect(table.locator('tbody tr')).toHaveCount(20);

    const kostenstelle = page.getByLabel('Kostenstelle');
    const choice = await kostenstelle.locator('option').nth(3).getAttribute('value');
    await kostenstelle.selectOption(choice);
    await expect(count).toHaveText(/^\d{3} von 4\.\d{3} SIM-Karten/);
    await page.getByRole('checkbox', { name: 'Alle 20 SIM-Karten dieser Seite auswählen' }).check();
    await expect(page.getByText('20 SIM-Karten ausgewählt')).toBeVisible();
    await page.getByRole('button', { name: 'Zu Seite 2' }).click();
    const rows = table.locator('tbody tr');
    for (let i = 0; i < 5; i++) await rows.nth(i).getByRole('checkbox').check();
    await expect(page.getByText('25 SIM-Karten ausgewählt')).toBeVisible();
    await env.checkA11y(page, `SIM-Verwaltung ${size}`);
    await env.screenshot(page, `sim-flotte-auswahl-${size}`);

    await page.getByRole('button', { name: 'Ausgewählte sperren' }).click();
    const dialog = page.getByRole('dialog', { name: 'SIM-Karten sperren' });
    await expect(dialog.getByText('Die 25 ausgewählten SIM-Karten werden sofort gesperrt.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'verloren' }).check();
    await dialog.getByRole('button', { name: '25 SIM-Karten jetzt sperren' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Die SIM-Karten sind gesperrt' });
    await expect(receipt).toContainText(/Sammelsperre Nr\. SP-\d+-0001: 25 SIM-Karten gesperrt, Grund: verloren\./);
    await expect(page.getByText('0 SIM-Karten ausgewählt')).toBeVisible();
    const blocked = env.app.ctx.store
      .byUsername('flotte')
      .contracts.flatMap((c) => c.sims ?? [])
      .filter((s) => s.status === 'gesperrt');
    expect(blocked).toHaveLength(25);
    expect(new Set(blocked.map((s) => s.sperre.belegnummer)).size).toBe(1);
    await env.checkA11y(page, `SIM-Verwaltung mit Beleg ${size}`, { force: true });
    await env.screenshot(page, `sim-flotte-beleg-${size}`);

    // every result of a filter, and its CSV
    await page.getByLabel('Status').selectOption('gesperrt');
    await expect(count).toHaveText(/^25 von 4\.\d{3} SIM-Karten/);
    await page.getByRole('button', { name: 'Alle 25 Suchergebnisse auswählen' }).click();
    await expect(page.getByText('25 SIM-Karten ausgewählt')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Liste als CSV herunterladen' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ICCID endet auf;Rufnummer;Status;Kostenstelle;Vertrag;Gerät');
    expect(lines).toHaveLength(26);
    expect(lines.slice(1).every((line) => line.includes(';gesperrt;') && line.includes(`;${choice};`))).toBe(true);
    for (const s of blocked) expect(csv).toContain(`${s.iccid.slice(-4)};${s.rufnummer};gesperrt;`);
  });
}
