import { assert, test, useE2E } from './harness.mjs';

const env = useE2E({ resetEach: false });

test('Anmelden → Startseite → Abmelden', async () => {
  const page = await env.newPage();
  await page.goto(env.url('/login'));
  await env.heading(page, 'Anmelden');
  assert.equal(await page.title(), 'Anmelden - Kundenportal - TEAG');
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
  assert.equal(new URL(page.url()).searchParams.get('redir'), '/private/dashboard/rechnungen/rechnungen');
});

test('falsche Zugangsdaten zeigen die deutsche Meldung am Formular', async () => {
  const page = await env.newPage();
  await page.goto(env.url('/login'));
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill('falsch');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Benutzername oder Passwort' }).waitFor();
  assert.equal(await env.field(page, 'Benutzername oder Kundennummer').inputValue(), 'dsl25');
  await env.checkA11y(page, 'Login-Fehler');
});

test('leere Pflichtfelder: Fehlerübersicht und Meldung am Feld', async () => {
  const page = await env.newPage();
  await page.goto(env.url('/login'));
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByText('Bitte prüfen Sie Ihre Eingaben').waitFor();
  assert.ok((await page.getByText('Bitte füllen Sie dieses Feld aus.').count()) >= 2);
  await env.checkA11y(page, 'Login-Validierung');
});

test('erzwungener Passwortwechsel führt zur Erst-Passwort-Seite und danach zur Startseite', async () => {
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
  await page.getByText('Mindestens 10 Zeichen – erfüllt').waitFor();
  await env.field(page, 'Neues Passwort wiederholen').fill('Sicher-Neu-2027!');
  await env.screenshot(page, 'first-time-password');
  await page.getByRole('button', { name: 'Passwort ändern und fortfahren' }).click();
  await page.getByRole('status').filter({ hasText: 'Ihr neues Passwort ist gespeichert.' }).waitFor();
  await page.getByRole('link', { name: 'Weiter zur Startseite' }).click();
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  await env.control('reset');
});

test('Sitzungsablauf mitten in der Navigation → session-expired → erneut anmelden → gleiche Adresse', async () => {
  const page = await env.newPage();
  await env.login(page, 'dsl25');
  await page.goto(env.url('/private/dashboard/rechnungen/telefonkosten'));
  await env.heading(page, /Telefonkosten/);
  await env.control('expire-session', {});
  // navigating to a screen that calls the portal API gets a 401 → session-expired with redir
  await page.goto(env.url('/private/dashboard/meine-daten/stammdaten?x=1'));
  await page.waitForURL(/\/login(\/session-expired)?\?redir=/);
  const redir = new URL(page.url()).searchParams.get('redir');
  assert.equal(redir, '/private/dashboard/meine-daten/stammdaten?x=1');
  await env.login(page, 'dsl25');
  await page.waitForURL(/\/private\/dashboard\/meine-daten\/stammdaten\?x=1$/);
});

test('401 während der Nutzung: session-expired-Modus mit redir der aktuellen Adresse', async () => {
  const page = await env.newPage();
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
  assert.equal(redir, '/private/dashboard/meine-daten/stammdaten/authcode');
  await env.login(page, 'dsl25');
  await page.waitForURL(/\/private\/dashboard\/meine-daten\/stammdaten\/authcode$/);
});

test('neues Passwort ist ohne Anmeldung erreichbar und setzt das Passwort', async () => {
  await env.control('reset');
  const page = await env.newPage();
  await page.goto(env.url('/new-password?token=demo-reset-token'));
  await env.heading(page, 'Neues Passwort festlegen');
  assert.match(page.url(), /\/new-password\?token=demo-reset-token$/);
  await env.checkA11y(page, '/new-password');
  await env.field(page, 'Neues Passwort').fill('Ganz-Neu-2027!');
  await env.field(page, 'Neues Passwort wiederholen').fill('Ganz-Neu-2027!');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByText('Ihr neues Passwort ist gespeichert').waitFor();
  // the token is used up now: the page says so before any typing and offers a new link
  await page.goto(env.url('/new-password?token=demo-reset-token'));
  await page.getByText(/wurde bereits verwendet oder ist abgelaufen/).waitFor();
  assert.equal(await env.field(page, 'Neues Passwort').count(), 0);
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).waitFor();
  await env.control('reset');
});

test('Passwort vergessen antwortet neutral, ob ein Konto passt oder nicht', async () => {
  const page = await env.newPage();
  await page.goto(env.url('/forgot-password'));
  await env.heading(page, 'Passwort vergessen');
  await env.checkA11y(page, '/forgot-password');
  await env.field(page, 'E-Mail-Adresse').fill('thomas.mueller@example.org');
  await env.field(page, 'Kundennummer').fill('1000001');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  const neutral = 'Wenn die Angaben zu einem Kundenkonto passen, erhalten Sie in Kürze eine E-Mail';
  await page.getByText(neutral).waitFor();
  await env.field(page, 'Kundennummer').fill('9999999');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await page.getByText(neutral).waitFor();
  assert.equal(await page.getByText('kein Kundenkonto').count(), 0);
});

