import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vertrag } from '../../../../test/jest/fixtures';
import { renderApp } from '../../../../test/jest/render';
import { hrefFor } from '../../../config/paths';
import { addDays, toServerDate, today } from '../../../lib/dates';
import { API, customerState } from '../../vertraege/test/state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const state = customerState({ contracts: [vertrag({ contractId: 'V-1', category: 'dsl' })] });
const rechnung = (date: string) => ({
  id: 'R-1',
  number: '2026110001',
  date,
  amount: 40,
  status: 'offen',
  positionen: [
    { text: 'VDSL 25000.2 PK (V-1)', amount: 29.99 },
    { text: 'Verbindungen Oktober', amount: 10.01 },
  ],
});
const keine = http.get(`${API}user/beanstandungen`, () => HttpResponse.json({ beanstandungen: [], heute: '' }));

test('lines or the whole invoice, a reason at the field, the deadline; the receipt names status and deadline', async () => {
  const user = userEvent.setup();
  const datum = toServerDate(addDays(today(), -10));
  let body: unknown;
  server.use(
    keine,
    http.get(`${API}user/rechnungen/R-1/positionen`, () => HttpResponse.json(rechnung(datum))),
    http.post(`${API}user/beanstandungen`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        referenz: 'RB-2026-000001',
        rechnungId: 'R-1',
        rechnungsnummer: '2026110001',
        ganz: false,
        positionen: [1],
        betrag: 10.01,
        fristEnde: toServerDate(addDays(today(), 46)),
        eingangAm: new Date().toISOString(),
        abbuchungAusgesetzt: true,
        status: 'eingegangen',
      });
    }),
  );
  renderApp(hrefFor('meineRechte.beanstandung', { id: 'R-1' }), { preloadedState: state });
  expect(
    await screen.findByText(/^Sie können diese Rechnung bis zum \d{2}\.\d{2}\.\d{4} beanstanden/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Beanstandung senden' }));
  expect((await screen.findAllByText('Bitte wählen Sie mindestens einen Posten.')).length).toBeGreaterThan(0);
  expect(
    screen.getAllByText('Bitte beschreiben Sie in mindestens 10 Zeichen, was nicht stimmt.').length,
  ).toBeGreaterThan(0);

  await user.click(screen.getByRole('checkbox', { name: /Verbindungen Oktober/ }));
  expect(screen.getByText(/^Beanstandeter Betrag: 10,01/)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Was stimmt nicht/ }), 'Diese Verbindungen hatte ich nicht.');
  await user.click(screen.getByRole('button', { name: 'Beanstandung senden' }));
  expect(
    await screen.findByText('Ihre Beanstandung ist eingegangen. Vorgangsnummer: RB-2026-000001.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Eingegangen – wir prüfen Ihre Beanstandung')).toBeInTheDocument();
  expect(screen.getByText('Der beanstandete Betrag wird bis zur Entscheidung nicht abgebucht.')).toBeInTheDocument();
  expect(body).toEqual({
    rechnungId: 'R-1',
    ganz: false,
    positionen: [1],
    beschreibung: 'Diese Verbindungen hatte ich nicht.',
  });
});

test('after eight weeks no form; a backend without the call explains how else to dispute', async () => {
  server.use(
    keine,
    http.get(`${API}user/rechnungen/R-1/positionen`, () =>
      HttpResponse.json(rechnung(toServerDate(addDays(today(), -57)))),
    ),
  );
  const { unmount } = renderApp(hrefFor('meineRechte.beanstandung', { id: 'R-1' }), { preloadedState: state });
  expect(await screen.findByText(/Die Frist für eine Beanstandung dieser Rechnung ist am/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Beanstandung senden' })).not.toBeInTheDocument();
  unmount();

  server.use(http.get(`${API}user/rechnungen/R-1/positionen`, () => new HttpResponse(null, { status: 501 })));
  renderApp(hrefFor('meineRechte.beanstandung', { id: 'R-1' }), { preloadedState: state });
  expect(await screen.findByText(/kann hier nicht online beanstandet werden/)).toBeInTheDocument();
});
