import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vertrag } from '../../../../test/jest/fixtures';
import { renderApp } from '../../../../test/jest/render';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../../vertraege/test/state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const state = customerState({
  contracts: [vertrag({ contractId: 'V-9', category: 'mobilfunk', name: 'Mobilfunk Allnet M' })],
});
const schutz = (hinweis80: boolean) => ({
  vertragsId: 'V-9',
  kundentyp: 'privat',
  sperren: [{ art: 'drittanbieter', status: 'aus', seit: null, quittung: null }],
  datenvolumen: {
    verbrauchtMb: 9216,
    inklusivMb: 10240,
    zeitraumBis: '2026-11-30',
    stand: '2026-11-28T08:00:00Z',
    hinweis80,
    bei100: { art: 'drosselung', kbit: 64 },
  },
  // no roaming and no itemised bill in this answer: those parts are left out
});

test('a backend without the call: a short notice instead of an error, no switches', async () => {
  server.use(http.get(`${API}vertrag/V-9/schutz`, () => HttpResponse.json({ message: 'x' }, { status: 404 })));
  renderApp(hrefFor('kostenSchutz', { id: 'V-9' }), { preloadedState: state });
  expect(await screen.findByText(/können Sie diese Einstellungen online noch nicht ändern/)).toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

test('the meter, a failed switch keeps the setting and says why at the switch, then it is saved', async () => {
  const user = userEvent.setup();
  let puts = 0;
  const sent: { headers?: Headers; body?: unknown } = {};
  server.use(
    http.get(`${API}vertrag/V-9/schutz`, () => HttpResponse.json(schutz(true))),
    http.put(`${API}vertrag/V-9/schutz/datenhinweis`, async ({ request }) => {
      puts += 1;
      sent.headers = request.headers;
      sent.body = await request.json();
      return puts === 1
        ? HttpResponse.json({ message: 'Der Hinweis kann gerade nicht geändert werden.' }, { status: 400 })
        : HttpResponse.json(schutz(false));
    }),
  );
  renderApp(hrefFor('kostenSchutz', { id: 'V-9' }), { preloadedState: state });
  expect(await screen.findByText('9 GB von 10 GB verbraucht (90 %)')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Roaming/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Einzelverbindungsnachweis' })).not.toBeInTheDocument();
  const hinweis = screen.getByRole('switch', { name: 'Hinweis bei 80 % des Datenvolumens' });
  expect(hinweis).toBeChecked();

  await user.click(hinweis);
  const section = screen.getByRole('region', { name: 'Datenvolumen' });
  expect(await within(section).findByRole('alert')).toHaveTextContent('Der Hinweis kann gerade nicht geändert werden.');
  expect(hinweis).toBeChecked();

  await user.click(hinweis);
  expect(await screen.findByText('Der Hinweis bei 80 % ist ausgeschaltet.')).toBeInTheDocument();
  // the answer replaces the shown settings (rendered in the background)
  await waitFor(() => expect(screen.getByRole('switch', { name: /Hinweis bei 80 %/ })).not.toBeChecked());
  expect(sent.body).toEqual({ aktiv: false });
  expect(sent.headers?.get('x-kundennummer')).toBeTruthy();
});
