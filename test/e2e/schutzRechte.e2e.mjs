/**
 * The rest of „Kosten & Schutz“ and „Meine Rechte“: the start page's notice of a threatened block and its lifting
 * by a dispute (`mahnung`, 390 px, keyboard only from the start page), the itemised-bill choice applied to the
 * call list (`dsl25`, 1280 px: shortened, full, none; counselling services never), and a PDF measurement protocol
 * that is checked by hand and listed in Meine Aufträge (`dsl25`, 390 px). Every screen passes axe at 1280 and
 * 390 px (checkA11y); screenshots with E2E_SCREENS=1 go to .tmp/screens/.
 */
import { BERATUNGSSTELLEN } from '../backend/data/kostenSchutz.mjs';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

const P = '/private/dashboard';

// the default reading of the open shapes: the journeys name contract ids and invoice states the alternative
// reading leaves out (there the start page asks for the notice whenever an invoice's status is unknown)
test.use({ shapes: 'default' });

/** Moves the focus with Tab alone until `target` has it (at most `max` presses): how a keyboard user gets there. */
async function tabTo(page, target, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('Sperre angekündigt (390 px, nur Tastatur): Betrag, Datum, Beanstanden der Verbindungen hebt sie auf', async ({
  env,
}) => {
  const page = await env.openAs('mahnung', P, undefined, { viewport: PHONE_VIEWPORT });
  const hinweis = page.getByRole('region', { name: 'Sperre Ihres Anschlusses angekündigt' });
  // a lazily loaded part of the start page, after the session and its own call: longer on a busy machine
  await expect(hinweis).toBeVisible({ timeout: 30_000 });
  await expect(hinweis).toContainText(
    /Sie sind mit \d+,\d{2}\s€ im Zahlungsrückstand\. Mit unserem Schreiben vom \d{2}\.\d{2}\.\d{4} haben wir angekündigt, Ihren Anschluss frühestens ab dem \d{2}\.\d{2}\.\d{4} zu sperren/,
  );
  await expect(hinweis.getByRole('link', { name: 'Offene Rechnungen ansehen und bezahlen' })).toBeVisible();
  await env.checkA11y(page, 'Startseite mit angekündigter Sperre');
  await env.screenshot(page, 'sperre-angekuendigt-390');

  // from here on the keyboard alone
  const beanstanden = hinweis.getByRole('link', { name: /^Rechnung \d+ beanstanden$/ });
  await tabTo(page, beanstanden);
  await page.keyboard.press('Enter');
  await env.heading(page, 'Rechnung beanstanden');
  const verbindungen = page.getByRole('checkbox', { name: /^Verbindungen / });
  await tabTo(page, verbindungen);
  await page.keyboard.press('Space');
  await expect(verbindungen).toBeChecked();
  const text = page.getByRole('textbox', { name: /Was stimmt nicht/ });
  await tabTo(page, text);
  await page.keyboard.type('Diese 0900-Nummern habe ich nie gewählt.');
  await tabTo(page, page.getByRole('button', { name: 'Beanstandung senden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Ihre Beanstandung ist eingegangen\. Vorgangsnummer: RB-/)).toBeVisible();
  await env.checkA11y(page, 'Beanstandung gesendet');

  // the disputed calls are left out: below 100 €, the block may not come
  await page.goto(env.url(P));
  const aufgehoben = page.getByRole('region', { name: 'Angekündigte Sperre entfällt' });
  await expect(aufgehoben).toBeVisible({ timeout: 30_000 });
  await expect(aufgehoben).toContainText(
    /Ohne die beanstandeten Beträge sind noch \d+,\d{2}\s€ offen, weniger als 100\s€/,
  );
  await expect(page.getByRole('region', { name: 'Sperre Ihres Anschlusses angekündigt' })).toHaveCount(0);
  await env.checkA11y(page, 'Startseite, Sperre aufgehoben', { force: true });
  await env.screenshot(page, 'sperre-aufgehoben-390');
});

test('Einzelverbindungsnachweis (1280 px): gekürzt, vollständig, keiner – Beratungsstellen nie', async ({ env }) => {
  const page = await env.openAs('dsl25', `${P}/rechnungen/telefonkosten`, 'Telefonkosten');
  const nummern = () => page.getByRole('table').first().locator('tbody tr td:nth-child(3)').allInnerTexts();
  await expect(page.getByText(/^Einzelverbindungsnachweis gekürzt: Die letzten drei Ziffern/).first()).toBeVisible();
  const gekuerzt = await nummern();
  expect(gekuerzt.length).toBeGreaterThan(5);
  expect(gekuerzt.every((n) => /xxx$/.test(n))).toBe(true);
  await env.checkA11y(page, 'Telefonkosten, gekürzt');
  await env.screenshot(page, 'evn-gekuerzt-1280');

  // full numbers: with the declaration, then the call list follows
  await page
    .getByRole('link', { name: /^Einzelverbindungsnachweis für Anschluss .* ändern$/ })
    .first()
    .click();
  await env.heading(page, 'Kosten & Schutz');
  await page.getByRole('radio', { name: 'Mit vollständigen Zielnummern' }).check();
  await page.getByRole('checkbox', { name: /alle Mitbenutzer meines Anschlusses/ }).check();
  await page.getByRole('button', { name: 'Einzelverbindungsnachweis speichern' }).click();
  await expect(page.getByText('Ihre Wahl ist gespeichert: Mit vollständigen Zielnummern.')).toBeVisible();
  // within the app, without a reload: the session's call list was read anew after the change
  await page.getByRole('navigation').getByRole('link', { name: 'Rechnungen', exact: true }).first().click();
  await page.getByRole('link', { name: 'Telefonkosten', exact: true }).first().click();
  await env.heading(page, 'Telefonkosten');
  await expect(page.getByText('Einzelverbindungsnachweis mit vollständigen Zielrufnummern.').first()).toBeVisible();
  const voll = await nummern();
  expect(voll.every((n) => /^\d+$/.test(n))).toBe(true);
  expect(voll.some((n) => BERATUNGSSTELLEN.includes(n))).toBe(false);
  await env.checkA11y(page, 'Telefonkosten, vollständig', { force: true });
  await env.screenshot(page, 'evn-vollstaendig-1280');

  // none: no call list at all, the month's total stays
  await page.goto(env.url(`${P}/kosten-schutz/V-100001`));
  await env.heading(page, 'Kosten & Schutz');
  await page.getByRole('radio', { name: 'Kein Einzelverbindungsnachweis' }).check();
  await page.getByRole('button', { name: 'Einzelverbindungsnachweis speichern' }).click();
  await expect(page.getByText('Ihre Wahl ist gespeichert: Kein Einzelverbindungsnachweis.')).toBeVisible();
  await page.goto(env.url(`${P}/rechnungen/telefonkosten`));
  await env.heading(page, 'Telefonkosten');
  await expect(page.getByText(/keinen Einzelverbindungsnachweis gewählt/).first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/^Gesamtsumme .*: \d+,\d{2}\s€/)).toBeVisible();
  await env.checkA11y(page, 'Telefonkosten, kein EVN', { force: true });
});

test('PDF-Messprotokoll (390 px): eingegangen, wird von Hand geprüft, in Meine Aufträge', async ({ env }) => {
  const page = await env.openAs('dsl25', `${P}/meine-rechte`, 'Meine Rechte', { viewport: PHONE_VIEWPORT });
  await page.locator('input[type="file"][name="datei"]').setInputFiles({
    name: 'Breitbandmessung_Protokoll.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Messprotokoll prüfen' }).click();
  const eingang = page.getByRole('status').filter({ hasText: 'Messprotokoll eingegangen – wird geprüft' });
  await expect(eingang).toContainText(/„Breitbandmessung_Protokoll\.pdf“ ist eingegangen \(Vorgangsnummer MP-/);
  await env.checkA11y(page, 'Meine Rechte, PDF-Protokoll eingegangen');
  await env.screenshot(page, 'minderung-pdf-390');
  await eingang.getByRole('link', { name: 'Zu Meine Aufträge' }).click();
  await env.heading(page, 'Meine Aufträge');
  const auftrag = page.getByRole('listitem').filter({ hasText: 'Minderung wegen langsamen Internets' });
  await expect(auftrag).toContainText('Status: In Prüfung');
  await expect(auftrag).toContainText('„Breitbandmessung_Protokoll.pdf“ (PDF) – wird von Hand geprüft');
  await env.checkA11y(page, 'Meine Aufträge mit Messprotokoll');
  await env.screenshot(page, 'minderung-auftraege-390');

  // a text file named .pdf is refused at the field, before anything is sent
  await page.goto(env.url(`${P}/meine-rechte`));
  await env.heading(page, 'Meine Rechte');
  await page.locator('input[type="file"][name="datei"]').setInputFiles({
    name: 'falsch.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Datum;Download\n'),
  });
  await page.getByRole('button', { name: 'Messprotokoll prüfen' }).click();
  await expect(page.getByText('Der Inhalt der Datei ist kein PDF.', { exact: false }).first()).toBeVisible();
});
