import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/jest/render';
import { vertrag } from '../../../../test/jest/fixtures';
import { VORGAENGE_WAIT_MS } from '../../../config/constants';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../test/state';
import { contracts, gatedVorgaenge, useContractsServer } from '../test/server';

const server = useContractsServer();

test('contract list: 45 contracts in pages of 20', async () => {
  const many = Array.from({ length: 45 }, (_, i) => vertrag({ contractId: `V-${i + 1}` }));
  const user = userEvent.setup();
  renderApp(hrefFor('vertraege.list'), { preloadedState: customerState({ contracts: many }) });
  const table = await screen.findByRole('table', { name: 'Ihre Verträge' }, { timeout: 5000 });
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  await user.click(
    within(screen.getByRole('navigation', { name: 'Seiten der Vertragsliste' })).getByRole('button', {
      name: /Seite 3$/,
    }),
  );
  expect(await screen.findByText(/Verträge 41 bis 45 von 45/)).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Ihre Verträge' })).getAllByRole('row')).toHaveLength(6);
});

test('contract list: the rows wait for the running requests; a cancelled contract is not offered cancellation', async () => {
  const vorgaenge = gatedVorgaenge(server);
  renderApp(hrefFor('vertraege.list'), { preloadedState: customerState({ contracts }) });
  await waitFor(() => expect(vorgaenge.asked).toBe(true));
  expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  vorgaenge.answer();
  const table = await screen.findByRole('table', { name: 'Ihre Verträge' });
  expect(within(table).queryByRole('link', { name: /^Kündigen.*V-1/ })).not.toBeInTheDocument();
  expect(within(table).getByRole('link', { name: /^Kündigen.*V-2/ })).toHaveAttribute(
    'href',
    expect.stringContaining(hrefFor('vertrag.kuendigung', { id: 'V-2' })),
  );
});

test('contract list: when the running requests cannot be read, the rows show with every action', async () => {
  server.use(http.get(`${API}user/vorgaenge`, () => HttpResponse.json({}, { status: 500 })));
  renderApp(hrefFor('vertraege.list'), { preloadedState: customerState({ contracts }) });
  const table = await screen.findByRole('table', { name: 'Ihre Verträge' });
  expect(within(table).getByRole('link', { name: /^Kündigen.*V-1/ })).toBeInTheDocument();
});

test('once the running requests have answered, the wait ends: no late re-render of the list after VORGAENGE_WAIT_MS', async () => {
  const set = jest.spyOn(window, 'setTimeout');
  const clear = jest.spyOn(window, 'clearTimeout');
  try {
    renderApp(hrefFor('vertraege.list'), { preloadedState: customerState({ contracts }) });
    await screen.findByRole('table', { name: 'Ihre Verträge' });
    const waits = set.mock.calls.flatMap(([, ms], i) => (ms === VORGAENGE_WAIT_MS ? [set.mock.results[i].value] : []));
    expect(waits.length).toBeGreaterThan(0);
    for (const timer of waits) expect(clear).toHaveBeenCalledWith(timer);
  } finally {
    set.mockRestore();
    clear.mockRestore();
  }
});
