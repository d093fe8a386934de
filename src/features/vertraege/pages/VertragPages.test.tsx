import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/jest/render';
import { loginResponse, vertrag } from '../../../../test/jest/fixtures';
import { accountLoaded } from '../../session/sessionEvents';
import { createInitialSessionState } from '../../session/sessionSlice';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../test/state';
import { contracts, gatedVorgaenge, useContractsServer } from '../test/server';

const server = useContractsServer();

test('delivery address change: the server’s answer replaces the contract list', async () => {
  let sent: Record<string, unknown> | null = null;
  const answer = [vertrag({ contractId: 'V-1', deliveryStreet: 'Neue Gasse', deliveryZipcode: '07749' })];
  server.use(
    http.put(`${API}vertrag/lieferadresse/V-1`, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(answer);
    }),
  );
  const user = userEvent.setup();
  const { store } = renderApp(hrefFor('vertrag.lieferadresse', { id: 'V-1' }), {
    preloadedState: customerState({ contracts }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Lieferadresse' });
  const street = await screen.findByRole('textbox', { name: /^Straße/ });
  await user.clear(street);
  await user.type(street, 'Neue Gasse');
  await user.click(screen.getByRole('button', { name: 'Lieferadresse speichern' }));
  expect(await screen.findByText('Die Lieferadresse wurde gespeichert.')).toBeInTheDocument();
  expect(sent).toMatchObject({ deliveryStreet: 'Neue Gasse', deliverySalutation: 'Frau' });
  expect(store.getState().contracts.list).toEqual(answer);
  expect(store.getState().contracts.firstContractId).toBe('V-1');
});

test('the side menu lists only the tabs of the product; unknown contracts say so', async () => {
  const user = userEvent.setup();
  renderApp(hrefFor('vertrag.allgemeine-daten', { id: 'V-2' }), { preloadedState: customerState({ contracts }) });
  await screen.findByRole('heading', { level: 1, name: 'Vertragsdaten' });
  // the side menu (wide screens) and the compact menu under the heading (phones; CSS shows one of them)
  const [side, compact] = screen.getAllByRole('navigation', { name: 'Bereiche dieses Vertrags' });
  // the tabs, then the pages of their own a mobile contract lists with them
  const tabs = [
    'Vertragsdaten',
    'Tarif wechseln',
    'Lieferadresse',
    'Vertragswechsel',
    'Vertrag kündigen',
    'SIM & Geräte',
    'Kosten & Schutz',
    'Dokumente',
  ];
  // the menu fills in with the contract, once the running requests have answered
  await within(side).findByRole('link', { name: 'Vertragsdaten' });
  const linksOf = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
  expect(linksOf(side)).toEqual(tabs);
  const choose = within(compact).getByRole('button', { name: /Bereich wählen.*Vertragsdaten/ });
  expect(within(compact).queryAllByRole('link')).toEqual([]);
  await user.click(choose);
  expect(choose).toHaveAttribute('aria-expanded', 'true');
  expect(linksOf(compact)).toEqual(tabs);
  expect(await screen.findByText('Ende der Mindestvertragslaufzeit')).toBeInTheDocument();
});

test('a tab that does not apply shows a note instead of its offer', async () => {
  renderApp(hrefFor('vertrag.router', { id: 'V-2' }), { preloadedState: customerState({ contracts }) });
  expect(await screen.findByText('Dieser Bereich steht für Ihren Vertrag nicht zur Verfügung.')).toBeInTheDocument();
});

test('unknown contract', async () => {
  renderApp(hrefFor('vertrag.allgemeine-daten', { id: 'V-404' }), { preloadedState: customerState({ contracts }) });
  expect(await screen.findByText('Diesen Vertrag haben wir in Ihrem Kundenkonto nicht gefunden.')).toBeInTheDocument();
});

test('router activation validates the MAC and shows the server’s answer', async () => {
  let sent: unknown = null;
  server.use(
    http.post(`${API}vertrag/activate-router`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ success: true, message: 'Der Router wurde aktiviert.' });
    }),
    http.get(`${API}user/current`, () => HttpResponse.json({}, { status: 500 })),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('vertraege.routerAktivieren', { mac: 'zz' }, { vertrag: 'V-1' }), {
    preloadedState: customerState({ contracts }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Router aktivieren' });
  await user.click(screen.getByRole('button', { name: 'Router aktivieren' }));
  expect(
    (await screen.findAllByText('Bitte geben Sie die MAC-Adresse im Format 3C:A6:2F:11:22:33 ein.')).length,
  ).toBeGreaterThan(0);
  const mac = screen.getByRole('textbox', { name: /^MAC-Adresse/ });
  await user.clear(mac);
  await user.type(mac, '3ca62f112233');
  await user.click(screen.getByRole('button', { name: 'Router aktivieren' }));
  expect(await screen.findByText('Der Router wurde aktiviert.')).toBeInTheDocument();
  expect(sent).toEqual({ contractId: 'V-1', mac: '3C:A6:2F:11:22:33' });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Zum Vertrag' })).toBeInTheDocument());
});

test('a running tariff change and a cancellation show as banner and are not offered again', async () => {
  server.use(
    http.get(`${API}user/vorgaenge`, () =>
      HttpResponse.json({
        vorgaenge: [
          {
            referenz: 'K-2026-000001',
            art: 'kuendigung',
            vertragsId: 'V-1',
            zum: '2027-01-31',
            eingangAm: '2026-11-21T10:00:00.000Z',
            status: 'eingegangen',
          },
          {
            referenz: 'A-2026-000123',
            art: 'bestellung',
            bestellart: 'produktwechsel',
            vertragsId: 'V-1',
            produkt: 'VDSL 100',
            eingangAm: '2026-11-20T10:00:00.000Z',
            status: 'eingegangen',
          },
        ],
      }),
    ),
  );
  renderApp(hrefFor('vertrag.allgemeine-daten', { id: 'V-1' }), { preloadedState: customerState({ contracts }) });
  expect(await screen.findByText(/Gekündigt zum 31\.01\.2027/)).toBeInTheDocument();
  expect(
    screen.getByText(/Für diesen Vertrag läuft ein Auftrag vom 20\.11\.2026 11:00 Uhr: Tarifwechsel VDSL 100/),
  ).toBeInTheDocument();
  expect(await screen.findByText('Gekündigt zum')).toBeInTheDocument();
  expect(screen.queryByText('Frühestmögliches Vertragsende bei Kündigung heute')).not.toBeInTheDocument();
  // the side menu (wide screens; the compact menu below the heading is its phone form)
  const [menu] = screen.getAllByRole('navigation', { name: 'Bereiche dieses Vertrags' });
  expect(within(menu).queryByRole('link', { name: 'Vertrag kündigen' })).not.toBeInTheDocument();
});

test('the order tab of a running tariff change explains instead of offering the order again', async () => {
  server.use(
    http.get(`${API}user/vorgaenge`, () =>
      HttpResponse.json({
        vorgaenge: [
          {
            referenz: 'A-2026-000123',
            art: 'bestellung',
            bestellart: 'produktwechsel',
            vertragsId: 'V-1',
            eingangAm: '2026-11-20T10:00:00.000Z',
            status: 'eingegangen',
          },
        ],
      }),
    ),
  );
  renderApp(hrefFor('vertrag.produktwechsel', { id: 'V-1' }), { preloadedState: customerState({ contracts }) });
  expect(await screen.findByText(/Für diesen Vertrag läuft bereits ein Auftrag dieser Art/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Tarife ansehen' })).not.toBeInTheDocument();
});

test('before the session is known a contract’s first tab shows its frame; the contract fills in after the user load', async () => {
  const { store } = renderApp(hrefFor('vertrag.allgemeine-daten', { id: 'V-2' }), {
    preloadedState: { session: createInitialSessionState() },
  });
  await screen.findByRole('heading', { level: 1, name: 'Vertragsdaten' });
  expect(screen.getByText(/wichtigsten Daten dieses Vertrags/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  // the phone's menu names the area but cannot open before the contract's areas are known
  const [side, compact] = screen.getAllByRole('navigation', { name: 'Bereiche dieses Vertrags' });
  expect(within(side).queryAllByRole('link')).toHaveLength(0);
  expect(within(compact).getByRole('button', { name: /Bereich wählen.*Vertragsdaten/ })).toBeDisabled();
  expect(screen.queryByText(/Vertragsnummer V-2/)).not.toBeInTheDocument();

  act(() => {
    store.dispatch(
      accountLoaded({
        source: 'current',
        data: { ...loginResponse({ kundenprodukte: contracts }), kampagnendaten: null },
      }),
    );
  });
  expect(await screen.findByText('Mobilfunk Allnet M · Vertragsnummer V-2')).toBeInTheDocument();
  expect(within(side).getByRole('link', { name: 'Vertragsdaten' })).toHaveAttribute('aria-current', 'page');
  expect(within(compact).getByRole('button', { name: /Bereich wählen.*Vertragsdaten/ })).toBeEnabled();
  expect(screen.queryByText('Wird geladen …')).not.toBeInTheDocument();
});

test('a contract’s page waits for its running requests: banner, menu and data appear together, nothing moves', async () => {
  const vorgaenge = gatedVorgaenge(server);
  renderApp(hrefFor('vertrag.allgemeine-daten', { id: 'V-1' }), { preloadedState: customerState({ contracts }) });
  await waitFor(() => expect(vorgaenge.asked).toBe(true));
  await screen.findByRole('heading', { level: 1, name: 'Vertragsdaten' });
  expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  expect(screen.queryByText(/Vertragsnummer V-1/)).not.toBeInTheDocument();
  const [side] = screen.getAllByRole('navigation', { name: 'Bereiche dieses Vertrags' });
  expect(within(side).queryAllByRole('link')).toHaveLength(0);

  vorgaenge.answer();
  expect(await screen.findByText(/Gekündigt zum 31\.01\.2027/)).toBeInTheDocument();
  expect(screen.getByText(/Vertragsnummer V-1/)).toBeInTheDocument();
  expect(within(side).queryByRole('link', { name: 'Vertrag kündigen' })).not.toBeInTheDocument();
  expect(within(side).getByRole('link', { name: 'Vertragsdaten' })).toBeInTheDocument();
});

test('a contract’s page does not wait longer than VORGAENGE_WAIT_MS for a running-requests answer that hangs', async () => {
  const vorgaenge = gatedVorgaenge(server);
  renderApp(hrefFor('vertrag.allgemeine-daten', { id: 'V-1' }), { preloadedState: customerState({ contracts }) });
  await screen.findByRole('heading', { level: 1, name: 'Vertragsdaten' });
  // shown without the banner after the wait (2 s), every tab offered
  expect(await screen.findByText(/Vertragsnummer V-1/, undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByText(/Gekündigt zum 31\.01\.2027/)).not.toBeInTheDocument();
  // a late answer still adds the banner
  vorgaenge.answer();
  expect(await screen.findByText(/Gekündigt zum 31\.01\.2027/)).toBeInTheDocument();
});

test('a contract’s page when the running requests fail: the contract shows, and the call is not repeated in a loop', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}user/vorgaenge`, () => {
      calls += 1;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  renderApp(hrefFor('vertrag.allgemeine-daten', { id: 'V-1' }), { preloadedState: customerState({ contracts }) });
  expect(await screen.findByText(/Vertragsnummer V-1/)).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  // the layout's call, and at most one more from the content that subscribes once shown
  expect(calls).toBeLessThanOrEqual(3);
  expect(screen.getByText(/Vertragsnummer V-1/)).toBeInTheDocument();
});
