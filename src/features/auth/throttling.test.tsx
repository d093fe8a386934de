/**
 * Throttled login and password-reset requests (HTTP 429 with Retry-After): the forms tell the customer
 * in German how long to wait, never the server's raw text and never "failed".
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../app/store';
import { renderApp } from '../../../test/jest/render';
import { startApp } from './startup';

const API = 'http://localhost/kundenportal-api';
const server = setupServer(
  http.get(`${API}/user/current`, () => HttpResponse.json({ message: 'Sitzung abgelaufen' }, { status: 401 })),
  http.get('http://localhost/bx-i18n-api/v1/lang/de', () => HttpResponse.json({})),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const throttled = (seconds: string) =>
  HttpResponse.json(
    { message: 'com.example.RateLimitException: too many requests' },
    { status: 429, headers: { 'Retry-After': seconds } },
  );

it('login: 429 shows the German wait message with the minutes of Retry-After', async () => {
  server.use(http.post(`${API}/login`, () => throttled('600')));
  const store = makeStore();
  await store.dispatch(startApp());
  renderApp('/login', { store });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Benutzername oder Kundennummer/), 'dsl25');
  await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'falsch');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(
    await screen.findByText('Zu viele Versuche. Bitte versuchen Sie es in 10 Minuten erneut.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/RateLimitException/)).not.toBeInTheDocument();
}, 60000);

it('forgot password: 429 shows the wait message instead of "failed"', async () => {
  server.use(http.post(`${API}/password/forget`, () => throttled('60')));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/forgot-password', { store: makeStore() });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'anna@example.org');
  await user.type(screen.getByLabelText(/Kundennummer/), '1000001');
  await user.click(screen.getByRole('button', { name: /zurücksetzen|anfordern|senden/i }));
  expect(
    await screen.findByText('Zu viele Versuche. Bitte versuchen Sie es in einer Minute erneut.'),
  ).toBeInTheDocument();
}, 60000);
