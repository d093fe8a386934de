/**
 * „Kosten & Schutz“ and „Meine Rechte“: a mobile customer's data meter with the 80 % notice switched off and on
 * (390 px), the third-party block with its receipt, active after a reload (1280 px, keyboard only), an invoice line
 * disputed with its deadline and status in Meine Aufträge (1280 px), a measurement protocol that proves a shortfall
 * (390 px) and the Schlichtungsstelle on Hilfe & Kontakt. axe once per page (checkA11y: 1280 and 390 px);
 * screenshots go to .tmp/shots-schutz/.
 */
import { mkdir } from 'node:fs/promises';
import { beispielProtokoll } from './../backend/data/messprotokoll.mjs';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

const P = '/private/dashboard';
const SHOTS = '.tmp/shots-schutz';

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Operates a switch with the keyboard alone: focus, Space, and the confirmation it announces. */
async function toggleByKeyboard(page, name, confirmation) {
  const control = page.getByRole('switch', { name });
  await control.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(confirmation, { exact: true })).toBeVisible();
  return control;
}

test('Mobilfunk (390 px): Datenvolumen verbraucht / inklusive, Hinweis auf der Startseite, 80-%-Hinweis aus und wieder an', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await env.login(page, 'multi');
  await expect(page.getByRole('heading', { name: 'Ihr Datenvolumen' })).toBeVisible();
  await expect(page.getByText(/Sie haben 85 % Ihres Datenvolumens im Vertrag .*V-100032/)).toBeVisible();
  await page.getByRole('link', { name: 'Datenvolumen ansehen (V-100032)' }).click();
  await env.heading(page, 'Kosten & Schutz');
  await expect(page.getByText('8,6 GB von 10 GB verbraucht (85 %)')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Verbrauchtes Datenvolumen' })).toBeVisible();
  await expect(page.getByText(/^Bei 100 %: Ihre Geschwindigkeit wird/)).toBeVisible();
  await env.checkA11y(page, 'Kosten & Schutz (Mobilfunk)');
  await shot(page, 'mobil-390');
  const hinweis = await toggleByKeyboard(
    page,
    'Hinweis bei 80 % des Datenvolumens',
    'Der Hinweis bei 80 % ist ausgeschaltet.',
  );
  await test.expect(hinweis).not.toBeChecked();
  await toggleByKeyboard(page, 'Hinweis bei 80 % des Datenvolumens', 'Der Hinweis bei 80 % ist eingeschaltet.');
  await test.expect(hinweis).toBeChecked();
  await expect(page.getByRole('switch', { name: /Kostengrenze von 50,00/ })).toBeVisible();
});

test('dsl25 (1280 px, nur Tastatur): Drittanbietersperre einschalten, Quittung, nach dem Neuladen aktiv; EVN nur mit Erklärung', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', `${P}/vertraege/V-100001/allgemeine-daten`);
  await page.getByRole('link', { name: 'Kosten & Schutz' }).click();
  await env.heading(page, 'Kosten & Schutz');
  await expect(page.getByText(/kostenlos \(§ 61 Abs\. 1 und 2 TKG\)/)).toBeVisible();
  const sperre = await toggleByKeyboard(page, 'Drittanbietersperre', 'Drittanbietersperre beauftragt');
  await test.expect(sperre).toBeChecked();
  await expect(page.getByText('Wird eingerichtet')).toBeVisible();
  await expect(
    page.getByText(
      /^Quittung SQ-\d{6} vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: Drittanbietersperre beauftragt – kostenlos\.$/,
    ),
  ).toBeVisible();
  await env.checkA11y(page, 'Kosten & Schutz (Festnetz)');
  await shot(page, 'sperre-1280');
  await page.reload();
  await env.heading(page, 'Kosten & Schutz');
  await expect(page.getByText(/^Aktiv seit \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await test.expect(page.getByRole('switch', { name: 'Drittanbietersperre' })).toBeChecked();

  // the full itemised bill: the declaration is asked for at the field, then saved
  await page.getByRole('radio', { name: 'Mit vollständigen Zielnummern' }).check();
  await page.getByRole('button', { name: 'Einzelverbindungsnachweis speichern' }).click();
  await expect(
    page.getByText('Bitte bestätigen Sie die Erklärung, um vollständige Zielnummern zu erhalten.').first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /alle Mitbenutzer meines Anschlusses/ }).check();
  await page.getByRole('button', { name: 'Einzelverbindungsnachweis speichern' }).click();
  await expect(page.getByText('Ihre Wahl ist gespeichert: Mit vollständigen Zielnummern.')).toBeVisible();
});

