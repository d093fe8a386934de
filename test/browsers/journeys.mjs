/**
 * The journeys a customer cannot be without, written once for every engine (drivers.mjs): each gets a fresh page
 * (own cookies) at one width and the portal's address, and throws with a German message when the customer would
 * be stuck. The Chromium suite (test/e2e) covers them in depth; here they show that Firefox and Safari's engine
 * run them at all.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, PHONE_VIEWPORT } from '../e2e/harness.mjs';
import { futureWorkday } from '../e2e/helpers/dates.mjs';
import { orderDate } from '../e2e/orderHelpers.mjs';
import { xpathOf } from './drivers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const P = '/private/dashboard';
const INVOICE_PDF = "//button[starts-with(normalize-space(.), 'Rechnung ') and contains(., 'herunterladen')]";
/** Coming back to the portal's tab, the customer can use it within this time. */
const USABLE_AFTER_RETURN_MS = 1000;

/** A first visit asks about tracking (§ 25 TDDDG): the customer declines, and the banner leaves the page. */
async function declineTracking(page) {
  const decline = await page.find(xpathOf.button('Ablehnen'), 5000).catch(() => undefined);
  if (decline) await page.click(xpathOf.button('Ablehnen'));
}

/** `timeout`: how long the start page may take after the click (the default of a look otherwise). */
async function login(page, portal, username, timeout) {
  await page.goto(portal('/login'));
  await declineTracking(page);
  await page.fill(xpathOf.field('Benutzername oder Kundennummer'), username);
  await page.fill(xpathOf.field('Passwort'), DEMO_PASSWORD);
  await page.click(xpathOf.button('Anmelden'));
  await page.find(xpathOf.text('Willkommen im Kundenportal'), timeout);
}

/** The page's h1, once it shows `text`. */
const heading = (page, text) => page.find(`//h1[contains(normalize-space(.), '${text}')]`);

/**
 * Puts `window.__clickUntilHeading(xpath, text, since)` into the page: it clicks the link itself (a driver's round
 * trips on a busy machine would add to the figure) and resolves with the milliseconds from `since` (the page's
 * clock) until an h1 shows `text`.
 */
