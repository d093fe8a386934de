import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../test/jest/render';
import { hrefFor } from '../../config/paths';
import { API } from '../vertraege/test/state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('public cancellation: asks only what is needed, reason only if extraordinary, then the declaration', async () => {
  let sent: Record<string, unknown> | null = null;
  server.use(
    http.post(`${API}kuendigung`, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({
        id: 'K-2026-000001',
        eingangAm: '2026-03-02T08:15:00Z', // 09:15 in Berlin (winter time)
        beendigungZum: '2026-03-16',
        art: 'ausserordentlich',
        vertragsnummer: 'V-1',
        kundennummer: '1000003',
        email: 'a@b.de',
        pdfToken: 'geheim-123',
      });
    }),
    // the PDF opens only with the token of the answer
    http.get(`${API}kuendigung/:id/pdf`, ({ params, request }) =>
      params.id === 'K-2026-000001' && new URL(request.url).searchParams.get('token') === 'geheim-123'
        ? new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
            headers: { 'Content-Type': 'application/pdf' },
          })
        : HttpResponse.json({ message: 'Kündigung nicht gefunden.' }, { status: 404 }),
    ),
  );
  const clicked: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const user = userEvent.setup();
  renderApp(hrefFor('kuendigen'));
  await screen.findByRole('heading', { level: 1, name: 'Verträge hier kündigen' });
  expect(screen.queryByRole('textbox', { name: /^Grund/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /^Außerordentliche \(fristlose\) Kündigung/ }));
  await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Schmidt');
  await user.type(screen.getByRole('textbox', { name: /^Kundennummer/ }), '1000003');
  await user.type(screen.getByRole('textbox', { name: /^Vertragsnummer/ }), 'V-1');
  await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'a@b.de');
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeInTheDocument();
  expect(sent).toBeNull();
  await user.type(screen.getByRole('textbox', { name: /^Grund/ }), 'Umzug ins Ausland');
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  const done = await screen.findByRole('heading', { name: 'Ihre Kündigung ist bei uns eingegangen' });
  expect(done).toHaveFocus();
  expect(sent).toEqual({
    art: 'ausserordentlich',
    grund: 'Umzug ins Ausland',
    umzugsdatum: '',
    rufnummerMitnehmen: false,
    vorname: 'Anna',
    nachname: 'Schmidt',
    firma: '',
    kundennummer: '1000003',
    vertragsnummer: 'V-1',
    zeitpunkt: 'naechstmoeglich',
    wunschtermin: '',
    email: 'a@b.de',
  });
  expect(screen.getByText('02.03.2026 09:15 Uhr')).toBeInTheDocument();
  expect(screen.getByText('16.03.2026')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Eingangsbestätigung herunterladen (PDF)' }));
  await waitFor(() => expect(clicked).toEqual(['Kuendigungsbestaetigung_K-2026-000001.pdf']));
  jest.restoreAllMocks();
});

/** The public form against a backend that only counts what it receives. */
async function openCountingPosts() {
  let count = 0;
  server.use(
    http.post(`${API}kuendigung`, () => {
      count += 1;
      return HttpResponse.json({});
    }),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('kuendigen'));
  await screen.findByRole('heading', { level: 1, name: 'Verträge hier kündigen' });
  return { user, sent: () => count };
}

const NEUTRAL =
  'Wir konnten Ihre Angaben keinem Vertrag zuordnen und haben keine Kündigung aufgenommen. Bitte prüfen Sie Kundennummer, Vertragsnummer sowie Vor- und Nachnamen des Vertragsinhabers.';

test('a company alone is not enough: first and last name of the holder are asked for, nothing sent', async () => {
  const { sent, user } = await openCountingPosts();
  expect(screen.getByText(/Vor- und Nachnamen des Vertragsinhabers/)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /^Firma/ }), 'Holzbau GmbH');
  await user.type(screen.getByRole('textbox', { name: /^Kundennummer/ }), '12345');
  await user.type(screen.getByRole('textbox', { name: /^Vertragsnummer/ }), 'V-9');
  await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'x@y.de');
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' });
  expect(screen.getByRole('textbox', { name: /^Vorname/ })).toBeRequired();
  expect(screen.getByRole('textbox', { name: /^Nachname/ })).toHaveAttribute('aria-invalid', 'true');
  expect(sent()).toBe(0);
});

test('the neutral refusal of a name that does not match is shown and the input kept', async () => {
  server.use(
    http.post(`${API}kuendigung`, () =>
      HttpResponse.json({ code: 'NICHT_ZUZUORDNEN', message: NEUTRAL }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('kuendigen'));
  await screen.findByRole('heading', { level: 1, name: 'Verträge hier kündigen' });
  await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Max');
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Mustermann');
  await user.type(screen.getByRole('textbox', { name: /^Kundennummer/ }), '12345');
  await user.type(screen.getByRole('textbox', { name: /^Vertragsnummer/ }), 'V-9');
  await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'x@y.de');
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ihre Kündigung ist bei uns eingegangen' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Vertragsnummer/ })).toHaveValue('V-9');
});

test.each([
  ['10 kB', 'x'.repeat(10 * 1024), 'Bitte geben Sie höchstens 1000 Zeichen ein.'],
  ['NUL', 'Umzug\u0000', 'Die Eingabe enthält unsichtbare Steuer- oder Richtungszeichen. Bitte geben Sie sie neu ein.'],
  [
    'RTL override',
    'Umzug\u202Eredo',
    'Die Eingabe enthält unsichtbare Steuer- oder Richtungszeichen. Bitte geben Sie sie neu ein.',
  ],
  ['HTML', '<img src=x onerror=alert(1)>', 'Die Zeichen < und > sind hier nicht erlaubt.'],
  ['emoji', 'Umzug 😀', 'Bitte verwenden Sie hier keine Emojis oder Bildzeichen.'],
])('bad input in the reason (%s): an error at the field, nothing sent', async (_what, value, message) => {
  const { sent, user } = await openCountingPosts();
  await user.click(screen.getByRole('radio', { name: /^Außerordentliche \(fristlose\) Kündigung/ }));
  const grund = screen.getByRole('textbox', { name: /^Grund/ });
  // typed or pasted: the field keeps what arrives (a paste past maxLength is cut by the browser, not here)
  grund.removeAttribute('maxLength');
  await user.click(grund);
  await user.paste(value);
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' });
  expect(grund).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(sent()).toBe(0);
});
