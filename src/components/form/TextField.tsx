import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';
import { describedBy, OutlinedFrame } from './OutlinedFrame';

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
  /** inside the field's end, e.g. the password field's visibility toggle */
  endAdornment?: ReactNode;
}

/** Text input of the form kit. */
export function TextField({
  name,
  label,
  validate,
  required,
  type = 'text',
  autoComplete,
  helperText,
  inputMode,
  maxLength,
  multiline,
  rows,
  disabled,
  trim = true,
  sx,
  endAdornment,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const inputRef = useRef<HTMLInputElement>(null);
  // On a prerendered page the customer (or a password manager) may fill the field before React takes
  // over; adopt what is in the field then, instead of silently keeping the empty form value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field mounts
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && typed !== input.value) input.onChange(typed);
  }, []);
  return (
    <OutlinedFrame
      id={id}
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      helperText={helperText}
      sx={sx}
      // the label always sits on the frame: resting inside a narrow field it would be cut off on a
      // phone ("Benutzername oder Kundenn…"); selects and dates of the kit look the same
      shrink
    >
      <OutlinedInput
        notched
        id={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onFocus={input.onFocus}
        onBlur={(event) => {
          if (trim && typeof input.value === 'string' && input.value !== input.value.trim())
            input.onChange(input.value.trim());
          input.onBlur(event);
        }}
        label={label}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        rows={rows}
        inputRef={inputRef}
        endAdornment={endAdornment}
        inputProps={{
          inputMode,
          maxLength,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy(id, error, helperText),
        }}
      />
    </OutlinedFrame>
  );
}
