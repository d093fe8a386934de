import { expect, inOrder, test } from './harness.mjs';

inOrder();

test('Anmelden → Startseite → Abmelden', async ({ env, page }) => {
  await page.goto(env.url('/login'));
  await env.heading(page, 'Anmelden');
  await expect(page).toHaveTitle('Anmelden - Kundenportal - TEAG');
  await env.checkA11y(page, '/login');
  await env.screenshot(page, 'login');

  await env.login(page, 'dsl25');
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  await env.heading(page, /./);
  await env.checkA11y(page, 'Startseite');
  await env.screenshot(page, 'startseite');

  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await page.waitForURL(/\/logged-out$/);
  await env.heading(page, 'Abgemeldet');
  await env.checkA11y(page, '/logged-out');

  // the session is gone server-side: the private area sends us to login with redir
  await page.goto(env.url('/private/dashboard/rechnungen/rechnungen'));
  await page.waitForURL(/\/login\?redir=/);
  expect(new URL(page.url()).searchParams.get('redir')).toBe('/private/dashboard/rechnungen/rechnungen');
});

test('falsche Zugangsdaten zeigen die deutsche Meldung am Formular', async ({ env, page }) => {
  await page.goto(env.url('/login'));
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill('falsch');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Benutzername oder Passwort' })).toBeVisible();
  await expect(env.field(page, 'Benutzername oder Kundennummer')).toHaveValue('dsl25');
  await env.checkA11y(page, 'Login-Fehler');
});

test('leere Pflichtfelder: Fehlerübersicht und Meldung am Feld', async ({ env, page }) => {
  await page.goto(env.url('/login'));
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte prüfen Sie Ihre Eingaben')).toBeVisible();
  expect(await page.getByText('Bitte füllen Sie dieses Feld aus.').count()).toBeGreaterThanOrEqual(2);
  await env.checkA11y(page, 'Login-Validierung');
});

test('erzwungener Passwortwechsel führt zur Erst-Passwort-Seite und danach zur Startseite', async ({ env }) => {
  await env.control('reset');
  const page = await env.newPage();
  await page.goto(env.url('/login'));
  await env.login(page, 'neu');
  await page.waitForURL(/\/private\/d\/first_time_password_change$/);
  await env.heading(page, 'Passwort ändern');
  await env.checkA11y(page, 'Erst-Passwort');
  // any private address leads back to the forced change
  await page.goto(env.url('/private/dashboard/meine-daten/stammdaten'));
  await page.waitForURL(/first_time_password_change/);
  await env.field(page, 'Bisheriges Passwort').fill('Demo-2026!');
  await env.field(page, 'Neues Passwort').fill('Sicher-Neu-2027!');
  await expect(page.getByText('Mindestens 10 Zeichen – erfüllt')).toBeVisible();
  await env.field(page, 'Neues Passwort wiederholen').fill('Sicher-Neu-2027!');
  await env.screenshot(page, 'first-time-password');
  await page.getByRole('button', { name: 'Passwort ändern und fortfahren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr neues Passwort ist gespeichert.' })).toBeVisible();
  await page.getByRole('link', { name: 'Weiter zur Startseite' }).click();
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  await env.control('reset');
});

test('Sitzungsablauf mitten in der Navigation → session-expired → erneut anmelden → gleiche Adresse', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  await page.goto(env.url('/private/dashboard/rechnungen/telefonkosten'));
  await env.heading(page, /Telefonkosten/);
  await env.control('expire-session', {});
  // navigating to a screen that calls the portal API gets a 401 → session-expired with redir
  await page.goto(env.url('/private/dashboard/meine-daten/stammdaten?x=1'));
  await page.waitForURL(/\/login(\/session-expired)?\?redir=/);
  const redir = new URL(page.url()).searchParams.get('redir');
  expect(redir).toBe('/private/dashboard/meine-daten/stammdaten?x=1');
  await env.login(page, 'dsl25');
  await page.waitForURL(/\/private\/dashboard\/meine-daten\/stammdaten\?x=1$/);
});

