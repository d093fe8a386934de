/**
 * The journeys a customer cannot be without, written once for every engine (drivers.mjs): each gets a fresh page
 * (own cookies) at one width and the portal's address, and throws with a German message when the customer would
 * be stuck. The Chromium suite (test/e2e) covers them in depth; here they show that Firefox and Safari's engine
 * run them at all.
 */
import { DEMO_PASSWORD, PHONE_VIEWPORT } from '../e2e/harness.mjs';
import { futureWorkday } from '../e2e/helpers/dates.mjs';
import { orderDate } from '../e2e/orderHelpers.mjs';
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

/**
 * Downloads as the portal makes them (a link with `download` to an object URL) are kept instead of followed, and
 * each file is read from its Blob (the CSP allows no fetch of blob: addresses).
 */
function keepDownloads(page) {
  return page.run(() => {
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
      if (this.download) window.__downloads.push(this.href);
      else click.call(this);
    };
  });
}

/** The first kept download's text (at most 200 characters), once it is there. */
function firstDownloadText(page) {
  return page.run(async () => {
    for (let waited = 0; window.__downloads.length === 0 && waited < 20_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const href = window.__downloads[0];
    return href ? (await window.__blobOf(href).text()).slice(0, 200) : 'kein Download';
  });
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
      await keepDownloads(page);
      await page.click("//button[starts-with(normalize-space(.), 'Rechnung ') and contains(., 'herunterladen')]");
      const pdf = await firstDownloadText(page);
      if (!pdf.startsWith('%PDF-')) throw new Error(`Rechnungs-PDF: ${pdf.slice(0, 20)}`);
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
    name: 'Tarifwechsel mit feiertagsbewusstem Datum bis „Zahlungspflichtig bestellen“',
    viewport: DESKTOP,
    async run(page, portal) {
      await login(page, portal, 'dsl25');
      await page.goto(portal(`${P}/vertrag-detail/V-100001/produktwechsel_bestellung`));
      await heading(page, 'Tarifwechsel bestellen');
      await page.click("(//main//input[@type='radio'])[1]/ancestor::label[1]");
      await page.fill(xpathOf.field('Wunschtermin'), orderDate());
      await page.click(xpathOf.button('Weiter zur Übersicht'));
      await page.find(xpathOf.text('Vertragszusammenfassung (§ 54 TKG)'));
      await page.click(xpathOf.button('Zahlungspflichtig bestellen'));
      await page.find(xpathOf.text('Ihre Auftragsnummer lautet'));
      await noErrors(page);
    },
  },
  {
    name: 'Geschäftskunde mit 5.000 Verträgen: suchen und die Liste als CSV',
    viewport: DESKTOP,
    async run(page, portal) {
      await login(page, portal, 'flotte');
      await page.goto(portal(`${P}/vertraege/list`));
      await heading(page, 'Meine Verträge');
      await page.find(xpathOf.text('5.000 Verträge'), 60_000);
      await page.fill('//input[@type="search"]', 'Jena');
      await page.find(xpathOf.text('von 5.000 Verträgen'));
      await keepDownloads(page);
      await page.click(xpathOf.button('Liste als CSV herunterladen'));
      const header = await firstDownloadText(page);
      // (Blob.text() drops the byte-order mark; the Chromium suite checks it)
      if (!header.startsWith('Vertragsnummer;Vertrag;')) throw new Error(`CSV: ${header.slice(0, 60)}`);
      await noErrors(page);
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
