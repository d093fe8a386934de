import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Breakpoint, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../visuallyHidden';

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
}

/**
 * One table for every list of records: a real table on wide screens, stacked cards below `cardsBelow`, so a
 * phone shows every column and action without sideways scrolling. The switch is CSS only (one DOM, same
 * semantics), so a prerendered page does not shift and tests see the same elements at every width. The
 * phone label comes from data-label via ::before with empty alternative text: screen readers keep reading
 * the column header of the table instead of the label twice.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  footer,
  cardsBelow = 'md',
  maxWidth,
}: ResponsiveTableProps<Row>) {
  return (
    <TableContainer sx={(theme) => ({ maxWidth, [theme.breakpoints.down(cardsBelow)]: { overflow: 'visible' } })}>
      <Table
        size="small"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        sx={(theme) => ({ [theme.breakpoints.down(cardsBelow)]: cardStyles(theme) })}
      >
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} scope="col" align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  component={c.rowHeader ? 'th' : 'td'}
                  scope={c.rowHeader ? 'row' : undefined}
                  align={c.align}
                  data-label={c.header}
                  data-role={c.rowHeader ? 'title' : c.actions ? 'actions' : c.wide ? 'wide' : undefined}
                  sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={columns.length - 1} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {footer.label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                {footer.value}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

/** The table below the breakpoint: rows as cards, cells as label-over-value pairs two to a line. */
function cardStyles(theme: Theme) {
  const full = { gridColumn: '1 / -1' };
  return {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody, & tfoot': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: 2,
      rowGap: 1,
      mb: 1.5,
      p: 2,
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
    '& tbody td, & tbody th': {
      display: 'block',
      p: 0,
      border: 0,
      textAlign: 'left',
      whiteSpace: 'normal',
      overflowWrap: 'break-word',
      fontSize: theme.typography.body1.fontSize,
    },
    // the label: visible, yet empty alternative text (after the slash) so it is not read twice
    '& tbody td::before, & tbody th::before': {
      content: 'attr(data-label) / ""',
      display: 'block',
      fontSize: theme.typography.body2.fontSize,
      fontWeight: 600,
      color: 'text.secondary',
      hyphens: 'auto',
    },
    '& tbody [data-role="title"]': { ...full, fontSize: '1.05rem', fontWeight: 600 },
    '& tbody [data-role="wide"]': full,
    '& tbody [data-role="actions"]': {
      ...full,
      borderTop: 1,
      borderColor: 'divider',
      mt: 0.5,
      pt: 0.5,
      '& .MuiButton-root': { justifyContent: 'flex-start', textAlign: 'left', px: 0 },
    },
    '& tbody [data-role="title"]::before, & tbody [data-role="actions"]::before': { display: 'none' },
    '& tfoot tr': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: 2,
      px: 2,
      py: 1,
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
    '& tfoot td': { display: 'block', border: 0, p: 0, fontSize: theme.typography.body1.fontSize },
  };
}
