import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n';
import { setClock } from '../../lib/dates';
import { DateField } from './DateField';

// The picker's chunk arrives when the test says so: until then the stand-in input is on the page
let mockArrive: () => void = () => undefined;
jest.mock('../DatePicker/DatePickerField', () => {
  const actual = jest.requireActual<typeof import('../DatePicker/DatePickerField')>('../DatePicker/DatePickerField');
  let arrived = false;
  const chunk = new Promise<void>((resolve) => {
    mockArrive = () => {
      arrived = true;
      resolve();
    };
  });
  return {
    __esModule: true,
    default: (props: Parameters<typeof actual.default>[0]) => {
      if (!arrived) throw chunk;
      const Picker = actual.default;
      return <Picker {...props} />;
    },
  };
});

beforeEach(() => setClock(() => new Date(2027, 8, 15, 9, 30)));
afterAll(() => setClock(null));

it('a date typed while the picker loads is kept: text, value, focus and caret go over to the picker', async () => {
  const values: { current: Record<string, unknown> } = { current: {} };
  const user = userEvent.setup();
  // the render suspends on the chunk: inside an awaited act, as React asks
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Form onSubmit={jest.fn()} initialValues={{ termin: '' }}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <DateField name="termin" label="Wunschtermin" required onlyFuture />
              <FormSpy subscription={{ values: true }} onChange={(state) => (values.current = state.values)} />
            </form>
          )}
        </Form>
      </I18nextProvider>,
    );
  });
  const standIn = screen.getByLabelText(/^Wunschtermin/);
  expect(screen.queryByRole('button', { name: /Datum auswählen/ })).not.toBeInTheDocument();
  // the customer types at once, into the stand-in: it takes the keys
  await user.click(standIn);
  await user.keyboard('1.12.');
  expect(standIn).toHaveValue('1.12.');
  expect(values.current.termin).toBe('1.12.');

  // mid-typing, the picker replaces the stand-in
  mockArrive();
  await screen.findByRole('button', { name: /Datum auswählen/ }, { timeout: 10_000 });
  const picker = screen.getByLabelText(/^Wunschtermin/);
  expect(picker).not.toBe(standIn);
  expect(picker).toHaveValue('1.12.');
  expect(picker).toHaveFocus();

  // the next keys land in the picker, after what was typed
  await user.keyboard('2027');
  expect(picker).toHaveValue('1.12.2027');
  expect(values.current.termin).toBe('2027-12-01');
});
