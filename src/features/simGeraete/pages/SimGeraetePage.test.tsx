import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../../test/jest/render';
import { vertrag } from '../../../../test/jest/fixtures';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../../vertraege/test/state';
import { PIN_PUK_SHOWN_MS } from '../components/PinPukAnzeige';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

const state = customerState({
  contracts: [vertrag({ contractId: 'V-9', category: 'mobilfunk', name: 'Mobilfunk Allnet M' })],
});
const sim = {
  id: 'V-9-S1',
  art: 'sim',
  status: 'aktiv',
  iccidEnde: '4711',
  geraet: 'Pixel 8',
  rufnummer: '0151 1234567',
  multiSim: false,
  sperre: null,
  uebertragungAb: null,
  profilErstelltAm: null,
};
const sims = http.get(`${API}vertrag/V-9/sims`, () =>
  HttpResponse.json({
    stand: '2026-12-14T08:00:00Z',
    benachrichtigungAn: 'a@example.org',
    lieferadresse: 'Hauptstraße 1, 99084 Erfurt',
    ersatzSimPreis: 14.95,
    portierung: { codeGueltigBis: null, moeglichAb: null },
    rufnummernsperre: { aktiv: false, aufhebungAb: null },
    // an unreadable SIM is left out, the page still shows the others
    sims: [sim, { art: 'esim' }],
  }),
);
const page = hrefFor('simGeraete', { id: 'V-9' });

test('a backend without the calls: the page explains instead of failing', async () => {
  server.use(http.get(`${API}vertrag/V-9/sims`, () => HttpResponse.json({ message: 'x' }, { status: 501 })));
  renderApp(page, { preloadedState: state });
  expect(await screen.findByText(/derzeit nicht im Portal verwalten/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'SIM sperren' })).not.toBeInTheDocument();
});

test('PIN and PUK: the password first (the server asks), shown for 60 s, never in the store', async () => {
  let asked = 0;
  let confirmed = false;
  server.use(
    sims,
    http.post(`${API}vertrag/V-9/sims/V-9-S1/pin-puk`, () => {
      asked += 1;
      return confirmed
        ? HttpResponse.json({ pin: '8642', puk: '97531086' })
        : HttpResponse.json(
            { code: 'ZWEITER_FAKTOR', verfahren: 'passwort', message: 'Bitte bestätigen Sie.' },
            { status: 403 },
          );
    }),
    http.post(`${API}user/passwort-bestaetigen`, async ({ request }) => {
      const { passwort } = (await request.json()) as { passwort: string };
      if (passwort !== 'Demo-2026!')
        return HttpResponse.json({ message: 'Das Passwort ist nicht korrekt.' }, { status: 400 });
      confirmed = true;
      return HttpResponse.json({ gueltigBis: '2026-12-14T08:05:00Z' });
    }),
  );
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const { store } = renderApp(page, { preloadedState: state });
  const card = await screen.findByRole('region', { name: 'SIM-Karte – Pixel 8' });
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  await user.click(within(card).getByRole('button', { name: 'PIN und PUK anzeigen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Aktion bestätigen' });
  await user.type(within(dialog).getByLabelText(/^Passwort( \*)?$/), 'falsch');
  await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  expect(await within(dialog).findAllByText('Das Passwort ist nicht korrekt.')).not.toHaveLength(0);
  await user.clear(within(dialog).getByLabelText(/^Passwort( \*)?$/));
  await user.type(within(dialog).getByLabelText(/^Passwort( \*)?$/), 'Demo-2026!');
  // performance stays real: the form kit reads its User Timing marks
  jest.useFakeTimers({ advanceTimers: true, doNotFake: ['performance'] });
  await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  expect(await within(card).findByText('8642')).toBeVisible();
  expect(asked).toBe(2);
  const stored = JSON.stringify(store.getState());
  expect(stored).not.toContain('8642');
  expect(stored).not.toContain('97531086');
  expect(stored).not.toContain('Demo-2026!');

  await act(async () => {
    jest.advanceTimersByTime(PIN_PUK_SHOWN_MS);
  });
  expect(within(card).queryByText('8642')).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'PIN und PUK anzeigen' })).toBeVisible();
});

