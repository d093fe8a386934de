/**
 * @jest-environment node
 *
 * E-invoices of business customers, judged by an independent validator (test/einvoice/validate.mjs: the CII XML
 * schema, the official EN 16931 Schematron and KoSIT's XRechnung Schematron), never by the generator's own checks.
 */
import { api, expect400, login, makeApp } from './helpers.mjs';
import { embeddedInvoiceXml, fatal, validateCii } from '../einvoice/validate.mjs';
import { rechnungsbetraege } from './lib/rechnungDokument.mjs';

jest.setTimeout(300_000);

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const money = (n) => n.toFixed(2);
/** The text of the first element of that name (CII writes each total once). */
const field = (xml, name) => new RegExp(`<ram:${name}[^>]*>([^<]*)</ram:${name}>`).exec(xml)?.[1];

/** Everything the validator says is wrong, as readable lines (a failing test names the rules it broke). */
const problems = (report) => [
  ...report.schema,
  ...fatal(report.en16931).map((f) => `${f.id}: ${f.text}`),
  ...fatal(report.xrechnung ?? []).map((f) => `${f.id}: ${f.text}`),
];

async function newestInvoice(username) {
  const cookie = await login(app, username);
  const { rechnungen } = (await api(app, 'GET', 'user/current', { cookie })).json;
  return { cookie, r: rechnungen[0] };
}

describe.each(['flotte', 'firma'])('%s', (username) => {
  test('offers both e-invoice formats', async () => {
    const { cookie } = await newestInvoice(username);
    const answer = await api(app, 'GET', 'user/erechnung', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.json.formate).toEqual(['xrechnung', 'zugferd']);
  });

  test('XRechnung (CII): schema, EN 16931 and XRechnung rules without a fatal finding; the PDF’s amounts', async () => {
    const { cookie, r } = await newestInvoice(username);
    const { status, res } = await api(app, 'GET', `rechnung/${r.id}/xrechnung`, { cookie });
    expect(status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Rechnung_${r.number}_XRechnung.xml"`);
    const xml = res.body;
    expect(field(xml, 'ID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(problems(await validateCii(xml, { xrechnung: true }))).toEqual([]);
    // the same amounts as the invoice list and the PDF (one computation)
    const t = rechnungsbetraege(r);
    expect(t.gross).toBe(r.amount);
    expect(field(xml, 'GrandTotalAmount')).toBe(money(r.amount));
    expect(field(xml, 'TaxBasisTotalAmount')).toBe(money(t.net));
    expect(field(xml, 'TaxTotalAmount')).toBe(money(t.vat));
  });

  test('ZUGFeRD (Factur-X EN 16931): a PDF whose embedded XML passes schema and EN 16931 rules', async () => {
    const { cookie, r } = await newestInvoice(username);
    const { status, res } = await api(app, 'GET', `rechnung/${r.id}/zugferd`, { cookie });
    expect(status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/pdfaid:part>3</);
    expect(text).toMatch(/fx:ConformanceLevel>EN 16931</);
    const xml = embeddedInvoiceXml(pdf);
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    expect(problems(await validateCii(xml))).toEqual([]);
    expect(field(xml, 'GrandTotalAmount')).toBe(money(r.amount));
  });
});

test('the validator is no rubber stamp: a wrong total and a missing creditor id are fatal', async () => {
  const { cookie, r } = await newestInvoice('firma');
  const xml = (await api(app, 'GET', `rechnung/${r.id}/xrechnung`, { cookie })).res.body;
  const wrongTotal = xml.replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<');
  const noCreditor = xml.replace(/<ram:CreditorReferenceID>[^<]*<\/ram:CreditorReferenceID>/, '');
  const ids = (report) => [...fatal(report.en16931), ...fatal(report.xrechnung ?? [])].map((f) => f.id);
  expect(ids(await validateCii(wrongTotal, { xrechnung: true }))).toContain('BR-CO-15');
  expect(ids(await validateCii(noCreditor, { xrechnung: true }))).toContain('BR-DE-30');
  const broken = xml.replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:Art>380</ram:Art>');
  expect((await validateCii(broken)).schema.length).toBeGreaterThan(0);
});

test('Leitweg-ID and e-invoice address: checked, stored, and in the XRechnung as BT-10 and BT-49', async () => {
  const { cookie, r } = await newestInvoice('firma');
  expect400(await api(app, 'PUT', 'user/erechnung', { cookie, body: { leitwegId: '991-33333TEST-34', email: '' } }));
  expect400(await api(app, 'PUT', 'user/erechnung', { cookie, body: { leitwegId: '991 33333', email: '' } }));
  expect400(await api(app, 'PUT', 'user/erechnung', { cookie, body: { leitwegId: '', email: 'kein-at' } }));
  const saved = await api(app, 'PUT', 'user/erechnung', {
    cookie,
    body: { leitwegId: '991-33333test-33', email: 'e-rechnung@holzbau-example.de' },
  });
  expect(saved.status).toBe(200);
  expect(saved.json).toMatchObject({ leitwegId: '991-33333TEST-33', email: 'e-rechnung@holzbau-example.de' });
  const xml = (await api(app, 'GET', `rechnung/${r.id}/xrechnung`, { cookie })).res.body;
  expect(field(xml, 'BuyerReference')).toBe('991-33333TEST-33');
  expect(xml).toContain('<ram:URIID schemeID="EM">e-rechnung@holzbau-example.de</ram:URIID>');
  const cleared = await api(app, 'PUT', 'user/erechnung', { cookie, body: { leitwegId: '', email: '' } });
  expect(cleared.json).toMatchObject({ leitwegId: null, email: null });
});

test('a private customer has no e-invoices: 404, so the portal shows no section and no downloads', async () => {
  const { cookie, r } = await newestInvoice('dsl25');
  expect((await api(app, 'GET', 'user/erechnung', { cookie })).status).toBe(404);
  expect((await api(app, 'GET', `rechnung/${r.id}/xrechnung`, { cookie })).status).toBe(404);
  expect((await api(app, 'PUT', 'user/erechnung', { cookie, body: { leitwegId: '', email: '' } })).status).toBe(404);
});
