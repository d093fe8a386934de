import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import type { Rechnung } from '../../api/types';
import { renderApp } from '../../../test/jest/render';
import { hrefFor } from '../../config/paths';
import { setClock } from '../../lib/dates';
import { API, customerState } from '../vertraege/test/state';

const server = setupServer(
  http.get('http://localhost/portal/startseite.json', () => HttpResponse.json([])),
  ...companionCalls,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setClock(null);
});
afterAll(() => server.close());

const rechnung = (id: string, status: Rechnung['status'], date: string): Rechnung => ({
  id,
  number: `N-${id}`,
  date,
  periodFrom: '',
  periodTo: '',
  amount: 221.19,
  status,
  contractId: 'V-1',
});
const gemahnt = customerState({
  rechnungen: [rechnung('R-11', 'offen', '2026-11-03'), rechnung('R-10', 'gemahnt', '2026-10-03')],
});
const androhung = (status: 'angedroht' | 'aufgehoben', rueckstand: number) => ({
  beanstandungen: [],
  sperre: null,
  heute: '2026-11-28',
  androhung: {
    status,
    rueckstand,
    angedrohtAm: '2026-11-24',
    sperreAb: '2026-12-08',
    faellig: false,
    rechnungen: [{ id: 'R-10', number: 'N-R-10', date: '2026-10-03', amount: 221.19 }],
  },
});

beforeEach(() => setClock(() => new Date(2026, 10, 28, 9, 0)));

test('a threatened block: amount, notice and first day, the ways to pay and to dispute the invoice', async () => {
  server.use(http.get(`${API}user/beanstandungen`, () => HttpResponse.json(androhung('angedroht', 221.19))));
  renderApp(hrefFor('private.dashboard.startseite'), { preloadedState: gemahnt });
  const region = await screen.findByRole('region', { name: 'Sperre Ihres Anschlusses angekündigt' });
  expect(region).toHaveTextContent(
    'Sie sind mit 221,19 € im Zahlungsrückstand. Mit unserem Schreiben vom 24.11.2026 haben wir angekündigt, Ihren Anschluss frühestens ab dem 08.12.2026 zu sperren',
  );
  expect(screen.getByRole('link', { name: 'Offene Rechnungen ansehen und bezahlen' })).toHaveAttribute(
    'href',
    hrefFor('rechnungen.rechnungen'),
  );
  expect(screen.getByRole('link', { name: 'Rechnung N-R-10 beanstanden' })).toHaveAttribute(
    'href',
    hrefFor('meineRechte.beanstandung', { id: 'R-10' }),
  );
});

test('lifted by a dispute: says so with what is left, and offers no second dispute', async () => {
  server.use(http.get(`${API}user/beanstandungen`, () => HttpResponse.json(androhung('aufgehoben', 34.99))));
  renderApp(hrefFor('private.dashboard.startseite'), { preloadedState: gemahnt });
  const region = await screen.findByRole('region', { name: 'Angekündigte Sperre entfällt' });
  expect(region).toHaveTextContent(/noch 34,99\s€ offen, weniger als 100\s€/);
  expect(screen.queryByRole('link', { name: /beanstanden$/ })).not.toBeInTheDocument();
});

test('no invoice in arrears: the notice is not even asked for; a backend without the call: nothing shown', async () => {
  let asked = 0;
  server.use(
    http.get(`${API}user/beanstandungen`, () => {
      asked += 1;
      return new HttpResponse(null, { status: 404 });
    }),
  );
  const view = renderApp(hrefFor('private.dashboard.startseite'), {
    preloadedState: customerState({ rechnungen: [rechnung('R-11', 'bezahlt', '2026-11-03')] }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' });
  expect(asked).toBe(0);
  view.unmount();
  renderApp(hrefFor('private.dashboard.startseite'), { preloadedState: gemahnt });
  await screen.findByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' });
  await waitFor(() => expect(asked).toBe(1));
  expect(screen.queryByRole('region', { name: /Sperre/ })).not.toBeInTheDocument();
});
