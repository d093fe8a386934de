import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../../test/jest/companionCalls';
import { renderApp } from '../../../../test/jest/render';
import { vertrag } from '../../../../test/jest/fixtures';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../../vertraege/test/state';
import type { Vorgang } from '../auftraegeApi';

// the order's „Vertrag widerrufen“ slot asks for the withdrawal list
const server = setupServer(
  http.get(`${API}widerruf`, () => HttpResponse.json({ stand: '', auftraege: [] })),
  ...companionCalls,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (vorgaenge: Vorgang[]) => http.get(`${API}user/vorgaenge`, () => HttpResponse.json({ vorgaenge }));
const state = customerState({ contracts: [vertrag({ contractId: 'V-1', name: 'VDSL 100' })] });

test('lists every request newest first with German time, reference, contract and status', async () => {
  server.use(
    answer([
      {
        referenz: 'A-2026-000123',
        art: 'bestellung',
        bestellart: 'produktwechsel',
        vertragsId: 'V-1',
        produkt: 'TEAG Glasfaser 500',
        zum: '2026-12-07',
        eingangAm: '2026-11-20T08:05:00.000Z',
        status: 'eingegangen',
      },
      {
        referenz: 'K-2026-000001',
        art: 'kuendigung',
        vertragsId: 'V-1',
        zum: '2027-01-31',
        eingangAm: '2026-11-21T23:30:00.000Z',
        status: 'in_bearbeitung',
      },
    ]),
  );
  renderApp(hrefFor('auftraege'), { preloadedState: state });
  const list = await screen.findByRole('list', { name: 'Ihre Aufträge' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Kündigung',
    'Tarifwechsel',
  ]);
  // 23:30 UTC is already the next day in Berlin
  expect(within(items[0]).getByText('22.11.2026 00:30 Uhr')).toBeInTheDocument();
  expect(within(items[0]).getByText('Vertragsende zum')).toBeInTheDocument();
  expect(within(items[0]).getByText('31.01.2027')).toBeInTheDocument();
  expect(within(items[0]).getByText('Status: In Bearbeitung')).toBeInTheDocument();
  expect(within(items[1]).getByText('A-2026-000123')).toBeInTheDocument();
  expect(within(items[1]).getByText('VDSL 100 (V-1)')).toBeInTheDocument();
  expect(within(items[1]).getByText('Status: Eingegangen')).toBeInTheDocument();
  expect(screen.getByText('2 Aufträge')).toBeInTheDocument();
});

test('says so when nothing was sent yet and links to the contracts', async () => {
  server.use(answer([]));
  renderApp(hrefFor('auftraege'), { preloadedState: state });
  expect(await screen.findByText('Sie haben über das Kundenportal noch keine Aufträge gesendet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zu meinen Verträgen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Meine Aufträge', current: 'page' })).toBeInTheDocument();
});

test('a failing call shows our German text (never a 5xx body) with a retry', async () => {
  server.use(
    http.get(`${API}user/vorgaenge`, () =>
      HttpResponse.json({ message: 'java.lang.IllegalStateException: pool exhausted' }, { status: 500 }),
    ),
  );
  renderApp(hrefFor('auftraege'), { preloadedState: state });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Das hat leider nicht geklappt. Bitte versuchen Sie es später erneut.');
  expect(alert).not.toHaveTextContent('java.lang');
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});
