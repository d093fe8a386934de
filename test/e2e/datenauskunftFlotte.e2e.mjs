/**
 * „Meine Daten herunterladen“ for `flotte` (5,000 contracts): what the customer sees. While the server puts the
 * files together the page says so and the button is busy (held here until looked at, so the state is seen on any
 * machine) and the page still takes the keyboard; then the files are offered and each downloads whole: the JSON with all 5,000 contracts, the PDF summary, the contracts' CSV. Screenshots at 1280
 * and 390 px of both states. How fast the page answers meanwhile is the bench's figure (test/bench/datenauskunft.mjs).
 */
import { readFile } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';
import config from '../../src/config/datenauskunft.json' with { type: 'json' };

const PATH = '/private/dashboard/meine-daten/datenauskunft';

async function shots(env, page, name) {
  await env.screenshot(page, `${name}-1280`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  await env.screenshot(page, `${name}-390`);
  await page.setViewportSize(size);
}

/** Downloads the file behind the link and returns it with its suggested name. */
async function take(page, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), data: await readFile(await download.path()) };
}

test('flotte (1280 px): Daten zusammenstellen mit Fortschritt, die Seite bleibt bedienbar, JSON, PDF und CSV vollständig', async ({
  env,
}) => {
  // a fleet's session (7.6 MB) and its files take their time on a busy machine
  test.setTimeout(240_000);
  const page = await env.openAs('flotte', PATH, undefined, { timeout: 60_000 });
  await env.heading(page, 'Meine Daten herunterladen', { timeout: 120_000 });

  // the server's answer is held until the page's progress has been looked at
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  let prepares = 0;
  await page.route('**/user/datenauskunft', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    prepares += 1;
    await held;
    await route.fallback();
  });
  const prepare = page.getByRole('button', { name: 'Daten zusammenstellen' });
  await prepare.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Daten werden zusammengestellt' })).toBeVisible();
  await expect(prepare).toBeDisabled();
  // meanwhile the page is there for the customer: the keyboard moves on, the list of what is included is readable
  await page.getByText('Hier laden Sie sofort alles herunter').click();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: 'Verträge' }).first()).toBeVisible();
  await shots(env, page, '52-datenauskunft-flotte-laeuft');
  release();

  await expect(page.getByRole('status').filter({ hasText: 'Ihre Daten sind bereit' })).toBeVisible({
    timeout: 60_000,
  });
  expect(prepares, 'one prepare call, however often the busy button is pressed').toBe(1);
  const table = page.getByRole('table', { name: 'Einzelne Tabellen als CSV' });
  await expect(table.getByRole('row').filter({ hasText: 'Verträge' })).toContainText('5.000');

  const json = await take(page, 'Alle Daten als JSON');
  expect(json.name).toBe('datenauskunft-1000011.json');
  const file = JSON.parse(json.data.toString('utf8'));
  expect(Object.keys(file.tabellen)).toEqual(config.tabellen);
  expect(file.tabellen.vertraege).toHaveLength(5000);

  const pdf = await take(page, 'Übersicht als PDF');
  expect(pdf.name).toBe('datenauskunft-1000011.pdf');
  expect(pdf.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csv = await take(page, 'Verträge (CSV) herunterladen');
  expect(csv.name).toBe('datenauskunft-1000011-vertraege.csv');
  // a header line and one line per contract (no cell holds a line break)
  expect(csv.data.toString('utf8').trim().split('\r\n')).toHaveLength(5001);

  await env.checkA11y(page, 'Datenauskunft flotte bereit');
  await shots(env, page, '52-datenauskunft-flotte-fertig');
});
