import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { helperTextId } from './form/OutlinedFrame';

/**
 * MUI's outlined field (FormControl, shrunk InputLabel, OutlinedInput with its notched outline, FormHelperText)
 * as plain elements under one styled root, for the filters above a list. MUI's eight components per field made
 * the contract list's five filters the largest part of opening it (start page → list at 5,000 contracts,
 * docs/performance.md). Focus and hover are CSS (:focus-within, :hover), as MUI draws them.
 */
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'minWidth' && prop !== 'grow' })<{
  minWidth: number;
  grow: boolean;
}>(({ theme, minWidth, grow }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth,
  flex: grow ? '1 1 260px' : undefined,
  verticalAlign: 'top',
  '& > label': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.secondary,
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    transformOrigin: 'top left',
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    userSelect: 'none',
  },
  '&:focus-within > label': { color: theme.palette.primary.main },
  '& > div': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    borderRadius: theme.shape.borderRadius,
  },
  '& input, & select': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '16.5px 14px',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    display: 'block',
    minWidth: 0,
    width: '100%',
    outline: 0,
  },
  '& select': { cursor: 'pointer' },
  '& fieldset': {
    textAlign: 'left',
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    borderColor: 'rgba(0, 0, 0, 0.23)',
    overflow: 'hidden',
    minWidth: '0%',
  },
  '& > div:hover fieldset': { borderColor: theme.palette.text.primary },
  '&:focus-within fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  // the notch: the label's width, cut out of the outline's top border
  '& legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
  },
  '& legend > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  '& > p': { ...theme.typography.caption, color: theme.palette.text.secondary, margin: '3px 14px 0' },
}));

/** A list filter's label, outlined input (children: a plain input or select with this id) and helper line. */
export function FilterFrame({
  id,
  label,
  hint,
  minWidth,
  grow = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  minWidth: number;
  grow?: boolean;
  children: ReactNode;
}) {
  return (
    <Root minWidth={minWidth} grow={grow}>
      <label htmlFor={id}>{label}</label>
      <div>
        {children}
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {hint && <p id={helperTextId(id)}>{hint}</p>}
    </Root>
  );
}
