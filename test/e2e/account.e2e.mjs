/**
 * Account journeys without traps: password rules that follow the typing, deep links that route once,
 * a bank change review that shows what was typed, one clock for the cancellation proof (screen = PDF), help and
 * contact from header and footer, invoices with chart and CSV. axe on every page visited; screenshots 390/1280.
 */
import { readFile } from 'node:fs/promises';
import { pdfText } from '../jest/pdfCheck.mjs';
import { expect, test } from './harness.mjs';
import { futureWorkday } from './helpers/dates.mjs';

const PHONE = { width: 390, height: 844 };
const P = '/private/dashboard';

/** Screenshots of the page as it is at both widths (the viewport changes, the state stays). */
async function screenshots(env, page, name) {
  if (process.env.E2E_SCREENS !== '1') return;
  // layout-measuring parts (the chart) draw anew after each resize
  await page.setViewportSize(PHONE);
  await env.settled(page);
  await env.screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await env.settled(page);
  await env.screenshot(page, `${name}-1280`);
}

/** Counts the requests of the page whose method and path match. */
function countRequests(page, method, pathPart) {
  const seen = [];
  page.on('request', (req) => {
    if (req.method() === method && req.url().includes(pathPart)) seen.push(req.postData());
  });
  return seen;
}

const rules = (page) => page.getByRole('list', { name: 'Anforderungen an das Passwort' }).getByRole('listitem');
const WEAK = 'Das Passwort erfüllt noch nicht alle Anforderungen.';

test('Passwort: Regeln folgen der Eingabe, ein schwaches wird nie gesendet, korrigiert geht es weiter', async ({
  env,
  page,
}) => {
  const puts = countRequests(page, 'PUT', '/kundenportal-api/user/password');
  await env.login(page, 'neu');
  await page.waitForURL(/first_time_password_change$/);
  await env.heading(page, 'Passwort ändern');
  await expect(rules(page)).toHaveCount(5);
  await env.checkA11y(page, 'Erstes Passwort');

  await env.field(page, 'Bisheriges Passwort').fill('Demo-2026!');
  const neu = env.field(page, 'Neues Passwort');
  const repeat = env.field(page, 'Neues Passwort wiederholen');
  // a weak password: rules open, error at the field, nothing sent
  await neu.pressSequentially('abc');
  await repeat.pressSequentially('abc');
  await page.getByRole('button', { name: 'Passwort ändern und fortfahren' }).click();
  await expect(page.getByText(WEAK).first()).toBeVisible();
  await expect(rules(page).filter({ hasText: 'Mindestens 10 Zeichen – noch nicht erfüllt' })).toBeVisible();

  // the reported case: "Winter2026" in both, wait for the server's check, then "!" in each
  await env.control('latency', { pathPrefix: '/kundenportal-api/user/validate-password', ms: 700 });
  const checkUnderWay = page.waitForRequest(
    (r) => r.url().includes('user/validate-password') && /Winter2026(?!!)/.test(r.postData() ?? ''),
  );
  await neu.fill('');
  await repeat.fill('');
  await neu.pressSequentially('Winter2026');
  await repeat.pressSequentially('Winter2026');
  await expect(rules(page).filter({ hasText: 'Ein Sonderzeichen – noch nicht erfüllt' })).toBeVisible();
  await checkUnderWay; // the server's check of "Winter2026" has left and will answer late
  await neu.press('End');
  await neu.pressSequentially('!');
  await repeat.press('End');
  await repeat.pressSequentially('!');
  // at once and after every late answer: all rules met, no error
  for (const moment of ['sofort', 'nach den späten Antworten']) {
    if (moment !== 'sofort') await env.settled(page);
    expect(await rules(page).allTextContents()).toEqual(
      ['Mindestens 10 Zeichen', 'Ein Großbuchstabe', 'Ein Kleinbuchstabe', 'Eine Ziffer', 'Ein Sonderzeichen'].map(
        (rule) => `${rule} – erfüllt`,
      ),
    );
    await expect(page.getByText(WEAK)).toHaveCount(0);
  }
  await env.checkA11y(page, 'Erstes Passwort korrigiert');
  await screenshots(env, page, 'account-passwort');
  expect(puts.length).toBe(0);
  await page.getByRole('button', { name: 'Passwort ändern und fortfahren' }).click();
  // the change confirms itself before the start page
  await expect(page.getByRole('status').filter({ hasText: 'Ihr neues Passwort ist gespeichert.' })).toBeVisible();
  await page.getByRole('link', { name: 'Weiter zur Startseite' }).click();
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  expect(puts.map((body) => JSON.parse(body))).toEqual([{ oldPassword: 'Demo-2026!', newPassword: 'Winter2026!' }]);
});

