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
import { assert, describe, PHONE_VIEWPORT, test, useE2E } from './harness.mjs';
import { completeOrder, detail, formReady, orderDate, P } from './orderHelpers.mjs';

const env = useE2E();
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
async function orderTariffChange(viewport) {
  const page = await env.openAs('dsl25', detail('V-100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen', {
    viewport,
  });
  const auftrag = await completeOrder(env, page, { label: 'widerruf-bestellung' });
  assert.match(auftrag, /^A-\d{4}-\d{6}$/);
  await page.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` }).waitFor();
  await page.getByText(/Widerruf möglich bis \d{2}\.\d{2}\.\d{4}, 24:00 Uhr/).waitFor();
  // the confirmation recaps what was ordered
  const recap = page.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
  const recapText = (await recap.textContent()).replace(/\u00a0/g, ' ');
  for (const part of [auftrag, 'Bestellt am', 'Tarif', 'Monatlicher Preis', 'Einmalige Kosten', 'Wunschtermin'])
    assert.ok(recapText.includes(part), `Überblick nennt ${part}: ${recapText}`);
  assert.match(recapText, /BetrifftVertrag VDSL 25000\.2 PK \(V-100001\)/);
  assert.match(recapText, /\d+,\d{2} €/);
  await page.getByRole('button', { name: 'Vertragszusammenfassung als PDF herunterladen' }).waitFor();
  const keyLine = await page.getByTestId('auftragsschluessel').textContent();
  const schluessel = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(keyLine)?.[0];
  assert.ok(schluessel, `Auftragsschlüssel auf der Bestätigung: ${keyLine}`);
  await shot(page, 'bestaetigung');
  return { page, auftrag, schluessel };
}

/** Step 1 (filled in already when logged in) and step 2, then the receipt with date, time and PDF. */
async function twoSteps(page, name, { fill } = {}) {
  await env.heading(page, LABEL);
  await page.getByRole('heading', { name: 'Schritt 1 von 2: Ihre Angaben' }).waitFor();
  if (fill) await fill();
  await env.checkA11y(page, `${name}: Schritt 1`);
  await shot(page, `${name}-schritt1`);
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await page.getByRole('heading', { name: 'Schritt 2 von 2: Widerruf bestätigen' }).waitFor();
  await env.checkA11y(page, `${name}: Schritt 2`);
  await shot(page, `${name}-schritt2`);
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  return receipt(page, name);
}

async function receipt(page, name) {
  await page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' }).waitFor();
  const eingang = await page.getByTestId('widerruf-eingang').textContent();
  assert.match(eingang, /^Eingegangen am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr$/);
  await page.getByText(/an die bei uns hinterlegte E-Mail-Adresse des Vertragsinhabers/).waitFor();
  await env.checkA11y(page, `${name}: Beleg`);
  await shot(page, `${name}-beleg`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Beleg als PDF' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^Widerruf_WR-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  assertAccessiblePdf(bytes, { tables: true });
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  assert.match(text, /Eingangsbestätigung Ihres Widerrufs/);
  assert.match(text, /Eingegangen am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr/);
  assert.match(text, /Hiermit widerrufe ich den von mir abgeschlossenen Vertrag/);
  return eingang;
}

/** The public form: customer 1000001 (Thomas Müller), the order's key, a first name, an e-mail for the copy. */
async function fillPublic(page, schluessel, vorname) {
  await env.field(page, 'Kundennummer').fill('1000001');
  await env.field(page, 'Auftragsschlüssel').fill(schluessel);
  await env.field(page, 'Vorname').fill(vorname);
  await env.field(page, 'Nachname').fill('Müller');
  await env.field(page, 'E-Mail-Adresse für die Eingangsbestätigung').fill('quittung@example.org');
}

async function widerrufState() {
  const res = await fetch(`${env.origin}/__test/widerruf`);
  return res.json();
}

/** Meine Aufträge shows the order as „Widerrufen“ and no longer offers the function. */
async function expectWithdrawnInAuftraege(page, auftrag) {
  await page.goto(env.url(`${P}/auftraege`));
  await env.heading(page, 'Meine Aufträge');
  const item = page.getByRole('listitem').filter({ hasText: auftrag });
  await item.getByText('Status: Widerrufen').waitFor();
  await item.getByText(/Widerrufen am .* \(Beleg WR-/).waitFor();
  assert.equal(await item.getByRole('link', { name: new RegExp(LABEL) }).count(), 0);
}

describe('Vertrag widerrufen', () => {
  test('aus „Meine Aufträge“ (1280 px): zwei Schritte, Beleg mit Datum, Uhrzeit und PDF, dann „Widerrufen“', async () => {
    const { page, auftrag } = await orderTariffChange(WIDE);
    await page.goto(env.url(`${P}/auftraege`));
    await env.heading(page, 'Meine Aufträge');
    await page.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` }).click();
    // what the portal knows is filled in: the order, the name, the e-mail address
    await env.heading(page, LABEL);
    assert.equal(await page.getByLabel(/^Auftrag, den Sie widerrufen/).inputValue(), auftrag);
    assert.equal(await page.getByLabel(/^Vorname/).inputValue(), 'Thomas');
    assert.equal(await page.getByLabel(/^Nachname/).inputValue(), 'Müller');
    await twoSteps(page, 'auftraege');
    const { mails } = await widerrufState();
    assert.equal(mails.length, 1);
    assert.ok(mails[0].an.includes('thomas.mueller@example.org'), 'Beleg an die hinterlegte Adresse');
    await expectWithdrawnInAuftraege(page, auftrag);
    await env.checkA11y(page, 'Meine Aufträge nach dem Widerruf');
    await shot(page, 'auftraege-widerrufen');
  });

  test('vom Vertrag aus (390 px): zwei Schritte, danach „widerrufen“ am Vertrag', async () => {
    const { page, auftrag } = await orderTariffChange(PHONE_VIEWPORT);
    await page.goto(env.url(`${P}/vertraege/V-100001/allgemeine-daten`));
    const section = page.getByRole('region', { name: 'Widerruf von Aufträgen' });
    await section.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` }).click();
    await twoSteps(page, 'vertrag');
    await page.goto(env.url(`${P}/vertraege/V-100001/allgemeine-daten`));
    const after = page.getByRole('region', { name: 'Widerruf von Aufträgen' });
    await after.getByText('widerrufen', { exact: true }).waitFor();
    await after.getByText(/Widerrufen am .* \(Beleg WR-/).waitFor();
    await env.checkA11y(page, 'Vertrag nach dem Widerruf');
    await shot(page, 'vertrag-widerrufen');
    await expectWithdrawnInAuftraege(page, auftrag);
  });

  test('öffentlich über die Fußzeile (abgemeldet): falscher Name neutral abgelehnt, dann Beleg', async () => {
    const { auftrag, schluessel } = await orderTariffChange(WIDE);
    const page = await env.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(env.url('/login'));
    const footer = page.getByRole('navigation', { name: 'Rechtliches und Service' });
    await footer.getByRole('link', { name: 'Verträge hier kündigen' }).waitFor();
    await footer.getByRole('link', { name: LABEL }).click();
    await env.heading(page, LABEL);
    await fillPublic(page, schluessel, 'Falsch');
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await page.getByRole('alert').filter({ hasText: 'keinem Auftrag zuordnen' }).waitFor();
    await env.checkA11y(page, 'öffentlich: neutrale Ablehnung');
    await shot(page, 'oeffentlich-abgelehnt');
    assert.deepEqual((await widerrufState()).mails, [], 'nichts gesendet');
    await page.getByRole('button', { name: 'Angaben ändern' }).click();
    await twoSteps(page, 'oeffentlich', { fill: () => env.field(page, 'Vorname').fill('Thomas') });
    const { mails } = await widerrufState();
    assert.deepEqual(mails[0].an, ['thomas.mueller@example.org', 'quittung@example.org']);
    await page.setViewportSize(WIDE);
    await shot(page, 'oeffentlich-beleg');
    const owner = await env.openAs('dsl25');
    await expectWithdrawnInAuftraege(owner, auftrag);
  });

  test('nach Tag 14: keine Funktion mehr, mit Begründung; der öffentliche Widerruf wird mit Erklärung abgelehnt', async () => {
    const { auftrag, schluessel } = await orderTariffChange(WIDE);
    await env.control('clock', { tage: 15 });
    const page = await env.openAs('dsl25', `${P}/auftraege`, 'Meine Aufträge');
    const item = page.getByRole('listitem').filter({ hasText: auftrag });
    await item.getByText(/Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist von 14 Tagen endete am/).waitFor();
    assert.equal(await item.getByRole('link', { name: new RegExp(LABEL) }).count(), 0);
    await env.checkA11y(page, 'Meine Aufträge nach der Frist');
    await shot(page, 'auftraege-abgelaufen');
    await page.goto(env.url(`${P}/widerruf?auftrag=${auftrag}`));
    await env.heading(page, LABEL);
    await page.getByText(`Den Auftrag ${auftrag} können Sie nicht mehr widerrufen`).waitFor();
    await env.checkA11y(page, 'Widerruf nach der Frist');
    const anon = await env.newPage();
    await anon.goto(env.url('/widerrufen'));
    await env.heading(anon, LABEL);
    await fillPublic(anon, schluessel, 'Thomas');
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

  test('andere Lesart der offenen Formen (SHAPES=alt): aus „Meine Aufträge“ widerrufen', async () => {
    await env.control('shapes', { mode: 'alt' });
    // numeric contract ids; the order's answer carries no number (the confirmation then offers no link)
    const page = await env.openAs('dsl25', detail('100001', 'produktwechsel_bestellung'), 'Tarifwechsel bestellen');
    await formReady(page);
    await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
    await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    const auftrag = (await env.state()).orders[0].auftragsnummer;
    await page.goto(env.url(`${P}/auftraege`));
    await page.getByRole('link', { name: `${LABEL}: Auftrag ${auftrag}` }).click();
    await twoSteps(page, 'alt');
    await page.goto(env.url(`${P}/vertraege/100001/allgemeine-daten`));
    await page
      .getByRole('region', { name: 'Widerruf von Aufträgen' })
      .getByText('widerrufen', { exact: true })
      .waitFor();
    await expectWithdrawnInAuftraege(page, auftrag);
  });

  test('ein Backend ohne diese Aufrufe (404): Hinweis auf Muster-Widerrufsformular und Hotline', async () => {
    const { page, auftrag } = await orderTariffChange(WIDE);
    await env.control('fail', { pathPrefix: '/kundenportal-api/widerruf', status: 404 });
    await page.goto(env.url(`${P}/auftraege`));
    await page
      .getByRole('listitem')
      .filter({ hasText: auftrag })
      .getByText(/Muster-Widerrufsformular oder über die Hotline/)
      .waitFor();
    await page.goto(env.url(`${P}/widerruf?auftrag=${auftrag}`));
    await page.getByText(/gerade nicht verfügbar/).waitFor();
    await env.checkA11y(page, 'Widerruf ohne Backend');
    await env.control('fail', {});
  });
});
