import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { Breakpoint } from '@mui/material/styles';
import { type MouseEvent, type ReactNode, useDeferredValue } from 'react';
import { useNavigate } from 'react-router-dom';
import { PUBLIC_PATH } from '../../config/constants';
import { listText } from '../../lib/listText';
import { missingData } from './missingData';
import { cardStyles, cellStyles } from './tableStyles';

/** Rows of a long list rendered with its page (a phone's or a laptop's first screen); the rest right after. */
export const FIRST_SCREEN_ROWS = 8;

export interface Column<Row> {
  key: string;
  /** Column heading; on phones also the label beside each value. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The cell naming the row (th scope=row): on phones the card's title, without a label. */
  rowHeader?: boolean;
  /** Links and buttons of the row: on phones a full-width line of 44 px targets, without a label. */
  actions?: boolean;
  /** Long values (an address): on phones a line of their own instead of half of one. */
  wide?: boolean;
  nowrap?: boolean;
  /** The cell's plain value: lets the table tell a column that is empty in every row (missingData.ts). */
  value?: (row: Row) => string | number | null | undefined;
}

export interface ResponsiveTableProps<Row> {
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Accessible name: a text, or the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** A total line: its label spans all columns but the last, which holds the value. */
  footer?: { label: ReactNode; value: ReactNode };
  /** Below this width every row becomes a card of label/value lines (default md = 900 px). */
  cardsBelow?: Breakpoint;
  maxWidth?: number;
  /**
   * Renders only this many rows at once when the list appears or grows; the others follow in a background
   * render right after. For long lists on a page opened by a click: its first screen paints sooner.
   */
  renderFirst?: number;
  /**
   * When every data column (with `value`) is empty in every row: one sentence naming what is missing (the
   * headers as a German list) replaces the rows of "-"; only the action columns stay.
   */
  missingText?: (missing: string) => string;
}

/**
 * One table for every list of records: a real table on wide screens, stacked cards below `cardsBelow`, so a
 * phone shows every column and action without sideways scrolling. The switch is CSS only (one DOM, same
 * semantics), so a prerendered page does not shift and tests see the same elements at every width. The
 * phone label comes from data-label via ::before with empty alternative text: screen readers keep reading
 * the column header of the table instead of the label twice.
 * Rows and cells are plain elements styled by the table's one class (MUI's TableCell look, `cellStyles`):
 * a styled component per cell costs emotion's style work on every one of them, and a 50-row list has 400
 * cells (measured: the main cost of rendering the invoices page, docs/performance.md).
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const { rows, columns, missingText } = props;
  const missing = missingText ? missingData(rows, columns) : null;
  if (!missing?.allMissing || !missingText) return <TableView {...props} />;
  const actions = columns.filter((c) => c.actions);
  return (
    <>
      <Typography sx={{ my: 2, maxWidth: 720 }}>{missingText(listText(missing.missing))}</Typography>
      {actions.length > 0 && <TableView {...props} columns={actions} />}
    </>
  );
}

/** The table itself (ResponsiveTable decides first whether its data columns say anything). */
function TableView<Row>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  footer,
  cardsBelow = 'md',
  maxWidth,
  renderFirst,
}: ResponsiveTableProps<Row>) {
  const onClick = useTableLinkRouting();
  // the row count, not the rows, is deferred: every row shown is current, only the tail may come a frame later
  const count = useDeferredValue(rows.length, Math.min(rows.length, renderFirst ?? rows.length));
  const shown = count >= rows.length ? rows : rows.slice(0, count);
  return (
    <TableContainer sx={(theme) => ({ maxWidth, [theme.breakpoints.down(cardsBelow)]: { overflow: 'visible' } })}>
      <Table
        size="small"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        onClick={onClick}
        sx={(theme) => ({ ...cellStyles(theme), [theme.breakpoints.down(cardsBelow)]: cardStyles(theme) })}
      >
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-align={c.align}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.key}
                    scope={c.rowHeader ? 'row' : undefined}
                    data-align={c.align}
                    data-nowrap={c.nowrap || undefined}
                    data-label={c.header}
                    data-role={c.rowHeader ? 'title' : c.actions ? 'actions' : c.wide ? 'wide' : undefined}
                  >
                    {c.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              <td colSpan={columns.length - 1}>{footer.label}</td>
              <td data-align="right" data-nowrap>
                {footer.value}
              </td>
            </tr>
          </tfoot>
        )}
      </Table>
    </TableContainer>
  );
}

export type BadgeTone = 'default' | 'success' | 'error' | 'primary';

/**
 * A status in a table cell with MUI's small outlined Chip look, styled from the table's class like the cells
 * (a Chip per row was a good part of rendering a list). Only for use inside ResponsiveTable.
 */
export function TableBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span data-badge={tone}>{children}</span>;
}

/**
 * An action of a row (e.g. an invoice's PDF) with MUI's text Button look from the table's class, a 44 px
 * target. An MUI Button with its icon per row was the largest part of rendering the invoices (soft
 * navigation). `icon`: an inline svg (`data-icon`) or a progress while the action runs. Only inside ResponsiveTable.
 */
export function TableButton({
  icon,
  pending = false,
  disabled,
  onClick,
  label,
  children,
}: {
  icon: ReactNode;
  pending?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** the accessible name when the visible text is short (it must contain that text, WCAG 2.5.3) */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" data-button="" onClick={onClick} disabled={disabled} aria-busy={pending} aria-label={label}>
      {icon}
      {children}
    </button>
  );
}

/**
 * A link to a portal page in a table cell: a plain anchor with MUI's Link look from the table's class, routed
 * inside the app by the table's one click handler. A RouterLink inside MUI's Link per cell resolved its path
 * and styled itself on every render: the contract list's 20 rows hold up to 80 links (a long task,
 * docs/performance.md). `strong`: the link naming the row. Only for use inside ResponsiveTable.
 */
export function TableLink({
  to,
  strong,
  children,
  'aria-label': ariaLabel,
}: {
  /** a portal address from the paths module (hrefFor) */
  to: string;
  strong?: boolean;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <a href={PUBLIC_PATH + to} data-link={strong ? 'strong' : ''} aria-label={ariaLabel}>
      {children}
    </a>
  );
}

/**
 * The actions of a row (TableLink, TableButton) as a list that wraps instead of widening the row; on phones a
 * line of 44 px targets. Styled from the table's class like the cells: an MUI Box with sx per row was a good part
 * of rendering the contract list. Only inside ResponsiveTable; `children` are its <li> items.
 */
export function TableActions({ children }: { children: ReactNode }) {
  return <ul data-actions="">{children}</ul>;
}

/** What RouterLink does on a click, once per table: a plain left click on a TableLink navigates in the app. */
function useTableLinkRouting() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest?.('a[data-link]');
    if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith(`${PUBLIC_PATH}/`)) return;
    event.preventDefault();
    navigate(href.slice(PUBLIC_PATH.length));
  };
}
