/**
 * Start page, invoices and telephone costs end to end: multi (private, several contracts) and firma
 * (business); special offer (angebot), contract documents (gfplus), invoice PDF download, axe everywhere.
 */
import { readFile } from 'node:fs/promises';
import { assert, describe, expect, test, useE2E } from './harness.mjs';

const env = useE2E();

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
    test('Startseite: Begrüßung, Kurzwege, redaktionelle Karten sicher dargestellt', async () => {
      const page = await env.openAs(customer.username, '/private/dashboard/startseite');
      await env.heading(page, 'Willkommen im Kundenportal');
      const main = page.getByRole('main');
      await main.getByText(new RegExp(`^Guten (Morgen|Tag|Abend), ${customer.name}$`)).waitFor();
      await main.getByRole('heading', { name: 'Häufig genutzt' }).waitFor();
      for (const link of ['Rechnungen ansehen', 'Bankverbindung ändern', 'Meine Verträge', 'Passwort ändern']) {
        await main.getByRole('link', { name: new RegExp(link) }).waitFor();
      }
      await main.getByRole('heading', { name: 'Glasfaser für Thüringen' }).waitFor();
      if (customer.username === 'multi') {
        // a card never sells what the customer has: multi has the Sicherheitspaket and Allnet M
        await main.getByRole('heading', { name: 'Rechnungen online' }).waitFor();
        assert.equal(await main.getByRole('heading', { name: 'Sicher im Netz' }).count(), 0);
        assert.equal(await main.getByRole('heading', { name: 'Mobilfunk dazubuchen' }).count(), 0);
      } else {
        await main.getByText('Virenschutz').waitFor();
        const link = main.getByRole('link', { name: 'Details zum Angebot' });
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      }
      // the card markup is sanitised: no script, no img with onerror from the card text
      assert.equal(await main.locator('article script').count(), 0);
      assert.equal(await main.locator('article img[onerror]').count(), 0);
      assert.equal(await main.locator('article img[src="x"]').count(), 0);
      await env.checkA11y(page, `Startseite ${customer.username}`);
      await env.screenshot(page, `startseite-${customer.username}`);
      await main.getByRole('link', { name: /Rechnungen ansehen/ }).click();
      await env.heading(page, 'Rechnungen');
    });

    test('Rechnungen: neueste zuerst, Jahresfilter, PDF-Download', async () => {
      const page = await env.openAs(customer.username, '/private/dashboard/rechnungen/rechnungen');
      await env.heading(page, 'Rechnungen');
      const table = page.getByRole('table', { name: 'Rechnungen' });
      // the heading is prerendered; the invoices come with the session
      await table.locator('tbody tr').first().waitFor();
      const rows = table.getByRole('row');
      assert.equal(await rows.count(), 27, '26 Rechnungen + Kopfzeile');
      const dates = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      const iso = dates.map((d) => d.split('.').reverse().join('-'));
      assert.deepEqual(iso, [...iso].sort().reverse(), 'neueste zuerst');
      assert.match(dates[0], /^\d{2}\.\d{2}\.\d{4}$/);
      assert.match(
        await table.locator('tbody tr td:nth-child(4)').first().textContent(),
        /^\d{1,3}(\.\d{3})*,\d{2}\s€$/,
      );
      await env.checkA11y(page, `Rechnungen ${customer.username}`);
      await env.screenshot(page, `rechnungen-${customer.username}`);

      const year = iso[iso.length - 1].slice(0, 4);
      await page.getByLabel('Jahr').selectOption(year);
      const filtered = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      assert.ok(filtered.length > 0 && filtered.length < 26);
      assert.ok(filtered.every((d) => d.endsWith(year)));
      await page.getByLabel('Jahr').selectOption('');

      const firstNumber = (await table.locator('tbody tr th').first().textContent()).trim();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Rechnung ${firstNumber} herunterladen` }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `Rechnung_${firstNumber}.pdf`);
      assert.equal(await pdfOf(download), '%PDF-');
      assert.ok(page.url().includes('/rechnungen/rechnungen'), 'keine Navigation');
    });

    test('Telefonkosten: Monat wählen, Rufnummern gekürzt, Summen', async () => {
      const page = await env.openAs(customer.username, '/private/dashboard/rechnungen/telefonkosten');
      await env.heading(page, 'Telefonkosten');
      const main = page.getByRole('main');
      const numbers = await main.locator('tbody tr td:nth-child(3)').allTextContents();
      assert.ok(numbers.length > 0);
      assert.ok(
        numbers.every((n) => /xxx$/.test(n)),
        'letzte drei Ziffern gekürzt',
      );
      const durations = await main.locator('tbody tr td:nth-child(5)').allTextContents();
      assert.ok(durations.every((d) => /^\d{2,}:\d{2}$/.test(d)));
      await main.getByText(/^Gesamtsumme .*: \d+,\d{2}\s€/).waitFor();
      await env.checkA11y(page, `Telefonkosten ${customer.username}`);
      await env.screenshot(page, `telefonkosten-${customer.username}`);
      const month = page.getByLabel('Monat');
      const options = await month.locator('option').allTextContents();
      await month.selectOption({ label: options[options.length - 1] });
      await main.getByText(new RegExp(`^Gesamtsumme ${options[options.length - 1]}`)).waitFor();
    });
  });
}

// the login form's prefetch fails before the login's answer, or (slow) only after the start page has shown
for (const slow of [false, true]) {
  test(`Redaktionelle Karten: während der Anmeldung vorgeladen; schlägt das fehl${slow ? ' (langsam, erst auf der Startseite)' : ''}, lädt die Startseite sie selbst`, async () => {
    const page = await env.newPage();
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
    assert.deepEqual(
      asked.filter((where) => where === 'start'),
      ['start'],
      'the start page asks once more after the failed prefetch',
    );
    await env.screenshot(page, `startseite-karten-nachgeladen${slow ? '-langsam' : ''}`);
  });
}

test('Kundenspezialangebot: Banner, Link zum Angebot, als gesehen markieren', async () => {
  const page = await env.openAs('angebot', '/private/dashboard/startseite');
  const banner = page.getByRole('region', { name: /Persönliches Angebot/ });
  await banner.waitFor();
  await env.checkA11y(page, 'Startseite mit Angebot');
  await env.screenshot(page, 'startseite-angebot');
  await banner.getByRole('button', { name: 'Gesehen – ausblenden' }).click();
  await banner.waitFor({ state: 'detached' });
  await page.reload();
  await page
    .getByRole('main')
    .getByText(/^Guten (Morgen|Tag|Abend)/)
    .waitFor();
  assert.equal(await page.getByRole('region', { name: /Persönliches Angebot/ }).count(), 0, 'bleibt gesehen');
});

test('Vertragsdokumente (Zelos) auf der Startseite als PDF', async () => {
  const page = await env.openAs('gfplus', '/private/dashboard/startseite');
  const section = page.getByRole('region', { name: 'Ihre Vertragsdokumente' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: /Widerrufsbelehrung/ }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'ZD-7003.pdf');
  assert.equal(await pdfOf(download), '%PDF-');
  await env.checkA11y(page, 'Startseite mit Dokumenten');
});

test('Rechnungs-PDF nach Sitzungsende: 401 beendet die Sitzung', async () => {
  const page = await env.openAs('multi', '/private/dashboard/rechnungen/rechnungen');
  await env.heading(page, 'Rechnungen');
  // the heading is prerendered: the session expires only once the invoices are shown
  const download = page.getByRole('button', { name: /^Rechnung \S+ herunterladen$/ }).first();
  await download.waitFor();
  await env.control('expire-session', { username: 'multi' });
  await download.click();
  await page.waitForURL(/\/login\/session-expired/);
});
