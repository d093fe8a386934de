import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/jest/render';
import { API, customerState } from '../vertraege/test/state';
import { GlasfaserBenachrichtigung } from './GlasfaserBenachrichtigung';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const URL_V1 = `${API}glasfaser/benachrichtigung/V-1`;

test('planned build-out: one click, a spinner, then the dated receipt', async () => {
  let posts = 0;
  server.use(
    http.get(URL_V1, () =>
      HttpResponse.json({ vertragsId: 'V-1', moeglich: true, angemeldet: false, email: 'a@example.org' }),
    ),
    http.post(URL_V1, () => {
      posts += 1;
      return HttpResponse.json({ id: 'GB-2026-000001', vertragsId: 'V-1', angemeldetAm: '2026-11-28T09:00:00Z' });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<GlasfaserBenachrichtigung contractId="V-1" />, { preloadedState: customerState() });
  await user.click(await screen.findByRole('button', { name: 'Benachrichtigen, sobald verfügbar' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Eingegangen am 28.11.2026 10:00 Uhr, Vorgangsnummer GB-2026-000001',
  );
  expect(posts).toBe(1);
  expect(screen.queryByRole('button', { name: 'Benachrichtigen, sobald verfügbar' })).not.toBeInTheDocument();
});

test.each([
  ['a backend without the call', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
  ['fibre not planned', () => HttpResponse.json({ vertragsId: 'V-1', moeglich: false, angemeldet: false })],
])('%s: nothing shown', async (_name, answer) => {
  server.use(http.get(URL_V1, answer));
  const { container } = renderWithProviders(<GlasfaserBenachrichtigung contractId="V-1" />, {
    preloadedState: customerState(),
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container).toBeEmptyDOMElement();
});