test('redir wird nur innerhalb des Portals befolgt', async () => {
  const page = await env.newPage();
  await page.goto(env.url(`/login?redir=${encodeURIComponent('//evil.example/phish')}`));
  await env.login(page, 'dsl25');
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  assert.equal(new URL(page.url()).host, new URL(env.origin).host);
});

test('unbekannte Adresse führt zur Startseite; Fußzeile mit Links in neuem Tab', async () => {
  const page = await env.newPage();
  await env.login(page, 'dsl25');
  await page.goto(env.url('/gibt-es-nicht'));
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  const agb = page.getByRole('link', { name: /AGB/ });
  assert.equal(await agb.getAttribute('target'), '_blank');
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).waitFor();
  await env.checkA11y(page, 'Cookie-Dialog');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  const stored = await page.evaluate(() => window.localStorage.getItem('kundenportal.consent'));
  assert.deepEqual(JSON.parse(stored), { statistik: false, marketing: false });
});

test('vorgerenderte Anmeldeseite: sofort sichtbar, Eingaben vor dem Laden der Skripte gehen nicht verloren', async () => {
  const page = await env.newPage();
  // hold the scripts back so that the customer types before React has taken over the page
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto(env.url('/login'), { waitUntil: 'commit' });
  await env.field(page, 'Benutzername oder Kundennummer').waitFor();
  assert.equal(await page.title(), 'Anmelden - Kundenportal - TEAG');
  const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
  assert.equal(await submit.isDisabled(), true, 'no native submit before the page is hydrated');
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill('Demo-2026!');
  await submit.click({ timeout: 30000 });
  await page.waitForURL(/\/private\/dashboard\/startseite$/, { timeout: 30000 });
});

test('vorgerenderte Startseite: Rahmen vor den Skripten sichtbar, dann die Kundendaten; ohne Sitzung zur Anmeldung', async () => {
  const page = await env.newPage({ viewport: { width: 412, height: 823 } });
  await env.login(page, 'multi');
  let held = true;
  await page.route('**/assets/**', async (route) => {
    if (held) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto(env.url('/private/dashboard/startseite'), { waitUntil: 'commit' });
  await env.heading(page, 'Willkommen im Kundenportal');
  assert.equal(await page.title(), 'Startseite - Kundenportal - TEAG');
  assert.equal(await page.getByText(/^Guten (Morgen|Tag|Abend)/).count(), 0, 'no customer data in the build-time HTML');
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

test('Telefon (390 px): das Hauptmenü zeigt den Bereich, führt hin, folgt Zurück und gibt den Fokus zurück', async () => {
  const page = await env.openAs('multi', null, /./, { viewport: { width: 390, height: 844 } });
  const button = page.getByRole('button', { name: 'Menü', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  const current = () => drawer.locator('a[aria-current="page"]');
  // the row of wide screens is hidden on a phone: the button is the only way to the areas
  assert.equal(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count(), 0);

  await button.click();
  await drawer.waitFor();
  // behind the open (modal) menu the page is hidden from assistive technology, the button too
  const behind = page.getByRole('button', { name: 'Menü', exact: true, includeHidden: true });
  assert.equal(await behind.getAttribute('aria-expanded'), 'true');
  assert.deepEqual(await current().allTextContents(), ['Startseite']);
  await env.checkA11y(page, 'Hauptmenü offen (390 px)');
  await env.screenshot(page, 'hauptmenue-offen-390');
  await drawer.getByRole('link', { name: 'Rechnungen' }).click();
  await env.heading(page, 'Rechnungen');
  await drawer.waitFor({ state: 'detached' });
  // after choosing an area the new page's heading has the focus, not the menu button
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');

  await button.click();
  assert.deepEqual(await current().allTextContents(), ['Rechnungen']);
  // Escape closes it and gives the focus back to the button
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  assert.equal(await button.evaluate((el) => el === document.activeElement), true);

  // the browser's back button: the start page, and the menu marks it again
  await page.goBack();
  await env.heading(page, 'Willkommen im Kundenportal');
  await button.click();
  assert.deepEqual(await current().allTextContents(), ['Startseite']);
  await drawer.getByRole('button', { name: 'Menü schließen' }).click();
  await drawer.waitFor({ state: 'detached' });
});

test('Telefon (390 px): lädt das Menü nicht, bleibt die Seite; ein Hinweis, „Erneut versuchen“ öffnet es', async () => {
  const page = await env.openAs('multi', null, 'Willkommen im Kundenportal', { viewport: { width: 390, height: 844 } });
  // the connection drops after the page has loaded: the menu's chunk does not arrive
  let offline = true;
  await page.route('**/assets/chunks/**', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Das Menü konnte nicht geladen werden.' });
  await notice.waitFor();
  // the page is still there, not the error page
  await env.heading(page, 'Willkommen im Kundenportal');
  await env.checkA11y(page, 'Hauptmenü nicht geladen (390 px)');
  await env.screenshot(page, 'hauptmenue-fehler-390');
  offline = false;
  await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await drawer.getByRole('link', { name: 'Rechnungen' }).waitFor();
  assert.equal(await notice.count(), 0);
  await drawer.getByRole('link', { name: 'Rechnungen' }).click();
  await env.heading(page, 'Rechnungen');
});
