/**
 * Offline honesty: a save or an order tried without a connection says the device is offline and that
 * nothing was sent, keeps everything typed, and once the connection is back offers to send again; it never
 * sends by itself. axe on every page; screenshots at 390 and 1280 px in .tmp/shots-a/.
 */
import { mkdir } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, formReady, orderDate, P, toSummary } from './orderHelpers.mjs';

const OFFLINE = /Ihr Gerät ist offline: Es wurde nichts gesendet/;
const BACK = /Die Verbindung ist wieder da. Es wurde noch nichts gesendet/;

async function shot(page, name) {
  await mkdir('.tmp/shots-a', { recursive: true });
  for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `.tmp/shots-a/${name}-${viewport.width}.png`, fullPage: true });
  }
}

test('Telefon offline speichern: Hinweis, Eingabe bleibt, nach der Verbindung „Jetzt senden“, nichts von selbst', async ({
  env,
}) => {
  const page = await env.openAs('dsl25', '/private/dashboard/meine-daten/stammdaten/telefon', 'Telefonnummern ändern');
  const phone = page.getByRole('textbox', { name: /^Telefonnummer/ }).first();
  await phone.fill('0361 2223334');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Telefonnummern speichern' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(phone).toHaveValue('0361 2223334');
  await shot(page, 'offline-telefon');
  await page.context().setOffline(false);
  await expect(page.getByText(BACK)).toBeVisible();
  await env.checkA11y(page, 'Telefon wieder online');
  await shot(page, 'offline-telefon-zurueck');
  // whatever the page does by itself on coming back has happened once its calls are answered
  await env.settled(page);
  // the number on the server is unchanged
  const before = await page.evaluate(async () => {
    const r = await fetch('/kundenportal-api/user/current', { credentials: 'include' });
    return (await r.json()).kundendaten.phone;
  });
  expect(before, 'nothing sent by itself').not.toBe('0361 2223334');
  await page.getByRole('button', { name: 'Jetzt senden' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /gespeichert/ })
    .waitFor();
});

/** A tariff change of dsl25's contract (its id as the shape mode names it) sent while offline, then online again. */
async function orderOffline(env, contract, { numbered = true } = {}) {
  const page = await env.openAs('dsl25', `${P}/vertraege/${contract}/produktwechsel`);
  await page.getByRole('link', { name: 'Tarife ansehen' }).click();
  await env.heading(page, 'Tarifwechsel bestellen');
  await formReady(page);
  await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await toSummary(page);
  await page.context().setOffline(true);
  await agreeToNewTerm(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
  await shot(page, 'offline-bestellung');
  await page.context().setOffline(false);
  // a paid order is sent again only by its own button (§ 312j Abs. 3 BGB): the notice names it, offers none
  await expect(
    page.getByText(/Es wurde noch nichts bestellt: .*klicken Sie erneut auf „Zahlungspflichtig bestellen“/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt senden' })).toHaveCount(0);
  await env.checkA11y(page, 'Bestellung wieder online');
  await env.settled(page);
  expect((await env.state()).orders.length, 'nothing sent by itself').toBe(0);
  const sender = page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true });
  await expect(sender, 'one button orders').toHaveCount(1);
  await expect(sender).toHaveText('Zahlungspflichtig bestellen');
  await sender.click();
  // the alt reading's order answer names no order number: the thanks stand alone
  const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung' });
  await expect(numbered ? thanks.filter({ hasText: 'Ihre Auftragsnummer lautet' }) : thanks).toBeVisible();
  expect((await env.state()).orders.length).toBe(1);
}

const ORDER_OFFLINE =
  'Bestellung offline: Hinweis statt Fehler, Übersicht bleibt, nach der Verbindung bestellt nur „Zahlungspflichtig bestellen“, genau einmal';
test(ORDER_OFFLINE, ({ env }) => orderOffline(env, 'V-100001'));

test.describe('andere Lesart der offenen Formen', () => {
  test.use({ shapes: 'alt' });
  test(ORDER_OFFLINE, ({ env }) => orderOffline(env, '100001', { numbered: false }));
});
