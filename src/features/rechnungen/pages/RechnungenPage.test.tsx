import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../../test/jest/render';
import type { Rechnung } from '../../../api/types';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../../vertraege/test/state';

// lazily loaded pages and user-event typing take long on a busy 2-core machine
jest.setTimeout(40000);

// a backend without e-invoices (the spec's, or a private customer): no e-invoice column
const noERechnung = http.get(`${API}user/erechnung`, () =>
  HttpResponse.json({ message: 'Nicht gefunden' }, { status: 404 }),
);
const server = setupServer(noERechnung);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const r = (number: string, date: string, amount: number): Rechnung => ({
  id: `R-${number}`,
  number,
  date,
  periodFrom: `${date.slice(0, 8)}01`,
  periodTo: `${date.slice(0, 8)}28`,
  amount,
  status: 'bezahlt',
  contractId: 'V-1',
});
const rechnungen = [
  r('2025010001', '2025-01-03', 29.99),
  r('2026020001', '2026-02-03', 1234.5),
  r('2025120001', '2025-12-03', 31),
];

let clicked: { href: string; download: string }[] = [];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

async function openPage() {
  const user = userEvent.setup();
  const view = renderApp(hrefFor('rechnungen.rechnungen'), { preloadedState: customerState({ rechnungen }) });
  await screen.findByRole('heading', { level: 1, name: 'Rechnungen' }, { timeout: 20000 });
  return { user, ...view };
}

test('lists invoices newest first with German dates and amounts; filters by year', async () => {
  const { user } = await openPage();
  const table = screen.getByRole('table', { name: 'Rechnungen' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
    '03.02.2026',
    '03.12.2025',
    '03.01.2025',
  ]);
  expect(within(rows[0]).getByText('1.234,50 €')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Jahr'), '2025');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByText('2 Rechnungen')).toBeInTheDocument();
});

test('downloads the PDF as a file with the server’s file name, without navigating', async () => {
  server.use(
    http.get(
      `${API}rechnung/R-2026020001`,
      () =>
        new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Rechnung_2026020001.pdf"',
          },
        }),
    ),
  );
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Rechnung 2026020001 herunterladen' }));
  await waitFor(() =>
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'Rechnung_2026020001.pdf' }]),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeInTheDocument();
});

test('e-invoices: without the backend’s offer no column; with it XRechnung and ZUGFeRD per invoice', async () => {
  const first = await openPage();
  await screen.findByRole('button', { name: 'Rechnung 2026020001 herunterladen' });
  expect(screen.queryByRole('button', { name: /als XRechnung herunterladen/ })).not.toBeInTheDocument();
  first.unmount();
  server.use(
    http.get(`${API}user/erechnung`, () =>
      HttpResponse.json({ formate: ['xrechnung', 'zugferd', 'neu'], leitwegId: null, email: null }),
    ),
    http.get(
      `${API}rechnung/R-2026020001/xrechnung`,
      () =>
        new HttpResponse('<?xml version="1.0"?><rsm:CrossIndustryInvoice/>', {
          headers: {
            'Content-Type': 'application/xml',
            'Content-Disposition': 'attachment; filename="Rechnung_2026020001_XRechnung.xml"',
          },
        }),
    ),
  );
  const { user } = await openPage();
  const xrechnung = await screen.findByRole('button', { name: 'Rechnung 2026020001 als XRechnung herunterladen' });
  expect(xrechnung).toHaveTextContent('XRechnung');
  expect(screen.getByRole('button', { name: 'Rechnung 2026020001 als ZUGFeRD herunterladen' })).toHaveTextContent(
    'ZUGFeRD',
  );
  // a format the portal does not know is left out
  expect(screen.getAllByRole('button', { name: /^Rechnung 2026020001 als / })).toHaveLength(2);
  await user.click(xrechnung);
  await waitFor(() =>
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'Rechnung_2026020001_XRechnung.xml' }]),
  );
});

test('shows the server’s message when the PDF is missing', async () => {
  server.use(
    http.get(`${API}rechnung/R-2026020001`, () =>
      HttpResponse.json({ message: 'Rechnung nicht gefunden.' }, { status: 400 }),
    ),
  );
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Rechnung 2026020001 herunterladen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Rechnung nicht gefunden.');
  expect(clicked).toEqual([]);
});

test('a 401 on the download ends the session', async () => {
  server.use(http.get(`${API}rechnung/R-2026020001`, () => new HttpResponse(null, { status: 401 })));
  const { user, store } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Rechnung 2026020001 herunterladen' }));
  await waitFor(() => expect(store.getState().session.status).toBe('expired'));
  expect(screen.queryByText('Das hat leider nicht geklappt', { exact: false })).not.toBeInTheDocument();
});

test('due and debit dates where the answer has them, "-" otherwise; chart with its table; CSV of the shown list', async () => {
  const blobs: Blob[] = [];
  (URL.createObjectURL as jest.Mock).mockImplementation((blob: Blob) => {
    blobs.push(blob);
    return 'blob:http://localhost/csv';
  });
  const user = userEvent.setup();
  renderApp(hrefFor('rechnungen.rechnungen'), {
    preloadedState: customerState({
      rechnungen: [
        { ...rechnungen[1], dueDate: '2026-02-17', debitDate: '2026-02-18', status: 'offen' },
        rechnungen[0],
        rechnungen[2],
      ],
    }),
  });
  // the first render of a test file compiles the page chunk: more than the default 5 s on a busy machine
  await screen.findByRole('heading', { level: 1, name: 'Rechnungen' }, { timeout: 20000 });
  const table = screen.getByRole('table', { name: 'Rechnungen' });
  const head = within(table)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
  expect(head).toEqual(expect.arrayContaining(['Fällig am', 'Abbuchung am']));
  const [newest, , oldest] = within(table).getAllByRole('row').slice(1);
  expect(within(newest).getByText('17.02.2026')).toBeInTheDocument();
  expect(within(newest).getByText('18.02.2026')).toBeInTheDocument();
  expect(within(oldest).getAllByText('-')).toHaveLength(2);

  // the chart's values are in a table for everybody
  expect(screen.getByRole('heading', { level: 2, name: 'Ihre Kosten im Überblick' })).toBeInTheDocument();
  const values = await screen.findByRole(
    'table',
    { name: 'Rechnungsbeträge und Telefonkosten je Leistungsmonat' },
    { timeout: 20000 },
  );
  // the value table (closed at first) fills in a background render right after the page
  await waitFor(() => expect(within(values).getAllByRole('row')).toHaveLength(25));
  const valueRows = within(values).getAllByRole('row').slice(1);
  expect(valueRows[23]).toHaveTextContent('Februar 2026');
  expect(valueRows[23]).toHaveTextContent('1.234,50 €');

  await user.click(screen.getByRole('button', { name: 'Rechnungen als CSV herunterladen' }));
  expect(clicked).toEqual([{ href: 'blob:http://localhost/csv', download: 'Rechnungen.csv' }]);
  const text = new TextDecoder().decode(await blobs[0].arrayBuffer());
  expect(text.split('\r\n').slice(0, 2)).toEqual([
    'Rechnungsnummer;Rechnungsdatum;Leistung von;Leistung bis;Betrag (EUR);Fällig am;Abbuchung am;Status',
    '2026020001;03.02.2026;01.02.2026;28.02.2026;1234,50;17.02.2026;18.02.2026;Abgebucht',
  ]);
  expect(new Uint8Array(await blobs[0].arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
});
