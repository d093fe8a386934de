import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../test/jest/render';
import { hrefFor } from '../../config/paths';

const API = 'http://localhost/kundenportal-api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Erklärung zur Barrierefreiheit', () => {
  it('has the content of BFSG Anlage 3: service, standard, known gaps, last check, authority', async () => {
    renderApp(hrefFor('barrierefreiheit'));
    await screen.findByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' });
    for (const name of [
      'Für welchen Dienst diese Erklärung gilt',
      'Wie das Kundenportal die Anforderungen erfüllt',
      'Stand der Vereinbarkeit',
      'Erstellung dieser Erklärung',
      'Barriere melden',
      'Marktüberwachungsbehörde',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.1 auf Stufe AA und der europäischen Norm EN 301 549/)).toBeInTheDocument();
    expect(
      screen.getByText(/PDF-Dokumente .* noch nicht mit einem Prüfprogramm für PDF\/UA geprüft/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Letzte Prüfung: \d{2}\.\d{2}\.\d{4}\./)).toBeInTheDocument();
    expect(screen.getByText(/\(MLBF\)/).closest('address')).toHaveTextContent(/39135 Magdeburg/);
  });

  it('the footer link hands over the page; the report is sent with it and answered with a receipt and deadline', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${API}barrierefreiheit/meldung`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          vorgangsnummer: 'BF-2026-000001',
          eingangAm: '2026-05-04T08:00:00.000Z',
          antwortBis: '2026-05-18',
        });
      }),
    );
    const user = userEvent.setup();
    renderApp(hrefFor('hilfe'));
    await screen.findByRole('heading', { level: 1, name: 'Hilfe & Kontakt' });
    const footer = within(screen.getByRole('navigation', { name: 'Rechtliches und Service' }));
    await user.click(footer.getByRole('link', { name: 'Barrierefreiheit' }));
    await screen.findByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' });
    const page = screen.getByRole('textbox', { name: /^Adresse der Seite/ });
    expect(page).toHaveValue('http://localhost/kundenportal/hilfe');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    await screen.findByText('Bitte prüfen Sie Ihre Eingaben');
    expect(sent).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Was hat nicht funktioniert/ }), 'Fokus unsichtbar');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse für unsere Antwort/ }), 'a@example.org');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    const receipt = (await screen.findByText(/BF-2026-000001/)).closest('[role="status"]');
    expect(receipt).toHaveTextContent(/BF-2026-000001.*spätestens bis zum 18\.05\.2026 an a@example\.org/);
    expect(sent).toEqual({
      seitenadresse: 'http://localhost/kundenportal/hilfe',
      beschreibung: 'Fokus unsichtbar',
      email: 'a@example.org',
    });
  });
});