test('Neues Passwort (ohne Sitzung): Regeln stehen da und folgen der Eingabe', async ({ env, page }) => {
  const checks = countRequests(page, 'POST', 'user/validate-password');
  // a link still usable (a used or unknown one says so instead of the form)
  await page.goto(env.url('/new-password?token=demo-reset-token'));
  await env.heading(page, 'Neues Passwort festlegen');
  await env.field(page, 'Neues Passwort').pressSequentially('Winter2026!');
  await expect(rules(page).filter({ hasText: 'Ein Sonderzeichen – erfüllt' })).toBeVisible();
  await env.checkA11y(page, 'Neues Passwort');
  expect(checks.length).toBe(0);
});

test('Deeplink führt genau einmal: danach bleiben Neuladen und neuer Tab, wo der Kunde ist', async ({ env, page }) => {
  await env.login(page, 'multi');
  await page.goto(env.url('/treueangebot?kampagne=a'));
  await page.waitForURL(/\/vertrag-detail\/V-100034\/treueangebot_bestellung/);
  await env.heading(page, 'Treueangebot bestellen');
  await env.checkA11y(page, 'Treueangebot nach Deeplink');

  await page.getByRole('link', { name: 'Rechnungen' }).first().click();
  await page.waitForURL(/\/rechnungen\/rechnungen$/);
  await page.reload();
  await env.heading(page, 'Rechnungen');
  await env.settled(page);
  await expect(page).toHaveURL(/\/rechnungen\/rechnungen$/);
  await env.checkA11y(page, 'Rechnungen nach F5');

  const tab = await page.context().newPage();
  await tab.goto(env.url(`${P}/startseite`));
  await env.heading(tab, /Guten|Hallo|Willkommen|Startseite/);
  await env.settled(tab);
  await expect(tab).toHaveURL(/\/private\/dashboard\/startseite$/);
  await env.checkA11y(tab, 'Neuer Tab nach Deeplink');

  // a new entry of the link still routes (once per entry)
  await page.goto(env.url('/treueangebot?kampagne=a'));
  await page.waitForURL(/treueangebot_bestellung/);
});

test('Deeplink vor der Anmeldung: nach der Anmeldung weiter ins Angebot, danach nicht mehr', async ({ env, page }) => {
  await page.goto(env.url('/treueangebot?kampagne=herbst'));
  await page.waitForURL(/\/login\?redir=/);
  await env.login(page, 'multi');
  await page.waitForURL(/treueangebot_bestellung/);
  await page.goto(env.url(`${P}/vertraege/list`));
  await page.reload();
  await env.heading(page, /Verträge/);
  await env.settled(page);
  await expect(page).toHaveURL(/\/vertraege\/list$/);
});

