import { render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { ResponsiveTable, type Column } from './ResponsiveTable';

interface Invoice {
  id: string;
  amount: string;
  status: string;
}

// MUI's default breakpoints, as the app's theme uses them (components do not import the app layer)
const theme = createTheme();

const columns: Array<Column<Invoice>> = [
  { key: 'id', header: 'Rechnungsnummer', rowHeader: true, cell: (r) => r.id },
  { key: 'amount', header: 'Betrag', align: 'right', nowrap: true, cell: (r) => r.amount },
  { key: 'status', header: 'Status', wide: true, cell: (r) => r.status },
  { key: 'pdf', header: 'PDF', actions: true, cell: (r) => <button type="button">PDF {r.id}</button> },
];
const rows: Invoice[] = [
  { id: 'R-1', amount: '12,00 €', status: 'bezahlt' },
  { id: 'R-2', amount: '7,50 €', status: 'offen' },
];

function renderTable(extra: Partial<Parameters<typeof ResponsiveTable<Invoice>>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <ResponsiveTable label="Rechnungen" columns={columns} rows={rows} rowKey={(r) => r.id} {...extra} />
    </ThemeProvider>,
  );
}

/** All CSS emotion inserted into the document (jsdom keeps the rules, it does not apply media queries). */
const insertedCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .concat(Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? ''))
    .join('\n');

test('a real table: column headers, the naming cell as row header, one row per record', () => {
  renderTable();
  const table = screen.getByRole('table', { name: 'Rechnungen' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Rechnungsnummer', 'Betrag', 'Status', 'PDF']);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent),
  ).toEqual(['R-1', 'R-2']);
  const second = within(table).getAllByRole('row')[2];
  expect(within(second).getByRole('cell', { name: '7,50 €' })).toHaveAttribute('data-label', 'Betrag');
  expect(within(second).getByRole('button', { name: 'PDF R-2' })).toBeInTheDocument();
});

test('every cell carries its column label and role for the phone cards', () => {
  renderTable();
  const [, first] = screen.getAllByRole('row');
  const cells = Array.from(first.children) as HTMLElement[];
  expect(cells.map((c) => [c.tagName, c.dataset.label, c.dataset.role ?? ''])).toEqual([
    ['TH', 'Rechnungsnummer', 'title'],
    ['TD', 'Betrag', ''],
    ['TD', 'Status', 'wide'],
    ['TD', 'PDF', 'actions'],
  ]);
});

test('below the breakpoint the rows become cards with visible labels hidden from screen readers', () => {
  renderTable({ cardsBelow: 'sm' });
  const css = insertedCss();
  // sm = 600 px: MUI's down('sm') query; the label comes from data-label with empty alternative text
  expect(css).toMatch(/@media \(max-width:\s*599\.95px\)/);
  expect(css).toMatch(/content:\s*attr\(data-label\)\s*\/\s*""/);
  expect(css).toMatch(/tbody tr \{display:\s*grid/);
});

test('a total line spans all columns but the last; a heading can name the table', () => {
  render(
    <ThemeProvider theme={theme}>
      <h2 id="calls">Anschluss 0361 123</h2>
      <ResponsiveTable
        labelledBy="calls"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        footer={{ label: 'Summe', value: '19,50 €' }}
      />
    </ThemeProvider>,
  );
  const table = screen.getByRole('table', { name: 'Anschluss 0361 123' });
  const total = within(table).getAllByRole('row').at(-1) as HTMLElement;
  const [label, value] = within(total).getAllByRole('cell');
  expect(label).toHaveAttribute('colspan', '3');
  expect(label).toHaveTextContent('Summe');
  expect(value).toHaveTextContent('19,50 €');
});

test('no rows: the table keeps its headers (pages show their own empty notice instead)', () => {
  renderTable({ rows: [] });
  expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
});
