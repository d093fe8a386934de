import MuiTextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';

export interface Option {
  value: string;
  label: string;
}

/** A select built on a native <select> so it works with the keyboard and screen readers everywhere. */
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
  return (
    <MuiTextField
      select
      id={id}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      label={label}
      required={required}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      margin="normal"
      slotProps={{
        select: { native: true },
        htmlInput: { autoComplete, 'aria-invalid': Boolean(error) },
        inputLabel: { shrink: true },
        formHelperText: error ? { role: 'alert' } : undefined,
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </MuiTextField>
  );
}

