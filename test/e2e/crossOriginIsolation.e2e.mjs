/**
 * COEP require-corp through nginx (deploy/hosting.mjs): the portal is cross-origin isolated, and what it loads
 * and saves still works: every page's scripts, styles, fonts and images, the login, the start page, an invoice
 * PDF and a cancellation receipt PDF (widerruf.e2e.mjs saves a PDF the browser builds, passkeys run in
 * anmeldungPasskeys.e2e.mjs, both under the same headers). A resource the policy blocks would show as a failed request or a
 * console error naming it.
 */
import { readFile } from 'node:fs/promises';
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

const P = '/private/dashboard';

/** Requests the browser refused or failed, and console errors about embedding, on this page. */
function blocked(page) {
  const list = [];
  page.on('requestfailed', (request) => {
    // a download's navigation is cancelled by the browser once the file is taken
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      list.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Embedder|BLOCKED_BY_RESPONSE|Cross-Origin/i.test(msg.text())) list.push(msg.text());
  });
  return list;
}

async function pdfOf(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return (await readFile(await download.path())).toString('latin1');
}

for (const [name, viewport] of [
  ['390 px', PHONE_VIEWPORT],
  ['1280 px', { width: 1280, height: 900 }],
]) {
  test(`cross-origin isoliert (${name}): Anmeldung, Seiten, Schriften und PDFs funktionieren`, async ({ env }) => {
    const page = await env.newPage({ viewport });
    const problems = blocked(page);
    const answer = await page.goto(env.url('/login'));
    expect(answer?.headers()['cross-origin-embedder-policy']).toBe('require-corp');
    expect(answer?.headers()['x-permitted-cross-domain-policies']).toBe('none');
    await expect.poll(() => page.evaluate(() => window.crossOriginIsolated)).toBe(true);

    await env.login(page, 'multi');
    await expect(page).toHaveURL(/\/private\/dashboard\/startseite$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    await env.screenshot(page, `coep-start-${viewport.width}`);

    await page.goto(env.url(`${P}/rechnungen/rechnungen`));
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
    const invoice = page.getByRole('button', { name: /^Rechnung \d+ herunterladen$/ }).first();
    // the list loads with the session's invoices (a busy machine takes a while)
    await expect(invoice).toBeVisible({ timeout: 20_000 });
    expect(await pdfOf(page, () => invoice.click())).toMatch(/^%PDF-/);

    // the public cancellation's receipt PDF, saved through a blob: URL
    await page.goto(env.url('/kuendigen'));
    await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('Jürgen');
    await page.getByRole('textbox', { name: /^Nachname/ }).fill('Weiß');
    await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000003');
    await page.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100032');
    await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('juergen.weiss@example.org');
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    const done = page.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' });
    await expect(done).toBeVisible();
    const receipt = done.getByRole('button', { name: 'Eingangsbestätigung herunterladen (PDF)' });
    expect(await pdfOf(page, () => receipt.click())).toMatch(/^%PDF-/);
    await env.screenshot(page, `coep-kuendigung-${viewport.width}`);

    expect(problems).toEqual([]);
  });
}
