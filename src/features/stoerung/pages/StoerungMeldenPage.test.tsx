import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../../test/jest/render';
import { vertrag } from '../../../../test/jest/fixtures';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../../vertraege/test/state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const state = customerState({
  contracts: [
    vertrag({ contractId: 'V-1', category: 'dsl' }),
    vertrag({ contractId: 'V-9', category: 'mobilfunk', name: 'Mobilfunk Allnet M' }),
  ],
});
const dienste = http.get(`${API}vertrag/V-1/dienste`, () =>
  HttpResponse.json({ vertragsId: 'V-1', dienste: ['internet', 'telefon'], offeneStoerung: null }),
);
const ticket = {
  nummer: 'ST-2026-000007',
  vertragsId: 'V-1',
  dienst: 'internet',
  art: 'totalausfall',
  status: 'in_bearbeitung',
  gemeldetAm: '2026-12-14T08:00:00.000Z',
  technikerNoetig: true,
  verpassteTermine: [],
  nachrichten: [],
};

async function answerQuestions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Internet' }));
  await user.click(screen.getByRole('radio', { name: 'Geht gar nicht' }));
  await user.click(screen.getByRole('radio', { name: 'Seit gestern' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Lampen Ihres Routers/ }), 'dsl_aus');
  await user.type(screen.getByRole('textbox', { name: /Möchten Sie noch etwas ergänzen/ }), 'Router neu gestartet');
}

test('only the fixed line is offered (preselected); a failed check keeps the answers and says why in German; then the ticket opens', async () => {
  let checks = 0;
  const sent: { headers?: Headers; body?: unknown } = {};
  server.use(
    dienste,
    http.get(`${API}vertrag/V-1/leitungspruefung`, () => {
      checks += 1;
      return checks === 1
        ? HttpResponse.json({ message: 'boom' }, { status: 503 })
        : HttpResponse.json({ pruefungId: 'LP-1', ergebnis: 'leitungsstoerung', geprueftAm: '2026-12-14T08:00:00Z' });
    }),
    http.post(`${API}vertrag/V-1/stoerung`, async ({ request }) => {
      sent.headers = request.headers;
      sent.body = await request.json();
      return HttpResponse.json({ stand: '2026-12-14T08:00:00Z', stoerung: ticket });
    }),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('stoerung'), { preloadedState: state });
  await answerQuestions(user);
  expect(screen.queryByRole('radiogroup', { name: /Welcher Anschluss/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Leitung prüfen' }));
  expect(
    await screen.findByText(/Die Leitungsprüfung ist gerade nicht möglich\. Ihre Angaben sind erhalten/),
  ).toBeVisible();
  expect(screen.getByRole('radio', { name: 'Seit gestern' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /Möchten Sie noch etwas ergänzen/ })).toHaveValue('Router neu gestartet');

  await user.click(screen.getByRole('button', { name: 'Leitung prüfen' }));
  expect(await screen.findByRole('heading', { name: 'Störung an Ihrer Leitung: Meldung angelegt' })).toHaveFocus();
  expect(screen.getByText(/Ihre Störungsnummer: ST-2026-000007/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Techniker-Termin wählen' })).toHaveAttribute(
    'href',
    expect.stringContaining(hrefFor('stoerung.detail', { nummer: 'ST-2026-000007' })),
  );
  expect(sent.body).toEqual({
    pruefungId: 'LP-1',
    dienst: 'internet',
    art: 'totalausfall',
    seit: 'gestern',
    lampen: 'dsl_aus',
    beschreibung: 'Router neu gestartet',
  });
  expect(sent.headers?.get('X-Kundennummer')).toBeTruthy();
  expect(sent.headers?.get('Idempotency-Key')).toBeTruthy();
});

test('a backend without the calls (404): the page explains the fault line, nothing crashes', async () => {
  server.use(http.get(`${API}vertrag/V-1/dienste`, () => HttpResponse.json({ message: 'x' }, { status: 404 })));
  renderApp(hrefFor('stoerung', {}, { vertrag: 'V-1' }), { preloadedState: state });
  expect(
    await screen.findByText(
      /Die Online-Störungsmeldung ist gerade nicht verfügbar\. Bitte rufen Sie unsere Störungsannahme an: 0800/,
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Leitung prüfen' })).not.toBeInTheDocument();
});

test('an open ticket for the contract: no second report, a link to it', async () => {
  server.use(
    http.get(`${API}vertrag/V-1/dienste`, () =>
      HttpResponse.json({ vertragsId: 'V-1', dienste: ['internet'], offeneStoerung: 'ST-2026-000003' }),
    ),
  );
  renderApp(hrefFor('stoerung'), { preloadedState: state });
  expect(await screen.findByRole('link', { name: 'Zur Störungsmeldung ST-2026-000003' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Leitung prüfen' })).not.toBeInTheDocument();
});
