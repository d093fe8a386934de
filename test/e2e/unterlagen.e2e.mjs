// An order waiting for a document: the start page says so, Meine Aufträge takes the document
// (or names the postal way), a failed upload keeps the chosen file, and the receipt replaces the request.
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

const P = '/private/dashboard';
const START = { width: 1280, height: 900 };
const HEADING = 'Für diesen Auftrag brauchen wir noch: Grundstückseigentümererklärung';
const pdf = { name: 'gee.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 GEE') };

for (const shapes of ['default', 'alt']) {
  test.describe(`Unterlage nachreichen (${shapes})`, () => {
    test.use({ shapes });

    // the phone in one reading of the open shapes, the desktop in the other
    for (const viewport of shapes === 'default' ? [PHONE_VIEWPORT] : [START]) {
      test(`Startseite → Meine Aufträge → Unterlage senden (${viewport.width} px)`, async ({ env }) => {
        const { referenz } = await env.control('vorgang', {
          login: 'gfplus',
          art: 'bestellung',
          bestellart: 'vertraghinzu',
          produkt: 'TEAG Glasfaser 500',
          status: 'wartet_auf_unterlagen',
          unterlage: 'gee',
        });
        const page = await env.openAs('gfplus', `${P}/startseite`, /./, { viewport });
        const hinweis = page.getByRole('region', { name: 'Für Ihre Aufträge fehlt noch etwas' });
        await expect(
          hinweis.getByText(`(Auftrag ${referenz}) – uns fehlt noch: Grundstückseigentümererklärung.`),
        ).toBeVisible();
        await env.checkA11y(page, 'Startseite mit Auftragshinweis');
        await env.screenshot(page, `unterlage-startseite-${shapes}-${viewport.width}`);

        await hinweis.getByRole('link', { name: `Unterlage für Auftrag ${referenz} senden` }).click();
        await page.waitForURL(new RegExp(`/auftraege#vorgang-${referenz}$`));
        const item = page.locator(`#vorgang-${referenz}`);
        await expect(item.getByRole('heading', { level: 3, name: HEADING })).toBeVisible();
        await expect(item.getByText('Status: Unterlage fehlt')).toBeVisible();
        await expect(item.getByText(/per Post senden – bitte mit der Auftragsnummer/)).toBeVisible();

        // nothing chosen, then a type the backend does not take: the error sits at the field
        const send = item.getByRole('button', { name: 'Unterlage senden' });
        await send.click();
        await expect(page.getByRole('link', { name: 'Unterlage: Bitte wählen Sie eine Datei aus.' })).toBeVisible();
        const file = item.locator('input[type="file"][name="datei"]');
        await file.setInputFiles({ name: 'gee.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
        await send.click();
        await expect(
          page.getByRole('link', { name: 'Unterlage: Bitte wählen Sie eine PDF-, JPEG- oder PNG-Datei.' }),
        ).toBeVisible();
        await env.checkA11y(page, 'Unterlage: Fehler am Feld');

        // a failing call keeps the chosen file and says so in German
        await file.setInputFiles(pdf);
        await env.control('fail', {
          pathPrefix: `/kundenportal-api/user/vorgaenge/${referenz}`,
          status: 500,
          times: 1,
        });
        await send.click();
        await page
          .getByRole('alert')
          .filter({ hasText: /Simulierter Fehler|konnte nicht gesendet werden/ })
          .first()
          .waitFor();
        await expect(item.getByText('Ausgewählt: gee.pdf')).toBeVisible();
        await env.screenshot(page, `unterlage-fehler-${shapes}-${viewport.width}`);

        await send.click();
        await expect(item.getByRole('status').filter({ hasText: 'Ihre Unterlage „gee.pdf“ ist am' })).toBeVisible();
        await expect(item.getByText('Status: In Bearbeitung')).toBeVisible();
        await expect(item.getByRole('button', { name: 'Unterlage senden' }), 'kein zweites Senden').toHaveCount(0);
        await env.checkA11y(page, 'Unterlage eingegangen');
        await env.screenshot(page, `unterlage-eingegangen-${shapes}-${viewport.width}`);

        // the start page no longer asks for it
        await page.goto(env.url(`${P}/startseite`));
        await env.heading(page, /./);
        await env.settled(page);
        await expect(page.getByRole('region', { name: 'Für Ihre Aufträge fehlt noch etwas' })).toHaveCount(0);
      });
    }
  });
}

test.describe('ohne Meine Aufträge im Backend', () => {
  test('die Startseite bleibt ohne Hinweis und ohne Fehler', async ({ env }) => {
    await env.control('fail', { pathPrefix: '/kundenportal-api/user/vorgaenge', status: 404 });
    const page = await env.openAs('gfplus', `${P}/startseite`, /./);
    await env.settled(page);
    await expect(page.getByRole('region', { name: 'Für Ihre Aufträge fehlt noch etwas' })).toHaveCount(0);
    await env.checkA11y(page, 'Startseite ohne Meine Aufträge');
  });
});
