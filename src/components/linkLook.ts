import type { Theme } from '@mui/material/styles';

/**
 * MUI Link's look (underline always, colour primary, the line at 40 % until hovered) for plain anchors that are
 * styled from a container's class instead of being a Link each: table rows (`TableLink`) and the editorial
 * cards' text.
 */
export function linkLook(theme: Theme) {
  return {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  } as const;
}
