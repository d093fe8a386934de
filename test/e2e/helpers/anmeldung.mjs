/**
 * Shared steps of the sign-in security e2e files (anmeldungPasskeys, anmeldungZweiSchritte, stepUp).
 * Browsers refuse WebAuthn on an IP address: these pages are opened as http://localhost:<port>/… (the stand-in
 * takes the origin and rpID from the Host it is reached by, nginx passes Host on).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_PASSWORD, expect, test as base } from '../harness.mjs';
import { transitionsEnded } from './a11y.mjs';

export const SHOTS = '.tmp/shots-auth';
export const SICHERHEIT = '/private/dashboard/meine-daten/sicherheit';
/** The demo customer „zweifaktor“'s documented TOTP secret (test/backend/README.md). */
export const DEMO_SECRET = 'KUNDENPORTALDEMOZWEIFAKTOR234567';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** axe with the harness's WCAG tags, for a screen that cannot settle (a pending submit's spinner). */
export async function axeClean(page, label) {
  await transitionsEnded(page); // the dialog's entry transition
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe-Verstöße auf ${label}`,
  ).toEqual([]);
}

export const leftLogin = (page) => page.waitForURL((u) => !u.pathname.includes('/login'));

export async function logout(page) {
  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await page.waitForURL(/\/logged-out$/);
}

/** The harness's `test` with `steps`: the sign-in steps bound to the test's stand-in, its clock at the real time. */
export const test = base.extend({
  steps: async ({ env }, use) => {
    await use(anmeldungSteps(env));
  },
});

/** The steps bound to one stand-in (the `env` fixture). */
export function anmeldungSteps(env) {
  /** The portal address on localhost (WebAuthn needs a domain, not 127.0.0.1). */
  const url = (path) => env.url(path).replace('//127.0.0.1:', '//localhost:');

  /** A code of the secret at the stand-in's time (its clock may have been moved by `clockAhead`). */
  let aheadMs = 0;
  const codeOf = (secret) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: Date.now() + aheadMs,
    });
  /** Moves the stand-in's clock on by whole TOTP steps: a new code that was never used. */
  async function clockAhead(seconds) {
    aheadMs += seconds * 1000;
    await env.control('clock', { now: new Date(Date.now() + aheadMs).toISOString() });
  }
  /** Every test starts at the real time (the backend resets between tests). */
  const resetClock = () => {
    aheadMs = 0;
  };

  /** User name and password on the login page (localhost); does not wait for where it goes. */
  async function passwordStep(page, username) {
    if (!page.url().includes('/login')) await page.goto(url('/login'));
    await env.field(page, 'Benutzername oder Kundennummer').fill(username);
    await env.field(page, 'Passwort').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  }

  /** The demo customer `zweifaktor` logged in: password, then the code of its documented secret. */
  async function demoCodeLogin(page) {
    await passwordStep(page, 'zweifaktor');
    await env.heading(page, 'Anmeldung bestätigen');
    await env.field(page, 'Sicherheitscode').fill(codeOf(DEMO_SECRET));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await leftLogin(page);
  }

  async function openSicherheit(page) {
    await page.goto(url(SICHERHEIT));
    await env.heading(page, 'Anmeldung & Sicherheit');
  }

  /** Two-step login set up through the page (axe on its screens when `check`); returns secret and backup codes. */
  async function setUpTotp(page, { check = false } = {}) {
    await openSicherheit(page);
    await page.getByRole('button', { name: 'Einrichten' }).click();
    await expect(page.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    if (check) {
      await env.checkA11y(page, 'Zwei Schritte einrichten');
      await shot(page, 'totp-einrichten');
      await env.field(page, 'Sicherheitscode').fill('000000');
      await page.getByRole('button', { name: 'Einschalten' }).click();
      await expect(page.getByText('Der Code ist nicht gültig.', { exact: false }).first()).toBeVisible();
    }
    await env.field(page, 'Sicherheitscode').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Einschalten' }).click();
    const list = page.getByRole('list', { name: 'Backup-Codes' });
    await expect(list).toBeVisible();
    const backupCodes = (await list.getByRole('listitem').allInnerTexts()).map((s) => s.trim());
    expect(backupCodes.length).toBe(10);
    if (check) {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Backup-Codes herunterladen' }).click();
      const file = await (await download).path();
      expect((await readFile(file, 'utf8')).includes(backupCodes[9]), 'the download holds the codes').toBeTruthy();
      await env.checkA11y(page, 'Backup-Codes');
      await shot(page, 'totp-backup-codes');
    }
    await page.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
    await expect(page.getByText('Die Anmeldung in zwei Schritten ist eingeschaltet.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Backup-Codes' }), 'shown once').toHaveCount(0);
    return { secret, backupCodes };
  }

  return { url, codeOf, clockAhead, resetClock, passwordStep, demoCodeLogin, openSicherheit, setUpTotp };
}
