/**
 * The customer's rights end to end: a move that cannot be served ends in the special cancellation of § 60 Abs. 2
 * TKG (the move date, or one month after the declaration where that is later), after which the contract is
 * „Gekündigt“ everywhere and offers no tariff change; a first visit through a campaign link sends no tracking call
 * before „Akzeptieren“ (§ 25 TDDDG), and declined, the link still routes. At 1280 and 390 px, axe on each page.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { P, formReady } from './orderHelpers.mjs';
import { enterMove } from './umzugSteps.mjs';

/** Today in Berlin plus `months` (clamped to the month's end), as dd.MM.yyyy. */
function berlinPlusMonths(months) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-')
    .map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const day = new Date(Date.UTC(y, m - 1 + months, Math.min(d, last)));
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}

/** Full-page screenshots at 1280 and 390 px into .tmp/shots-rechte (looked at by hand, not committed). */
async function shots(page, name) {
  const dir = path.join(process.cwd(), '.tmp', 'shots-rechte');
  await mkdir(dir, { recursive: true });
  const before = page.viewportSize();
  for (const viewport of [{ width: 1280, height: 900 }, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(dir, `${name}-${viewport.width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test('Umzug nicht möglich (multi, PLZ 99999): Sonderkündigung nach § 60 Abs. 2 TKG, danach kein Tarifwechsel', async ({
  env,
}) => {
  const page = await env.openAs('multi');
  const umzug = await enterMove(env, page, { id: 'V-100031', plz: '99999' });
  await env.heading(page, 'Umzug an diese Adresse nicht möglich');
  await page.getByRole('link', { name: 'Vertrag wegen Umzugs kündigen' }).click();
  await env.heading(page, /kündigen/);
  await formReady(page, 'umzugsdatum');
  const main = page.locator('main');
  // the reason and the move date arrive with the link; the move is sooner than a month: one month's notice
  await expect(main.getByRole('radio', { name: /^Umzug: Leistung am neuen Wohnsitz/ })).toBeChecked();
  await expect(main.getByRole('textbox', { name: /^Datum Ihres Umzugs/ })).toHaveValue(umzug);
  await expect(main.getByText(`Frühestmögliches Vertragsende: ${berlinPlusMonths(1)}.`)).toBeVisible();
  // a later move: the move date is the end
  const later = berlinPlusMonths(2);
  await main.getByRole('textbox', { name: /^Datum Ihres Umzugs/ }).fill(later);
  await expect(main.getByText(`Frühestmögliches Vertragsende: ${later}.`)).toBeVisible();
  await env.checkA11y(page, 'Kündigung wegen Umzugs');
  await shots(page, 'kuendigung-umzug');
  await main.getByRole('button', { name: 'Jetzt kündigen' }).click();
  const receipt = main.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' });
  await expect(receipt.getByText('Umzug: Leistung am neuen Wohnsitz nicht verfügbar (§ 60 Abs. 2 TKG)')).toBeVisible();
  await expect(receipt.getByText('ein Monat, frühestens zum Umzugstermin (§ 60 Abs. 2 TKG)')).toBeVisible();
  await expect(receipt.getByText(later, { exact: true }), 'Umzugstermin und Vertragsende').toHaveCount(2);
  await env.checkA11y(page, 'Kündigungsbestätigung wegen Umzugs');
  await shots(page, 'kuendigung-umzug-beleg');
  const { kuendigungen } = await env.state();
  expect(kuendigungen.at(-1).art).toBe('umzug');
  expect(kuendigungen.at(-1).beendigungZum).toBe(later.split('.').reverse().join('-'));

  // one status everywhere: the list, the contract's banner and menu; no tariff change offered
  await page.goto(env.url(`${P}/vertraege/list`));
  const row = page.getByRole('row').filter({ hasText: 'V-100031' });
  await expect(row.getByText('Gekündigt', { exact: true })).toBeVisible();
  await expect(row.getByText('In Bearbeitung')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Tarif wechseln: .*\(V-100031\)$/ })).toHaveCount(0);
  expect(await page.getByRole('link', { name: /^Tarif wechseln: / }).count(), 'andere Verträge schon').toBeGreaterThan(
    0,
  );
  await page.goto(env.url(`${P}/vertraege/V-100031/allgemeine-daten`));
  await expect(main.getByText(`Gekündigt zum ${later}.`, { exact: false })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Bereiche dieses Vertrags' }).first();
  await expect(menu.getByRole('link', { name: 'Vertragsdaten' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tarif wechseln' })).toHaveCount(0);
  await page.goto(env.url(`${P}/vertraege/V-100031/produktwechsel`));
  await expect(main.getByText('Dieser Vertrag ist gekündigt.', { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Tarife ansehen' })).toHaveCount(0);
  await env.checkA11y(page, 'gekündigter Vertrag, Tarifwechsel');
});

test('Erster Besuch über einen Kampagnenlink (390 px): kein Tracking vor „Akzeptieren“, gleichwertige Knöpfe', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: PHONE_VIEWPORT, consent: 'ask' });
  await page.goto(env.url('/umzug?kampagne=e2e-einwilligung'));
  await page.waitForURL((u) => u.pathname.endsWith('/login'));
  const banner = page.getByRole('region', { name: 'Ihre Einwilligung' });
  const ablehnen = banner.getByRole('button', { name: 'Ablehnen' });
  const akzeptieren = banner.getByRole('button', { name: 'Akzeptieren' });
  await expect(akzeptieren).toBeVisible();
  // the same size and weight
  const [a, b] = [await ablehnen.boundingBox(), await akzeptieren.boundingBox()];
  expect([Math.round(a.width), Math.round(a.height)]).toEqual([Math.round(b.width), Math.round(b.height)]);
  const weight = (el) => el.evaluate((node) => getComputedStyle(node).fontWeight + getComputedStyle(node).color);
  expect(await weight(ablehnen)).toBe(await weight(akzeptieren));
  // the login fields stay visible above it on a phone
  const password = env.field(page, 'Passwort');
  const field = await password.boundingBox();
  expect(field.y + field.height <= (await banner.boundingBox()).y, 'Passwortfeld nicht verdeckt').toBeTruthy();
  await env.checkA11y(page, 'Anmeldung mit Einwilligungsbanner');
  await shots(page, 'einwilligung-banner');
  const tracked = async () =>
    (await env.state()).tracking.filter(
      (t) => t.kampagne === 'e2e-einwilligung' || t.kampagnendaten?.kampagne === 'e2e-einwilligung',
    ).length;
  expect(await tracked(), 'kein Tracking vor der Wahl').toBe(0);
  // keyboard: the banner's buttons come first after the skip link
  await page.locator('a.skip-link').focus();
  await page.keyboard.press('Tab');
  await expect(ablehnen).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(akzeptieren).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect.poll(tracked).toBe(2);
  await env.login(page, 'dsl25');
  await page.waitForURL((u) => u.pathname.endsWith('/umzug'));
});

test('Tracking abgelehnt: der Kampagnenlink führt trotzdem zum Angebot, es geht kein Tracking hinaus', async ({
  env,
}) => {
  const page = await env.newPage({ consent: 'ask' });
  await page.goto(env.url('/umzug?kampagne=e2e-abgelehnt'));
  await page.waitForURL((u) => u.pathname.endsWith('/login'));
  await page.getByRole('region', { name: 'Ihre Einwilligung' }).getByRole('button', { name: 'Ablehnen' }).click();
  await env.login(page, 'dsl25');
  await page.waitForURL((u) => u.pathname.endsWith('/umzug'));
  await env.heading(page, 'Umzug: neue Adresse angeben');
  const { tracking } = await env.state();
  expect(
    tracking.filter((t) => t.kampagne === 'e2e-abgelehnt' || t.kampagnendaten?.kampagne === 'e2e-abgelehnt'),
  ).toEqual([]);
  // the choice can be changed later, in the footer
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await page
    .getByRole('dialog', { name: 'Cookie-Einstellungen' })
    .getByRole('button', { name: 'Alle akzeptieren' })
    .click();
  await expect(page.getByRole('region', { name: 'Ihre Einwilligung' })).toHaveCount(0);
});

describe('andere Lesart (numerische Vertragsnummern, Verträge ohne Status)', () => {
  test.use({ shapes: 'alt' });

  test('Umzug nicht möglich (390 px): Sonderkündigung, danach „Gekündigt“ in Liste und Vertrag, kein Tarifwechsel, eine Vorgangsnummer', async ({
    env,
  }) => {
    const page = await env.openAs('multi', null, null, { viewport: PHONE_VIEWPORT });
    await enterMove(env, page, { id: '100031', plz: '99999' });
    await env.heading(page, 'Umzug an diese Adresse nicht möglich');
    await page.getByRole('link', { name: 'Vertrag wegen Umzugs kündigen' }).click();
    await formReady(page, 'umzugsdatum');
    const main = page.locator('main');
    await expect(main.getByRole('radio', { name: /^Umzug: Leistung am neuen Wohnsitz/ })).toBeChecked();
    await main.getByRole('button', { name: 'Jetzt kündigen' }).click();
    const receipt = main.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' });
    await expect(
      receipt.getByText('Umzug: Leistung am neuen Wohnsitz nicht verfügbar (§ 60 Abs. 2 TKG)'),
    ).toBeVisible();
    // the receipt and the contract's banner name the cancellation by the same number
    const nummer = await receipt
      .locator('dt', { hasText: 'Vorgangsnummer' })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
    await expect(main.getByText(new RegExp(`^Gekündigt zum .*\\(Vorgangsnummer ${nummer}\\)`))).toBeVisible();
    await env.checkA11y(page, 'alt: Kündigungsbestätigung wegen Umzugs');
    await env.screenshot(page, 'rechte-alt-kuendigung-umzug-beleg');

    // one status: the list says „Gekündigt“ and offers no tariff change for it
    await page.goto(env.url(`${P}/vertraege/list`));
    const row = page.getByRole('row').filter({ hasText: '100031' });
    await expect(row.getByText('Gekündigt', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Tarif wechseln: .*\(100031\)$/ })).toHaveCount(0);
    await env.screenshot(page, 'rechte-alt-vertragsliste');
  });
});
