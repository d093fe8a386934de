/**
 * Lighthouse for a step inside a page (used by lighthouse.mjs): the order screen is opened, then a Lighthouse
 * user-flow timespan (mobile settings, puppeteer-core on the system Chromium) covers choosing a tariff and
 * a date and going on to the summary step ("Vertragszusammenfassung"), a screen without an address of its
 * own. The session cookie is set in the browser before (an HTTP login, no login form).
 */
import puppeteer from 'puppeteer-core';
import { startTimespan } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness.mjs';

const SUMMARY = 'Vertragszusammenfassung';
/** Wait after the timespan's start before the first input (Lighthouse's emulation window is 500 ms). */
const INPUT_AFTER_START_MS = 1000;

/** A Tuesday or Wednesday at least 10 days ahead (never a holiday of the stand-in's calendar). */
function orderDate() {
  const d = new Date();
  d.setDate(d.getDate() + 10);
  while (![2, 3].includes(d.getDay()) || (d.getMonth() === 11 && d.getDate() > 23)) d.setDate(d.getDate() + 1);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

export async function orderSummaryTimespan(server, { user, path }) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
    headless: true,
  });
  try {
    const page = await browser.newPage();
    const [name, value] = (await server.loginCookie(user)).split('=');
    await browser.setCookie({ name, value, url: `${server.origin}/kundenportal-api/` });
    await page.goto(server.url(path), { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => {
      const field = document.getElementById('field-wunschtermin');
      return field instanceof HTMLInputElement && !field.disabled;
    });
    const flow = await startTimespan(page, { name: 'Bestellung: zur Übersicht' });
    // Lighthouse counts a shift that follows an input (had_recent_input) as a shift anyway when it comes within
    // 500 ms of the recording's start, taking it for an artefact of its own viewport emulation
    // (core/computed/metrics/cumulative-layout-shift.js, RECENT_INPUT_WINDOW). The product's options then
    // appearing under the chosen tariff counted as 0.038. A customer reads the step before choosing: the
    // first input comes after that window, so the definition of CLS (input-driven shifts excluded) applies.
    await new Promise((resolve) => setTimeout(resolve, INPUT_AFTER_START_MS));
    // real pointer and key input (ElementHandle: MUI's radio input is transparent over its icon)
    await (await page.$('[role="radiogroup"] input[type="radio"]')).click();
    await (await page.$('#field-wunschtermin')).type(orderDate());
    await (await page.$('button ::-p-text(Weiter zur Übersicht)'))?.click();
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent.includes(text)),
      {},
      SUMMARY,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await flow.endTimespan();
    return result.lhr;
  } finally {
    await browser.close();
  }
}
