/**
 * Start page, invoices and telephone costs end to end: multi (private, several contracts) and firma
 * (business); special offer (angebot), contract documents (gfplus), invoice PDF download, axe everywhere.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from './harness.mjs';

const CUSTOMERS = [
  { username: 'multi', name: 'Herr Dr. Weiß' },
  { username: 'firma', name: 'Thüringer Holzbau GmbH' },
];

async function pdfOf(download) {
  const file = await download.path();
  const bytes = await readFile(file);
  return bytes.subarray(0, 5).toString('latin1');
}

for (const customer of CUSTOMERS) {
  describe(`Startseite und Rechnungen (${customer.username})`, () => {
    test('Startseite: Begrüßung, Kurzwege, redaktionelle Karten sicher dargestellt', async ({ env }) => {
      const page = await env.openAs(customer.username, '/private/dashboard/startseite');
      await env.heading(page, 'Willkommen im Kundenportal');
      const main = page.getByRole('main');
      await expect(main.getByText(new RegExp(`^Guten (Morgen|Tag|Abend), ${customer.name}$`))).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Häufig genutzt' })).toBeVisible();
      for (const link of ['Rechnungen ansehen', 'Bankverbindung ändern', 'Meine Verträge', 'Passwort ändern']) {
        await expect(main.getByRole('link', { name: new RegExp(link) })).toBeVisible();
      }
      await expect(main.getByRole('heading', { name: 'Glasfaser für Thüringen' })).toBeVisible();
      if (customer.username === 'multi') {
        // a card never sells what the customer has: multi has the Sicherheitspaket and Allnet M
        await expect(main.getByRole('heading', { name: 'Rechnungen online' })).toBeVisible();
        await expect(main.getByRole('heading', { name: 'Sicher im Netz' })).toHaveCount(0);
        await expect(main.getByRole('heading', { name: 'Mobilfunk dazubuchen' })).toHaveCount(0);
      } else {
        await expect(main.getByText('Virenschutz')).toBeVisible();
        const link = main.getByRole('link', { name: 'Details zum Angebot' });
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // the card markup is sanitised: no script, no img with onerror from the card text
      await expect(main.locator('article script')).toHaveCount(0);
      await expect(main.locator('article img[onerror]')).toHaveCount(0);
      await expect(main.locator('article img[src="x"]')).toHaveCount(0);
      await env.checkA11y(page, `Startseite ${customer.username}`);
      await env.screenshot(page, `startseite-${customer.username}`);
      await main.getByRole('link', { name: /Rechnungen ansehen/ }).click();
      await env.heading(page, 'Rechnungen');
    });

    test('Rechnungen: neueste zuerst, Jahresfilter, PDF-Download', async ({ env }) => {
      const page = await env.openAs(customer.username, '/private/dashboard/rechnungen/rechnungen');
      await env.heading(page, 'Rechnungen');
      const table = page.getByRole('table', { name: 'Rechnungen' });
      // the heading is prerendered; the invoices come with the session
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const rows = table.getByRole('row');
      await expect(rows, '26 Rechnungen + Kopfzeile').toHaveCount(27);
      const dates = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      const iso = dates.map((d) => d.split('.').reverse().join('-'));
      expect(iso, 'neueste zuerst').toEqual([...iso].sort().reverse());
      expect(dates[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      await expect(table.locator('tbody tr td:nth-child(4)').first()).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
      await env.checkA11y(page, `Rechnungen ${customer.username}`);
      await env.screenshot(page, `rechnungen-${customer.username}`);

      const year = iso[iso.length - 1].slice(0, 4);
      await page.getByLabel('Jahr').selectOption(year);
      const filtered = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(filtered.length > 0 && filtered.length < 26).toBeTruthy();
      expect(filtered.every((d) => d.endsWith(year))).toBeTruthy();
      await page.getByLabel('Jahr').selectOption('');

      const firstNumber = (await table.locator('tbody tr th').first().textContent()).trim();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Rechnung ${firstNumber} herunterladen` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Rechnung_${firstNumber}.pdf`);
      expect(await pdfOf(download)).toBe('%PDF-');
      expect(page.url().includes('/rechnungen/rechnungen'), 'keine Navigation').toBeTruthy();
    });

    test('Telefonkosten: Monat wählen, Rufnummern gekürzt, Summen', async ({ env }) => {
      const page = await env.openAs(customer.username, '/private/dashboard/rechnungen/telefonkosten');
      await env.heading(page, 'Telefonkosten');
      const main = page.getByRole('main');
      const numbers = await main.locator('tbody tr td:nth-child(3)').allTextContents();
      expect(numbers.length > 0).toBeTruthy();
      expect(
        numbers.every((n) => /xxx$/.test(n)),
        'letzte drei Ziffern gekürzt',
      ).toBeTruthy();
      const durations = await main.locator('tbody tr td:nth-child(5)').allTextContents();
      expect(durations.every((d) => /^\d{2,}:\d{2}$/.test(d))).toBeTruthy();
      await expect(main.getByText(/^Gesamtsumme .*: \d+,\d{2}\s€/)).toBeVisible();
      await env.checkA11y(page, `Telefonkosten ${customer.username}`);
      await env.screenshot(page, `telefonkosten-${customer.username}`);
      const month = page.getByLabel('Monat');
      const options = await month.locator('option').allTextContents();
      await month.selectOption({ label: options[options.length - 1] });
      await expect(main.getByText(new RegExp(`^Gesamtsumme ${options[options.length - 1]}`))).toBeVisible();
    });
  });
}

// the login form's prefetch fails before the login's answer, or (slow) only after the start page has shown
for (const slow of [false, true]) {
  test(`Redaktionelle Karten: während der Anmeldung vorgeladen; schlägt das fehl${slow ? ' (langsam, erst auf der Startseite)' : ''}, lädt die Startseite sie selbst`, async ({
    env,
    page,
  }) => {
    const asked = [];
    await page.route('**/portal/startseite.json', async (route) => {
      // every request from the login page (the form's prefetch, again on the next field) fails; the start page's works
      const onLogin = page.url().includes('/login');
      asked.push(onLogin ? 'login' : 'start');
      if (!onLogin) return route.continue();
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.fulfill({ status: 503, body: '' });
    });
    await page.goto(env.url('/login'));
    await env.field(page, 'Benutzername oder Kundennummer').fill('multi');
    await env.field(page, 'Passwort').fill('Demo-2026!');
    await expect
      .poll(() => asked.length, { message: 'the cards are asked for while the customer types', timeout: 5000 })
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await env.heading(page, 'Willkommen im Kundenportal');
    await page
      .getByRole('main')
      .getByRole('heading', { name: 'Glasfaser für Thüringen' })
      .waitFor()
      .catch((error) => {
        throw new Error(`${error.message}\nAbrufe der Karten: ${asked.join(', ')}`);
      });
    expect(
      asked.filter((where) => where === 'start'),
      'the start page asks once more after the failed prefetch',
    ).toEqual(['start']);
    await env.screenshot(page, `startseite-karten-nachgeladen${slow ? '-langsam' : ''}`);
  });
}

