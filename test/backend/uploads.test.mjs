/** @jest-environment node */
/**
 * Uploads that work behind nginx and are checked: the body limits of nginx and the stand-in come from one place
 * (deploy/hosting.mjs) and leave room for the largest allowed file as base64; a body over a limit gets one
 * German JSON answer (413); the content must carry its type's signature; file names lose control and bidi
 * characters. The same through nginx: test/e2e/proxySecurity.e2e.mjs.
 */
import rules from '../../src/config/nachweis.json' with { type: 'json' };
import { BODY_LIMIT, TOO_LARGE, UPLOAD_BODY_LIMIT } from '../../deploy/hosting.mjs';
import { renderConfigs } from '../../deploy/nginx/generate.mjs';
import { api, login, makeApp } from './helpers.mjs';
import { cleanFileName } from './lib/nachweis.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(() => api(app, 'POST', '/__test/reset'));

/** A PDF of `bytes` bytes (its signature, then filler). */
const pdfOf = (bytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]).toString('base64');
const upload = (cookie, nachweis) =>
  api(app, 'POST', 'user/erweiterte-aenderungen', {
    cookie,
    body: { art: 'sonstiges', beschreibung: 'Nachweis', nachweis },
  });

test('the limits: room for the largest file as base64, in nginx and the stand-in alike', () => {
  const largest = JSON.stringify({ nachweis: { base64: pdfOf(rules.maxBytes) } }).length;
  expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(largest + 1000);
  const { 'kundenportal.conf': server, 'kundenportal-http.conf': http } = renderConfigs();
  expect(http).toContain(`client_max_body_size ${BODY_LIMIT};`);
  expect(server).toContain(`client_max_body_size ${UPLOAD_BODY_LIMIT};`);
  expect(server).toContain('error_page 413 = @kp_too_large;');
});

test('a 4.9 MB PDF is accepted; a body over the limit of a call gets the German 413', async () => {
  const cookie = await login(app);
  const ok = await upload(cookie, { name: 'scan.pdf', type: 'application/pdf', base64: pdfOf(4.9 * 1024 * 1024) });
  expect(ok.status).toBe(200);
  const big = await api(app, 'PUT', 'user/telefon', { cookie, body: { phone: 'x'.repeat(BODY_LIMIT) } });
  expect([big.status, big.json]).toEqual([413, TOO_LARGE]);
});

test.each([
  ['HTML with a script named .pdf', 'application/pdf', '<html><script>alert(1)</script></html>'],
  ['an SVG with onload named .jpg', 'image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ['a Windows program named .pdf', 'application/pdf', 'MZ\x90\x00\x03'],
  ['a PDF sent as JPEG', 'image/jpeg', '%PDF-1.4'],
  ['HTML with a script named .png', 'image/png', '<html><script>alert(1)</script></html>'],
  ['a JPEG sent as PNG', 'image/png', '\xff\xd8\xff\xe0'],
  ['a PNG signature cut short', 'image/png', '\x89PNG\r\n'],
])('%s is refused in German, nothing recorded', async (_name, type, content) => {
  const cookie = await login(app);
  const r = await upload(cookie, {
    name: 'rechnung.pdf',
    type,
    base64: Buffer.from(content, 'latin1').toString('base64'),
  });
  expect([r.status, r.json.message]).toEqual([
    400,
    'Der Inhalt der Datei ist keine PDF-, JPEG- oder PNG-Datei. Bitte wählen Sie eine andere Datei.',
  ]);
  expect((await api(app, 'GET', 'user/vorgaenge', { cookie })).json.vorgaenge).toEqual([]);
});

test('a PNG (by its 8-byte signature) is accepted where images are, like a JPEG', async () => {
  const cookie = await login(app);
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
  const r = await upload(cookie, { name: 'ausweis.png', type: 'image/png', base64: png.toString('base64') });
  expect(r.status).toBe(200);
  const { vorgaenge } = (await api(app, 'GET', '/__test/state')).json;
  expect(vorgaenge.at(-1).nachweis).toEqual({ name: 'ausweis.png', type: 'image/png', size: png.length });
});

test('file names lose control and bidi characters and any path', async () => {
  expect(cleanFileName('rechnung\u202Efdp.exe')).toBe('rechnungfdp.exe');
  expect(cleanFileName('a\u0000b\u200Bc\u2066.pdf')).toBe('abc.pdf');
  expect(cleanFileName('C:\\Users\\x\\scan.pdf')).toBe('scan.pdf');
  expect(cleanFileName('\u202E')).toBe('Nachweis');
  const cookie = await login(app);
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
  const r = await upload(cookie, { name: 'foto\u202Egpj.exe', type: 'image/jpeg', base64: jpeg });
  expect(r.status).toBe(200);
  const stored = JSON.stringify((await api(app, 'GET', '/__test/state')).json);
  expect(stored).not.toContain('\u202E');
});
