/**
 * The journeys a customer cannot be without, written once for every engine (drivers.mjs): each gets a fresh page
 * (own cookies) at one width and the portal's address, and throws with a German message when the customer would
 * be stuck. The Chromium suite (test/e2e) covers them in depth; here they show that Firefox and Safari's engine
 * run them at all.
 */
import { DEMO_PASSWORD, PHONE_VIEWPORT } from '../e2e/harness.mjs';
import { futureWorkday } from '../e2e/helpers/dates.mjs';
import { xpathOf } from './drivers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const P = '/private/dashboard';

/** A first visit asks about tracking (§ 25 TDDDG): the customer declines, and the banner leaves the page. */
async function declineTracking(page) {
  const decline = await page.find(xpathOf.button('Ablehnen'), 5000).catch(() => undefined);
  if (decline) await page.click(xpathOf.button('Ablehnen'));
}

async function login(page, portal, username) {
  await page.goto(portal('/login'));
  await declineTracking(page);
  await page.fill(xpathOf.field('Benutzername oder Kundennummer'), username);
  await page.fill(xpathOf.field('Passwort'), DEMO_PASSWORD);
  await page.click(xpathOf.button('Anmelden'));
  await page.find(xpathOf.text('Willkommen im Kundenportal'));
}

/** The page's h1, once it shows `text`. */
const heading = (page, text) => page.find(`//h1[contains(normalize-space(.), '${text}')]`);

/** Fails on an uncaught error in the page or the portal's error display. */
async function noErrors(page) {
  const errors = await page.run(() => [
    ...(window.__smokeErrors ?? []),
    ...(document.body.innerText.includes('Das hat leider nicht geklappt') ? ['Fehleranzeige im Portal'] : []),
  ]);
  if (errors.length) throw new Error(`Fehler in der Seite: ${errors.join(' | ')}`);
}

