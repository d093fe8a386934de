/**
 * Security behind the shipped nginx: every client reaches the stand-in from nginx's address, so what the
 * throttles count must be the address nginx forwards. Clients on other addresses are played by calls from
 * 127.0.0.2, 127.0.0.3, … (Linux answers all of 127.0.0.0/8), the customer by the browser on 127.0.0.1.
 */
import http from 'node:http';
import { DEMO_PASSWORD, assert, test, useE2E } from './harness.mjs';

const env = useE2E();

/** A JSON POST through nginx from the given source address, as another machine would send it. */
function postFrom(from, path, body) {
  const url = new URL(path, env.origin);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
const stranger = (i) => `127.0.0.${i + 2}`;

test('30 Fehlversuche von 30 Adressen sperren weder die Anmeldung noch die Kündigung der Inhaberin', async () => {
  test.skip(env.server !== 'nginx', 'zeigt das Verhalten hinter nginx');
  for (let i = 0; i < 30; i += 1) {
    assert.equal(await postFrom(stranger(i), '/kundenportal-api/login', { username: 'multi', password: 'x' }), 400);
    const cancel = { art: 'ordentlich', kundennummer: '1000003', vorname: 'Max', nachname: 'Fremd' };
    const body = { ...cancel, vertragsnummer: 'V-100032', zeitpunkt: 'naechstmoeglich', email: 'a@example.org' };
    assert.equal(await postFrom(stranger(i), '/kundenportal-api/kuendigung', body), 400);
  }

  const page = await env.newPage();
  await env.login(page, 'multi', DEMO_PASSWORD);
  await page.waitForURL(/\/private\/dashboard\/startseite$/);

  const cancelling = await env.newPage();
  await cancelling.goto(env.url('/kuendigen'));
  await env.heading(cancelling, 'Verträge hier kündigen');
  await cancelling.getByRole('textbox', { name: /^Vorname/ }).fill('Jürgen');
  await cancelling.getByRole('textbox', { name: /^Nachname/ }).fill('Weiß');
  await cancelling.getByRole('textbox', { name: /^Kundennummer/ }).fill('1000003');
  await cancelling.getByRole('textbox', { name: /^Vertragsnummer/ }).fill('V-100032');
  await cancelling.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('juergen.weiss@example.org');
  await cancelling.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await cancelling.getByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' }).waitFor();

  // the strangers themselves are stopped: five failures from one address block it
  for (let i = 0; i < 4; i += 1)
    await postFrom(stranger(0), '/kundenportal-api/login', { username: 'multi', password: 'x' });
  assert.equal(
    await postFrom(stranger(0), '/kundenportal-api/login', { username: 'multi', password: DEMO_PASSWORD }),
    429,
  );
});
