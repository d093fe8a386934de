import OutlinedInput from '@mui/material/OutlinedInput';
import { describedBy, OutlinedFrame } from './form/OutlinedFrame';

/**
 * A labelled search field for a list (search as you type), beside FilterSelect in the same outlined frame as
 * every field; not part of a form. `hint` is the helper line naming what it searches.
 */
export function FilterSearch({
  id,
  label,
  hint,
  value,
  onChange,
  minWidth = 260,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  return (
    <OutlinedFrame
      id={id}
      label={label}
      helperText={hint}
      shrink
      fullWidth={false}
      margin="none"
      sx={{ minWidth, flex: '1 1 260px' }}
    >
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ 'aria-describedby': describedBy(id, undefined, hint), autoComplete: 'off', spellCheck: false }}
      />
    </OutlinedFrame>
  );
}
