import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem, { type PaginationItemProps } from '@mui/material/PaginationItem';
import type { ComponentType } from 'react';

export interface PagerTexts {
  /** the pager's <nav> label, e.g. „Seiten der Vertragsliste“ */
  label: string;
  page: (page: number, selected: boolean) => string;
  nav: (type: 'first' | 'last' | 'next' | 'previous') => string;
}

/**
 * The pages of a long list under its ResponsiveTable (contracts, invoices, connections): MUI's Pagination in one
 * line on a 360 px phone, without the ripple's render in the click's frame.
 */
export function ListPager({
  count,
  page,
  onChange,
  texts,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
  texts: PagerTexts;
}) {
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
      {/* Pagination renders its own <nav>; it gets our label */}
      <Pagination
        aria-label={texts.label}
        getItemAriaLabel={(type, item, selected) =>
          type === 'page' ? texts.page(item ?? 0, selected) : texts.nav(type as 'first' | 'last' | 'next' | 'previous')
        }
        count={count}
        page={page}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        // ten 32 px buttons fit a 360 px phone in one line without their outer gaps
        sx={{
          '& .MuiPaginationItem-root': { mx: { xs: 0, sm: '3px' } },
          // press feedback in CSS instead of the ripple (see renderItem): painted with no render
          '& .MuiPaginationItem-root:active': { bgcolor: 'action.selected' },
        }}
        showFirstButton
        showLastButton
        // the ripple's own render on pointer-down sat in the click's frame (the paging's INP,
        // docs/performance.md); the pressed button is marked by CSS (:active) instead
        renderItem={(item) => <PageButton {...item} disableTouchRipple />}
      />
    </Box>
  );
}

/** PaginationItem hands unknown props to its ButtonBase; its types just do not list ButtonBase's disableTouchRipple. */
const PageButton = PaginationItem as ComponentType<PaginationItemProps & { disableTouchRipple: boolean }>;
