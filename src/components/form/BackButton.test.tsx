import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/jest/render';
import { AppForm } from './AppForm';
import { BackButton } from './BackButton';
import { SubmitButton } from './SubmitButton';

test('back and submit are disabled while the submit is on its way, and usable again afterwards', async () => {
  let finish: () => void = () => undefined;
  const onBack = jest.fn();
  renderWithProviders(
    <AppForm<object>
      ariaLabel="Prüfen"
      onSubmit={() =>
        new Promise<undefined>((resolve) => {
          finish = () => resolve(undefined);
        })
      }
    >
      <BackButton onClick={onBack}>Angaben ändern</BackButton>
      <SubmitButton>Zahlungspflichtig bestellen</SubmitButton>
    </AppForm>,
  );
  const user = userEvent.setup();
  const back = await screen.findByRole('button', { name: 'Angaben ändern' });
  expect(back).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  await waitFor(() => expect(back).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
  finish();
  await waitFor(() => expect(back).toBeEnabled());
  await user.click(back);
  expect(onBack).toHaveBeenCalledTimes(1);
});

test('a submit button with a missing precondition stays disabled', async () => {
  renderWithProviders(
    <AppForm<object> onSubmit={() => undefined}>
      <SubmitButton disabled>Zahlungspflichtig bestellen</SubmitButton>
    </AppForm>,
  );
  expect(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
});
