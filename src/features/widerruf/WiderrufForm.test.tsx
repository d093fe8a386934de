import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/jest/render';
import { API } from '../vertraege/test/state';
import { WiderrufForm } from './WiderrufForm';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NEUTRAL = 'Wir konnten Ihre Angaben keinem Auftrag zuordnen, der noch widerrufen werden kann.';

async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>, vorname: string) {
  await user.type(screen.getByRole('textbox', { name: /^Kundennummer/ }), '1000001');
  await user.type(screen.getByRole('textbox', { name: /^Auftragsschlüssel/ }), 'k7qm 2xhd 9rta');
  await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), vorname);
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Müller');
  await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'quittung@example.org');
  await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }));
  // step 2: nothing is sent before the separate confirmation
  expect(await screen.findByRole('heading', { name: 'Schritt 2 von 2: Widerruf bestätigen' })).toHaveFocus();
}

test('public: two steps, a neutral refusal, „Angaben ändern“ keeps the entries, then the receipt', async () => {
  const sent: Array<{ body: Record<string, string>; key: string | null }> = [];
  server.use(
    http.post(`${API}widerruf/oeffentlich`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push({ body, key: request.headers.get('Idempotency-Key') });
      if (body.vorname !== 'Thomas')
        return HttpResponse.json({ code: 'NICHT_ZUZUORDNEN', message: NEUTRAL }, { status: 400 });
      return HttpResponse.json({
        belegnummer: 'WR-2026-000001',
        auftragsnummer: 'A-2026-000123',
        eingangAm: '2026-11-26T10:07:00.000Z',
        bestelltAm: '2026-11-26T10:00:00.000Z',
        produkt: 'VDSL 50',
        bestellart: 'produktwechsel',
        vertragsId: 'V-100001',
        kundennummer: body.kundennummer,
        vorname: body.vorname,
        nachname: body.nachname,
        email: body.email,
        anHinterlegteAdresseGesendet: true,
      });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<WiderrufForm oeffentlich />);
  await fillAndConfirm(user, 'Falsch');
  expect(sent).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(NEUTRAL);
  await user.click(screen.getByRole('button', { name: 'Angaben ändern' }));
  const vorname = screen.getByRole('textbox', { name: /^Vorname/ });
  expect(screen.getByRole('textbox', { name: /^Auftragsschlüssel/ })).toHaveValue('K7QM-2XHD-9RTA');
  await user.clear(vorname);
  await user.type(vorname, 'Thomas');
  await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }));
  await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }));
  expect(await screen.findByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeInTheDocument();
  expect(screen.getByText('Eingegangen am 26.11.2026 um 11:07 Uhr')).toBeInTheDocument();
  expect(screen.getByText(/Tarifwechsel: VDSL 50 \(Auftrag A-2026-000123\)/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Beleg als PDF' })).toBeEnabled();
  // each declaration carried its own key; the two attempts are two declarations
  expect(sent.map((s) => s.body.vorname)).toEqual(['Falsch', 'Thomas']);
  // the key as printed; the counting order number is never sent
  expect(sent[1].body).toMatchObject({ kundennummer: '1000001', auftragsschluessel: 'K7QM-2XHD-9RTA' });
  expect(sent[1].body).not.toHaveProperty('auftragsnummer');
  expect(sent[0].key).toBeTruthy();
  expect(sent[1].key).not.toBe(sent[0].key);
});

test('public: the key field says where to find it; the order number is no key (error at the field)', async () => {
  const user = userEvent.setup();
  renderWithProviders(<WiderrufForm oeffentlich />);
  const field = screen.getByRole('textbox', { name: /^Auftragsschlüssel/ });
  expect(field).toHaveAccessibleDescription(/Auftragsbestätigung .*„Meine Aufträge“/);
  await user.type(field, 'A-2026-000123');
  await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }));
  expect(field).toHaveAccessibleDescription(/besteht aus 12 Buchstaben und Ziffern/);
  expect(screen.queryByRole('heading', { name: /Schritt 2/ })).not.toBeInTheDocument();
});

test('a repeat: the neutral receipt names neither the first declarer nor this one’s e-mail as its recipient', async () => {
  server.use(
    http.post(`${API}widerruf/oeffentlich`, () =>
      HttpResponse.json({
        belegnummer: 'WR-2026-000001',
        auftragsnummer: 'A-2026-000123',
        eingangAm: '2026-11-26T10:07:00.000Z',
        wiederholt: true,
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<WiderrufForm oeffentlich />);
  await fillAndConfirm(user, 'Thomas');
  await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
  expect(await screen.findByText(/bereits widerrufen/)).toBeInTheDocument();
  expect(screen.queryByText('quittung@example.org')).not.toBeInTheDocument();
});

test('a backend without the call (404): the written way and the hotline instead of an error', async () => {
  server.use(http.post(`${API}widerruf/oeffentlich`, () => HttpResponse.json({ message: 'x' }, { status: 404 })));
  const user = userEvent.setup();
  renderWithProviders(<WiderrufForm oeffentlich />);
  await fillAndConfirm(user, 'Thomas');
  await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
  expect(await screen.findByText(/Muster-Widerrufsformular .* Hotline 0361 6520 1000/)).toBeInTheDocument();
});
