import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';

/**
 * A setting saved the moment it is switched (a block, a consent): switching off takes one click, as switching on
 * does. The hint and what the backend answered (status, receipt, error) are tied to the switch for screen
 * readers; while the save runs the switch is disabled.
 */
export function SaveSwitch({
  id,
  label,
  hint,
  checked,
  busy,
  error,
  children,
  onToggle,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  busy: boolean;
  error: string | null;
  /** status and receipt below the hint */
  children?: ReactNode;
  onToggle: (value: boolean) => void;
}) {
  const described = [`${id}-hint`, children ? `${id}-status` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'block', my: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            checked={checked}
            disabled={busy}
            onChange={(event) => onToggle(event.target.checked)}
            disableTouchRipple
            slotProps={{ input: { 'aria-describedby': described } as never }}
          />
        }
        label={label}
      />
      <FormHelperText id={`${id}-hint`} sx={{ mt: 0, ml: 6 }}>
        {hint}
      </FormHelperText>
      {children && (
        <FormHelperText component="div" id={`${id}-status`} sx={{ ml: 6, color: 'text.primary' }}>
          {children}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText id={`${id}-error`} role="alert" sx={{ ml: 6 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