test('401 während der Nutzung: session-expired-Modus mit redir der aktuellen Adresse', async ({ env, page }) => {
  await env.login(page, 'dsl25');
  await page.goto(env.url('/private/dashboard/startseite'));
  // the start page is prerendered: wait until the app has taken over and loaded the customer
  await page
    .getByRole('main')
    .getByText(/^Guten (Morgen|Tag|Abend)/)
    .waitFor();
  // client-side navigation (the app stays alive) to Meine Daten; the session ends there, once its calls are done
  // (any page's own later call would meet the ended session first)
  await page.getByRole('link', { name: 'Meine Daten' }).first().click();
  await page.waitForURL(/meine-daten\/stammdaten/);
  await env.settled(page);
  // the pointer rests on the link first: the screens it leads to load (prefetch on intent) while the session lives
  const authcode = page.getByRole('link', { name: /^Authentifizierungscode/ }).first();
  await authcode.hover();
  await env.settled(page);
  // what happened after the session ended, named if the click below fails (CI saw the link vanish once)
  const seen = [];
  page.on('response', (r) => seen.push(`${r.status()} ${new URL(r.url()).pathname}`));
  page.on('framenavigated', (f) => f === page.mainFrame() && seen.push(`→ ${f.url()}`));
  await env.control('expire-session', {});
  await authcode.click().catch((error) => {
    throw new Error(`${error.message}\nAdresse: ${page.url()}\nDanach: ${seen.join(', ') || 'nichts'}`);
  });
  await page.waitForURL(/\/login\/session-expired\?redir=/);
  await env.heading(page, /Sitzung abgelaufen/);
  await env.checkA11y(page, 'session-expired');
  await env.screenshot(page, 'session-expired');
  const redir = new URL(page.url()).searchParams.get('redir');
  expect(redir).toBe('/private/dashboard/meine-daten/stammdaten/authcode');
  await env.login(page, 'dsl25');
  await page.waitForURL(/\/private\/dashboard\/meine-daten\/stammdaten\/authcode$/);
});

test('neues Passwort ist ohne Anmeldung erreichbar und setzt das Passwort', async ({ env }) => {
  await env.control('reset');
  const page = await env.newPage();
  await page.goto(env.url('/new-password?token=demo-reset-token'));
  await env.heading(page, 'Neues Passwort festlegen');
  await expect(page).toHaveURL(/\/new-password\?token=demo-reset-token$/);
  await env.checkA11y(page, '/new-password');
  await env.field(page, 'Neues Passwort').fill('Ganz-Neu-2027!');
  await env.field(page, 'Neues Passwort wiederholen').fill('Ganz-Neu-2027!');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert')).toBeVisible();
  // the token is used up now: the page says so before any typing and offers a new link
  await page.goto(env.url('/new-password?token=demo-reset-token'));
  await expect(page.getByText(/wurde bereits verwendet oder ist abgelaufen/)).toBeVisible();
  await expect(env.field(page, 'Neues Passwort')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  await env.control('reset');
});

test('Passwort vergessen antwortet neutral, ob ein Konto passt oder nicht', async ({ env, page }) => {
  await page.goto(env.url('/forgot-password'));
  await env.heading(page, 'Passwort vergessen');
  await env.checkA11y(page, '/forgot-password');
  await env.field(page, 'E-Mail-Adresse').fill('thomas.mueller@example.org');
  await env.field(page, 'Kundennummer').fill('1000001');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  const neutral = 'Wenn die Angaben zu einem Kundenkonto passen, erhalten Sie in Kürze eine E-Mail';
  await expect(page.getByText(neutral)).toBeVisible();
  await env.field(page, 'Kundennummer').fill('9999999');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(neutral)).toBeVisible();
  await expect(page.getByText('kein Kundenkonto')).toHaveCount(0);
});

test('redir wird nur innerhalb des Portals befolgt', async ({ env, page }) => {
  await page.goto(env.url(`/login?redir=${encodeURIComponent('//evil.example/phish')}`));
  await env.login(page, 'dsl25');
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  expect(new URL(page.url()).host).toBe(new URL(env.origin).host);
});

test('unbekannte Adresse führt zur Startseite; Fußzeile mit Links in neuem Tab', async ({ env, page }) => {
  await env.login(page, 'dsl25');
  await page.goto(env.url('/gibt-es-nicht'));
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  const agb = page.getByRole('link', { name: /AGB/ });
  await expect(agb).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  await env.checkA11y(page, 'Cookie-Dialog');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  const stored = await page.evaluate(() => window.localStorage.getItem('kundenportal.consent'));
  expect(JSON.parse(stored)).toEqual({ statistik: false, marketing: false });
});

