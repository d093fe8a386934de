import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PUBLIC_PATH } from '../../config/constants';
import { ResponsiveTable, TableLink, type Column } from './ResponsiveTable';

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

/** The table's links route in the app: it needs a router around it. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/liste']}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </MemoryRouter>
  );
}

function renderTable(extra: Partial<Parameters<typeof ResponsiveTable<Invoice>>[0]> = {}) {
  return render(
    <Providers>
      <ResponsiveTable label="Rechnungen" columns={columns} rows={rows} rowKey={(r) => r.id} {...extra} />
    </Providers>,
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
  // engines without alternative text for generated content (Safari < 17.4, Firefox < 128) keep the plain label;
  // the others read the form with empty alternative text, which comes later in the sheet and so wins
  const plain = css.search(/::before \{content:\s*attr\(data-label\);/);
  const withAltText = css.search(
    /@supports \(content: attr\(data-label\) \/ ""\) \{[^}]*\{content:\s*attr\(data-label\)\s*\/\s*"";/,
  );
  expect(plain).toBeGreaterThan(-1);
  expect(withAltText).toBeGreaterThan(plain);
  expect(css).toMatch(/tbody tr \{display:\s*grid/);
});

test('a total line spans all columns but the last; a heading can name the table', () => {
  render(
    <Providers>
      <h2 id="calls">Anschluss 0361 123</h2>
      <ResponsiveTable
        labelledBy="calls"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        footer={{ label: 'Summe', value: '19,50 €' }}
      />
    </Providers>,
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

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

test('a TableLink is a plain link to the portal address; a plain left click routes inside the app', () => {
  const linked: Array<Column<Invoice>> = [
    {
      key: 'id',
      header: 'Nr.',
      rowHeader: true,
      cell: (r) => (
        <TableLink to={`/rechnung/${r.id}`} strong>
          {r.id}
        </TableLink>
      ),
    },
  ];
  render(
    <Providers>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <ResponsiveTable label="Rechnungen" columns={linked} rows={rows} rowKey={(r) => r.id} />
    </Providers>,
  );
  const link = screen.getByRole('link', { name: 'R-2' });
  expect(link).toHaveAttribute('href', `${PUBLIC_PATH}/rechnung/R-2`);
  // a click with a modifier opens a new tab or window: the browser's, not the app's
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(screen.getByTestId('where')).toHaveTextContent('/liste');
  expect(fireEvent.click(link)).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent('/rechnung/R-2');
});

test('renderFirst: the rows beyond the first ones follow, in order, also when the list grows', async () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `R-${i + 1}`, amount: `${i + 1},00 €`, status: 'offen' }));
  const first = many(5);
  const { rerender } = renderTable({ rows: first, renderFirst: 2 });
  const table = screen.getByRole('table', { name: 'Rechnungen' });
  const ids = () =>
    within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
  await waitFor(() => expect(ids()).toEqual(['R-1', 'R-2', 'R-3', 'R-4', 'R-5']));
  rerender(
    <Providers>
      <ResponsiveTable label="Rechnungen" columns={columns} rows={many(3)} rowKey={(r) => r.id} renderFirst={2} />
    </Providers>,
  );
  expect(ids()).toEqual(['R-1', 'R-2', 'R-3']);
  rerender(
    <Providers>
      <ResponsiveTable label="Rechnungen" columns={columns} rows={many(7)} rowKey={(r) => r.id} renderFirst={2} />
    </Providers>,
  );
  await waitFor(() => expect(ids()).toHaveLength(7));
  expect(ids().at(-1)).toBe('R-7');
});
