/**
 * Order journeys a customer can trust: the right products at the right prices and an
 * honest Vertragswechsel. Moves, money and offer links: orderSafety.e2e.mjs. axe on every page visited;
 * screenshots at 390 and 1280 px in .tmp/screens/.
 */
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, detail, formReady, orderDate, P, plain, summaryValue, toSummary } from './orderHelpers.mjs';

/** The labels of the tariff radios on an order screen. */
async function tariffLabels(page) {
  await formReady(page);
  const group = page.getByRole('radiogroup', { name: 'Tarif wählen' });
  const labels = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => r.labels?.[0]?.innerText ?? ''));
  // the name and the price facts are lines of their own (innerText keeps the break as a space here)
  return labels.map((label) => plain(label).replace(/\s+/g, ' ').trim());
}

/** Screenshots at 1280 and 390 px (the page returns to 1280). */
async function bothWidths(env, page, name) {
  await env.screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE_VIEWPORT);
  await env.checkA11y(page, `${name} (390 px)`);
  await env.screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Richtige Produkte zum richtigen Preis', () => {
  test('Persönliches Angebot (angebot): Glasfaser 500 vorausgewählt zu 39,99 €, bestellt als Spezialangebot', async ({
    env,
  }) => {
    const page = await env.openAs('angebot', `${P}/vertraege/V-100061/spezialangebot`);
    await expect(page.getByText('39,99 € monatlich in den ersten 12 Monaten')).toBeVisible();
    await page.getByRole('link', { name: 'Angebot bestellen' }).click();
    await env.heading(page, 'Tarifwechsel bestellen');
    const labels = await tariffLabels(page);
    expect(labels).toEqual([
      'TEAG Glasfaser 500 – 500/250 Mbit/s 39,99 € monatlich in den ersten 12 Monaten, ab dem 13. Monat 54,99 € monatlich · keine einmaligen Kosten · Mindestlaufzeit 24 Monate',
    ]);
    await expect(page.getByRole('radio', { name: /TEAG Glasfaser 500/ }), 'vorausgewählt').toBeChecked();
    await env.checkA11y(page, 'Spezialangebot Auswahl');
    await bothWidths(env, page, 'trust-spezialangebot');
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await toSummary(page);
    // the offer price always with the price after its months, in the summary as at the choice
    expect(await summaryValue(page, 'Monatlicher Preis (inkl. Optionen)')).toBe(
      '39,99 € monatlich in den ersten 12 Monaten, ab dem 13. Monat 54,99 € monatlich',
    );
    await env.checkA11y(page, 'Spezialangebot Übersicht');
    // the offer price is bought with a new minimum term: only with the express agreement
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' })).toBeVisible();
    const [stored] = (await env.state()).orders;
    expect(stored.request.bestellart).toBe('spezialangebot');
    expect(stored.request.produktId).toBe('PRD-20500');
    expect(stored.request.angebotId).toBe('SA-100061');
  });

  test('Technologie-Upgrade (ftth): Reiter und Deeplink bieten dieselben Glasfasertarife, kein VDSL, nicht den eigenen', async ({
    env,
  }) => {
    const page = await env.openAs('ftth', `${P}/vertraege/V-100002/technologieupgrade`);
    await page.getByRole('link', { name: 'Upgrade prüfen' }).click();
    await env.heading(page, 'Technologie-Upgrade bestellen');
    const fromTab = await tariffLabels(page);
    expect(fromTab.length > 0).toBeTruthy();
    expect(
      fromTab.every((l) => l.includes('Glasfaser') && !l.includes('VDSL')),
      fromTab.join('\n'),
    ).toBeTruthy();
    await env.checkA11y(page, 'Upgrade über Reiter');
    await bothWidths(env, page, 'trust-upgrade-reiter');
    await page.goto(env.url('/technologiewechsel'));
    await page.waitForURL(/technupgrade_bestellung/);
    expect(await tariffLabels(page)).toEqual(fromTab);
    await env.checkA11y(page, 'Upgrade über Deeplink');
  });

  test('Optionen (multi, DSL mit Cloud, Virenschutz, VoIP): gebuchte Optionen nicht noch einmal', async ({ env }) => {
    const page = await env.openAs('multi', detail('V-100031', 'zusatzoption_bestellung'));
    await env.heading(page, 'Zusatzoption bestellen');
    await formReady(page);
    await expect(page.getByText(/Bereits gebucht und daher nicht noch einmal angeboten: .*Cloud 100 GB/)).toBeVisible();
    const options = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => b.labels?.[0]?.textContent ?? ''));
    expect(options.length > 0).toBeTruthy();
    for (const booked of ['Cloud', 'Sicherheitspaket', 'VoIP']) {
      expect(
        options.some((o) => o.includes(booked)),
        `${booked} nicht angeboten: ${options.join(', ')}`,
      ).toBeFalsy();
    }
    await env.checkA11y(page, 'Optionen');
  });

  test('Treueangebot (multi, Glasfaser 300): Treuepreise, kein VDSL, kein Downgrade, nicht der eigene Tarif', async ({
    env,
  }) => {
    const page = await env.openAs('multi', `${P}/vertraege/V-100034/treueangebot`);
    await page.getByRole('link', { name: 'Treueangebot ansehen' }).click();
    await env.heading(page, 'Treueangebot bestellen');
    expect(await tariffLabels(page)).toEqual([
      'TEAG Glasfaser 500 – 500/250 Mbit/s 49,99 € monatlich in den ersten 12 Monaten, ab dem 13. Monat 54,99 € monatlich · keine einmaligen Kosten · Mindestlaufzeit 24 Monate',
      'TEAG Glasfaser 1000 – 1000/500 Mbit/s 74,99 € monatlich in den ersten 12 Monaten, ab dem 13. Monat 79,99 € monatlich · keine einmaligen Kosten · Mindestlaufzeit 24 Monate',
    ]);
    await env.checkA11y(page, 'Treueangebot');
    await bothWidths(env, page, 'trust-treueangebot');
  });

  test('Tarifwechsel (multi, DSL, Glasfaserausbau nicht geplant): kein Glasfaser, nicht der eigene Tarif', async ({
    env,
  }) => {
    const page = await env.openAs('multi', `${P}/vertraege/V-100031/produktwechsel`);
    await page.getByRole('link', { name: 'Tarife ansehen' }).click();
    await env.heading(page, 'Tarifwechsel bestellen');
    const labels = await tariffLabels(page);
    expect(labels.length > 0).toBeTruthy();
    expect(
      labels.some((l) => l.includes('Glasfaser')),
      labels.join('\n'),
    ).toBeFalsy();
    expect(
      labels.some((l) => l.startsWith('VDSL 100 ')),
      'eigener Tarif nicht angeboten',
    ).toBeFalsy();
    await env.checkA11y(page, 'Tarifwechsel ohne Glasfaser');
  });
});

describe('Vertragswechsel', () => {
  test('erklärt den Wechsel privat ↔ geschäftlich und führt zum Formular oder zum Tarifwechsel', async ({ env }) => {
    const page = await env.openAs('multi', `${P}/vertraege/V-100031/vertragswechsel`);
    await expect(page.getByText('Diesen Wechsel können wir nicht online ausführen', { exact: false })).toBeVisible();
    await expect(page.getByText('Gewerbeanmeldung oder Handelsregisterauszug', { exact: false })).toBeVisible();
    await env.checkA11y(page, 'Vertragswechsel Reiter');
    await bothWidths(env, page, 'trust-vertragswechsel-reiter');
    await page.goto(env.url(detail('V-100031', 'vertragswechsel')));
    await env.heading(page, 'Vertragswechsel: privat ↔ geschäftlich');
    await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toHaveCount(0);
    await env.checkA11y(page, 'Vertragswechsel Seite');
    await page.getByRole('link', { name: 'Zum Tarifwechsel' }).click();
    await page.waitForURL(/\/vertraege\/V-100031\/produktwechsel$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Zum Formular „Name oder Firma ändern“' }).click();
    await page.waitForURL(/erweiterte_aenderungen$/);
  });
});
