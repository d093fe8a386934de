/**
 * „Störung melden" — the line check's three outcomes, the ticket with its status and the § 58 TKG
 * rights, the technician appointment (the date picker blocks holidays) booked and moved, „three days later" by
 * the stand-in clock, notifications on the start page, failures that keep what the customer typed, a backend
 * without these calls, and one run in the alt shape mode. Every page visited is checked with axe (and at 390 px
 * by checkA11y); screenshots go to .tmp/shots-c/.
 */
import { mkdir } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

const P = '/private/dashboard';
const SHOTS = '.tmp/shots-c';
// Monday 14 Dec 2026, 09:00 Berlin: the offered slots reach over Christmas (24–26 Dec are holidays)
const MONDAY = '2026-12-14T08:00:00.000Z';

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Answers the one screen of questions (the contract is preselected: one fixed line). */
async function answer(env, page, { dienst = 'Internet', lampen = 'Die DSL- oder Online-Lampe blinkt', text } = {}) {
  await page
    .getByRole('radiogroup', { name: /Was ist gestört/ })
    .getByRole('radio', { name: dienst })
    .check();
  await page
    .getByRole('radiogroup', { name: /Wie zeigt sich/ })
    .getByRole('radio', { name: 'Geht gar nicht' })
    .check();
  await page
    .getByRole('radiogroup', { name: /Seit wann/ })
    .getByRole('radio', { name: 'Seit heute' })
    .check();
  await env.field(page, 'Was zeigen die Lampen Ihres Routers?').selectOption({ label: lampen });
  if (text) await env.field(page, 'Möchten Sie noch etwas ergänzen? (freiwillig)').fill(text);
}

async function openMelden(env, page) {
  await page.getByRole('link', { name: /^Störung melden Leitung prüfen/ }).click();
  await env.heading(page, 'Störung melden');
  await expect(page.getByRole('radiogroup', { name: /Was ist gestört/ })).toBeVisible();
}

/** Picks a day by typing it and a half-day window, then submits. */
async function chooseSlot(page, day, fenster, submit) {
  await page.getByRole('textbox', { name: /Tag des Termins/ }).fill(day);
  await page.getByRole('textbox', { name: /Tag des Termins/ }).blur();
  await page
    .getByRole('radiogroup', { name: /Zeitfenster/ })
    .getByRole('radio', { name: new RegExp(`^${fenster}`) })
    .check();
  await page.getByRole('button', { name: submit }).click();
}

