import { expect } from './harness.mjs'; /** Shared steps of the e2e suites: order screens (date, form ready, whole order) and the bank form. */

const FIXED_HOLIDAYS = ['01-01', '05-01', '09-20', '10-03', '10-31', '12-24', '12-25', '12-26', '12-31'];
const pad = (n) => String(n).padStart(2, '0');

/** A Tuesday or Wednesday at least 10 days ahead that is no fixed holiday (moving holidays fall on Mon/Thu/Fri). */
export function orderDate() {
  const d = new Date();
  d.setDate(d.getDate() + 10);
  while (![2, 3].includes(d.getDay()) || FIXED_HOLIDAYS.includes(`${pad(d.getMonth() + 1)}-${pad(d.getDate())}`))
    d.setDate(d.getDate() + 1);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

export const P = '/private/dashboard';
export const detail = (id, screen, query = '') => `${P}/vertrag-detail/${id}/${screen}${query ? `?${query}` : ''}`;

/** The form is there and the date picker chunk has arrived (its loading fallback is a disabled input). */
export async function formReady(page, field = 'wunschtermin') {
  await page.waitForFunction((id) => {
    const el = document.getElementById(id);
    return el instanceof HTMLInputElement && !el.disabled;
  }, `field-${field}`);
}

/**
 * Runs an order screen to the end: first product (or first option for the add-on order), date,
 * review with the contract summary, "Zahlungspflichtig bestellen"; returns the order number shown.
 */
export async function completeOrder(env, page, { addOn = false, label = 'bestellung' } = {}) {
  await formReady(page);
  await env.checkA11y(page, `${label}: Auswahl`);
  if (addOn) await page.getByRole('checkbox').first().check();
  else await page.getByRole('radiogroup', { name: 'Tarif wählen' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /Wunschtermin/ }).fill(orderDate());
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
  await env.checkA11y(page, `${label}: Übersicht`);
  await env.screenshot(page, `${label}-uebersicht`);
  await agreeToNewTerm(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'Ihre Auftragsnummer lautet' });
  await expect(status).toBeVisible();
  await env.checkA11y(page, `${label}: bestätigt`);
  return /A-\d{4}-\d{6}/.exec(await status.textContent())?.[0];
}

/**
 * Ticks the express agreement to a new minimum term (TKG § 66 Abs. 3) where the review asks for it: an order that
 * starts a new term on the contract (a step down, an offer price) is not sent without it.
 */
export async function agreeToNewTerm(page) {
  const agree = page.getByRole('checkbox', { name: /^Ich stimme ausdrücklich zu/ });
  if (await agree.count()) await agree.check();
}

export const TEST_IBAN = 'DE02 1203 0000 0000 2020 51';

/**
 * The bank form to its review step ("Bitte prüfen Sie Ihre Angaben"): holder, IBAN, "Gültig ab" typed once
 * the date picker has arrived. Returns the date typed.
 */
export async function enterBankdaten(page, holder, { iban = TEST_IBAN, date = orderDate() } = {}) {
  await page.getByRole('textbox', { name: /^Kontoinhaber/ }).fill(holder);
  await page.getByRole('textbox', { name: /^IBAN/ }).fill(iban);
  const field = page.getByRole('textbox', { name: /^Gültig ab/ });
  await expect(page.getByRole('button', { name: /Datum auswählen/ })).toBeVisible();
  await field.fill(date);
  await field.blur();
  await page.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeVisible();
  return date;
}

/** Currency amounts come with a no-break space ("39,99 €"): compare with plain spaces. */
export function plain(text) {
  return text.replace(/\u00a0/g, ' ');
}

/** From the order form to its summary step. */
export async function toSummary(page) {
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' })).toBeVisible();
}

/** The summary's value for a term (dt → dd). */
export async function summaryValue(page, term) {
  const section = page.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' });
  return plain(await section.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent());
}
