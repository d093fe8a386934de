import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../../test/jest/companionCalls';
import { renderApp } from '../../../../test/jest/render';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../../vertraege/test/state';

jest.setTimeout(60000);

const server = setupServer(...companionCalls);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openPage = async () => {
  const user = userEvent.setup();
  renderApp(hrefFor('meinedaten.rechnungsadresse'), { preloadedState: customerState({}) });
  await screen.findByRole('heading', { level: 1 }, { timeout: 20000 });
  return user;
};

test('a backend without e-invoices (404): no section', async () => {
  await openPage();
  await waitFor(() => expect(screen.queryByText(/E-Rechnungs-Einstellungen werden geladen/)).not.toBeInTheDocument());
  expect(screen.queryByRole('heading', { name: 'E-Rechnung' })).not.toBeInTheDocument();
});

test('Leitweg-ID: a wrong check number is refused at the field; a valid one is saved', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get(`${API}user/erechnung`, () =>
      HttpResponse.json({ formate: ['xrechnung', 'zugferd'], leitwegId: null, email: null }),
    ),
    http.put(`${API}user/erechnung`, async ({ request }) => {
      const body = (await request.json()) as { leitwegId: string; email: string };
      sent.push(body);
      return HttpResponse.json({
        formate: ['xrechnung', 'zugferd'],
        leitwegId: body.leitwegId.toUpperCase(),
        email: body.email,
      });
    }),
  );
  const user = await openPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'E-Rechnung' })).toBeInTheDocument();
  const field = screen.getByRole('textbox', { name: /Leitweg-ID/ });
  await user.type(field, '991-33333TEST-34');
  await user.click(screen.getByRole('button', { name: 'E-Rechnungs-Angaben speichern' }));
  expect(
    await screen.findAllByText('Die Prüfziffer der Leitweg-ID stimmt nicht. Bitte prüfen Sie die Angabe.'),
  ).not.toHaveLength(0);
  expect(sent).toEqual([]);
  await user.clear(field);
  await user.type(field, '991-33333TEST-33');
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse für E-Rechnungen/ }), 'e-rechnung@example.de');
  await user.click(screen.getByRole('button', { name: 'E-Rechnungs-Angaben speichern' }));
  expect(await screen.findByText(/Ihre E-Rechnungs-Angaben sind gespeichert/)).toBeInTheDocument();
  expect(sent).toEqual([{ leitwegId: '991-33333TEST-33', email: 'e-rechnung@example.de' }]);
});
