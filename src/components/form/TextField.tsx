import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';

export interface TextFieldProps {
  name: string;
  label: string;
  validate?: FieldValidator<string>;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  helperText?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  /** trims whitespace when the field loses focus */
  trim?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Text input of the form kit. Built from FormControl + OutlinedInput rather than MUI's TextField, which
 * would also pull Select, Menu and Popover into every page with a form (the login among them).
 */
export function TextField({ name, label, validate, required, type = 'text', autoComplete, helperText, inputMode, maxLength, multiline, rows, disabled, trim = true, sx }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const helperId = `${id}-helper-text`;
  const inputRef = useRef<HTMLInputElement>(null);
  // On a prerendered page the customer (or a password manager) may fill the field before React takes
  // over; adopt what is in the field then, instead of silently keeping the empty form value.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && typed !== input.value) input.onChange(typed);
    // once, when the field mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <FormControl fullWidth margin="normal" required={required} error={Boolean(error)} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onFocus={input.onFocus}
        onBlur={(event) => {
          if (trim && typeof input.value === 'string' && input.value !== input.value.trim()) input.onChange(input.value.trim());
          input.onBlur(event);
        }}
        label={label}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        rows={rows}
        inputRef={inputRef}
        inputProps={{ inputMode, maxLength, 'aria-invalid': Boolean(error), 'aria-describedby': error || helperText ? helperId : undefined }}
      />
      {(error || helperText) && (
        <FormHelperText id={helperId} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
