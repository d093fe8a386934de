/**
 * E-invoices as a business customer sees them: flotte's invoice list offers XRechnung and ZUGFeRD per invoice and
 * both download with the invoice's number; firma enters a Leitweg-ID in Meine Daten (a wrong check number is
 * refused at the field). The files' validity is judged in test/backend/eRechnung.test.mjs (independent rules).
 * Screenshots at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

async function shots(env, page, name) {
  await env.screenshot(page, `${name}-1280`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  await env.screenshot(page, `${name}-390`);
  await page.setViewportSize(size);
}

test('flotte: XRechnung and ZUGFeRD per invoice in the list, downloaded with the invoice number', async ({ env }) => {
  const page = await env.openAs('flotte', '/private/dashboard/rechnungen/rechnungen', 'Rechnungen', {
    timeout: 60_000,
  });
  const xrechnung = page.getByRole('button', { name: /^Rechnung \d+ als XRechnung herunterladen$/ }).first();
  // a fleet's 2,196 invoices: the list and its e-invoice offer come after the session's large answer
  await expect(xrechnung).toBeVisible({ timeout: 120_000 });
  await expect(xrechnung).toHaveText('XRechnung');
  const name = await xrechnung.getAttribute('aria-label');
  const number = /Rechnung (\d+) als/.exec(name ?? '')?.[1];
  const [xml] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), xrechnung.click()]);
  expect(xml.suggestedFilename()).toBe(`Rechnung_${number}_XRechnung.xml`);
  const text = await readFile(await xml.path(), 'utf8');
  expect(text).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
  const zugferd = page.getByRole('button', { name: `Rechnung ${number} als ZUGFeRD herunterladen` });
  await expect(zugferd).toBeEnabled({ timeout: 30_000 });
  const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), zugferd.click()]);
  expect(pdf.suggestedFilename()).toBe(`Rechnung_${number}_ZUGFeRD.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await env.checkA11y(page, 'Rechnungen mit E-Rechnung');
  await shots(env, page, 'erechnung-liste-flotte');
});

test('firma: Leitweg-ID in Meine Daten, a wrong check number refused at the field, a right one saved', async ({
  env,
}) => {
  const page = await env.openAs('firma', '/private/dashboard/meine-daten/rechnungsadresse', 'Rechnungsadresse', {
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'E-Rechnung' })).toBeVisible({ timeout: 30_000 });
  const field = page.getByRole('textbox', { name: /Leitweg-ID/ });
  await field.fill('991-33333TEST-34');
  await page.getByRole('button', { name: 'E-Rechnungs-Angaben speichern' }).click();
  await expect(
    page.getByText('Die Prüfziffer der Leitweg-ID stimmt nicht. Bitte prüfen Sie die Angabe.').first(),
  ).toBeVisible();
  await field.fill('991-33333TEST-33');
  await page.getByRole('button', { name: 'E-Rechnungs-Angaben speichern' }).click();
  await expect(page.getByText(/Ihre E-Rechnungs-Angaben sind gespeichert/)).toBeVisible();
  await env.checkA11y(page, 'E-Rechnung in Meine Daten');
  await shots(env, page, 'erechnung-meinedaten-firma');
});
