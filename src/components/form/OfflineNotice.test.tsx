import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/jest/render';
import { AppForm, submitErrorOf } from './AppForm';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

test('a save tried offline says so, keeps the input, offers to send again when back online, never sends by itself', async () => {
  const sent: string[] = [];
  const onSubmit = jest.fn(async (values: { phone: string }) => {
    if (!window.navigator.onLine) return submitErrorOf({ status: 'FETCH_ERROR', error: 'Failed to fetch' }, 'Fehler');
    sent.push(values.phone);
    return undefined;
  });
  const user = userEvent.setup();
  renderWithProviders(
    <AppForm<{ phone: string }> onSubmit={onSubmit} initialValues={{ phone: '' }}>
      <TextField name="phone" label="Telefonnummer" />
      <SubmitButton>Speichern</SubmitButton>
    </AppForm>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '0361 999');
  online = false;
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(/Ihr Gerät ist offline: Es wurde nichts gesendet/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Jetzt senden' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('0361 999');

  goOnline();
  expect(await screen.findByText(/Die Verbindung ist wieder da. Es wurde noch nichts gesendet/)).toBeInTheDocument();
  // nothing is sent by itself
  await new Promise((r) => setTimeout(r, 50));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(sent).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Jetzt senden' }));
  await screen.findByRole('button', { name: 'Speichern' });
  expect(sent).toEqual(['0361 999']);
});

test('a failed call while online is a failure as before (no offline notice)', () => {
  expect(submitErrorOf({ status: 'FETCH_ERROR', error: 'x' }, 'Nicht gespeichert.')).toEqual({
    'FINAL_FORM/form-error': 'Nicht gespeichert.',
  });
});

test('a paid order tried offline: back online, only its own „zahlungspflichtig bestellen“ button sends', async () => {
  const onSubmit = jest.fn(async () =>
    window.navigator.onLine ? undefined : submitErrorOf({ status: 'FETCH_ERROR', error: 'Failed to fetch' }, 'Fehler'),
  );
  const user = userEvent.setup();
  renderWithProviders(
    <AppForm<object> onSubmit={onSubmit} resendLabel="Zahlungspflichtig bestellen">
      <SubmitButton>Zahlungspflichtig bestellen</SubmitButton>
    </AppForm>,
  );
  online = false;
  await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  await screen.findByText(/Ihr Gerät ist offline/);
  goOnline();
  expect(
    await screen.findByText(/Es wurde noch nichts bestellt: .*klicken Sie erneut auf „Zahlungspflichtig bestellen“/),
  ).toBeInTheDocument();
  // no second button that orders: the notice offers none of its own
  expect(screen.queryByRole('button', { name: 'Jetzt senden' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  expect(onSubmit).toHaveBeenCalledTimes(2);
});
