import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';
import { NativeSelectInput, type Option } from './NativeSelectInput';
import { describedBy, OutlinedFrame } from './OutlinedFrame';

export type { Option };

/** A native <select> in MUI's outlined frame: works with keyboard and screen readers everywhere. */
export function SelectField({
  name,
  label,
  options,
  validate,
  required,
  autoComplete,
  helperText,
}: {
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
    <OutlinedFrame id={id} label={label} required={required} error={error} helperText={helperText} shrink>
      <NativeSelectInput
        id={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        label={label}
        options={options}
        inputProps={{
          autoComplete,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy(id, error, helperText),
        }}
      />
    </OutlinedFrame>
  );
}
