import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const helperTextId = (id: string) => `${id}-helper-text`;

/** aria-describedby of an input: its helper line, when there is one. */
export function describedBy(id: string, error?: string, helperText?: string): string | undefined {
  return error || helperText ? helperTextId(id) : undefined;
}

/**
 * The outlined frame every input of the portal sits in: label, the input (children), and a helper line
 * that turns into the announced error. Built from FormControl rather than MUI's TextField, which would
 * pull Select, Menu and Popover into every page with a field (the login among them).
 */
export function OutlinedFrame({
  id,
  label,
  required,
  error,
  disabled,
  helperText,
  shrink,
  fullWidth = true,
  margin = 'normal',
  sx,
  busy,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  helperText?: string;
  shrink?: boolean;
  fullWidth?: boolean;
  margin?: 'normal' | 'none';
  sx?: SxProps<Theme>;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <FormControl
      fullWidth={fullWidth}
      margin={margin}
      required={required}
      error={Boolean(error)}
      disabled={disabled}
      sx={sx}
      aria-busy={busy || undefined}
    >
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      {children}
      {(error || helperText) && (
        <FormHelperText id={helperTextId(id)} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
