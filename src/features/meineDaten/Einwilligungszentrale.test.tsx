import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../test/jest/render';
import { hrefFor } from '../../config/paths';
import { consentChosen } from '../session/sessionSlice';
import { API, loggedIn } from './test/setup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Key = 'email' | 'telefon' | 'sms' | 'post' | 'verkehrsdaten' | 'vertragsdaten';

/** An in-memory consent centre answering like the stand-in. */
function centre() {
  const state = {
    einwilligungen: {
      email: true,
      telefon: false,
      sms: false,
      post: false,
      verkehrsdaten: false,
      vertragsdaten: true,
    },
    verlauf: [{ zeitpunkt: '2024-03-12T09:41:00.000Z', einwilligung: 'email', erteilt: true, quelle: 'telefon' }],
  };
  const bodies: unknown[] = [];
  const set = (key: Key, value: boolean, zeitpunkt: string) => {
    if (state.einwilligungen[key] === value) return;
    state.einwilligungen[key] = value;
    state.verlauf.unshift({ zeitpunkt, einwilligung: key, erteilt: value, quelle: 'portal' });
  };
  server.use(
    http.get(`${API}user/einwilligungszentrale`, () => HttpResponse.json(state)),
    http.put(`${API}user/einwilligungszentrale`, async ({ request }) => {
      const body = (await request.json()) as { einwilligung: Key; erteilt: boolean };
      bodies.push(body);
      set(body.einwilligung, body.erteilt, '2026-05-04T08:00:00.000Z');
      return HttpResponse.json(state);
    }),
    http.post(`${API}user/einwilligungszentrale/widerspruch`, () => {
      for (const key of ['email', 'telefon', 'sms', 'post', 'verkehrsdaten', 'vertragsdaten'] as const)
        set(key, false, '2026-05-04T08:05:00.000Z');
      return HttpResponse.json(state);
    }),
  );
  return { state, bodies };
}

async function openPage() {
  const user = userEvent.setup();
  const { store } = renderApp(hrefFor('meinedaten.einwilligungen'), { preloadedState: loggedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Einwilligungen' });
  return Object.assign(user, { store });
}

const consent = (name: string) => screen.getByRole('switch', { name });

describe('Einwilligungen (consent centre)', () => {
  it('saves one switch at a click and lists the change in the history with its date', async () => {
    const { bodies } = centre();
    const user = await openPage();
    const sms = await screen.findByRole('switch', { name: 'Werbung per SMS' });
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await screen.findByText('Werbung per SMS ist jetzt erlaubt.');
    expect(bodies).toEqual([{ einwilligung: 'sms', erteilt: true }]);
    await waitFor(() => expect(consent('Werbung per SMS')).toBeChecked());
    const history = within(screen.getByRole('table', { name: 'Verlauf Ihrer Einwilligungen' }));
    expect(history.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Datum',
      'Einwilligung',
      'Änderung',
      'Über',
    ]);
    const rows = history.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/04\.05\.2026.*Werbung per SMS.*erteilt.*Kundenportal/);
    expect(rows[2]).toHaveTextContent(/12\.03\.2024.*Werbung per E-Mail.*erteilt.*Telefon/);
  });

  it('„Allem widersprechen“ turns every consent off and raises the objection in one click', async () => {
    centre();
    const user = await openPage();
    act(() => {
      user.store.dispatch(consentChosen({ statistik: true, marketing: true }));
    });
    await user.click(await screen.findByRole('button', { name: 'Allem widersprechen' }));
    await screen.findByText(/Sie haben allen Einwilligungen widersprochen/);
    await waitFor(() => expect(consent('Werbung per E-Mail')).not.toBeChecked());
    for (const name of ['Werbung per E-Mail', 'Werbung per Telefon', 'Werbung per SMS', 'Werbung per Post'])
      expect(consent(name)).not.toBeChecked();
    expect(consent('Verkehrsdaten für passende Angebote nutzen')).not.toBeChecked();
    expect(consent('Vertragsdaten für Werbung nutzen')).not.toBeChecked();
    expect(consent('Statistik-Cookies')).not.toBeChecked();
    expect(user.store.getState().session.consent).toEqual({ decided: true, statistik: false, marketing: false });
    const history = screen.getByRole('table', { name: 'Verlauf Ihrer Einwilligungen' });
    expect(history).toHaveTextContent(/Vertragsdaten für Werbung \(Art\. 21 DSGVO\)\s*Widerspruch eingelegt/);
    expect(history).toHaveTextContent(/Werbung per E-Mail\s*widerrufen/);
  });

  it('holds the portal’s own cookie consent, the same choice as the footer’s dialog', async () => {
    centre();
    const user = await openPage();
    await user.click(await screen.findByRole('switch', { name: 'Statistik-Cookies' }));
    await screen.findByText('Ihre Cookie-Einstellungen sind gespeichert.');
    expect(user.store.getState().session.consent).toEqual({ decided: true, statistik: true, marketing: false });
    expect(consent('Statistik-Cookies')).toBeChecked();
  });

  it('shows a failed change at its switch and keeps the switch as it was', async () => {
    centre();
    server.use(
      http.put(`${API}user/einwilligungszentrale`, () =>
        HttpResponse.json({ message: 'Der Dienst ist gerade nicht erreichbar.' }, { status: 400 }),
      ),
    );
    const user = await openPage();
    await user.click(await screen.findByRole('switch', { name: 'Werbung per Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Dienst ist gerade nicht erreichbar.');
    expect(consent('Werbung per Post')).not.toBeChecked();
    expect(consent('Werbung per Post')).toHaveAccessibleDescription(/Der Dienst ist gerade nicht erreichbar/);
  });

  it('falls back to the e-mail and phone switches when the backend has no consent centre', async () => {
    server.use(http.get(`${API}user/einwilligungszentrale`, () => HttpResponse.json({}, { status: 404 })));
    await openPage();
    expect(await screen.findByRole('button', { name: 'Einwilligungen speichern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allem widersprechen' })).not.toBeInTheDocument();
  });
});