test('Rechnung beanstanden (1280 px): einen Posten wählen, Frist und Status sehen, in „Meine Aufträge“', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', `${P}/rechnungen/rechnungen`);
  await page
    .getByRole('link', { name: /^Rechnung \d+ beanstanden$/ })
    .first()
    .click();
  await env.heading(page, 'Rechnung beanstanden');
  await expect(page.getByText(/^Sie können diese Rechnung bis zum \d{2}\.\d{2}\.\d{4} beanstanden/)).toBeVisible();
  await page.getByRole('group', { name: 'Posten der Rechnung' }).getByRole('checkbox').first().check();
  await expect(page.getByText(/^Beanstandeter Betrag: 29,99/)).toBeVisible();
  await page.getByRole('textbox', { name: /^Was stimmt nicht/ }).fill('Der Tarif wurde doppelt berechnet.');
  await env.checkA11y(page, 'Rechnung beanstanden');
  await page.getByRole('button', { name: 'Beanstandung senden' }).click();
  await expect(page.getByText(/^Ihre Beanstandung ist eingegangen\. Vorgangsnummer: RB-/)).toBeVisible();
  await expect(page.getByText('Eingegangen – wir prüfen Ihre Beanstandung')).toBeVisible();
  await expect(page.getByText('Der beanstandete Betrag wird bis zur Entscheidung nicht abgebucht.')).toBeVisible();
  await shot(page, 'beanstandung-1280');
  await page.getByRole('link', { name: 'Zu Meine Aufträge' }).click();
  await env.heading(page, 'Meine Aufträge');
  await page
    .getByRole('heading', { name: /Rechnungsbeanstandung/ })
    .first()
    .waitFor();
  await expect(page.getByText('Beanstandungsfrist bis').first()).toBeVisible();
});

test('Minderung (390 px): ein Messprotokoll belegt die Abweichung und zeigt die Minderung; Hilfe & Kontakt nennt die Schlichtungsstelle', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await env.login(page, 'dsl25');
  await page.getByRole('link', { name: /^Meine Rechte & Kosten-Schutz/ }).click();
  await env.heading(page, 'Meine Rechte');
  await expect(page.getByRole('heading', { name: 'Langsames Internet: Preis mindern' })).toBeVisible();
  await page.locator('input[type="file"][name="datei"]').setInputFiles({
    name: 'breitbandmessung.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(beispielProtokoll({ mbit: 12 })),
  });
  await expect(page.getByText(/^Gewählt: breitbandmessung\.csv/)).toBeVisible();
  await page.getByRole('button', { name: 'Messprotokoll prüfen' }).click();
  const ergebnis = page.getByRole('status').filter({ hasText: 'Ergebnis der Prüfung' });
  await expect(ergebnis.getByText('30 Messungen an 3 Tagen, davon 3 Tage unter 22,5 Mbit/s.')).toBeVisible();
  await expect(ergebnis.getByText(/^Ihre Minderung: \d+ % des Monatspreises\.$/)).toBeVisible();
  await expect(ergebnis.getByText(/^November 2026: .* weniger$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Laufzeit und bester Tarif' })).toBeVisible();
  await expect(page.getByText('Letzter Tag für die Kündigung zum Laufzeitende')).toBeVisible();
  await expect(page.getByText('Nach Ihrer Nutzung haben Sie bereits den günstigsten passenden Tarif.')).toBeVisible();
  await expect(page.getByText('Postfach 80 01')).toBeVisible();
  await env.checkA11y(page, 'Meine Rechte');
  await shot(page, 'rechte-390');

  const hilfe = await env.newPage();
  await hilfe.goto(env.url('/hilfe'));
  await env.heading(hilfe, 'Hilfe & Kontakt');
  await expect(hilfe.getByRole('heading', { name: 'Beschwerde und Schlichtung' })).toBeVisible();
  await expect(hilfe.getByText('Schlichtungsstelle Telekommunikation', { exact: true })).toBeVisible();
  await expect(hilfe.getByText('53105 Bonn')).toBeVisible();
  await shot(hilfe, 'hilfe-1280');
});
