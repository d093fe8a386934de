import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { fieldId, useFieldError, withRequiredMessage } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';

interface BooleanFieldProps {
  name: string;
  /** visible label; may hold links (e.g. consent texts) */
  label: ReactNode;
  /** plain-text label for the error summary */
  summaryLabel: string;
  validate?: FieldValidator<boolean>;
  required?: boolean;
  helperText?: string;
  /** i18n key of the message when left unticked, naming the thing ("Bitte bestätigen Sie das Mandat.") */
  requiredMessage?: string;
}

function BooleanField({
  variant,
  name,
  label,
  summaryLabel,
  validate,
  required,
  helperText,
  requiredMessage = 'common:validation.requiredConfirm',
}: BooleanFieldProps & { variant: 'checkbox' | 'switch' }) {
  const { input, meta } = useField<boolean>(name, {
    validate: withRequiredMessage(validate, requiredMessage),
    type: 'checkbox',
  });
  const error = useFieldError(meta);
  useRegisterLabel(name, summaryLabel);
  const id = fieldId(name);
  const helperId = `${id}-helper-text`;
  const Control = variant === 'switch' ? Switch : Checkbox;
  return (
    <FormControl error={Boolean(error)} required={required} sx={{ display: 'block', my: 1 }}>
      <FormControlLabel
        control={
          <Control
            id={id}
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            // no ripple on a tap or click (a long task at 4× CPU); keyboard focus keeps its focus ripple
            disableTouchRipple
            slotProps={{
              input: {
                'aria-invalid': Boolean(error),
                'aria-describedby': error || helperText ? helperId : undefined,
                required,
              } as never,
            }}
          />
        }
        label={label}
      />
      {(error || helperText) && (
        <FormHelperText id={helperId} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export function CheckboxField(props: BooleanFieldProps) {
  return <BooleanField variant="checkbox" {...props} />;
}

export function SwitchField(props: BooleanFieldProps) {
  return <BooleanField variant="switch" {...props} />;
}
