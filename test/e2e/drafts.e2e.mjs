/**
 * Drafts survive a session expiry: what the customer typed into the phone form, a bank change and an
 * order step is back after the session-expired login of the same customer in the same tab; another customer
 * does not see it; after logout it is not in the page's memory. axe on every page; screenshots at 390 and
 * 1280 px in .tmp/shots-a/.
 */
import { mkdir } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, enterBankdaten, formReady, orderDate, P, toSummary } from './orderHelpers.mjs';

const TELEFON = '/private/dashboard/meine-daten/stammdaten/telefon';
const NEW_PHONE = '0361 7654321';

async function shot(page, name) {
  await mkdir('.tmp/shots-a', { recursive: true });
  for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `.tmp/shots-a/${name}-${viewport.width}.png`, fullPage: true });
  }
}

/** The session ends on the server; the next portal call of the page meets the session-expired login. */
async function expireAndLogin(env, page, action, username) {
  await env.control('expire-session', {});
  await action();
  await page.waitForURL(/\/login\/session-expired\?redir=/);
  await env.checkA11y(page, 'Sitzung abgelaufen');
  await env.login(page, username);
}

const phoneField = (page) => page.getByRole('textbox', { name: /^Telefonnummer/ }).first();

test('Telefon: die getippte Nummer ist nach dem erneuten Anmelden wieder da, bei anderem Kunden nicht', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', TELEFON, 'Telefonnummern ändern');
  await phoneField(page).fill(NEW_PHONE);
  await expireAndLogin(
    env,
    page,
    () => page.getByRole('button', { name: 'Telefonnummern speichern' }).click(),
    'dsl25',
  );
  await env.heading(page, 'Telefonnummern ändern');
  await expect(phoneField(page)).toHaveValue(NEW_PHONE);
  await env.checkA11y(page, 'Telefon nach Sitzungsablauf');
  await shot(page, 'draft-telefon');
  // saving it now works and sends the typed number
  await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /gespeichert/ })
    .waitFor();

  // typed again, the session expires, another customer logs in in this tab: their own number, nothing of dsl25
  await phoneField(page).fill('0361 1111111');
  await expireAndLogin(env, page, () => page.getByRole('button', { name: 'Telefonnummern speichern' }).click(), 'ftth');
  await env.heading(page, 'Telefonnummern ändern');
  expect(await phoneField(page).inputValue()).not.toBe('0361 1111111');
});

test('Bankverbindung: Kontoinhaber und IBAN sind nach dem Sitzungsablauf im Prüfschritt wieder da', async ({ env }) => {
  const page = await env.openAs('dsl25', '/private/dashboard/meine-daten/bankdaten', 'Bankverbindung');
  await enterBankdaten(page, 'Thomas Entwurf');
  await page.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }).check();
  await expireAndLogin(
    env,
    page,
    () => page.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }).click(),
    'dsl25',
  );
  await env.heading(page, 'Bankverbindung');
  await expect(page.getByRole('textbox', { name: /^Kontoinhaber/ })).toHaveValue('Thomas Entwurf');
  expect((await page.getByRole('textbox', { name: /^IBAN/ }).inputValue()).replace(/\s/g, '')).toBe(
    'DE02120300000000202051',
  );
  await env.checkA11y(page, 'Bank nach Sitzungsablauf');
  await shot(page, 'draft-bank');
  expect((await env.state()).vorgaenge.length).toBe(0);
});

test('Bestellschritt: Tarif und Wunschtermin sind nach dem Sitzungsablauf wieder gewählt; nichts wurde bestellt', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', `${P}/vertraege/V-100001/produktwechsel`);
  await page.getByRole('link', { name: 'Tarife ansehen' }).click();
  await env.heading(page, 'Tarifwechsel bestellen');
  await formReady(page);
  const radios = page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio');
  await radios.nth(1).check();
  const chosen = await radios.nth(1).getAttribute('value');
  const date = orderDate();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(date);
  await toSummary(page);
  await expireAndLogin(
    env,
    page,
    async () => {
      await agreeToNewTerm(page);
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    },
    'dsl25',
  );
  await env.heading(page, 'Tarifwechsel bestellen');
  await formReady(page);
  await expect(page.getByRole('radio', { checked: true })).toHaveAttribute('value', chosen);
  await expect(page.getByRole('textbox', { name: /Wunschtermin/ })).toHaveValue(date);
  await env.checkA11y(page, 'Bestellschritt nach Sitzungsablauf');
  await shot(page, 'draft-bestellung');
  expect((await env.state()).orders.length, 'no order while the session was gone').toBe(0);
});
