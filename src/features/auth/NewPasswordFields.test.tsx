import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { renderApp } from '../../../test/jest/render';
import { hrefFor } from '../../config/paths';
import { API, loggedIn } from '../meineDaten/test/setup';
import { checkPassword } from './passwordRules';

// lazily loaded pages and user-event typing take long on a busy 2-core machine
jest.setTimeout(40000);

const server = setupServer(...companionCalls);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WEAK = 'Das Passwort erfüllt noch nicht alle Anforderungen.';
/** lets time pass inside act(): late answers may update the screen meanwhile */
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const ruleTexts = () =>
  within(screen.getByRole('list', { name: 'Anforderungen an das Passwort' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** validate-password answers with the stand-in's rules; the answer for `slow` comes late. */
function validateHandler(slow: string, seen: string[]) {
  return http.post(`${API}user/validate-password`, async ({ request }) => {
    const { pass } = (await request.json()) as { pass: string };
    seen.push(pass);
    await delay(pass === slow ? 900 : 20);
    return HttpResponse.json(checkPassword(pass));
  });
}

async function openPasswortPage() {
  const user = userEvent.setup();
  renderApp(hrefFor('meinedaten.passwort'), { preloadedState: loggedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Passwort ändern' }, { timeout: 20000 });
  return user;
}

describe('NewPasswordFields', () => {
  it('follows the typing: a late answer for an older value never decides, the corrected value is sent', async () => {
    const seen: string[] = [];
    const sent: unknown[] = [];
    server.use(
      validateHandler('Winter2026', seen),
      http.put(`${API}user/password`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    const user = await openPasswortPage();
    await user.type(screen.getByLabelText(/^Bisheriges Passwort\s*\*?$/), 'Demo-2026!');
    await user.type(screen.getByLabelText(/^Neues Passwort\s*\*?$/), 'Winter2026');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen\s*\*?$/), 'Winter2026');
    expect(ruleTexts()).toContain('Ein Sonderzeichen – noch nicht erfüllt');
    // the check of "Winter2026" goes out and is slow to answer …
    await waitFor(() => expect(seen).toContain('Winter2026'));
    // … meanwhile the customer completes the password in both fields
    await user.type(screen.getByLabelText(/^Neues Passwort\s*\*?$/), '!');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen\s*\*?$/), '!');
    await waitFor(() => expect(seen).toContain('Winter2026!'));
    await sleep(1000); // the late answer for "Winter2026" has had its chance
    expect(ruleTexts().every((text) => text?.endsWith('– erfüllt'))).toBe(true);
    expect(screen.queryByText(WEAK)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await screen.findByText('Ihr Passwort wurde geändert. Bitte verwenden Sie ab sofort das neue Passwort.');
    expect(sent).toEqual([{ oldPassword: 'Demo-2026!', newPassword: 'Winter2026!' }]);
  });

  it('never sends a weak password, whatever the server has said before', async () => {
    const seen: string[] = [];
    let puts = 0;
    server.use(
      validateHandler('', seen),
      http.put(`${API}user/password`, () => {
        puts += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const user = await openPasswortPage();
    await user.type(screen.getByLabelText(/^Bisheriges Passwort\s*\*?$/), 'Demo-2026!');
    await user.type(screen.getByLabelText(/^Neues Passwort\s*\*?$/), 'abc');
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen\s*\*?$/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect((await screen.findAllByText(WEAK)).length).toBeGreaterThan(0);
    await sleep(500);
    expect(puts).toBe(0);
  });

  it('shows the rules on the new-password page without a session and checks nothing on the server', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${API}password/token`, () => HttpResponse.json({ valid: true })));
    renderApp(`${hrefFor('newPassword')}?token=t-1`);
    await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }, { timeout: 20000 });
    await screen.findByLabelText(/^Neues Passwort\s*\*?$/);
    expect(ruleTexts()).toHaveLength(5);
    await user.type(screen.getByLabelText(/^Neues Passwort\s*\*?$/), 'Winter2026');
    expect(ruleTexts()).toEqual([
      'Mindestens 10 Zeichen – erfüllt',
      'Ein Großbuchstabe – erfüllt',
      'Ein Kleinbuchstabe – erfüllt',
      'Eine Ziffer – erfüllt',
      'Ein Sonderzeichen – noch nicht erfüllt',
    ]);
    // onUnhandledRequest 'error' would fail the test on any validate-password call
    await sleep(600);
  });
});

// a used link said so only after two passwords were typed
describe('reset link checked before any typing', () => {
  it.each([
    [{ valid: false }, 200, true],
    [{ valid: true }, 200, false],
    [{ message: 'nicht gefunden' }, 404, false],
  ])('answer %p (%p) → "bereits verwendet": %p', async (answer, status, used) => {
    server.use(http.post(`${API}password/token`, () => HttpResponse.json(answer, { status })));
    renderApp(`${hrefFor('newPassword')}?token=t-2`);
    await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }, { timeout: 20000 });
    if (used) {
      expect(await screen.findByText(/wurde bereits verwendet oder ist abgelaufen/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
        'href',
        expect.stringContaining('/forgot-password'),
      );
      expect(screen.queryByLabelText(/^Neues Passwort\s*\*?$/)).not.toBeInTheDocument();
    } else {
      expect(await screen.findByLabelText(/^Neues Passwort\s*\*?$/)).toBeInTheDocument();
    }
  });
});