/** dd.MM.yyyy of a working day well ahead (no weekend; away from the fixed holidays). */
test('Bankverbindung: Prüfschritt zeigt die getippte IBAN, "Ändern" führt zurück, künftiges Konto "gilt ab"', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  await page.goto(env.url(`${P}/meine-daten/bankdaten`));
  await env.heading(page, 'Bankverbindung');
  const validFrom = futureWorkday(20);
  await page.getByRole('textbox', { name: /^Kontoinhaber/ }).fill('Thomas Müller');
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('de02 1203 0000 0000 2020 51');
  await expect(page.getByRole('button', { name: /Datum auswählen/ })).toBeVisible();
  await page.getByRole('textbox', { name: /^Gültig ab/ }).fill(validFrom);
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  const review = page.getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' });
  await expect(review.getByText('DE02 1203 0000 0000 2020 51', { exact: true })).toBeVisible();
  await expect(review.getByText('BYLADEM1001')).toBeVisible();
  await expect(review.getByText('Thomas Müller')).toBeVisible();
  await expect(review.getByText(validFrom)).toBeVisible();
  await expect(review.getByText(/Gläubiger-Identifikationsnummer DE98ZZZ09999999999/)).toBeVisible();
  await env.checkA11y(page, 'Bank Prüfschritt');
  await screenshots(env, page, 'account-bank-pruefen');

  await review.getByRole('button', { name: 'Ändern', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('DE02120300000000202051');
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
  await page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click();
  await expect(page.getByRole('heading', { name: `Neue Bankverbindung – gilt ab ${validFrom}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktuelle Bankverbindung' })).toBeVisible();
  // the hotline the message mentions is a link to the help page
  await page.getByRole('link', { name: /^Kundenhotline \(/ }).waitFor();
  await env.checkA11y(page, 'Bank gespeichert');
  await screenshots(env, page, 'account-bank-gespeichert');
});

test('Kündigung: die Eingangszeit auf dem Bildschirm ist die im PDF (Berliner Zeit)', async ({ env, page }) => {
  await page.goto(env.url('/kuendigen'));
  await env.heading(page, 'Verträge hier kündigen');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Thomas');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Müller');
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000001');
  await page.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100001');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('thomas.mueller@example.org');
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  const done = page.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' });
  const shown = await done.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr$/).textContent();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('button', { name: 'Eingangsbestätigung herunterladen (PDF)' }).click(),
  ]);
  const pdf = pdfText(await readFile(await download.path()));
  const printed = /Eingegangen am: (\d{2}\.\d{2}\.\d{4}) um (\d{2}:\d{2}) Uhr/.exec(pdf);
  expect(printed, 'Eingangszeit im PDF').toBeTruthy();
  expect(shown).toBe(`${printed[1]} ${printed[2]} Uhr`);
  // and it is Berlin time, whatever zone the machine runs in
  const { kuendigungen } = await env.state();
  const berlin = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(kuendigungen[0].eingangAm));
  expect(printed[2]).toBe(berlin);
  await env.checkA11y(page, 'Kündigung bestätigt');
});

test('Hilfe & Kontakt: aus Fußzeile und Kopfzeile erreichbar; Rechtliches aus der Konfiguration', async ({
  env,
  page,
}) => {
  await page.goto(env.url('/login'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hilfe & Kontakt' }).click();
  await env.heading(page, 'Hilfe & Kontakt');
  await page
    .getByRole('region', { name: 'Kundenhotline' })
    .getByRole('link', { name: /^Anrufen: / })
    .waitFor();
  await expect(page.getByRole('region', { name: 'Störung melden' })).toBeVisible();
  await env.checkA11y(page, 'Hilfe');
  await screenshots(env, page, 'account-hilfe');

  const impressum = await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^Impressum/ })
    .getAttribute('href');
  expect(impressum).toBe('/rechtliches/impressum');
  const placeholder = await (await fetch(`${env.origin}${impressum}`)).text();
  expect(placeholder).toMatch(/Platzhalter/);

  await env.login(page, 'dsl25');
  await page.getByRole('banner').getByRole('link', { name: 'Hilfe & Kontakt' }).click();
  await env.heading(page, 'Hilfe & Kontakt');
  await page.setViewportSize(PHONE);
  await page.goto(env.url(`${P}/startseite`));
  await page.getByRole('banner').getByRole('link', { name: 'Hilfe & Kontakt' }).click();
  await env.heading(page, 'Hilfe & Kontakt');
  await env.checkA11y(page, 'Hilfe (Telefon)');
});

test('Rechnungen: Fälligkeit, Diagramm der letzten 24 Monate mit Tabelle, CSV von Rechnungen und Einzelverbindungen', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  await page.goto(env.url(`${P}/rechnungen/rechnungen`));
  await env.heading(page, 'Rechnungen');
  const figure = page.getByRole('figure');
  await expect(figure.locator('svg').first()).toBeVisible();
  await figure.getByText('Werte als Tabelle anzeigen').click();
  const values = page.getByRole('table', { name: 'Rechnungsbeträge und Telefonkosten je Leistungsmonat' });
  await expect(values.getByRole('row')).toHaveCount(25);
  const list = page.getByRole('table', { name: 'Rechnungen' });
  await expect(list.getByRole('columnheader', { name: 'Fällig am' })).toBeVisible();
  await env.checkA11y(page, 'Rechnungen mit Diagramm');
  await screenshots(env, page, 'account-rechnungen');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Rechnungen als CSV herunterladen' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('Rechnungen.csv');
  const bytes = await readFile(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Rechnungsnummer;Rechnungsdatum;Leistung von;Leistung bis;Betrag (EUR);Fällig am;Abbuchung am;Status',
  );
  expect(lines.length).toBe(1 + (await list.getByRole('row').count()) - 1);
  expect(lines[1]).toMatch(/^\d+;\d{2}\.\d{2}\.\d{4};.*;\d+,\d{2};\d{2}\.\d{2}\.\d{4};\d{2}\.\d{2}\.\d{4};Abgebucht$/);

  await page.getByRole('link', { name: 'Telefonkosten' }).first().click();
  await env.heading(page, 'Telefonkosten');
  const [calls] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Einzelverbindungen als CSV herunterladen' }).click(),
  ]);
  expect(calls.suggestedFilename()).toMatch(/^Einzelverbindungen_\d{4}-\d{2}\.csv$/);
  const callLines = (await readFile(await calls.path())).toString('utf8').trimEnd().split('\r\n');
  expect(callLines[1]).toMatch(/;\d{2}\.\d{2}\.\d{4};\d{2}:\d{2}:\d{2};\d+xxx;[^;]+;\d{2}:\d{2};\d+,\d{2}$/);
  await env.checkA11y(page, 'Telefonkosten');
  await screenshots(env, page, 'account-telefonkosten');
});
