import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { makeStore } from '../../app/store';
import { i18n } from '../../i18n';
import { renderApp } from '../../../test/jest/render';
import { kundendaten, loginResponse } from '../../../test/jest/fixtures';
import { startApp } from './startup';

const server = setupServer(...companionCalls);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const messages = http.get('http://localhost/bx-i18n-api/v1/lang/de', () =>
  HttpResponse.json({ common: { layout: { logout: 'Abmelden' } } }),
);

function currentUser(status: number, body: object = {}) {
  return http.get('http://localhost/kundenportal-api/user/current', () =>
    HttpResponse.json(body as Record<string, unknown>, { status }),
  );
}

async function startedStore() {
  const store = makeStore();
  await store.dispatch(startApp());
  return store;
}

describe('start-up (spec §2)', () => {
  it('loads the current user first and shows the private page', async () => {
    server.use(messages, currentUser(200, { ...loginResponse(), kampagnendaten: null }));
    const store = await startedStore();
    expect(store.getState().session.status).toBe('loggedIn');
    const { router } = renderApp('/private/dashboard/rechnungen/telefonkosten', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Telefonkosten' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/private/dashboard/rechnungen/telefonkosten');
  });

  it('goes to the first-time password change screen when the change is forced', async () => {
    server.use(
      messages,
      currentUser(200, {
        ...loginResponse({ kundendaten: kundendaten({ passwortwechsel_erzwingen: true }) }),
        kampagnendaten: null,
      }),
    );
    const store = await startedStore();
    const { router } = renderApp('/private/dashboard/meine-daten/stammdaten', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/private/d/first_time_password_change'));
  });

  it('goes to login with redir = the pending path when the load fails', async () => {
    server.use(messages, currentUser(401));
    const store = await startedStore();
    const { router } = renderApp('/private/dashboard/vertraege/list?seite=2', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redir')).toBe(
      '/private/dashboard/vertraege/list?seite=2',
    );
    // no session is no failure: login without a warning
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // a session that ended while the tab was closed led to a plain „Anmelden" page without a reason
  it.each([
    ['a session known in this browser, a private page', 'K-1', '/kundenportal/private/dashboard/rechnungen', 'expired'],
    ['no session known (first visit)', null, '/kundenportal/private/dashboard/rechnungen', 'loggedOut'],
    ['a session known, a public page', 'K-1', '/kundenportal/login', 'loggedOut'],
  ])('401 at start-up: %s', async (_name, account, path, status) => {
    if (account) localStorage.setItem('kundenportal.session.account', account);
    window.history.replaceState(null, '', path);
    try {
      server.use(messages, currentUser(401));
      const store = await startedStore();
      expect(store.getState().session.status).toBe(status);
      if (status === 'expired') {
        expect(store.getState().session.expiredRedir).toBe('/private/dashboard/rechnungen');
        // said once: a later visit without a session is a plain login
        expect(localStorage.getItem('kundenportal.session.account')).toBeNull();
      }
    } finally {
      localStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });

  it('says so at login when the session check fails on a server error, and a retry goes on to the target', async () => {
    server.use(messages, currentUser(500));
    const store = await startedStore();
    const { router } = renderApp('/private/dashboard/vertraege/list', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ihre Anmeldung konnte gerade nicht geprüft werden');

    // still failing: the warning stays
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled());
    expect(screen.getByRole('alert')).toBeInTheDocument();

    server.use(currentUser(200, { ...loginResponse(), kampagnendaten: null }));
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/private/dashboard/vertraege/list'));
    expect(store.getState().session.loadError).toBeNull();
  });

  it('keeps an earlier redir', async () => {
    server.use(messages, currentUser(500));
    const store = await startedStore();
    const { router } = renderApp(
      '/private/dashboard/startseite?redir=%2Fprivate%2Fdashboard%2Frechnungen%2Frechnungen',
      { store },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redir')).toBe(
      '/private/dashboard/rechnungen/rechnungen',
    );
  });

  it('shows the start page frame while the user load is pending, other private pages a spinner', async () => {
    let answer: (() => void) | undefined;
    server.use(
      messages,
      http.get('http://localhost/kundenportal-api/user/current', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ...loginResponse(), kampagnendaten: null });
      }),
    );
    const store = makeStore();
    const loading = store.dispatch(startApp());
    renderApp('/private/dashboard/startseite', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Häufig genutzt' })).toBeInTheDocument();
    expect(screen.queryByText(/^Guten (Morgen|Tag|Abend)/)).not.toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    // the answer renders the whole start page: inside act, so React applies it before the assertions
    await act(async () => {
      answer?.();
      await loading;
    });
    expect(await screen.findByText(/^Guten (Morgen|Tag|Abend), Frau Schmidt$/)).toBeInTheDocument();

    const pending = makeStore();
    renderApp('/private/dashboard/rechnungen/telefonkosten', { store: pending });
    expect(await screen.findAllByRole('status')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 1, name: 'Telefonkosten' })).not.toBeInTheDocument();
  });

  it('does not redirect new-password to login', async () => {
    server.use(
      messages,
      currentUser(401),
      http.post('http://localhost/kundenportal-api/password/token', () => HttpResponse.json({ valid: true })),
    );
    const store = await startedStore();
    const { router } = renderApp('/new-password?token=abc', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-password');
  });

  it('merges the server messages over the bundled defaults; a failed call keeps the defaults', async () => {
    server.use(
      http.get('http://localhost/bx-i18n-api/v1/lang/de', ({ request }) => {
        expect(new URL(request.url).searchParams.get('ts')).toMatch(/^\d+$/);
        return HttpResponse.json({ common: { layout: { logout: 'Ausloggen' } } });
      }),
      currentUser(401),
    );
    await startedStore();
    await waitFor(() => expect(i18n.t('layout.logout')).toBe('Ausloggen'));
    expect(i18n.t('layout.mainNav')).toBe('Hauptnavigation');
    i18n.addResourceBundle('de', 'common', { layout: { logout: 'Abmelden' } }, true, true);

    server.use(
      http.get('http://localhost/bx-i18n-api/v1/lang/de', () => HttpResponse.error()),
      currentUser(401),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startedStore();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(i18n.t('layout.logout')).toBe('Abmelden');
    warn.mockRestore();
  });
});

describe('login form', () => {
  it('validates required fields, posts form-encoded without captcha and goes to redir', async () => {
    let body = '';
    let contentType = '';
    server.use(
      messages,
      currentUser(401),
      http.post('http://localhost/kundenportal-api/login', async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        body = await request.text();
        return HttpResponse.json(loginResponse());
      }),
    );
    const store = await startedStore();
    const { router } = renderApp('/login?redir=%2Fprivate%2Fdashboard%2Frechnungen%2Frechnungen', { store });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte prüfen Sie Ihre Eingaben')).toBeInTheDocument();
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.').length).toBeGreaterThanOrEqual(2);

    await user.type(screen.getByLabelText(/Benutzername oder Kundennummer/), ' dsl25 ');
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/private/dashboard/rechnungen/rechnungen'));
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ username: 'dsl25', password: 'Demo-2026!' });
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('shows the server message for wrong credentials and keeps the input', async () => {
    server.use(
      messages,
      currentUser(401),
      http.post('http://localhost/kundenportal-api/login', () =>
        HttpResponse.json({ message: 'Benutzername oder Passwort ist falsch.' }, { status: 400 }),
      ),
    );
    const store = await startedStore();
    renderApp('/login', { store });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Benutzername oder Kundennummer/), 'dsl25');
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Benutzername oder Passwort ist falsch.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Benutzername oder Kundennummer/)).toHaveValue('dsl25');
    expect(store.getState().session.status).not.toBe('loggedIn');
  });

  it('ignores a hostile redir and goes to the dashboard', async () => {
    server.use(
      messages,
      currentUser(401),
      http.post('http://localhost/kundenportal-api/login', () => HttpResponse.json(loginResponse())),
    );
    const store = await startedStore();
    const { router } = renderApp('/login?redir=%2F%2Fevil.example', { store });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Benutzername oder Kundennummer/), 'dsl25');
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'x');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/private/dashboard/startseite'));
  });
});