test('Leitungsstörung auf dem DSL-Vertrag: Meldung, Termin (Feiertag gesperrt) buchen und verschieben, in „Meine Aufträge“ und am Vertrag, drei Tage später die Entschädigung', async ({
  env,
}) => {
  await env.control('clock', { now: MONDAY });
  const page = await env.newPage();
  await env.login(page, 'dsl25');
  await env.checkA11y(page, 'Startseite mit Schnellzugriff');
  await openMelden(env, page);
  await env.checkA11y(page, 'Störung melden: Fragen');
  await shot(page, 'melden-fragen-1280');
  await answer(env, page, { text: 'Seit dem Gewitter kein Internet.' });
  // the line check takes a moment: its spinner says what happens
  await env.control('latency', { pathPrefix: '/kundenportal-api/vertrag/V-100001/leitungspruefung', ms: 1200 });
  await page.getByRole('button', { name: 'Leitung prüfen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Leitung wird geprüft' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Störung an Ihrer Leitung: Meldung angelegt' })).toBeVisible();
  const nummer = (await page.getByText(/Ihre Störungsnummer: ST-/).textContent()).match(/ST-\d{4}-\d{6}/)[0];
  await env.checkA11y(page, 'Ergebnis: Leitungsstörung');
  await shot(page, 'ergebnis-leitung-1280');

  await page.getByRole('link', { name: 'Techniker-Termin wählen' }).click();
  await env.heading(page, 'Ihre Störungsmeldung');
  await expect(page.getByText('Status: In Bearbeitung')).toBeVisible();
  await page
    .getByText('Heute ist der 0. Tag', { exact: false })
    .or(page.getByText(/Sie haben die Störung heute gemeldet/))
    .waitFor();
  await expect(page.getByText('Ihre Entschädigung bisher: 0,00 €')).toBeVisible();
  // the one date picker: Christmas Eve is a holiday, it cannot be chosen, neither in the calendar nor typed
  await page.getByRole('button', { name: 'Datum auswählen' }).click();
  const day24 = page.getByRole('gridcell', { name: '24', exact: true });
  await expect(day24).toBeVisible();
  await expect(day24, 'der 24.12. ist im Kalender gesperrt').toBeDisabled();
  await expect(page.getByRole('gridcell', { name: '19', exact: true }), 'Samstag gesperrt').toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /Tag des Termins/ }).fill('24.12.2026');
  await page.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(page.getByText('Der 24.12.2026 ist ein Feiertag (Heiligabend).').first()).toBeVisible();
  await env.checkA11y(page, 'Termin: Feiertag abgewiesen');
  await chooseSlot(page, '22.12.2026', 'vormittags', 'Termin buchen');
  await expect(page.getByText('Ihr Termin ist gebucht: 22.12.2026, 08:00–12:00 Uhr (vormittags).')).toBeVisible();
  await expect(page.getByText('Status: Techniker beauftragt')).toBeVisible();
  await shot(page, 'ticket-gebucht-1280');
  // move it
  await page.getByRole('button', { name: 'Termin verschieben' }).click();
  await chooseSlot(page, '23.12.2026', 'nachmittags', 'Neuen Termin buchen');
  await expect(
    page.getByText('Ihr Termin ist verschoben auf 23.12.2026, 12:00–17:00 Uhr (nachmittags).'),
  ).toBeVisible();
  await expect(page.getByText('Ihr Termin: 23.12.2026, 12:00–17:00 Uhr (nachmittags)')).toBeVisible();
  await env.checkA11y(page, 'Ticket mit verschobenem Termin');

  // Meine Aufträge and the contract
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Meine Aufträge' }).click();
  await env.heading(page, 'Meine Aufträge');
  const liste = page.getByRole('list', { name: 'Ihre Störungsmeldungen' });
  await expect(liste.getByRole('heading', { name: `Störung ${nummer}` })).toBeVisible();
  await expect(liste.getByText('Status: Techniker beauftragt')).toBeVisible();
  await env.checkA11y(page, 'Meine Aufträge mit Störung');
  await shot(page, 'auftraege-1280');
  await page.goto(env.url(`${P}/vertraege/V-100001/allgemeine-daten`));
  await env.heading(page, 'Vertragsdaten');
  await expect(
    page.getByText(new RegExp(`Störung ${nummer} \\(Internet\\), gemeldet am 14\\.12\\.2026 .*Techniker beauftragt`)),
  ).toBeVisible();
  await expect(page.getByText('Heute gemeldet · Entschädigung bisher (§ 58 TKG): 0,00 €')).toBeVisible();
  await env.checkA11y(page, 'Vertrag mit Störungsbanner');
  await shot(page, 'vertrag-banner-1280');

  // three days later (the session of Monday has long expired): 5 € for the 3rd day at 29,99 € a month
  await env.control('clock', { tage: 3 });
  await page.goto(env.url(`${P}/stoerung/${nummer}`));
  await page.waitForURL(/\/login/);
  await env.login(page, 'dsl25');
  await env.heading(page, 'Ihre Störungsmeldung');
  await expect(page.getByText('Heute ist der 3. Tag nach Ihrer Meldung vom 14.12.2026.')).toBeVisible();
  await expect(page.getByText('Ihre Entschädigung bisher: 5,00 €')).toBeVisible();
  await expect(page.getByText(/Monatsentgelt von 29,99/)).toBeVisible();
  await env.checkA11y(page, 'Ticket drei Tage später');
  await shot(page, 'ticket-drei-tage-1280');

  // the day before the appointment: the start page says the technician comes tomorrow
  await env.control('clock', { now: '2026-12-22T08:00:00.000Z' });
  await page.goto(env.url('/login'));
  await env.login(page, 'dsl25');
  await expect(page.getByRole('heading', { name: 'Das braucht Ihre Aufmerksamkeit' })).toBeVisible();
  await expect(page.getByText('Morgen kommt der Techniker: 23.12.2026, 12:00–17:00 Uhr (nachmittags).')).toBeVisible();
  // loaded directly: the prerendered start page hydrates, its lazily loaded notices follow
  await page.reload();
  await expect(page.getByText('Morgen kommt der Techniker: 23.12.2026, 12:00–17:00 Uhr (nachmittags).')).toBeVisible();
  await env.checkA11y(page, 'Startseite: Termin morgen');
  await shot(page, 'startseite-hinweis-1280');

  // on the day itself it can no longer be moved or cancelled online
  await env.control('clock', { now: '2026-12-23T08:00:00.000Z' });
  await page.goto(env.url(`${P}/stoerung/${nummer}`));
  await page.waitForURL(/\/login/);
  await env.login(page, 'dsl25');
  await expect(page.getByText(/Verschieben oder absagen können Sie einen Termin online bis zum Vortag/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termin verschieben' })).toHaveCount(0);
  // day 9 at 29,99 €: 2 × 5 € + 5 × 10 €
  await expect(page.getByText('Ihre Entschädigung bisher: 60,00 €')).toBeVisible();
  await env.checkA11y(page, 'Ticket am Tag des Termins');
});

test('Netzstörung (390 px): bekanntes Ende, keine eigene Meldung', async ({ env }) => {
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await env.login(page, 'ftth');
  await openMelden(env, page);
  await answer(env, page);
  await page.getByRole('button', { name: 'Leitung prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Störung im Netz bekannt' })).toBeVisible();
  await expect(page.getByText(/^Voraussichtlich behoben: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr$/)).toBeVisible();
  await expect(page.getByText(/Eine eigene Störungsmeldung ist deshalb nicht nötig/)).toBeVisible();
  await env.checkA11y(page, 'Ergebnis: Netzstörung');
  await shot(page, 'ergebnis-netz-390');
  const state = await (await fetch(`${env.origin}/kundenportal-api/user/stoerungen`)).status;
  expect(state, 'ohne Sitzung keine Liste').toBe(401);
  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  await expect(page.getByText(/Ihre Aufträge werden geladen/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Störungsmeldungen' }), 'kein Ticket').toHaveCount(0);
});

test('Keine Störung gefunden (390 px): Selbsthilfe-Schritte, dann trotzdem melden', async ({ env }) => {
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await env.login(page, 'angebot');
  await openMelden(env, page);
  await answer(env, page);
  await page.getByRole('button', { name: 'Leitung prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Keine Störung an Ihrer Leitung gefunden' })).toBeVisible();
  const steps = page.locator('ol > li');
  expect((await steps.count()) >= 3 && (await steps.count()) <= 5, '3–5 Schritte').toBeTruthy();
  await expect(page.getByText(/Ziehen Sie den Stecker Ihres Routers/)).toBeVisible();
  await env.checkA11y(page, 'Ergebnis: keine Störung');
  await shot(page, 'ergebnis-keine-390');
  await page.getByRole('button', { name: 'Störung trotzdem melden' }).click();
  await expect(page.getByRole('heading', { name: 'Störung gemeldet' })).toBeVisible();
  await env.checkA11y(page, 'Trotzdem gemeldet');
});

test('Eine fehlschlagende Prüfung oder Meldung behält die Angaben und erklärt es auf Deutsch', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  await openMelden(env, page);
  await answer(env, page, { text: 'Nichts geht mehr.' });
  await env.control('fail', {
    pathPrefix: '/kundenportal-api/vertrag/V-100001/leitungspruefung',
    status: 503,
    times: 1,
  });
  await page.getByRole('button', { name: 'Leitung prüfen' }).click();
  await expect(
    page.getByText(/Die Leitungsprüfung ist gerade nicht möglich\. Ihre Angaben sind erhalten/),
  ).toBeVisible();
  await expect(env.field(page, 'Möchten Sie noch etwas ergänzen? (freiwillig)')).toHaveValue('Nichts geht mehr.');
  await expect(page.getByRole('radio', { name: 'Geht gar nicht' })).toBeChecked();
  await env.checkA11y(page, 'Prüfung fehlgeschlagen');
  await shot(page, 'fehler-pruefung-1280');
  await env.control('fail', { pathPrefix: '/kundenportal-api/vertrag/V-100001/stoerung', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Leitung prüfen' }).click();
  await expect(
    page.getByText(/die Störungsmeldung konnte nicht angelegt werden\. Ihre Angaben sind erhalten/),
  ).toBeVisible();
  await expect(env.field(page, 'Was zeigen die Lampen Ihres Routers?')).toHaveValue('dsl_blinkt');
  await page.getByRole('button', { name: 'Leitung prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Störung an Ihrer Leitung: Meldung angelegt' })).toBeVisible();
});

test('Ein Backend ohne diese Aufrufe: Startseite wie bisher, die Meldung erklärt die Störungsannahme', async ({
  env,
}) => {
  for (const pathPrefix of ['/kundenportal-api/user/stoerungen', '/kundenportal-api/vertrag/V-100001/dienste'])
    await env.control('fail', { pathPrefix, status: 404 });
  const page = await env.newPage();
  await env.login(page, 'dsl25');
  await expect(page.getByRole('heading', { name: 'Häufig genutzt' })).toBeVisible();
  await page.getByRole('link', { name: /^Störung melden Leitung prüfen/ }).click();
  await env.heading(page, 'Störung melden');
  await expect(
    page.getByText(
      /Die Online-Störungsmeldung ist gerade nicht verfügbar\. Bitte rufen Sie unsere Störungsannahme an: 0800/,
    ),
  ).toBeVisible();
  await env.checkA11y(page, 'ohne Störungs-Aufrufe');
  await page.goto(env.url(`${P}/vertraege/V-100001/allgemeine-daten`));
  await expect(page.getByRole('link', { name: 'Störung melden' })).toBeVisible();
  await env.checkA11y(page, 'Vertrag ohne Störungsliste');
});

test('Hilfe & Kontakt führt zur Störungsmeldung; Termin buchen, verschieben, versäumt: seine Entschädigung (alt shapes, 390 px)', async ({
  env,
}) => {
  await env.control('shapes', { mode: 'alt' });
  await env.control('clock', { now: MONDAY });
  await env.control('stoerung', { techniker: 'verpasst' });
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await env.login(page, 'dsl25');
  await page.goto(env.url('/hilfe'));
  await page.getByRole('link', { name: 'Störung online melden' }).click();
  await env.heading(page, 'Störung melden');
  await answer(env, page);
  await page.getByRole('button', { name: 'Leitung prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Störung an Ihrer Leitung: Meldung angelegt' })).toBeVisible();
  await env.checkA11y(page, 'alt: Ergebnis');
  await page.getByRole('link', { name: 'Techniker-Termin wählen' }).click();
  await env.heading(page, 'Ihre Störungsmeldung');
  await chooseSlot(page, '16.12.2026', 'vormittags', 'Termin buchen');
  await expect(page.getByText('Ihr Termin ist gebucht: 16.12.2026, 08:00–12:00 Uhr (vormittags).')).toBeVisible();
  await env.checkA11y(page, 'alt: Termin gebucht');
  await shot(page, 'alt-ticket-gebucht-390');
  await page.getByRole('button', { name: 'Termin verschieben' }).click();
  await chooseSlot(page, '17.12.2026', 'vormittags', 'Neuen Termin buchen');
  await expect(page.getByText('Ihr Termin ist verschoben auf 17.12.2026, 08:00–12:00 Uhr (vormittags).')).toBeVisible();
  // cancelled (the day before at the latest) and booked again
  await page.getByRole('button', { name: 'Termin absagen' }).click();
  await page.getByRole('button', { name: 'Ja, Termin absagen' }).click();
  await expect(page.getByText('Ihr Termin ist abgesagt.')).toBeVisible();
  await env.checkA11y(page, 'alt: Termin abgesagt');
  await chooseSlot(page, '17.12.2026', 'vormittags', 'Termin buchen');
  await expect(page.getByText('Ihr Termin ist gebucht: 17.12.2026, 08:00–12:00 Uhr (vormittags).')).toBeVisible();
  // the technician does not come: the stand-in reports it when the clock passes the window (13:00 Berlin)
  await env.control('clock', { now: '2026-12-17T12:00:00.000Z' });
  await page.reload();
  await page.waitForURL(/\/login/);
  await env.login(page, 'dsl25');
  await env.heading(page, 'Ihre Störungsmeldung');
  await expect(
    page.getByText(
      /Versäumter Techniker-Termin: 17\.12\.2026, 08:00–12:00 Uhr \(vormittags\)\. Dafür erhalten Sie 10,00/,
    ),
  ).toBeVisible();
  // the 3rd day of total failure (5 €) and the missed appointment (10 €) at 29,99 € a month
  await expect(page.getByText('Ihre Entschädigung bisher: 15,00 €')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Techniker-Termin' })).toBeVisible();
  await env.checkA11y(page, 'alt: versäumter Termin');
  await shot(page, 'alt-verpasst-390');
});
