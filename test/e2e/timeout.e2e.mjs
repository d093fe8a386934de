import { expect, inOrder, PHONE_VIEWPORT, test } from './harness.mjs';

// The idle time-out (WCAG 2.2.1) with the page's clock under the test's control (Playwright page.clock): the
// portal's countdown runs on Date and setInterval, so jumping the clock shows the warning and the expiry at
// once, however busy the machine is. The stand-in's own session (15 min, real time) stays valid meanwhile.
inOrder();
const IDLE_S = 900;
const WARNING_S = 120;

test('Warnung vor dem Sitzungsende: „Angemeldet bleiben“ verlängert, Ignorieren endet bei session-expired', async ({
  env,
}) => {
  // on a phone: the dialog must fit there
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  // every call of the start page answered first: an answer after the jump below would count as activity at the
  // jumped-to time and restart the countdown. Its notices of faults and orders are lazy parts that ask only once
  // their chunks are there, which on a busy machine can come seconds after the heading
  const answers = [];
  page.on('response', (r) => answers.push({ at: Date.now(), url: r.url() }));
  await env.login(page, 'dsl25');
  await env.heading(page, 'Willkommen im Kundenportal');
  const answered = (call) => answers.some((a) => a.url.includes(`/kundenportal-api/${call}`));
  await expect.poll(() => answered('user/stoerungen') && answered('user/vorgaenge'), { timeout: 30_000 }).toBe(true);
  // and then every call and chunk those parts started (a part that arrives late may ask for more)
  await env.settled(page);
  // installed once the portal runs: Date is faked from here on, and the countdown reads Date on every tick
  await page.clock.install();
  const dialog = page.getByRole('alertdialog', { name: 'Ihre Sitzung läuft gleich ab' });

  // shortly after the warning starts
  const jumped = Date.now();
  await page.clock.fastForward((IDLE_S - WARNING_S + 5) * 1000);
  await dialog.waitFor().catch((error) => {
    const late = answers.filter((a) => a.at >= jumped && !/\/assets\//.test(a.url)).map((a) => a.url);
    throw new Error(`${error.message}\nAntworten nach dem Sprung: ${late.join(', ') || 'keine'}`);
  });
  await expect(dialog).toHaveText(/Ihre Sitzung endet in 1 Minute und \d+ Sekunden?\./);
  await env.checkA11y(page, 'Timeout-Dialog');
  await env.screenshot(page, 'session-timeout');
  await dialog.getByRole('button', { name: 'Angemeldet bleiben' }).click();
  await expect(dialog).toBeHidden();

  // still logged in after the original time-out would have passed
  await page.clock.fastForward((WARNING_S + 10) * 1000);
  await expect(page).toHaveURL(/\/private\//);
  await expect(dialog).toHaveCount(0);

  // now ignore the warning: the session ends at session-expired with the current address as redir
  await page.clock.fastForward(IDLE_S * 1000);
  await page.waitForURL(/\/login\/session-expired\?redir=/);
  expect(new URL(page.url()).searchParams.get('redir')).toMatch(/^\/private\/dashboard\/startseite/);
});
