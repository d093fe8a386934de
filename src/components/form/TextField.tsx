import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
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
  sx?: MuiTextFieldProps['sx'];
}

export function TextField({ name, label, validate, required, type = 'text', autoComplete, helperText, inputMode, maxLength, multiline, rows, disabled, trim = true, sx }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const describedBy = error ? `${id}-helper-text` : helperText ? `${id}-helper-text` : undefined;
  return (
    <MuiTextField
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
      required={required}
      disabled={disabled}
      autoComplete={autoComplete}
      error={Boolean(error)}
      helperText={error ?? helperText}
      multiline={multiline}
      rows={rows}
      fullWidth
      margin="normal"
      sx={sx}
      slotProps={{
        htmlInput: { inputMode, maxLength, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy },
        formHelperText: error ? { role: 'alert' } : undefined,
      }}
    />
  );
}