test('Kundenspezialangebot: Banner, Link zum Angebot, als gesehen markieren', async ({ env }) => {
  const page = await env.openAs('angebot', '/private/dashboard/startseite');
  const banner = page.getByRole('region', { name: /Persönliches Angebot/ });
  await expect(banner).toBeVisible();
  await env.checkA11y(page, 'Startseite mit Angebot');
  await env.screenshot(page, 'startseite-angebot');
  await banner.getByRole('button', { name: 'Gesehen – ausblenden' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await page
    .getByRole('main')
    .getByText(/^Guten (Morgen|Tag|Abend)/)
    .waitFor();
  await expect(page.getByRole('region', { name: /Persönliches Angebot/ }), 'bleibt gesehen').toHaveCount(0);
});

test('Vertragsdokumente (Zelos) auf der Startseite als PDF', async ({ env }) => {
  const page = await env.openAs('gfplus', '/private/dashboard/startseite');
  const section = page.getByRole('region', { name: 'Ihre Vertragsdokumente' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: /Widerrufsbelehrung/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ZD-7003.pdf');
  expect(await pdfOf(download)).toBe('%PDF-');
  await env.checkA11y(page, 'Startseite mit Dokumenten');
});

test('Rechnungs-PDF nach Sitzungsende: 401 beendet die Sitzung', async ({ env }) => {
  const page = await env.openAs('multi', '/private/dashboard/rechnungen/rechnungen');
  await env.heading(page, 'Rechnungen');
  // the heading is prerendered: the session expires only once the invoices are shown
  const download = page.getByRole('button', { name: /^Rechnung \S+ herunterladen$/ }).first();
  await expect(download).toBeVisible();
  await env.control('expire-session', { username: 'multi' });
  await download.click();
  await page.waitForURL(/\/login\/session-expired/);
});
