import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n';
import { setClock } from '../../lib/dates';
import { DateField } from './DateField';

// the picker's chunk does not arrive (a lost connection, a deployment that replaced the files)
jest.mock('../DatePicker/DatePickerField', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  setClock(() => new Date(2027, 8, 15, 9, 30));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => setClock(null));

function setup() {
  const values: { current: Record<string, unknown> } = { current: {} };
  render(
    <I18nextProvider i18n={i18n}>
      <Form onSubmit={jest.fn()} initialValues={{ termin: '2027-10-01', name: '' }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <label htmlFor="name">Name</label>
            <input id="name" />
            <DateField name="termin" label="Wunschtermin" required onlyFuture />
            <FormSpy subscription={{ values: true }} onChange={(state) => (values.current = state.values)} />
          </form>
        )}
      </Form>
    </I18nextProvider>,
  );
  return { values, user: userEvent.setup() };
}

it('without the calendar the date is typed: the form stays, a valid date is stored as yyyy-MM-dd', async () => {
  const { values, user } = setup();
  await screen.findByText('Der Kalender konnte nicht geladen werden. Bitte geben Sie das Datum als TT.MM.JJJJ ein.');
  const input = screen.getByLabelText(/^Wunschtermin/);
  expect(input).toHaveValue('01.10.2027');
  // the rest of the form is still there
  expect(screen.getByLabelText('Name')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '01.12.2027');
  expect(values.current.termin).toBe('2027-12-01');
});

it('the date rules still apply to a typed date', async () => {
  const { user } = setup();
  const input = await screen.findByLabelText(/^Wunschtermin/, { selector: 'input:not([readonly])' });
  await user.clear(input);
  await user.type(input, '31.02.2027');
  await user.tab();
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.');
  expect(input).toHaveAttribute('aria-invalid', 'true');
});
