/**
 * „Vertrag widerrufen" (Art. 11a VRRL): a tariff change ordered, then withdrawn from Meine Aufträge,
 * from its contract and from the public footer link (logged out), each in two steps (form, „Widerruf
 * bestätigen") ending with the receipt (date and time of receipt, PDF, the e-mail to the stored address) and
 * the order „widerrufen"; after day 14 (stand-in clock) the function is gone with its reason and the public
 * form refuses with an explanation; a wrong name is refused neutrally. axe on every new page; 390 and 1280 px;
 * once in the other reading of the spec's open shapes. Screenshots in .tmp/shots-d/.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { assertAccessiblePdf, pdfText } from '../jest/pdfCheck.mjs';
import { describe, expect, PHONE_VIEWPORT, test } from './harness.mjs';
import { agreeToNewTerm, completeOrder, detail, formReady, orderDate, P } from './orderHelpers.mjs';

const SHOTS = '.tmp/shots-d';
const LABEL = 'Vertrag widerrufen';
const WIDE = { width: 1280, height: 900 };

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/**
 * dsl25 orders a tariff change; the confirmation offers the withdrawal and gives the Auftragsschlüssel of the
 * public withdrawal. Returns page, order number and key.
 */
async function orderTariffChange(env, viewport) {
  const page = await env.openAs('dsl25', detail('V-100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen', {
    viewport,
  });
  const auftrag = await completeOrder(env, page, { label: 'widerruf-bestellung' });
  expect(auftrag).toMatch(/^A-\d{4}-\d{6}$/);
  await expect(page.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` })).toBeVisible();
  await expect(page.getByText(/Widerruf möglich bis \d{2}\.\d{2}\.\d{4}, 24:00 Uhr/)).toBeVisible();
  // the confirmation recaps what was ordered
  const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
  const recapText = (await recap.textContent()).replace(/\u00a0/g, ' ');
  for (const part of [auftrag, 'Bestellt am', 'Tarif', 'Monatlicher Preis', 'Einmalige Kosten', 'Wunschtermin'])
    expect(recapText, `Überblick nennt ${part}: ${recapText}`).toContain(part);
  expect(recapText).toMatch(/BetrifftVertrag VDSL 25000\.2 PK \(V-100001\)/);
  expect(recapText).toMatch(/\d+,\d{2} €/);
  await expect(page.getByRole('button', { name: 'Vertragszusammenfassung als PDF herunterladen' })).toBeVisible();
  const keyLine = await page.getByTestId('auftragsschluessel').textContent();
  const schluessel = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(keyLine)?.[0];
  expect(schluessel, `Auftragsschlüssel auf der Bestätigung: ${keyLine}`).toBeTruthy();
  await shot(page, 'bestaetigung');
  return { page, auftrag, schluessel };
}

/** Step 1 (filled in already when logged in) and step 2, then the receipt with date, time and PDF. */
async function twoSteps(env, page, name, { fill } = {}) {
  await env.heading(page, LABEL);
  await expect(page.getByRole('heading', { name: 'Schritt 1 von 2: Ihre Angaben' })).toBeVisible();
  if (fill) await fill();
  await env.checkA11y(page, `${name}: Schritt 1`);
  await shot(page, `${name}-schritt1`);
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await expect(page.getByRole('heading', { name: 'Schritt 2 von 2: Widerruf bestätigen' })).toBeVisible();
  await env.checkA11y(page, `${name}: Schritt 2`);
  await shot(page, `${name}-schritt2`);
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  return receipt(env, page, name);
}

async function receipt(env, page, name) {
  await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
  const eingang = await page.getByTestId('widerruf-eingang').textContent();
  expect(eingang).toMatch(/^Eingegangen am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr$/);
  await expect(page.getByText(/an die bei uns hinterlegte E-Mail-Adresse des Vertragsinhabers/)).toBeVisible();
  await env.checkA11y(page, `${name}: Beleg`);
  await shot(page, `${name}-beleg`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Beleg als PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Widerruf_WR-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  assertAccessiblePdf(bytes, { tables: true });
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  expect(text).toMatch(/Eingangsbestätigung Ihres Widerrufs/);
  expect(text).toMatch(/Eingegangen am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr/);
  expect(text).toMatch(/Hiermit widerrufe ich den von mir abgeschlossenen Vertrag/);
  return eingang;
}

/** The public form: customer 1000001 (Thomas Müller), the order's key, a first name, an e-mail for the copy. */
async function fillPublic(env, page, schluessel, vorname) {
  await env.field(page, 'Kundennummer').fill('1000001');
  await env.field(page, 'Auftragsschlüssel').fill(schluessel);
  await env.field(page, 'Vorname').fill(vorname);
  await env.field(page, 'Nachname').fill('Müller');
  await env.field(page, 'E-Mail-Adresse für die Eingangsbestätigung').fill('quittung@example.org');
}

async function widerrufState(env) {
  const res = await fetch(`${env.origin}/__test/widerruf`);
  return res.json();
}

/** Meine Aufträge shows the order as „Widerrufen“ and no longer offers the function. */
async function expectWithdrawnInAuftraege(env, page, auftrag) {
  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  const item = page.getByRole('listitem').filter({ hasText: auftrag });
  await expect(item.getByText('Status: Widerrufen')).toBeVisible();
  await item.getByText(/Widerrufen am .* \(Beleg WR-/).waitFor();
  await expect(item.getByRole('link', { name: new RegExp(LABEL) })).toHaveCount(0);
}

describe('Vertrag widerrufen', () => {
  test('aus „Meine Aufträge“ (1280 px): zwei Schritte, Beleg mit Datum, Uhrzeit und PDF, dann „Widerrufen“', async ({
    env,
  }) => {
    const { page, auftrag } = await orderTariffChange(env, WIDE);
    await page.goto(env.url(`${P}/auftraege`));
    await env.heading(page, 'Meine Aufträge');
    await page.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` }).click();
    // what the portal knows is filled in: the order, the name, the e-mail address
    await env.heading(page, LABEL);
    await expect(page.getByLabel(/^Auftrag, den Sie widerrufen/)).toHaveValue(auftrag);
    await expect(page.getByLabel(/^Vorname/)).toHaveValue('Thomas');
    await expect(page.getByLabel(/^Nachname/)).toHaveValue('Müller');
    await twoSteps(env, page, 'auftraege');
    const { mails } = await widerrufState(env);
    expect(mails.length).toBe(1);
    expect(mails[0].an.includes('thomas.mueller@example.org'), 'Beleg an die hinterlegte Adresse').toBeTruthy();
    await expectWithdrawnInAuftraege(env, page, auftrag);
    await env.checkA11y(page, 'Meine Aufträge nach dem Widerruf');
    await shot(page, 'auftraege-widerrufen');
  });

  test('vom Vertrag aus (390 px): zwei Schritte, danach „widerrufen“ am Vertrag', async ({ env }) => {
    const { page, auftrag } = await orderTariffChange(env, PHONE_VIEWPORT);
    await page.goto(env.url(`${P}/vertraege/V-100001/allgemeine-daten`));
    const section = page.getByRole('region', { name: 'Widerruf von Aufträgen' });
    await section.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` }).click();
    await twoSteps(env, page, 'vertrag');
    await page.goto(env.url(`${P}/vertraege/V-100001/allgemeine-daten`));
    const after = page.getByRole('region', { name: 'Widerruf von Aufträgen' });
    await expect(after.getByText('widerrufen', { exact: true })).toBeVisible();
    await after.getByText(/Widerrufen am .* \(Beleg WR-/).waitFor();
    await env.checkA11y(page, 'Vertrag nach dem Widerruf');
    await shot(page, 'vertrag-widerrufen');
    await expectWithdrawnInAuftraege(env, page, auftrag);
  });

  test('öffentlich über die Fußzeile (abgemeldet): falscher Name neutral abgelehnt, dann Beleg', async ({ env }) => {
    const { auftrag, schluessel } = await orderTariffChange(env, WIDE);
    const page = await env.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(env.url('/login'));
    const footer = page.getByRole('navigation', { name: 'Rechtliches und Service' });
    await expect(footer.getByRole('link', { name: 'Verträge hier kündigen' })).toBeVisible();
    await footer.getByRole('link', { name: LABEL }).click();
    await env.heading(page, LABEL);
    await fillPublic(env, page, schluessel, 'Falsch');
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'keinem Auftrag zuordnen' })).toBeVisible();
    await env.checkA11y(page, 'öffentlich: neutrale Ablehnung');
    await shot(page, 'oeffentlich-abgelehnt');
    expect((await widerrufState(env)).mails, 'nichts gesendet').toEqual([]);
    await page.getByRole('button', { name: 'Angaben ändern' }).click();
    await twoSteps(env, page, 'oeffentlich', { fill: () => env.field(page, 'Vorname').fill('Thomas') });
    const { mails } = await widerrufState(env);
    expect(mails[0].an).toEqual(['thomas.mueller@example.org', 'quittung@example.org']);
    await page.setViewportSize(WIDE);
    await shot(page, 'oeffentlich-beleg');
    const owner = await env.openAs('dsl25');
    await expectWithdrawnInAuftraege(env, owner, auftrag);
  });

  test('nach Tag 14: keine Funktion mehr, mit Begründung; der öffentliche Widerruf wird mit Erklärung abgelehnt', async ({
    env,
  }) => {
    const { auftrag, schluessel } = await orderTariffChange(env, WIDE);
    await env.control('clock', { tage: 15 });
    const page = await env.openAs('dsl25', `${P}/auftraege`, 'Meine Aufträge');
    const item = page.getByRole('listitem').filter({ hasText: auftrag });
    await expect(
      item.getByText(/Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist von 14 Tagen endete am/),
    ).toBeVisible();
    await expect(item.getByRole('link', { name: new RegExp(LABEL) })).toHaveCount(0);
    await env.checkA11y(page, 'Meine Aufträge nach der Frist');
    await shot(page, 'auftraege-abgelaufen');
    await page.goto(env.url(`${P}/widerruf?auftrag=${auftrag}`));
    await env.heading(page, LABEL);
    await expect(page.getByText(`Den Auftrag ${auftrag} können Sie nicht mehr widerrufen`)).toBeVisible();
    await env.checkA11y(page, 'Widerruf nach der Frist');
    const anon = await env.newPage();
    await anon.goto(env.url('/widerrufen'));
    await env.heading(anon, LABEL);
    await fillPublic(env, anon, schluessel, 'Thomas');
    await anon.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
    await anon.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await anon
      .getByRole('alert')
      .filter({ hasText: /Widerrufsfrist für den Auftrag .* endete am/ })
      .waitFor();
    await env.checkA11y(anon, 'öffentlich: nach der Frist');
    await shot(anon, 'oeffentlich-abgelaufen');
    await env.control('clock', {});
  });

  test('andere Lesart der offenen Formen (SHAPES=alt): aus „Meine Aufträge“ widerrufen', async ({ env }) => {
    await env.control('shapes', { mode: 'alt' });
    // numeric contract ids; the order's answer carries no number (the confirmation then offers no link)
    const page = await env.openAs('dsl25', detail('100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen');
    await formReady(page);
    await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await agreeToNewTerm(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    const auftrag = (await env.state()).orders[0].auftragsnummer;
    await page.goto(env.url(`${P}/auftraege`));
    await page.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` }).click();
    await twoSteps(env, page, 'alt');
    await page.goto(env.url(`${P}/vertraege/100001/allgemeine-daten`));
    await expect(
      page.getByRole('region', { name: 'Widerruf von Aufträgen' }).getByText('widerrufen', { exact: true }),
    ).toBeVisible();
    await expectWithdrawnInAuftraege(env, page, auftrag);
  });

  test('ein Backend ohne diese Aufrufe (404): Hinweis auf Muster-Widerrufsformular und Hotline', async ({ env }) => {
    const { page, auftrag } = await orderTariffChange(env, WIDE);
    await env.control('fail', { pathPrefix: '/kundenportal-api/widerruf', status: 404 });
    await page.goto(env.url(`${P}/auftraege`));
    await page
      .getByRole('listitem')
      .filter({ hasText: auftrag })
      .getByText(/Muster-Widerrufsformular oder über die Hotline/)
      .waitFor();
    await page.goto(env.url(`${P}/widerruf?auftrag=${auftrag}`));
    await expect(page.getByText(/gerade nicht verfügbar/)).toBeVisible();
    await env.checkA11y(page, 'Widerruf ohne Backend');
    await env.control('fail', {});
  });
});