export const JOURNEYS = [
  {
    name: 'Anmelden, Rechnungen mit PDF, Zurück, Vor und Neu laden',
    viewport: DESKTOP,
    async run(page, portal) {
      await login(page, portal, 'dsl25');
      await page.click(`//main${xpathOf.link('Rechnungen')} | //nav${xpathOf.link('Rechnungen')}`);
      await heading(page, 'Rechnungen');
      // the invoice PDF as the browser gets it: with the session cookie, a PDF by its first bytes
      // the invoice PDF through its button: the download link the portal makes is kept instead of followed, and
      // its file read from the Blob itself (the CSP allows no fetch of blob: addresses)
      await page.run(() => {
        window.__downloads = [];
        const blobs = new Map();
        const createObjectURL = URL.createObjectURL;
        URL.createObjectURL = (blob) => {
          const url = createObjectURL(blob);
          blobs.set(url, blob);
          return url;
        };
        window.__blobOf = (url) => blobs.get(url);
        const click = HTMLAnchorElement.prototype.click;
        HTMLAnchorElement.prototype.click = function () {
          if (this.download) window.__downloads.push({ href: this.href, name: this.download });
          else click.call(this);
        };
      });
      await page.click("//button[starts-with(normalize-space(.), 'Rechnung ') and contains(., 'herunterladen')]");
      const pdf = await page.run(async () => {
        for (let waited = 0; window.__downloads.length === 0 && waited < 20_000; waited += 100)
          await new Promise((resolve) => setTimeout(resolve, 100));
        const file = window.__downloads[0];
        if (!file) return 'kein Download';
        const start = new TextDecoder().decode((await window.__blobOf(file.href).arrayBuffer()).slice(0, 5));
        return `${file.name.endsWith('.pdf')} ${start}`;
      });
      if (pdf !== 'true %PDF-') throw new Error(`Rechnungs-PDF: ${pdf}`);
      await page.back();
      await page.find(xpathOf.text('Willkommen im Kundenportal'));
      await page.forward();
      await heading(page, 'Rechnungen');
      await page.reload();
      await heading(page, 'Rechnungen');
      await noErrors(page);
    },
  },
  {
    name: 'Rechnungen am Telefon: jede Zelle der gestapelten Tabelle trägt ihre Beschriftung',
    viewport: PHONE_VIEWPORT,
    async run(page, portal) {
      await login(page, portal, 'dsl25');
      await page.goto(portal(`${P}/rechnungen`));
      await heading(page, 'Rechnungen');
      await page.find('//td[@data-label]');
      const unlabelled = await page.run(
        () =>
          [...document.querySelectorAll('td[data-label]')]
            .filter((cell) => cell.getBoundingClientRect().width > 0)
            // an engine that cannot read the declaration drops it: its ::before has no content at all
            .filter((cell) => ['none', 'normal', ''].includes(getComputedStyle(cell, '::before').content)).length,
      );
      if (unlabelled > 0) throw new Error(`${unlabelled} Zellen ohne Beschriftung`);
      await noErrors(page);
    },
  },
  {
    // Firefox throttles a hidden tab's timers hard (ten chained zero timers took 9 s here): a start-up that
    // waited on such a chain was still not usable when the customer came back to the tab
    name: 'Im Hintergrund geöffnet: beim Wechsel in den Tab bedienbar',
    viewport: DESKTOP,
    engines: ['firefox'],
    async run(page, portal) {
      await page.behindAnotherTab(async () => {
        await page.goto(portal('/login'));
        await page.run(() => new Promise((resolve) => setTimeout(resolve, 2000)));
      });
      const back = Date.now();
      await page.find(xpathOf.field('Benutzername oder Kundennummer'));
      await page.click(xpathOf.button('Anmelden'));
      const usable = Date.now() - back;
      await page.find(xpathOf.text('Bitte füllen Sie dieses Feld aus'));
      await noErrors(page);
      return `bedienbar ${usable} ms nach dem Wechsel`;
    },
  },
  {
    name: 'Bankverbindung ändern bis zur Bestätigung',
    viewport: DESKTOP,
    async run(page, portal) {
      await login(page, portal, 'dsl25');
      await page.goto(portal(`${P}/meine-daten/bankdaten`));
      await heading(page, 'Bankverbindung');
      await page.fill(xpathOf.field('Kontoinhaber'), 'Thomas Müller');
      await page.fill(xpathOf.field('IBAN'), 'DE02120300000000202051');
      await page.fill(xpathOf.field('Gültig ab'), futureWorkday(20));
      await page.click(xpathOf.button('Weiter zur Prüfung'));
      await page.find(xpathOf.text('DE02 1203 0000 0000 2020 51'));
      await page.click("//label[contains(., 'SEPA-Lastschriftmandat')]//span[contains(@class, 'MuiCheckbox-root')]");
      await page.click(xpathOf.button('Bankverbindung verbindlich ändern'));
      await page.find(xpathOf.text('Neue Bankverbindung'));
      await noErrors(page);
    },
  },
  {
    name: 'Verträge hier kündigen (ohne Anmeldung) am Telefon, mit Eingangsbestätigung',
    viewport: PHONE_VIEWPORT,
    async run(page, portal) {
      await page.goto(portal('/kuendigen'));
      await heading(page, 'Verträge hier kündigen');
      await declineTracking(page);
      await page.fill(xpathOf.field('Vorname'), 'Thomas');
      await page.fill(xpathOf.field('Nachname'), 'Müller');
      await page.fill(xpathOf.field('Kundennummer'), '1000001');
      await page.fill(xpathOf.field('Vertragsnummer'), 'V-100001');
      await page.fill(xpathOf.field('E-Mail-Adresse'), 'thomas.mueller@example.org');
      await page.click(xpathOf.button('Jetzt kündigen'));
      await page.find(xpathOf.text('Ihre Kündigung ist bei uns eingegangen'));
      await noErrors(page);
    },
  },
];
