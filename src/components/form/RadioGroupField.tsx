import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { fieldId, useFieldError, withRequiredMessage } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

/** A group of radios in a fieldset with its legend (keyboard: arrow keys move within the group). */
export function RadioGroupField({
  name,
  label,
  options,
  validate,
  required,
  row,
  helperText,
  requiredMessage = 'common:validation.requiredChoice',
}: {
  name: string;
  label: string;
  options: RadioOption[];
  validate?: FieldValidator<string>;
  required?: boolean;
  row?: boolean;
  helperText?: string;
  /** i18n key of the message when nothing is chosen, naming the thing ("Bitte wählen Sie einen Tarif.") */
  requiredMessage?: string;
}) {
  const { input, meta } = useField<string>(name, { validate: withRequiredMessage(validate, requiredMessage) });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} sx={{ my: 2, display: 'block' }}>
      <FormLabel component="legend" id={`${id}-legend`}>
        {label}
      </FormLabel>
      <RadioGroup
        id={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={input.onBlur}
        row={row}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error || helperText ? `${id}-helper-text` : undefined}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            // no ripple on a tap or click (a long task at 4× CPU); keyboard focus keeps its focus ripple
            control={<Radio disableTouchRipple />}
            label={option.label}
            // two-line labels on a phone: keep the options apart
            sx={{ my: 0.25 }}
          />
        ))}
      </RadioGroup>
      {(error || helperText) && (
        <FormHelperText id={`${id}-helper-text`} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
