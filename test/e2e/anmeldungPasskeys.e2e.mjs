/**
 * Passkeys and signed-in devices. Passkeys with Chromium's virtual authenticator (CDP
 * WebAuthn.addVirtualAuthenticator): create, rename (or not: „Abbrechen“), log out, log in without a password;
 * delete after a question naming it („Abbrechen“ keeps it), and the same login fails with a German message.
 * „Überall abmelden“ in one browser context ends the session of a second one. A backend without these calls.
 * Every new screen passes axe at 1280 and 390 px (checkA11y); screenshots go to .tmp/shots-auth/.
 * The two-step login: anmeldungZweiSchritte.e2e.mjs; shared steps: helpers/anmeldung.mjs.
 */
import { DEMO_PASSWORD, expect, PHONE_VIEWPORT } from './harness.mjs';
import { leftLogin, logout, shot, test } from './helpers/anmeldung.mjs';

/** Chromium's virtual platform authenticator (resident keys, user verification) on this page. */
async function addAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('Passkey: anlegen (nach erneuter Passwortbestätigung), abmelden, ohne Passwort anmelden; gelöscht → Anmeldung scheitert mit deutscher Meldung', async ({
  env,
  steps,
}) => {
  const page = await env.newPage();
  const { cdp, authenticatorId } = await addAuthenticator(page);
  await steps.passwordStep(page, 'dsl25');
  await leftLogin(page);
  await steps.openSicherheit(page);
  await expect(page.getByText('Sie haben noch keinen Passkey angelegt.')).toBeVisible();
  await env.checkA11y(page, 'Anmeldung & Sicherheit');
  await shot(page, 'sicherheit-1280');

  await page.getByRole('button', { name: 'Passkey anlegen' }).click();
  await env.field(page, 'Aktuelles Passwort').fill('falsch-falsch');
  await env.field(page, 'Name des Passkeys').fill('Laptop');
  await page.getByRole('button', { name: 'Passkey erstellen' }).click();
  await expect(page.getByText('Das Passwort ist nicht korrekt.').first()).toBeVisible();
  await env.checkA11y(page, 'Passkey anlegen (falsches Passwort)');
  await env.field(page, 'Aktuelles Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Passkey erstellen' }).click();
  await expect(page.getByText('Der Passkey wurde angelegt.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Laptop')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.length, 'one passkey on the device').toBe(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // rename: a form; „Abbrechen“ keeps the name
  await page.getByRole('button', { name: 'Passkey „Laptop“ umbenennen' }).click();
  await env.field(page, 'Neuer Name für „Laptop“').fill('Weg damit');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Laptop')).toBeVisible();
  await page.getByRole('button', { name: 'Passkey „Laptop“ umbenennen' }).click();
  await env.field(page, 'Neuer Name für „Laptop“').fill('Arbeitslaptop');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Passkey heißt jetzt „Arbeitslaptop“.')).toBeVisible();
  await env.checkA11y(page, 'Passkey angelegt');

  // log out, in with the passkey: no password typed
  await logout(page);
  await page.goto(steps.url('/login'));
  await env.heading(page, 'Anmelden');
  await env.checkA11y(page, 'Login mit Passkey-Knopf');
  await shot(page, 'login-passkey');
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await leftLogin(page);
  await env.heading(page, /./);
  // no password asked for: the login form goes (the address changes a moment before the page does)
  await expect(env.field(page, 'Passwort')).toHaveCount(0);
  await steps.openSicherheit(page);
  await expect(page.getByText(/zuletzt verwendet am/)).toBeVisible();

  // deleting asks first, naming the passkey; „Abbrechen“ keeps it
  await page.getByRole('button', { name: 'Passkey „Arbeitslaptop“ löschen' }).click();
  const question = page.getByRole('alertdialog', { name: 'Passkey „Arbeitslaptop“ löschen?' });
  await expect(question).toBeVisible();
  await env.checkA11y(page, 'Passkey löschen? (Dialog)');
  await shot(page, 'passkey-loeschen-1280');
  await page.setViewportSize(PHONE_VIEWPORT);
  await shot(page, 'passkey-loeschen-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Arbeitslaptop')).toBeVisible();
  // deleted: the device still offers it, the backend refuses it in German
  await page.getByRole('button', { name: 'Passkey „Arbeitslaptop“ löschen' }).click();
  await question.getByRole('button', { name: 'Passkey löschen' }).click();
  await expect(page.getByText('Der Passkey „Arbeitslaptop“ wurde gelöscht.', { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passkeys' }), 'no passkey listed any more').toHaveCount(0);
  await logout(page);
  await page.goto(steps.url('/login'));
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByText('Dieser Passkey ist bei uns nicht (mehr) hinterlegt.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await env.checkA11y(page, 'Login: Passkey abgelehnt');
  await shot(page, 'login-passkey-abgelehnt');
  // the virtual authenticator would answer the conditional requests of the next tests' login pages
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
});

test('„Überall abmelden“ in Kontext A beendet die Sitzung in Kontext B', async ({ env, steps }) => {
  const a = await env.newPage();
  const b = await env.newPage();
  await steps.passwordStep(b, 'dsl25');
  await leftLogin(b);
  await steps.passwordStep(a, 'dsl25');
  await leftLogin(a);
  await steps.openSicherheit(a);
  const devices = a.getByRole('list', { name: 'Angemeldete Geräte' });
  await expect(devices.getByText('dieses Gerät')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await a.getByRole('button', { name: 'Überall abmelden' }).click();
  await expect(a.getByText('1 Gerät wurde abgemeldet.')).toBeVisible();
  await expect(a.getByText('Sie sind nur auf diesem Gerät angemeldet.')).toBeVisible();
  await env.checkA11y(a, 'Geräte nach „Überall abmelden“');
  await shot(a, 'sitzungen-abgemeldet');
  await a.setViewportSize(PHONE_VIEWPORT);
  await shot(a, 'sicherheit-390');
  await a.setViewportSize({ width: 1280, height: 900 });
  // B's next call finds its session gone
  await b.goto(steps.url('/private/dashboard/meine-daten/stammdaten'));
  await b.waitForURL(/\/login/);
  // A stays signed in
  await a.reload();
  await env.heading(a, 'Anmeldung & Sicherheit');
});

test('Backend ohne diese Aufrufe (404): Seite erklärt, Passkey-Knopf weicht einem Hinweis', async ({ env, steps }) => {
  for (const pathPrefix of [
    '/kundenportal-api/user/sicherheit',
    '/kundenportal-api/user/sitzungen',
    '/kundenportal-api/login/passkey',
  ])
    await env.control('fail', { pathPrefix, status: 404 });
  const page = await env.newPage();
  await steps.passwordStep(page, 'dsl25');
  await leftLogin(page);
  await steps.openSicherheit(page);
  await expect(
    page.getByText('bietet unser System derzeit nicht an. Sie melden sich weiter', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText('Die Liste der angemeldeten Geräte bietet unser System derzeit nicht an.', { exact: false }),
  ).toBeVisible();
  await env.checkA11y(page, 'Sicherheit ohne Backend');
  await logout(page);
  await page.goto(steps.url('/login'));
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(
    page.getByText('Die Anmeldung mit Passkey ist derzeit nicht verfügbar.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mit Passkey anmelden' })).toHaveCount(0);
});