function installClickMeasure(page) {
  return page.run(() => {
    window.__clickUntilHeading = (xpath, wanted, since) =>
      new Promise((resolve) => {
        const shown = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.includes(wanted));
        new MutationObserver((_, observer) => {
          if (!shown()) return;
          observer.disconnect();
          resolve(Math.round(performance.now() - since));
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
        document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue.click();
      });
  });
}

/** The same click in the visible tab: the machine's figure to read the one after the return against. */
const clickUntilHeading = (page, xpath, text) =>
  page.run((...args) => window.__clickUntilHeading(...args, performance.now()), xpath, text);

/**
 * Armed before the customer leaves the tab: the moment it is visible again, the page clicks the link, and
 * `window.__usableAfterReturn` resolves with the time from coming back until the heading shows (whatever the
 * portal still had queued from its hidden time is in it).
 */
function whenBackClick(page, xpath, text) {
  return page.run(
    (...args) => {
      const onVisible = (event) => {
        if (document.visibilityState !== 'visible') return;
        document.removeEventListener('visibilitychange', onVisible);
        window.__usableAfterReturn = window.__clickUntilHeading(...args, event.timeStamp);
      };
      document.addEventListener('visibilitychange', onVisible);
    },
    xpath,
    text,
  );
}

/** The figure `whenBackClick` armed, once there (or 'nie' after 20 s). */
const usableAfterReturn = (page) =>
  page.run(async () => {
    for (let waited = 0; !window.__usableAfterReturn && waited < 20_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return Promise.race([window.__usableAfterReturn, new Promise((resolve) => setTimeout(resolve, 20_000, 'nie'))]);
  });

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

/** From the start page: the questions, the line check, the ticket with its number (§ 58 TKG rights follow). */
async function reportFault(page) {
  await page.click(`//main//a[starts-with(normalize-space(.), 'Störung melden')]`);
  await heading(page, 'Störung melden');
  await page.click("//label[normalize-space(.)='Internet']");
  await page.click("//label[normalize-space(.)='Geht gar nicht']");
  await page.click("//label[normalize-space(.)='Seit heute']");
  await page.select(xpathOf.field('Was zeigen die Lampen Ihres Routers?'), 'Die DSL- oder Online-Lampe blinkt');
  await page.click(xpathOf.button('Leitung prüfen'));
  await page.find(xpathOf.text('Störung an Ihrer Leitung: Meldung angelegt'));
  await page.find(xpathOf.text('Ihre Störungsnummer: ST-'));
  await page.click(xpathOf.link('Techniker-Termin wählen'));
  await heading(page, 'Ihre Störungsmeldung');
}

/** A tariff change with its holiday-aware date to „Zahlungspflichtig bestellen“; returns the order number. */
async function orderTariffChange(page, portal) {
  await page.goto(portal(`${P}/vertrag-detail/V-100001/produktwechsel_bestellung`));
  await heading(page, 'Tarifwechsel bestellen');
  await page.click("(//main//input[@type='radio'])[1]/ancestor::label[1]");
  await page.fill(xpathOf.field('Wunschtermin'), orderDate());
  await page.click(xpathOf.button('Weiter zur Übersicht'));
  await page.find(xpathOf.text('Vertragszusammenfassung (§ 54 TKG)'));
  await page.click(xpathOf.button('Zahlungspflichtig bestellen'));
  const confirmation = await page.find(xpathOf.text('Ihre Auftragsnummer lautet'));
  return /A-\d{4}-\d{6}/.exec(await page.run((element) => element.textContent, confirmation))?.[0];
}

/** The withdrawal offered on the order's confirmation: two steps, the receipt and its PDF. */
async function withdraw(page, auftrag) {
  await page.click(`//main//a[@aria-label=${`'Vertrag widerrufen: Auftrag ${auftrag}'`}]`);
  await heading(page, 'Vertrag widerrufen');
  await page.find(xpathOf.text('Schritt 1 von 2: Ihre Angaben'));
  await page.click(xpathOf.button('Weiter zur Bestätigung'));
  await page.find(xpathOf.text('Schritt 2 von 2: Widerruf bestätigen'));
  await page.click(xpathOf.button('Widerruf bestätigen'));
  await page.find(xpathOf.text('Ihr Widerruf ist eingegangen'));
  await keepDownloads(page);
  await page.click(xpathOf.button('Beleg als PDF'));
  const pdf = await firstDownloadText(page);
  if (!pdf.startsWith('%PDF-')) throw new Error(`Widerrufsbeleg: ${pdf.slice(0, 20)}`);
}

async function reportOrderWithdraw(page, portal) {
  await login(page, portal, 'dsl25');
  await reportFault(page);
  const auftrag = await orderTariffChange(page, portal);
  if (!auftrag) throw new Error('keine Auftragsnummer in der Bestätigung');
  await withdraw(page, auftrag);
  await noErrors(page);
}

async function changeBank(page, portal) {
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
}

/** At the phone width every cell of the stacked invoice table carries its label. */
async function invoicesLabelled(page, portal) {
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
}

export const JOURNEYS = [
  {
    name: 'Anmelden, Rechnungen mit PDF, Zurück, Vor und Neu laden, Bankverbindung ändern',
    viewport: DESKTOP,
    async run(page, portal) {
      await login(page, portal, 'dsl25');
      await page.click(`//main${xpathOf.link('Rechnungen')} | //nav${xpathOf.link('Rechnungen')}`);
      await heading(page, 'Rechnungen');
      // the invoice PDF as the browser gets it: with the session cookie, a PDF by its first bytes
      await keepDownloads(page);
      await page.click(INVOICE_PDF);
      const pdf = await firstDownloadText(page);
      if (!pdf.startsWith('%PDF-')) throw new Error(`Rechnungs-PDF: ${pdf.slice(0, 20)}`);
      await page.back();
      await page.find(xpathOf.text('Willkommen im Kundenportal'));
      await page.forward();
      await heading(page, 'Rechnungen');
      await page.reload();
      await heading(page, 'Rechnungen');
      await changeBank(page, portal);
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
      await page.find(xpathOf.text('Bitte füllen Sie dieses Feld aus'));
      const usable = Date.now() - back;
      if (!(usable <= USABLE_AFTER_RETURN_MS))
        throw new Error(`erst ${usable} ms nach dem Wechsel bedienbar (höchstens ${USABLE_AFTER_RETURN_MS} ms)`);
      await noErrors(page);
      return `bedienbar ${usable} ms nach dem Wechsel`;
    },
  },
  {
    // Firefox opens a downloaded PDF in a tab of its own and leaves the portal's tab behind, hidden and its
    // timers throttled: coming back, the customer's next click must work at once
    name: 'Rechnungs-PDF im neuen Tab, zurück im Portal sofort bedienbar',
    viewport: DESKTOP,
    engines: ['firefox'],
    async run(page, portal) {
      await login(page, portal, 'dsl25');
      await page.click(`//nav${xpathOf.link('Rechnungen')}`);
      await heading(page, 'Rechnungen');
      await installClickMeasure(page);
      // back to a screen the customer has seen: the figure is the tab's, not the network's
      const startseite = `//nav${xpathOf.link('Startseite')}`;
      const inFront = await clickUntilHeading(page, startseite, 'Willkommen im Kundenportal');
      await page.click(`//nav${xpathOf.link('Rechnungen')}`);
      await heading(page, 'Rechnungen');
      await whenBackClick(page, startseite, 'Willkommen im Kundenportal');
      const address = await page.clickIntoNewTab(INVOICE_PDF, { opens: /\.pdf$/, stay: 3000 });
      const pdf = (await readFile(fileURLToPath(address))).subarray(0, 5).toString('latin1');
      if (pdf !== '%PDF-') throw new Error(`Rechnungs-PDF im neuen Tab: ${pdf}`);
      const usable = await usableAfterReturn(page);
      if (!(usable <= USABLE_AFTER_RETURN_MS))
        throw new Error(
          `erst ${usable} ms nach der Rückkehr bedienbar (höchstens ${USABLE_AFTER_RETURN_MS} ms; im sichtbaren Tab ${inFront} ms)`,
        );
      await noErrors(page);
      return `bedienbar ${usable} ms nach der Rückkehr, im sichtbaren Tab ${inFront} ms`;
    },
  },
  {
    name: 'Störung melden, Tarifwechsel bis „Zahlungspflichtig bestellen“ und sein Widerruf',
    viewport: DESKTOP,
    run: reportOrderWithdraw,
  },
  {
    name: 'Am Telefon: Störung melden, Tarifwechsel und sein Widerruf, Rechnungen mit beschrifteten Zellen',
    viewport: PHONE_VIEWPORT,
    async run(page, portal) {
      await reportOrderWithdraw(page, portal);
      await invoicesLabelled(page, portal);
    },
  },
  {
    name: 'Geschäftskunde mit 5.000 Verträgen: suchen und die Liste als CSV',
    viewport: DESKTOP,
    async run(page, portal) {
      // the session answer of 5,000 contracts (7.6 MB) is read in slices: in WebKit on a busy 2-core machine the
      // start page took longer than a look's 20 s, as the list after it may take up to 60 s
      await login(page, portal, 'flotte', 60_000);
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
