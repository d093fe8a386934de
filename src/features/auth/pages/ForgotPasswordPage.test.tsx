import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../../test/jest/render';
import { hrefFor } from '../../../config/paths';

const API = 'http://localhost/kundenportal-api/';
const NEUTRAL = /^Wenn die Angaben zu einem Kundenkonto passen, erhalten Sie in Kürze eine E-Mail/;

// lazily loaded pages and user-event typing take long on a busy 2-core machine
jest.setTimeout(40000);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function request(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}password/forget`, async ({ request: req }) => {
      bodies.push(await req.json());
      return answer();
    }),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('forgotPassword'));
  await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen' }, { timeout: 20000 });
  await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'anna@example.org');
  await user.type(screen.getByLabelText(/^Kundennummer/), '1000001');
  await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  return bodies;
}

describe('ForgotPasswordPage', () => {
  it.each([true, false])('answers neutrally for success %s', async (success) => {
    const bodies = await request(() => HttpResponse.json({ success }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(screen.queryByText(/kein Kundenkonto/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'anna@example.org', kundennummer: '1000001' }]);
  });

  it('shows an error (and keeps the input) when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await request(() => new HttpResponse(null, { status: 503 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre Anfrage konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    );
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Kundennummer/)).toHaveValue('1000001');
  });
});
