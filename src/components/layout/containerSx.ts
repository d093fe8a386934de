import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';

/**
 * The look of MUI's Container (full width, centred, gutters of 16 / 24 px, at most the breakpoint's width
 * from that breakpoint up) as sx for the layouts' boxes: its module would be on every first load for it.
 * Combine with a layout's own sx as an array: `sx={[containerSx('md'), { py: 4 }]}`.
 */
export function containerSx(maxWidth: Breakpoint): Exclude<SxProps<Theme>, readonly unknown[]> {
  return (theme) => ({
    width: '100%',
    mx: 'auto',
    boxSizing: 'border-box',
    px: { xs: 2, sm: 3 },
    [theme.breakpoints.up(maxWidth)]: { maxWidth: theme.breakpoints.values[maxWidth] },
  });
}
