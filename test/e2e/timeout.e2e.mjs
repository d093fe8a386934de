import { assert, PHONE_VIEWPORT, test, useE2E } from './harness.mjs';

// A short idle time-out so the warning (WCAG 2.2.1) appears within the test: warning at a third of it
// (10 s before the end: room for the axe check, the 390 px check and the screenshot on a busy 2-core machine).
const env = useE2E({ sessionIdleSeconds: 30, resetEach: false });

test('Warnung vor dem Sitzungsende: „Angemeldet bleiben“ verlängert, Ignorieren endet bei session-expired', async () => {
  // on a phone: the dialog must fit there, and checkA11y then needs one axe run only (the warning is short)
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await env.login(page, 'dsl25');
  const dialog = page.getByRole('alertdialog', { name: 'Ihre Sitzung läuft gleich ab' });
  await dialog.waitFor({ timeout: 40000 });
  assert.match(await dialog.textContent(), /Ihre Sitzung endet in \d+ Sekunden?\./);
  await env.checkA11y(page, 'Timeout-Dialog');
  await env.screenshot(page, 'session-timeout');
  await dialog.getByRole('button', { name: 'Angemeldet bleiben' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // still logged in after the original time-out would have passed
  await page.waitForTimeout(4000);
  assert.match(page.url(), /\/private\//);
  // now ignore the warning: the session ends at session-expired with the current address as redir
  await page.waitForURL(/\/login\/session-expired\?redir=/, { timeout: 50000 });
  assert.match(new URL(page.url()).searchParams.get('redir'), /^\/private\/dashboard\/startseite/);
});
