/**
 * MultiSIM on `multi`'s V-100032 (one MultiSIM, the iPad's card, of at most two), at 1280 and 390 px: the price from
 * the order's terms, „zahlungspflichtig bestellen“, the confirmation with the password (no two-step login), the
 * receipt (an eSIM's QR code once, a card's delivery); at two the button is gone, taking one away brings it back.
 * axe at both widths; screenshots in .tmp/screens/ (E2E_SCREENS=1).
 */
import { DEMO_PASSWORD, expect, PHONE_VIEWPORT, test } from './harness.mjs';

const SIM_PAGE = '/private/dashboard/sim-geraete/V-100032';
/** the first page of a worker on a busy machine loads its chunks cold */
const LOAD_WAIT = 60_000;

async function confirmWithPassword(page) {
  const dialog = page.getByRole('dialog', { name: 'Aktion bestätigen' });
  await dialog.locator('#field-passwort').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog).toBeHidden();
}

test('MultiSIM: eine eSIM für die Uhr zahlungspflichtig bestellen, QR-Code einmal; die Tablet-SIM entfernen (1280 px)', async ({
  env,
}) => {
  const page = await env.openAs('multi', SIM_PAGE, undefined, { timeout: LOAD_WAIT });
  await env.heading(page, 'SIM & Geräte', { timeout: LOAD_WAIT });
  const section = page.getByRole('region', { name: 'MultiSIM für Uhr oder Tablet' });
  await section.getByRole('button', { name: 'MultiSIM hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'MultiSIM hinzufügen' });
  await expect(dialog.getByText('+ 4,99 € monatlich')).toBeVisible();
  // nothing named: the error is at the field
  await dialog.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await expect(dialog.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Gerät/ }).fill('Apple Watch');
  await env.checkA11y(page, 'MultiSIM bestellen');
  await env.screenshot(page, 'sim-multi-bestellen-1280');
  await dialog.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await confirmWithPassword(page);

  const receipt = section.getByRole('status').filter({ hasText: 'Ihre MultiSIM ist bestellt' });
  await expect(receipt).toContainText(
    /Auftrag MS-1000003-\d{4} vom \d\d\.\d\d\.\d{4} \d\d:\d\d: eSIM für „Apple Watch“, \+ 4,99\s€ monatlich\./,
  );
  await expect(section.getByRole('img', { name: 'QR-Code des neuen eSIM-Profils' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'eSIM (MultiSIM) – Apple Watch' })).toBeVisible();
  // two MultiSIMs: no third
  await expect(section.getByText('Zu diesem Vertrag gehören schon 2 MultiSIMs')).toBeVisible();
  await expect(section.getByRole('button', { name: 'MultiSIM hinzufügen' })).toHaveCount(0);
  const stored = env.app.ctx.store.byUsername('multi').contracts.find((c) => c.contractId === 'V-100032').sims;
  expect(stored.filter((s) => s.multiSim).map((s) => s.geraet)).toEqual(['iPad Air', 'Apple Watch']);
  await env.checkA11y(page, 'MultiSIM bestellt', { force: true });
  await env.screenshot(page, 'sim-multi-bestellt-1280');

  await section.getByRole('button', { name: 'MultiSIM „SIM-Karte (MultiSIM) – iPad Air“ entfernen' }).click();
  const ask = page.getByRole('alertdialog', { name: 'MultiSIM entfernen' });
  await ask.getByRole('button', { name: 'MultiSIM entfernen' }).click();
  await expect(section.getByText('Die MultiSIM „SIM-Karte (MultiSIM) – iPad Air“ ist entfernt.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'MultiSIM hinzufügen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'SIM-Karte (MultiSIM) – iPad Air' })).toHaveCount(0);
  // the code is shown once: a reload does not bring it back
  await page.reload();
  await expect(page.getByRole('region', { name: 'eSIM (MultiSIM) – Apple Watch' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code des neuen eSIM-Profils' })).toHaveCount(0);
});

test('MultiSIM: eine SIM-Karte für das Tablet per Post (390 px)', async ({ env }) => {
  const page = await env.openAs('multi', SIM_PAGE, undefined, { viewport: PHONE_VIEWPORT, timeout: LOAD_WAIT });
  await env.heading(page, 'SIM & Geräte', { timeout: LOAD_WAIT });
  const section = page.getByRole('region', { name: 'MultiSIM für Uhr oder Tablet' });
  await section.getByRole('button', { name: 'MultiSIM hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'MultiSIM hinzufügen' });
  await dialog.getByRole('radio', { name: 'SIM-Karte (per Post)' }).check();
  await dialog.getByRole('textbox', { name: /^Gerät/ }).fill('iPad mini');
  await env.checkA11y(page, 'MultiSIM bestellen 390');
  await env.screenshot(page, 'sim-multi-bestellen-390');
  await dialog.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  await confirmWithPassword(page);
  const receipt = section.getByRole('status').filter({ hasText: 'Ihre MultiSIM ist bestellt' });
  await expect(receipt).toContainText(/SIM-Karte für „iPad mini“, \+ 4,99\s€ monatlich\./);
  await expect(receipt).toContainText(/Die SIM-Karte kommt in etwa 3 Werktagen an: .+\d{5} /);
  await expect(section.getByRole('img', { name: 'QR-Code des neuen eSIM-Profils' })).toHaveCount(0);
  await env.screenshot(page, 'sim-multi-bestellt-390');
});
