import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/jest/render';
import { API, customerState } from '../vertraege/test/state';
import { WiderrufAktion } from './WiderrufAktion';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// ordered Thursday 26 Nov 2026, 11:00 Berlin: the period ends on Thursday 10 Dec 2026
const BESTELLT = '2026-11-26T10:00:00.000Z';
const liste = (stand: string, beleg: unknown = null) =>
  http.get(`${API}widerruf`, () =>
    HttpResponse.json({
      stand,
      auftraege: [
        { auftragsnummer: 'A-1', vertragsId: 'V-1', bestellart: 'produktwechsel', bestelltAm: BESTELLT, beleg },
      ],
    }),
  );
const show = () =>
  renderWithProviders(<WiderrufAktion auftragsnummer="A-1" bestelltAm={BESTELLT} />, {
    preloadedState: customerState(),
  });

test.each([
  // the backend's now decides (Berlin midnight: 23:00 UTC in winter)
  ['2026-12-10T22:59:00.000Z', true],
  ['2026-12-10T23:00:00.000Z', false],
])('at %s the link is offered: %s', async (stand, offered) => {
  server.use(liste(stand));
  show();
  if (offered) {
    const link = await screen.findByRole('link', { name: 'Vertrag widerrufen: Auftrag A-1' });
    expect(link).toHaveAttribute('href', '/private/dashboard/widerruf?auftrag=A-1');
    expect(screen.getByText('Widerruf möglich bis 10.12.2026, 24:00 Uhr')).toBeInTheDocument();
  } else {
    expect(
      await screen.findByText(
        'Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist von 14 Tagen endete am 10.12.2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  }
});

test('a withdrawn order names the receipt instead of the link', async () => {
  server.use(
    liste('2026-11-27T10:00:00.000Z', {
      belegnummer: 'WR-1',
      auftragsnummer: 'A-1',
      eingangAm: '2026-11-27T09:30:00.000Z',
    }),
  );
  show();
  expect(await screen.findByText('Widerrufen am 27.11.2026 10:30 Uhr (Beleg WR-1)')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});

test('a backend without the calls (404): the written way and the hotline, no link', async () => {
  server.use(http.get(`${API}widerruf`, () => HttpResponse.json({ message: 'Unbekannt' }, { status: 404 })));
  show();
  expect(
    await screen.findByText(/schriftlich mit dem Muster-Widerrufsformular oder über die Hotline/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});
