/** Shared steps of the move e2e suites: the address step, a review's rows, screenshots. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, PHONE_VIEWPORT } from './harness.mjs';
import { detail, formReady, orderDate, plain } from './orderHelpers.mjs';

/** The address step of contract `id` filled and checked; returns the move date typed (dd.MM.yyyy). */
export async function enterMove(env, page, { id = 'V-100001', plz, zusatz = 'a' }) {
  await page.goto(env.url(detail(id, 'umzug')));
  await env.heading(page, 'Umzug: neue Adresse angeben');
  await formReady(page, 'umzugsdatum');
  const datum = orderDate();
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Neue Str.');
  await page.getByRole('textbox', { name: /^Hausnummer(\s*\*)?$/ }).fill('5');
  await page.getByRole('textbox', { name: /^Hausnummernzusatz/ }).fill(zusatz);
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill(plz);
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Erfurt');
  await page.getByRole('textbox', { name: /^Umzugsdatum/ }).fill(datum);
  await page.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();
  return datum;
}

/** The rows of the first description list inside `scope` as [term, value] pairs (no-break spaces as plain ones). */
export async function rowsOf(scope) {
  const dl = scope.locator('dl').first();
  await expect(dl).toBeVisible();
  const terms = await dl.locator(':scope > dt').allTextContents();
  const values = await dl.locator(':scope > dd').allTextContents();
  return terms.map((term, i) => [plain(term), plain(values[i] ?? '')]);
}

/** The value of `term` in rows from rowsOf (undefined when the term is missing). */
export const rowValue = (rows, term) => rows.find(([t]) => t === term)?.[1];

/** dd.MM.yyyy → yyyy-MM-dd */
export const isoOf = (datum) => datum.split('.').reverse().join('-');

/** Full-page screenshots at 1280 and 390 px into .tmp/shots-moves (looked at by hand, not committed). */
export async function shots(page, name) {
  const dir = path.join(process.cwd(), '.tmp', 'shots-moves');
  await mkdir(dir, { recursive: true });
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.screenshot({ path: path.join(dir, `${name}-390.png`), fullPage: true });
  if (before) await page.setViewportSize(before);
}
