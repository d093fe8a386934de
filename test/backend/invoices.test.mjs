/** @jest-environment node */
import { api, login, makeApp } from './helpers.mjs';
import { DEMO_LOGINS } from './data/customers.mjs';
import { pdfText } from '../jest/pdfCheck.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const cents = (n) => Math.round(n * 100);
/** "Cloud 100 GB (V-1): 2,99 €" → 299 (the amounts printed in the PDF's text) */
// thousands are separated by '.' („19.586,72 €“, not „19586,72 €“)
const printedCents = (line) =>
  Number(/: (-?\d{1,3}(?:\.\d{3})*),(\d{2}) €$/.exec(line)?.slice(1).join('').replaceAll('.', '') ?? Number.NaN);
/** The text lines of the stand-in's PDF as poppler reads them. */
const pdfLines = (buffer) =>
  pdfText(buffer)
    .split('\n')
    .map((line) => line.trim());

const usernames = () => DEMO_LOGINS.map((d) => d.username).filter((u) => u !== 'gross' && u !== 'zweifaktor');

test.each(usernames())('%s: every invoice is the sum of its lines; its PDF prints them', async (username) => {
  const cookie = await login(app, username);
  const { rechnungen } = (await api(app, 'GET', 'user/current', { cookie })).json;
  expect(rechnungen.length).toBeGreaterThanOrEqual(24);
  for (const r of rechnungen) {
    expect(r.positionen.reduce((sum, p) => sum + cents(p.amount), 0)).toBe(cents(r.amount));
  }
  // the newest, a dated and an undated one as PDFs
  for (const r of [rechnungen[0], rechnungen[17], rechnungen[20]]) {
    const lines = pdfLines((await api(app, 'GET', `rechnung/${r.id}`, { cookie })).res.rawPayload);
    const start = lines.indexOf('Leistungen');
    const totalLine = lines.find((l) => l.startsWith('Rechnungsbetrag: '));
    const items = lines.slice(start + 1, lines.indexOf(totalLine)).filter(Boolean);
    expect(items).toHaveLength(r.positionen.length);
    for (const line of [...items, totalLine]) expect(Number.isInteger(printedCents(line))).toBe(true);
    expect(items.reduce((sum, l) => sum + printedCents(l), 0)).toBe(printedCents(totalLine));
    expect(printedCents(totalLine)).toBe(cents(r.amount));
    expect(lines.some((l) => l.startsWith('Fällig am: '))).toBe(Boolean(r.dueDate));
  }
});

test.each(['dsl25', 'multi', 'ftth'])(
  '%s: the telephone costs of a month are a line of that month’s invoice',
  async (username) => {
    const cookie = await login(app, username);
    const { rechnungen, telefonkosten } = (await api(app, 'GET', 'user/current', { cookie })).json;
    expect(telefonkosten.length).toBeGreaterThanOrEqual(12);
    let matched = 0;
    for (const t of telefonkosten) {
      expect(t.calls.reduce((sum, c) => sum + cents(c.cost), 0)).toBe(cents(t.total));
      const invoice = rechnungen.find((r) => r.periodFrom.startsWith(t.month));
      if (!invoice) continue; // the last month is invoiced on the 3rd of the next one
      const line = invoice.positionen.find((p) => p.text.endsWith(`Anschluss ${t.phoneNumber}`));
      expect(line?.amount).toBe(t.total);
      matched += 1;
    }
    expect(matched).toBeGreaterThanOrEqual(telefonkosten.length - 1);
  },
);

test('due and debit dates are optional: present on recent invoices, absent on archived ones', async () => {
  const cookie = await login(app, 'dsl25');
  const { rechnungen } = (await api(app, 'GET', 'user/current', { cookie })).json;
  expect(rechnungen[0].dueDate > rechnungen[0].date).toBe(true);
  expect(rechnungen[0].debitDate).toBe(rechnungen[0].dueDate);
  expect(rechnungen[25]).not.toHaveProperty('dueDate');
  expect(rechnungen[25]).not.toHaveProperty('debitDate');
});

test('gross: the large invoice prints its total with a thousands separator', async () => {
  const cookie = await login(app, 'gross');
  const { rechnungen } = (await api(app, 'GET', 'user/current', { cookie })).json;
  const r = rechnungen[0];
  expect(r.amount).toBeGreaterThan(1000);
  const lines = pdfLines((await api(app, 'GET', `rechnung/${r.id}`, { cookie })).res.rawPayload);
  const total = lines.find((l) => l.startsWith('Rechnungsbetrag: '));
  expect(total).toMatch(/^Rechnungsbetrag: \d{1,3}(\.\d{3})+,\d{2} €$/);
  expect(printedCents(total)).toBe(cents(r.amount));
});
