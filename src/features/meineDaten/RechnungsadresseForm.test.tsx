import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { renderApp } from '../../../test/jest/render';
import { kundendaten } from '../../../test/jest/fixtures';
import { hrefFor } from '../../config/paths';
import { API, loggedIn } from './test/setup';

const server = setupServer(...companionCalls);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openPage(k = kundendaten()) {
  const user = userEvent.setup();
  const view = renderApp(hrefFor('meinedaten.rechnungsadresse'), { preloadedState: loggedIn({ kundendaten: k }) });
  await screen.findByRole('heading', { level: 1, name: 'Rechnungsadresse' });
  return { user, ...view };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('Rechnungsadresse', () => {
  it('lists every missing field in the error summary and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.put(`${API}user/rechnungsadresse`, () => {
        calls += 1;
        return HttpResponse.json(kundendaten());
      }),
    );
    const { user } = await openPage();
    for (const name of [/^Vorname/, /^Nachname/, /^Straße/, /^Hausnummer/, /^Postleitzahl/, /^Ort/])
      await user.clear(field(name));
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));

    const summary = await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' });
    const list = within(summary.closest('div[tabindex="-1"]') as HTMLElement);
    for (const label of ['Vorname', 'Nachname', 'Straße', 'Hausnummer', 'Postleitzahl', 'Ort']) {
      expect(list.getByRole('link', { name: `${label}: Bitte füllen Sie dieses Feld aus.` })).toBeInTheDocument();
    }
    expect(field(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
    // the summary takes the focus after the frame that shows it
    await waitFor(() => expect(summary.closest('div[tabindex="-1"]')).toHaveFocus());
  });

  it('leaves the focus in a field the customer clicked into right after the failed submit', async () => {
    const { user } = await openPage();
    await user.clear(field(/^Ort/));
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    await user.click(field(/^Ort/));
    await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field(/^Ort/)).toHaveFocus();
  });

  it('accepts only five-digit postcodes', async () => {
    const { user } = await openPage();
    await user.clear(field(/^Postleitzahl/));
    await user.type(field(/^Postleitzahl/), '9908');
    await user.tab();
    expect(await screen.findByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).toBeInTheDocument();
    await user.type(field(/^Postleitzahl/), '6');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).not.toBeInTheDocument(),
    );
  });

  it('requires the company for "Firma", and names only for a person', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.put(`${API}user/rechnungsadresse`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(kundendaten({ ...(sent as object) }));
      }),
    );
    const { user } = await openPage();
    expect(screen.queryByRole('textbox', { name: /^Firma/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Anrede/ }), 'Firma');
    await user.clear(field(/^Vorname Ansprechpartner/));
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(await screen.findByRole('link', { name: 'Firma: Bitte füllen Sie dieses Feld aus.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Vorname/ })).not.toBeInTheDocument();

    await user.type(field(/^Firma/), 'Schmidt Bau GmbH');
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(await screen.findByText('Ihre Rechnungsadresse wurde gespeichert.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      invoiceSalutation: 'Firma',
      invoiceCompany: 'Schmidt Bau GmbH',
      invoiceFirstname: '',
      invoiceLastname: 'Schmidt',
      invoiceZipcode: '99084',
    });
  });

  it('shows the server’s 400 message and keeps the input', async () => {
    server.use(
      http.put(`${API}user/rechnungsadresse`, () =>
        HttpResponse.json({ message: 'Diese Straße gibt es in 99084 Erfurt nicht.' }, { status: 400 }),
      ),
    );
    const { user, store } = await openPage();
    await user.clear(field(/^Straße/));
    await user.type(field(/^Straße/), 'Gibtsnichtweg');
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes('Diese Straße gibt es in 99084 Erfurt nicht.')),
      ).toBe(true),
    );
    expect(field(/^Straße/)).toHaveValue('Gibtsnichtweg');
    expect(store.getState().session.kundendaten?.invoiceStreet).toBe('Bahnhofstraße');
  });

  it('puts the saved customer data into the session', async () => {
    server.use(
      http.put(`${API}user/rechnungsadresse`, async ({ request }) =>
        HttpResponse.json(kundendaten({ ...((await request.json()) as object) })),
      ),
    );
    const { user, store } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Titel/ }), 'Dr.');
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    await screen.findByText('Ihre Rechnungsadresse wurde gespeichert.');
    expect(store.getState().session.kundendaten?.invoiceTitle).toBe('Dr.');
  });
});
