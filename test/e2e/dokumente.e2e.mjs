/**
 * Documents as a customer gets them: the archive of `multi` V-100031 reached from the contract menu (grouped, each
 * with date and reference; a form an order asks for; the PDFs tagged, fonts embedded, German text read back by
 * poppler), and the readable PDF summary of „Meine Daten herunterladen“. At 1280 and 390 px, axe at both, screenshots.
 */
import { readFile } from 'node:fs/promises';
import { assertAccessiblePdf, pdfText } from '../jest/pdfCheck.mjs';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

const WIDE = { width: 1280, height: 900 };
const words = (bytes) => pdfText(bytes).replace(/\s+/g, ' ');

/** Clicks a download button and returns the file's name and bytes. */
async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

for (const viewport of [WIDE, PHONE_VIEWPORT]) {
  test(`Dokumente von multi V-100031 (${viewport.width} px): gruppiert, mit Datum und Bezug, als zugängliche PDFs`, async ({
    env,
  }) => {
    // an order on this contract waits for the property owner's declaration: the archive offers the blank form
    const { referenz } = await env.control('vorgang', {
      login: 'multi',
      art: 'bestellung',
      bestellart: 'technologieupgrade',
      vertragsId: 'V-100031',
      produkt: 'TEAG Glasfaser 500',
      status: 'wartet_auf_unterlagen',
      unterlage: 'gee',
    });
    const page = await env.openAs('multi', '/private/dashboard/vertraege/V-100031/allgemeine-daten', 'Vertragsdaten', {
      viewport,
    });
    await expect(page.getByText('Vertragsnummer V-100031')).toBeVisible();
    if (viewport === WIDE) {
      await page
        .getByRole('navigation', { name: 'Bereiche dieses Vertrags' })
        .getByRole('link', { name: 'Dokumente' })
        .click();
    } else {
      // the phone's compact menu names the current area and opens the list
      await page.getByRole('button', { name: /Bereich wählen/ }).click();
      await page.getByRole('link', { name: 'Dokumente' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Vertragsunterlagen',
      'Mitteilungen über Vertragsänderungen',
      'Aufträge und Belege',
      'Formulare zum Ausfüllen',
    ]);
    const vertrag = main.getByRole('table', { name: 'Vertragsunterlagen' });
    const summary = vertrag.getByRole('row').filter({ hasText: 'Vertragszusammenfassung nach § 54 TKG' });
    await expect(summary).toHaveCount(2);
    await expect(summary.filter({ hasText: /Vertragsabschluss am \d{2}\.\d{2}\.\d{4}/ })).toHaveCount(1);
    await expect(summary.filter({ hasText: `Auftrag ${referenz} (TEAG Glasfaser 500)` })).toHaveCount(1);
    await expect(vertrag.getByRole('row').filter({ hasText: /Allgemeine Geschäftsbedingungen \(Stand/ })).toContainText(
      'gültig bei Vertragsabschluss',
    );
    await expect(vertrag.getByRole('row').filter({ hasText: 'Produktinformationsblatt VDSL 100' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Mitteilungen über Vertragsänderungen' })).toContainText(
      /wirksam zum \d{2}\.\d{2}\.\d{4}/,
    );
    const formulare = main.getByRole('table', { name: 'Formulare zum Ausfüllen' });
    await expect(formulare.getByRole('row').filter({ hasText: 'Grundstückseigentümererklärung' })).toContainText(
      `angefordert für Auftrag ${referenz}`,
    );
    await expect(formulare.getByRole('row').filter({ hasText: 'SEPA-Lastschriftmandat' })).toBeVisible();
    await env.checkA11y(page, `Dokumente V-100031 ${viewport.width}`);
    await env.screenshot(page, `dokumente-V-100031-${viewport.width}`);

    const gee = await downloaded(page, formulare.getByRole('button', { name: /^Grundstückseigentümererklärung/ }));
    expect(gee.name).toMatch(/^V-100031_Grundstueckseigentuemererklaerung_Formular_\d{4}-\d{2}-\d{2}\.pdf$/);
    assertAccessiblePdf(gee.bytes, { tables: true });
    expect(words(gee.bytes)).toContain('Grundstück (Anschlussadresse) Löbdergraben 25b, 07743 Jena');
    expect(words(gee.bytes)).toContain(`angefordert für Auftrag ${referenz}`);

    const vzf = await downloaded(page, summary.filter({ hasText: 'Vertragsabschluss' }).getByRole('button'));
    assertAccessiblePdf(vzf.bytes, { tables: true });
    expect(words(vzf.bytes)).toMatch(/Monatlicher Gesamtpreis 48,96 €/);
    expect(words(vzf.bytes)).toContain('Kündigungsfrist');
  });

  test(`Meine Daten herunterladen (${viewport.width} px): die Übersicht als zugängliches PDF`, async ({ env }) => {
    const page = await env.openAs(
      'multi',
      '/private/dashboard/meine-daten/datenauskunft',
      'Meine Daten herunterladen',
      {
        viewport,
      },
    );
    await page.getByRole('button', { name: 'Daten zusammenstellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Daten sind bereit' })).toBeVisible();
    const pdf = await downloaded(page, page.getByRole('link', { name: 'Übersicht als PDF' }));
    expect(pdf.name).toBe('datenauskunft-1000003.pdf');
    assertAccessiblePdf(pdf.bytes, { tables: true });
    const text = words(pdf.bytes);
    for (const part of [
      'Ihre Daten im Kundenportal',
      'Nachname Weiß',
      'Verträge (5 Einträge)',
      'Rechnungen (26 Einträge)',
    ])
      expect(text).toContain(part);
    await env.checkA11y(page, `Datenauskunft mit PDF ${viewport.width}`);
    await env.screenshot(page, `datenauskunft-pdf-${viewport.width}`);
  });
}
