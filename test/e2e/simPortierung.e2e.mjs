/**
 * „Rufnummer mitnehmen“ in the mobile order (`dsl25`, V-100001) at 1280 and 390 px: the fields appear with the
 * box, errors at the fields, the date the number moves (src/lib/portierungstermin.mjs, the same rule the stand-in
 * records) shown in the form, the review, the confirmation and the contract summary PDF. axe on every step.
 */
import { readFile } from 'node:fs/promises';
import { portierungstermin } from '../../src/lib/portierungstermin.mjs';
import { pdfText } from '../jest/pdfCheck.mjs';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, detail, formReady, orderDate } from './orderHelpers.mjs';

const pad = (n) => String(n).padStart(2, '0');
const german = (iso) => iso.split('-').reverse().join('.');
/** The provider's calendar day (Berlin), as both the portal and the stand-in read it. */
const berlinToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

for (const [size, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', PHONE_VIEWPORT],
]) {
  test(`Mobilfunk bestellen mit Rufnummernmitnahme zum Vertragsende: der Termin in Formular, Übersicht, Bestätigung und PDF (${size} px)`, async ({
    env,
  }) => {
    test.setTimeout(120_000);
    // the first page of a worker on a busy machine loads its chunks cold
    const page = await env.openAs('dsl25', detail('V-100001', 'mobilfunk_bestellung'), undefined, {
      viewport,
      timeout: 60_000,
    });
    await env.heading(page, 'Mobilfunk hinzubuchen', { timeout: 60_000 });
    await formReady(page);
    await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await page.getByRole('checkbox', { name: 'Rufnummer von meinem bisherigen Anbieter mitnehmen' }).check();
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await expect(
      page.getByText('Bitte beauftragen Sie die Rufnummernmitnahme, oder wählen Sie die Mitnahme ab.').first(),
    ).toBeVisible();

    await page.getByRole('textbox', { name: /^Bisheriger Anbieter/ }).fill('Vodafone');
    await page.getByRole('textbox', { name: /^Rufnummer, die Sie mitnehmen/ }).fill('0151 23456789');
    await page.getByRole('radio', { name: 'Zum Ende meines bisherigen Vertrags' }).check();
    const end = new Date(Date.now() + 40 * 86400_000);
    const endIso = `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}`;
    await formReady(page, 'portierung-vertragsende');
    const field = page.getByRole('textbox', { name: /^Ende Ihres bisherigen Vertrags/ });
    await field.fill(german(endIso));
    await field.blur();
    const expected = portierungstermin({ wann: 'vertragsende', vertragsende: endIso, heute: berlinToday() });
    const shown = `am ${german(expected.termin)} zu uns (spätestens am ${german(expected.spaetestens)})`;
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Rufnummer wechselt' })).toContainText(shown);
    await page.getByRole('checkbox', { name: /Ich beauftrage die Mitnahme meiner Rufnummer/ }).check();
    await env.checkA11y(page, `Mobilfunk mit Rufnummernmitnahme ${size}`);
    await env.screenshot(page, `sim-portierung-formular-${size}`);

    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    const row = `0151 23456789 von Vodafone: wechselt am ${german(expected.termin)} (spätestens am ${german(expected.spaetestens)})`;
    await expect(page.getByText(row).first()).toBeVisible();
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
    await expect(page.getByText(row).first()).toBeVisible();
    await env.checkA11y(page, `Mobilfunk mit Rufnummernmitnahme bestätigt ${size}`);
    await env.screenshot(page, `sim-portierung-bestaetigt-${size}`);

    const { orders } = await env.state();
    expect(orders.at(-1).portierung).toMatchObject({
      anbieter: 'Vodafone',
      rufnummer: '0151 23456789',
      wann: 'vertragsende',
      termin: expected.termin,
      spaetestens: expected.spaetestens,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Vertragszusammenfassung als PDF herunterladen' }).click(),
    ]);
    const text = pdfText(await readFile(await download.path())).replace(/\s+/g, ' ');
    expect(text).toContain('Rufnummernmitnahme');
    expect(text).toContain(german(expected.termin));
  });
}
