import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../../test/jest/render';
import { API } from '../../vertraege/test/state';
import { PasskeySection } from './PasskeySection';

const LAPTOP = { id: 'pk-1', name: 'Laptop', erstelltAm: '2026-11-20T09:00:00.000Z', zuletztVerwendetAm: null };
const view = (passkeys: (typeof LAPTOP)[]) => ({
  passkeys,
  zweiFaktor: { aktiv: false, modus: null, backupCodesUebrig: 0 },
});

// the section asks whether adding one needs a code (the step-up rule reads the settings)
const server = setupServer(http.get(`${API}user/sicherheit`, () => HttpResponse.json(view([LAPTOP]))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records the writes to the passkey; answers like the stand-in. */
function recordWrites() {
  const writes: string[] = [];
  server.use(
    http.delete(`${API}user/passkeys/:id`, ({ params }) => {
      writes.push(`DELETE ${params.id}`);
      return HttpResponse.json(view([]));
    }),
    http.put(`${API}user/passkeys/:id`, async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      writes.push(`PUT ${params.id} ${name}`);
      return HttpResponse.json(view([{ ...LAPTOP, name }]));
    }),
  );
  return writes;
}

test('deleting asks first in a dialog naming the passkey; „Abbrechen“ keeps it, „Passkey löschen“ deletes it', async () => {
  const writes = recordWrites();
  const user = userEvent.setup();
  renderWithProviders(<PasskeySection passkeys={[LAPTOP]} />);

  await user.click(screen.getByRole('button', { name: 'Passkey „Laptop“ löschen' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Passkey „Laptop“ löschen?' });
  expect(dialog).toHaveAccessibleDescription(/nicht mehr anmelden/);
  // the safe choice has the focus: Enter never deletes by accident
  expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(writes).toEqual([]);
  expect(screen.getByText('Laptop')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Passkey „Laptop“ löschen' }));
  const again = await screen.findByRole('alertdialog', { name: 'Passkey „Laptop“ löschen?' });
  await user.click(within(again).getByRole('button', { name: 'Passkey löschen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Der Passkey „Laptop“ wurde gelöscht.');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(writes).toEqual(['DELETE pk-1']);
});

test('a failed delete closes the question and says so; the passkey stays', async () => {
  server.use(http.delete(`${API}user/passkeys/:id`, () => HttpResponse.json({}, { status: 500 })));
  const user = userEvent.setup();
  renderWithProviders(<PasskeySection passkeys={[LAPTOP]} />);
  await user.click(screen.getByRole('button', { name: 'Passkey „Laptop“ löschen' }));
  await user.click(await screen.findByRole('button', { name: 'Passkey löschen' }));
  expect(await screen.findByText('Der Passkey konnte nicht gelöscht werden.', { exact: false })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByText('Laptop')).toBeInTheDocument();
});

test('renaming is a form: „Abbrechen“ keeps the name and sends nothing, „Speichern“ renames', async () => {
  const writes = recordWrites();
  const user = userEvent.setup();
  renderWithProviders(<PasskeySection passkeys={[LAPTOP]} />);

  await user.click(screen.getByRole('button', { name: 'Passkey „Laptop“ umbenennen' }));
  const field = screen.getByRole('textbox', { name: /^Neuer Name für „Laptop“/ });
  await user.clear(field);
  await user.type(field, 'Handy');
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('textbox', { name: /^Neuer Name/ })).not.toBeInTheDocument();
  expect(writes).toEqual([]);
  expect(screen.getByText('Laptop')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Passkey „Laptop“ umbenennen' }));
  const again = screen.getByRole('textbox', { name: /^Neuer Name für „Laptop“/ });
  await user.clear(again);
  await user.type(again, 'Handy');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Der Passkey heißt jetzt „Handy“.');
  expect(writes).toEqual(['PUT pk-1 Handy']);
});
