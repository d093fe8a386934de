import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Form, FormSpy } from 'react-final-form';
import { i18n } from '../../i18n';
import { setClock } from '../../lib/dates';
import { resetHolidayTable } from '../../lib/holidays';
import { DateField, type DateFieldProps } from './DateField';

// Wednesday, 15 September 2027. Weltkindertag (Mon 20 Sep) and 3 Oct (Sunday) are ahead.
beforeEach(() => {
  setClock(() => new Date(2027, 8, 15, 9, 30));
  resetHolidayTable();
});
afterAll(() => setClock(null));

const LABEL = 'Wunschtermin';

async function setup(props: Partial<DateFieldProps> = {}, initial = '') {
  const onSubmit = jest.fn();
  const values: { current: Record<string, unknown> } = { current: {} };
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Form onSubmit={onSubmit} initialValues={{ termin: initial }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DateField name="termin" label={LABEL} {...props} />
            <button type="submit">Absenden</button>
            <FormSpy subscription={{ values: true }} onChange={(state) => (values.current = state.values)} />
          </form>
        )}
      </Form>
    </I18nextProvider>,
  );
  // The picker chunk is lazy: wait until its calendar button is there.
  const calendarButton = await screen.findByRole('button', { name: /Datum auswählen/ });
  const input = screen.getByLabelText(new RegExp(`^${LABEL}`)); // required adds ' *'
  return { user, input, calendarButton, onSubmit, values };
}

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

function errorOf(input: HTMLElement): HTMLElement {
  const id = input.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return document.getElementById(id!)!;
}

describe('DateField', () => {
  it('is labelled in German and opens a German calendar', async () => {
    const { user, input, calendarButton } = await setup();
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await user.click(calendarButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('September 2027')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Nächster Monat/ })).toBeInTheDocument();
  });

  it('trims typed text, understands 1.10.2027 and stores yyyy-MM-dd', async () => {
    const { user, input, values, onSubmit } = await setup();
    await typeAndLeave(user, input, '  1.10.2027 ');
    expect(values.current.termin).toBe('2027-10-01');
    expect(input).toHaveValue('01.10.2027');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).toHaveBeenCalledWith({ termin: '2027-10-01' }, expect.anything(), expect.anything());
  });

  it('shows the stored value as dd.MM.yyyy', async () => {
    const { input } = await setup({}, '2027-11-02');
    expect(input).toHaveValue('02.11.2027');
  });

  it('rejects an unreadable date with the format hint, linked to the field', async () => {
    const { user, input, onSubmit } = await setup();
    await typeAndLeave(user, input, '31.02.2027');
    expect(errorOf(input)).toHaveTextContent('Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a typed holiday, reports it, and blocks the submit', async () => {
    const onHolidayChange = jest.fn();
    const { user, input, onSubmit } = await setup({ onHolidayChange });
    await user.type(input, '03.10.2027');
    // signalled at once, before the field is left
    expect(screen.getByText('Der 03.10.2027 ist ein Feiertag (Tag der Deutschen Einheit).')).toBeInTheDocument();
    expect(onHolidayChange).toHaveBeenLastCalledWith('Tag der Deutschen Einheit', 'tagDerDeutschenEinheit');
    await user.tab();
    expect(errorOf(input)).toHaveTextContent('Der 03.10.2027 ist ein Feiertag (Tag der Deutschen Einheit).');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await typeAndLeave(user, input, '04.10.2027');
    expect(onHolidayChange).toHaveBeenLastCalledWith(null, null);
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('disables holidays in the calendar so they cannot be picked', async () => {
    const { user, calendarButton, values } = await setup();
    await user.click(calendarButton);
    const dialog = await screen.findByRole('dialog');
    const weltkindertag = within(dialog).getByRole('gridcell', { name: '20' });
    expect(weltkindertag).toBeDisabled();
    expect(weltkindertag).toHaveAttribute('aria-disabled', 'true');
    expect(weltkindertag).toHaveAttribute('title', 'Weltkindertag');
    fireEvent.click(weltkindertag);
    expect(values.current.termin).toBe('');
    const monday27 = within(dialog).getByRole('gridcell', { name: '27' });
    expect(monday27).toBeEnabled();
    await user.click(monday27);
    expect(values.current.termin).toBe('2027-09-27');
    await waitFor(() => expect(screen.getByLabelText(LABEL)).toHaveValue('27.09.2027'));
  });

  it('disabled weekdays cannot be picked or typed', async () => {
    const { user, input, calendarButton } = await setup({ disabledWeekdays: [0, 6] });
    await typeAndLeave(user, input, '18.09.2027'); // a Saturday
    expect(errorOf(input)).toHaveTextContent('Dieser Wochentag ist nicht wählbar.');
    await user.click(calendarButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('gridcell', { name: '19' })).toHaveAttribute('aria-disabled', 'true'); // Sunday
    expect(within(dialog).getByRole('gridcell', { name: '17' })).toBeEnabled(); // Friday
  });

  it('onlyFuture rejects today and starts at tomorrow', async () => {
    const { user, input, calendarButton } = await setup({ onlyFuture: true });
    await typeAndLeave(user, input, '15.09.2027');
    expect(errorOf(input)).toHaveTextContent('Frühestens ab 16.09.2027 möglich.');
    await user.click(calendarButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('gridcell', { name: '15' })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: '16' })).toBeEnabled();
  });

  it('keeps to start and end dates', async () => {
    const { user, input } = await setup({ minDate: '2027-10-04', maxDate: '2027-10-29' });
    await typeAndLeave(user, input, '01.10.2027');
    expect(errorOf(input)).toHaveTextContent('Frühestens ab 04.10.2027 möglich.');
    await typeAndLeave(user, input, '01.11.2027');
    expect(errorOf(input)).toHaveTextContent('Spätestens bis 29.10.2027 möglich.');
    await typeAndLeave(user, input, '29.10.2027');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('required: an empty or blank entry is refused', async () => {
    const { user, input, onSubmit } = await setup({ required: true });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(input)).toHaveTextContent('Bitte füllen Sie dieses Feld aus.');
  });

  it('can open at the year view', async () => {
    const { user, calendarButton } = await setup({ openTo: 'year' });
    await user.click(calendarButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '2030' })).toBeInTheDocument();
  });
});
