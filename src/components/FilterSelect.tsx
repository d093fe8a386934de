import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Option } from './form/SelectField';

/**
 * A labelled native select for filtering a list (year, month): not part of a form, so outside the form
 * kit, but in the same outlined frame and without MUI's Select/Menu machinery.
 */
export function FilterSelect({ id, label, value, options, onChange, minWidth = 180 }: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  return (
    <FormControl sx={{ minWidth }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputComponent={'select' as never}
        inputProps={{
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        sx={{ '& select': { cursor: 'pointer' } }}
      />
    </FormControl>
  );
}
