import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';

export interface Option {
  value: string;
  label: string;
}

/** A native <select> in MUI's outlined frame: works with keyboard and screen readers everywhere. */
export function SelectField({ name, label, options, validate, required, autoComplete, helperText }: {
  name: string;
  label: string;
  options: Option[];
  validate?: FieldValidator<string>;
  required?: boolean;
  autoComplete?: string;
  helperText?: string;
}) {
  const { input, meta } = useField<string>(name, { validate });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth margin="normal" required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        label={label}
        notched
        inputComponent={"select" as never}
        inputProps={{
          autoComplete,
          'aria-invalid': Boolean(error),
          'aria-describedby': error || helperText ? helperId : undefined,
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        sx={{ '& select': { cursor: 'pointer' } }}
      />
      {(error || helperText) && (
        <FormHelperText id={helperId} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