test('vorgerenderte Anmeldeseite: sofort sichtbar, Eingaben vor dem Laden der Skripte gehen nicht verloren', async ({
  env,
  page,
}) => {
  // hold the scripts back so that the customer types before React has taken over the page
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto(env.url('/login'), { waitUntil: 'commit' });
  await expect(env.field(page, 'Benutzername oder Kundennummer')).toBeVisible();
  await expect(page).toHaveTitle('Anmelden - Kundenportal - TEAG');
  const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
  await expect(submit, 'no native submit before the page is hydrated').toBeDisabled();
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill('Demo-2026!');
  await submit.click({ timeout: 30000 });
  await page.waitForURL(/\/private\/dashboard\/startseite$/, { timeout: 30000 });
});

test('vorgerenderte Startseite: Rahmen vor den Skripten sichtbar, dann die Kundendaten; ohne Sitzung zur Anmeldung', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: { width: 412, height: 823 } });
  await env.login(page, 'multi');
  let held = true;
  await page.route('**/assets/**', async (route) => {
    if (held) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto(env.url('/private/dashboard/startseite'), { waitUntil: 'commit' });
  await env.heading(page, 'Willkommen im Kundenportal');
  await expect(page).toHaveTitle('Startseite - Kundenportal - TEAG');
  await expect(page.getByText(/^Guten (Morgen|Tag|Abend)/), 'no customer data in the build-time HTML').toHaveCount(0);
  await page
    .getByRole('main')
    .getByText(/^Guten (Morgen|Tag|Abend), Herr Dr\. Weiß$/)
    .waitFor({ timeout: 30000 });
  held = false;
  await env.checkA11y(page, 'Startseite (vorgerendert, hydriert)');

  const anonymous = await env.newPage();
  await anonymous.goto(env.url('/private/dashboard/startseite'));
  await anonymous.waitForURL(/\/login\?redir=%2Fprivate%2Fdashboard%2Fstartseite$/);
  await env.heading(anonymous, 'Anmelden');
});

test('Telefon (390 px): das Hauptmenü zeigt den Bereich, führt hin, folgt Zurück und gibt den Fokus zurück', async ({
  env,
}) => {
  const page = await env.openAs('multi', null, /./, { viewport: { width: 390, height: 844 } });
  const button = page.getByRole('button', { name: 'Menü', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  const current = () => drawer.locator('a[aria-current="page"]');
  // the row of wide screens is hidden on a phone: the button is the only way to the areas
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);

  await button.click();
  await expect(drawer).toBeVisible();
  // behind the open (modal) menu the page is hidden from assistive technology, the button too
  const behind = page.getByRole('button', { name: 'Menü', exact: true, includeHidden: true });
  await expect(behind).toHaveAttribute('aria-expanded', 'true');
  expect(await current().allTextContents()).toEqual(['Startseite']);
  await env.checkA11y(page, 'Hauptmenü offen (390 px)');
  await env.screenshot(page, 'hauptmenue-offen-390');
  await drawer.getByRole('link', { name: 'Rechnungen' }).click();
  await env.heading(page, 'Rechnungen');
  await expect(drawer).toHaveCount(0);
  // after choosing an area the new page's heading has the focus, not the menu button
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  await button.click();
  expect(await current().allTextContents()).toEqual(['Rechnungen']);
  // Escape closes it and gives the focus back to the button
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

  // the browser's back button: the start page, and the menu marks it again
  await page.goBack();
  await env.heading(page, 'Willkommen im Kundenportal');
  await button.click();
  expect(await current().allTextContents()).toEqual(['Startseite']);
  await drawer.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(drawer).toHaveCount(0);
});

test('Telefon (390 px): lädt das Menü nicht, bleibt die Seite; ein Hinweis, „Erneut versuchen“ öffnet es', async ({
  env,
}) => {
  const page = await env.openAs('multi', null, 'Willkommen im Kundenportal', { viewport: { width: 390, height: 844 } });
  // the connection drops after the page has loaded: the menu's chunk does not arrive
  let offline = true;
  await page.route('**/assets/chunks/**', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Das Menü konnte nicht geladen werden.' });
  await expect(notice).toBeVisible();
  // the page is still there, not the error page
  await env.heading(page, 'Willkommen im Kundenportal');
  await env.checkA11y(page, 'Hauptmenü nicht geladen (390 px)');
  await env.screenshot(page, 'hauptmenue-fehler-390');
  offline = false;
  await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await expect(drawer.getByRole('link', { name: 'Rechnungen' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Rechnungen' }).click();
  await env.heading(page, 'Rechnungen');
});
