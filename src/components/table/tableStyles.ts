import type { Theme } from '@mui/material/styles';
import { linkLook } from '../linkLook';
import { visuallyHidden } from '../visuallyHidden';

/**
 * ResponsiveTable's look, from the table's one class: rows, cells, badges, links and action buttons as MUI
 * draws them (cellStyles), and the cards they become below the breakpoint (cardStyles).
 */

/** MUI's TableRow/TableCell look (size small) for the plain rows and cells, from the table's class. */
export function cellStyles(theme: Theme) {
  return {
    '& tr': { color: 'inherit', verticalAlign: 'middle' },
    '& th, & td': {
      fontFamily: theme.typography.body2.fontFamily,
      fontWeight: theme.typography.body2.fontWeight,
      fontSize: theme.typography.body2.fontSize,
      lineHeight: theme.typography.body2.lineHeight,
      letterSpacing: theme.typography.body2.letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: 'text.primary',
    },
    '& thead th': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
    // the footer is a total: as strong as the values above it
    '& tfoot td': { fontWeight: 700 },
    '& [data-align="right"]': { textAlign: 'right' },
    '& [data-nowrap]': { whiteSpace: 'nowrap' },
    '& a[data-link]': linkLook(theme),
    '& a[data-link="strong"]': { fontWeight: 600, display: 'inline-block', py: 0.5 },
    // a second line under a cell's value (Typography body2, text.secondary)
    '& [data-secondary]': {
      display: 'block',
      fontSize: theme.typography.body2.fontSize,
      lineHeight: theme.typography.body2.lineHeight,
      color: 'text.secondary',
    },
    // a row's actions: each at least 44 px high on touch screens (WCAG 2.5.8 asks for 24 px), wrapping
    '& ul[data-actions]': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 },
    '& ul[data-actions] > li > a, & ul[data-actions] > li > button': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: { xs: 44, md: 32 },
    },
    '& button[data-button]': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      minHeight: 44,
      minWidth: 64,
      px: 1,
      py: '6px',
      border: 0,
      borderRadius: `${theme.shape.borderRadius}px`,
      bgcolor: 'transparent',
      color: theme.palette.primary.main,
      cursor: 'pointer',
      fontFamily: theme.typography.button.fontFamily,
      fontSize: theme.typography.button.fontSize,
      fontWeight: 600,
      lineHeight: 1.75,
      letterSpacing: theme.typography.button.letterSpacing,
      '&:hover': { bgcolor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', bgcolor: 'transparent' },
      '& svg[data-icon]': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0, ml: '-4px' },
    },
    '& [data-badge]': {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      maxWidth: '100%',
      px: '7px',
      border: 1,
      borderRadius: '16px',
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      color: 'text.primary',
      borderColor: theme.palette.grey[400],
    },
    ...Object.fromEntries(
      (['success', 'error', 'primary'] as const).map((tone) => [
        `& [data-badge="${tone}"]`,
        { color: theme.palette[tone].main, borderColor: theme.alpha(theme.palette[tone].main, 0.7) },
      ]),
    ),
  } as const;
}

const ALT_TEXT_LABEL = 'attr(data-label) / ""';

/** The table below the breakpoint: rows as cards, cells as label-over-value pairs two to a line. */
export function cardStyles(theme: Theme) {
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
    // a card reads top-down: right-aligned numbers belong to the table's columns only
    '& tbody [data-align="right"]': { textAlign: 'left' },
    // the label: visible everywhere; where the engine knows alternative text for generated content (Safari 17.4,
    // Firefox 128), with empty alternative text so that screen readers do not read it twice. An older engine
    // drops the whole declaration it cannot read, so the plain form stays underneath.
    '& tbody td::before, & tbody th::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: theme.typography.body2.fontSize,
      fontWeight: 600,
      color: 'text.secondary',
      hyphens: 'auto',
    },
    // after the plain form: the same selector, so where the condition holds this one wins
    [`@supports (content: ${ALT_TEXT_LABEL})`]: {
      '& tbody td::before, & tbody th::before': { content: ALT_TEXT_LABEL },
    },
    '& tbody [data-role="title"]': { ...full, fontSize: '1.05rem', fontWeight: 600 },
    '& tbody [data-role="wide"]': full,
    '& tbody [data-role="actions"]': {
      ...full,
      borderTop: 1,
      borderColor: 'divider',
      mt: 0.5,
      pt: 0.5,
      '& .MuiButton-root, & button[data-button]': { justifyContent: 'flex-start', textAlign: 'left', px: 0 },
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
