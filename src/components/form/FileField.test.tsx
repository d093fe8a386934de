import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n';
import { FileField } from './FileField';

// the browser's own control showed „Choose File“ / „No file chosen“ on a German page
it('speaks German, shows the chosen file and removes it', async () => {
  const user = userEvent.setup();
  const values: { current: Record<string, unknown> } = { current: {} };
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <Form onSubmit={jest.fn()}>
        {() => (
          <form>
            <FileField name="nachweis" label="Nachweis" accept=".pdf" helperText="PDF bis 5 MB" />
            <FormSpy subscription={{ values: true }} onChange={(state) => (values.current = state.values)} />
          </form>
        )}
      </Form>
    </I18nextProvider>,
  );
  const choose = screen.getByRole('button', { name: 'Nachweis Datei auswählen' });
  expect(choose).toHaveAccessibleDescription('Keine Datei ausgewählt PDF bis 5 MB');
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['%PDF'], 'urkunde.pdf', { type: 'application/pdf' });
  await user.upload(input, file);
  expect(screen.getByText('urkunde.pdf')).toBeInTheDocument();
  expect(values.current.nachweis).toBe(file);
  await user.click(screen.getByRole('button', { name: 'Gewählte Datei entfernen' }));
  expect(screen.getByText('Keine Datei ausgewählt')).toBeInTheDocument();
  expect(values.current.nachweis ?? null).toBeNull();
  expect(input.value).toBe('');
});
