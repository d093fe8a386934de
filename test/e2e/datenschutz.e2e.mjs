/**
 * Your data: the consent centre (switch, „Allem widersprechen“, reload, history), „Meine Daten herunterladen“ for
 * multi (the JSON holds every table of the schema) and the accessibility statement with its barrier report. Each
 * journey runs at one width with axe there and at 390 px (checkA11y), with screenshots at both.
 */
import { readFile } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';
import config from '../../src/config/datenauskunft.json' with { type: 'json' };

const P = '/private/dashboard/meine-daten';
const DATE = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;
const status = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

async function shots(env, page, name) {
  await env.screenshot(page, `${name}-1280`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  await env.screenshot(page, `${name}-390`);
  await page.setViewportSize(size);
}

test('Einwilligungen (390 px): SMS an, „Allem widersprechen“, neu geladen alles aus, Verlauf mit Datum', async ({
  env,
}) => {
  const page = await env.openAs('multi', `${P}/einwilligungen`, 'Einwilligungen', { viewport: PHONE_VIEWPORT });
  const sms = page.getByRole('switch', { name: 'Werbung per SMS' });
  await sms.click();
  await status(page, 'Werbung per SMS ist jetzt erlaubt.');
  await expect(sms).toBeChecked();
  await page.getByRole('button', { name: 'Allem widersprechen' }).click();
  await status(page, 'Sie haben allen Einwilligungen widersprochen');
  await page.reload();
  await env.heading(page, 'Einwilligungen');
  const switches = page.getByRole('switch');
  await expect(switches.first()).toBeVisible();
  // six consents kept by the backend, two cookie choices kept in the browser
  await expect(switches).toHaveCount(8);
  for (const s of await switches.all()) await expect(s, await s.getAttribute('id')).not.toBeChecked();
  const rows = page.getByRole('table', { name: 'Verlauf Ihrer Einwilligungen' }).getByRole('row');
  const texts = await rows.allInnerTexts();
  const sms2 = texts.filter((t) => t.includes('Werbung per SMS'));
  expect(sms2.length, texts.join('\n')).toBe(2);
  expect(sms2[0]).toMatch(/widerrufen/);
  expect(sms2[1]).toMatch(/erteilt/);
  for (const t of sms2) expect(t).toMatch(DATE);
  await env.checkA11y(page, 'Einwilligungen nach Widerspruch');
  await env.screenshot(page, 'datenschutz-einwilligungen-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await env.screenshot(page, 'datenschutz-einwilligungen-1280');
});

test('Meine Daten herunterladen (1280 px, multi): die JSON-Datei hat jede Tabelle, jede Tabelle als CSV', async ({
  env,
}) => {
  const page = await env.openAs('multi', `${P}/datenauskunft`, 'Meine Daten herunterladen');
  await env.checkA11y(page, 'Datenauskunft vor dem Zusammenstellen');
  await page.getByRole('button', { name: 'Daten zusammenstellen' }).click();
  await status(page, 'Ihre Daten sind bereit');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Alle Daten als JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^datenauskunft-\d+\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(file.format).toBe('kundenportal-datenauskunft');
  expect(Object.keys(file.tabellen)).toEqual(config.tabellen);
  expect(file.tabellen.vertraege.length > 1, 'multi hat mehrere Verträge').toBeTruthy();
  expect(file.tabellen.geraete.length >= 1, 'diese Anmeldung steht unter den Geräten').toBeTruthy();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Verträge (CSV) herunterladen' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/-vertraege\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
  expect(lines.length).toBe(file.tabellen.vertraege.length + 1);
  await env.checkA11y(page, 'Datenauskunft bereit');
  await shots(env, page, 'datenschutz-datenauskunft');
});

test('Erklärung zur Barrierefreiheit (1280 px): über den Footer, Barriere melden mit Seitenadresse, Eingang und Frist', async ({
  env,
  page,
}) => {
  await page.goto(env.url('/hilfe'));
  await env.heading(page, 'Hilfe & Kontakt');
  await page
    .getByRole('navigation', { name: 'Rechtliches und Service' })
    .getByRole('link', { name: 'Barrierefreiheit' })
    .click();
  await env.heading(page, 'Erklärung zur Barrierefreiheit');
  await expect(
    page.getByText('Marktüberwachungsstelle der Länder für die Barrierefreiheit', { exact: false }),
  ).toBeVisible();
  await env.checkA11y(page, 'Erklärung zur Barrierefreiheit');
  const address = page.getByRole('textbox', { name: /^Adresse der Seite/ });
  await expect(address).toHaveValue(env.url('/hilfe'));
  await page.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Was hat nicht funktioniert/ })
    .fill('Der Fokus ist im Menü nicht sichtbar.');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse für unsere Antwort/ }).fill('pruefung@example.org');
  await page.getByRole('button', { name: 'Meldung senden' }).click();
  await status(page, 'Vielen Dank, Ihre Meldung ist eingegangen');
  const receipt = await page.getByRole('status').filter({ hasText: 'Vorgangsnummer' }).innerText();
  expect(receipt).toMatch(
    /Vorgangsnummer BF-\d{4}-\d{6}.*spätestens bis zum \d{2}\.\d{2}\.\d{4} an pruefung@example\.org/s,
  );
  await env.checkA11y(page, 'Barriere gemeldet');
  await shots(env, page, 'datenschutz-barrierefreiheit');
});
