import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { FieldValidator } from 'final-form';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

/**
 * Several checkboxes in a fieldset with its legend; the value is the list of the ticked options' values (e.g. the
 * lines of an invoice a customer disputes). Each checkbox is reached with Tab and ticked with Space.
 */
export function CheckboxGroupField({
  name,
  label,
  options,
  validate,
  helperText,
}: {
  name: string;
  label: string;
  options: CheckboxOption[];
  validate?: FieldValidator<string[]>;
  helperText?: string;
}) {
  const { input, meta } = useField<string[]>(name, { validate });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const value = Array.isArray(input.value) ? input.value : [];
  const toggle = (option: string, checked: boolean) =>
    input.onChange(checked ? [...value, option] : value.filter((x) => x !== option));
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      sx={{ my: 2, display: 'block' }}
      aria-describedby={error || helperText ? `${id}-helper-text` : undefined}
    >
      <FormLabel component="legend" id={`${id}-legend`}>
        {label}
      </FormLabel>
      <FormGroup id={id}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                disableTouchRipple
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={input.onBlur}
              />
            }
            label={option.label}
            sx={{ my: 0.25, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
          />
        ))}
      </FormGroup>
      {(error || helperText) && (
        <FormHelperText id={`${id}-helper-text`} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
