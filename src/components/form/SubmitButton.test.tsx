import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/jest/render';
import { AppForm } from './AppForm';
import { FORM_USABLE_MARK, SubmitButton } from './SubmitButton';

test('the first usable submit button of the document sets one User Timing mark (the bench reads it per engine)', async () => {
  // jsdom has no User Timing: a list of names stands in for the browser's
  const marks: string[] = [];
  Object.assign(performance, {
    mark: (name: string) => marks.push(name),
    getEntriesByName: (name: string) => marks.filter((mark) => mark === name),
  });
  renderWithProviders(
    <AppForm<object> ariaLabel="Anmelden" onSubmit={() => undefined}>
      <SubmitButton>Anmelden</SubmitButton>
      <SubmitButton>Noch einer</SubmitButton>
    </AppForm>,
  );
  expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeEnabled();
  expect(marks).toEqual([FORM_USABLE_MARK]);
});
