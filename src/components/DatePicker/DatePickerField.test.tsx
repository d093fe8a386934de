import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n';
import { setClock } from '../../lib/dates';
import { resetHolidayTable } from '../../lib/holidays';
import DatePickerField, { valueFromText, type DatePickerFieldProps } from './DatePickerField';
import { stubMatchMedia } from '../../../test/jest/matchMedia';

/** DatePicker renders the desktop popper for a fine pointer and a modal dialog otherwise. */
const originalMatchMedia = window.matchMedia;
function pointer(fine: boolean) {
  stubMatchMedia((query) => fine && query.includes('pointer: fine'));
}
afterAll(() => {
  window.matchMedia = originalMatchMedia;
});

// Wednesday, 15 September 2027.
beforeEach(() => {
  pointer(true);
  setClock(() => new Date(2027, 8, 15, 9, 30));
  resetHolidayTable();
});
afterAll(() => setClock(null));

const onChangeSpy = jest.fn();

function Harness(props: Partial<DatePickerFieldProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <DatePickerField
        id="kuendigung"
        label="Kündigungsdatum"
        value={value}
        onChange={(next) => {
          onChangeSpy(next);
          setValue(next);
        }}
        {...rest}
      />
      <output data-testid="value">{value}</output>
    </I18nextProvider>
  );
}

beforeEach(() => onChangeSpy.mockClear());

it('maps typed text to the form value', () => {
  expect(valueFromText('  1.2.2027 ')).toBe('2027-02-01');
  expect(valueFromText('')).toBe('');
  expect(valueFromText('   ')).toBe('');
  expect(valueFromText(' 1.2. ')).toBe('1.2.');
});

it('signals a holiday with its German name even outside a form', async () => {
  const onHolidayChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness onHolidayChange={onHolidayChange} />);
  const input = screen.getByLabelText('Kündigungsdatum');
  await user.type(input, '24.12.2027');
  expect(screen.getByTestId('value')).toHaveTextContent('2027-12-24');
  expect(onHolidayChange).toHaveBeenCalledWith('Heiligabend', 'heiligabend');
  const message = document.getElementById(input.getAttribute('aria-describedby')!);
  expect(message).toHaveTextContent('Der 24.12.2027 ist ein Feiertag (Heiligabend).');
  expect(message).toHaveAttribute('role', 'alert');
});

it('passes the raw text on while it is not a date, so the form can reject it', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByLabelText('Kündigungsdatum'), '1.2.');
  expect(screen.getByTestId('value')).toHaveTextContent('1.2.');
  await user.clear(screen.getByLabelText('Kündigungsdatum'));
  expect(screen.getByTestId('value')).toHaveTextContent('');
  expect(onChangeSpy).toHaveBeenLastCalledWith('');
});

it('is operable by keyboard: open, move, choose', async () => {
  const user = userEvent.setup();
  render(<Harness onlyFuture />);
  await user.tab(); // text input
  await user.tab(); // calendar button
  expect(screen.getByRole('button', { name: 'Datum auswählen' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  // focus lands on the first selectable day: tomorrow, 16 September
  await waitFor(() => expect(within(dialog).getByRole('gridcell', { name: '16' })).toHaveFocus());
  await user.keyboard('{ArrowRight}{Enter}');
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('2027-09-17'));
  expect(screen.getByLabelText('Kündigungsdatum')).toHaveValue('17.09.2027');
  expect(screen.getByRole('button', { name: 'Datum auswählen, gewähltes Datum ist 17.09.2027' })).toBeInTheDocument();
});

it('skips disabled days with the arrow keys', async () => {
  const user = userEvent.setup();
  render(<Harness initial="2027-09-17" />);
  await user.click(screen.getByRole('button', { name: /Datum auswählen/ }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('gridcell', { name: '17' })).toHaveFocus());
  // 20 September is Weltkindertag: from Sunday 19 the next focusable day is 21
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(within(dialog).getByRole('gridcell', { name: '21' })).toHaveFocus();
});

it('follows value changes from outside (form reset)', () => {
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <DatePickerField id="d" label="Datum" value="2027-10-05" onChange={() => {}} />
    </I18nextProvider>,
  );
  expect(screen.getByLabelText('Datum')).toHaveValue('05.10.2027');
  rerender(
    <I18nextProvider i18n={i18n}>
      <DatePickerField id="d" label="Datum" value="" onChange={() => {}} />
    </I18nextProvider>,
  );
  expect(screen.getByLabelText('Datum')).toHaveValue('');
});

it('works as a modal dialog on touch devices: pick, then confirm with OK', async () => {
  pointer(false);
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Datum auswählen' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('gridcell', { name: '20' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(dialog).getByRole('gridcell', { name: '22' }));
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('value')).toHaveTextContent('2027-09-22');
  expect(screen.getByLabelText('Kündigungsdatum')).toHaveValue('22.09.2027');
});
