import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';

export interface DataRow {
  label: string;
  value: ReactNode;
}

/** A row as a label/value object or a [label, value] pair (what reads better where the rows are built). */
export type DataListRow = DataRow | readonly [string, ReactNode];

/**
 * THE label/value display of the portal (customer data, contract data, order summaries): a description list,
 * read as pairs by screen readers; one column on phones, two from small screens on. Terms and values are
 * plain elements styled from the list's one class (no style work per row).
 */
export function DataList({ rows }: { rows: readonly DataListRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 16rem) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        my: 1,
        // a long compound term ("Anschluss-/Lieferstellenanschrift") wraps instead of running into its value (the
        // text itself offers a break after the slash)
        '& > dt': { fontWeight: 600, mt: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', hyphens: 'auto' },
        '& > dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map((row) => {
        const [label, value] = 'label' in row ? [row.label, row.value] : row;
        return (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        );
      })}
    </Box>
  );
}