test('blocking: the reason is required, then a dated receipt', async () => {
  let sent: unknown = null;
  server.use(
    sims,
    http.post(`${API}vertrag/V-9/sims/V-9-S1/sperre`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({
        beleg: {
          belegnummer: 'SP-1-0001',
          am: '2026-12-14T08:00:00Z',
          grund: 'verloren',
          iccidEnde: '4711',
          rufnummer: '0151 1234567',
        },
        sim: { ...sim, status: 'gesperrt' },
      });
    }),
  );
  const user = userEvent.setup();
  renderApp(page, { preloadedState: state });
  const card = await screen.findByRole('region', { name: 'SIM-Karte – Pixel 8' });
  await user.click(within(card).getByRole('button', { name: 'SIM sperren' }));
  const dialog = await screen.findByRole('dialog', { name: 'SIM-Karte sperren' });
  await user.click(within(dialog).getByRole('button', { name: 'SIM jetzt sperren' }));
  expect((await within(dialog).findAllByText('Bitte wählen Sie den Grund der Sperre.')).length).toBeGreaterThan(0);
  expect(sent).toBeNull();
  await user.click(within(dialog).getByRole('radio', { name: 'verloren' }));
  await user.click(within(dialog).getByRole('button', { name: 'SIM jetzt sperren' }));
  expect(await within(card).findByText(/Bestätigung Nr\. SP-1-0001 vom 14\.12\.2026 09:00/)).toBeVisible();
  expect(sent).toEqual({ grund: 'verloren' });
});

test('Ersatz-SIM: the paid order says so on its button, names address and price, and is sent once', async () => {
  let orders = 0;
  server.use(
    sims,
    http.post(`${API}vertrag/V-9/sims/V-9-S1/ersatz`, () => {
      orders += 1;
      return HttpResponse.json({
        ergebnis: 'bestellt',
        auftrag: {
          auftragsnummer: 'ES-1-0001',
          bestelltAm: '2026-12-14T08:00:00Z',
          lieferadresse: 'Hauptstraße 1, 99084 Erfurt',
          preis: 14.95,
        },
        sim: { ...sim, status: 'wird_ersetzt' },
      });
    }),
  );
  const user = userEvent.setup();
  renderApp(page, { preloadedState: state });
  const card = await screen.findByRole('region', { name: 'SIM-Karte – Pixel 8' });
  await user.click(within(card).getByRole('button', { name: 'Ersatz-SIM bestellen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ersatz-SIM bestellen' });
  expect(within(dialog).getByText('Hauptstraße 1, 99084 Erfurt')).toBeVisible();
  expect(within(dialog).getByText(/einmalig 14,95\s€/)).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'zahlungspflichtig bestellen' }));
  expect(await within(card).findByText(/Ihre Ersatz-SIM ist bestellt \(Auftrag ES-1-0001/)).toBeVisible();
  expect(orders).toBe(1);
});

test('the porting code (§ 59 TKG) is shown with its validity and never enters the store', async () => {
  server.use(
    sims,
    http.post(`${API}vertrag/V-9/portierungscode`, () =>
      HttpResponse.json({
        ergebnis: 'code',
        portierungscode: {
          code: 'PK-ABCD2345',
          rufnummer: '0151 1234567',
          gueltigBis: '2027-01-13T08:00:00Z',
          erstelltAm: '2026-12-14T08:00:00Z',
        },
      }),
    ),
  );
  const user = userEvent.setup();
  const { store } = renderApp(page, { preloadedState: state });
  const section = await screen.findByRole('region', { name: 'Rufnummer zu einem anderen Anbieter mitnehmen' });
  expect(within(section).getByText(/Der Code gilt 30 Tage/)).toBeVisible();
  await user.click(within(section).getByRole('button', { name: 'Portierungscode anfordern' }));
  expect(await within(section).findByText('PK-ABCD2345')).toBeVisible();
  expect(within(section).getByText('13.01.2027 09:00')).toBeVisible();
  expect(JSON.stringify(store.getState())).not.toContain('PK-ABCD2345');
});
