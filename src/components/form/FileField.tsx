import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import type { FieldValidator } from '../../../lib/validators';
import { fieldId, useFieldError } from '../../../components/form/fieldError';
import { useRegisterLabel } from '../../../components/form/LabelRegistry';

/**
 * A plain, labelled <input type="file"> on final-form (the form kit has no upload field; the browser's
 * own control is the most accessible one). The value is the chosen File or null.
 */
export function FileField({
  name,
  label,
  accept,
  helperText,
  validate,
  chosenText,
}: {
  name: string;
  label: string;
  accept: string;
  helperText: string;
  validate?: FieldValidator<File | null>;
  /** text shown for the chosen file */
  chosenText?: (file: File) => string;
}) {
  const { input, meta } = useField<File | null>(name, { validate: validate as never, format: (v) => v ?? null });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const file = input.value instanceof File ? input.value : null;
  const ref = useRef<HTMLInputElement>(null);
  // a form reset clears the value: clear the browser's control too
  useEffect(() => {
    if (!file && ref.current) ref.current.value = '';
  }, [file]);
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'block', my: 2 }}>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-helper-text`}
        onChange={(event) => {
          input.onChange(event.target.files?.[0] ?? null);
          input.onBlur();
        }}
        onFocus={() => input.onFocus()}
      />
      {file && chosenText && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {chosenText(file)}
        </Typography>
      )}
      <FormHelperText id={`${id}-helper-text`} role={error ? 'alert' : undefined}>
        {error ?? helperText}
      </FormHelperText>
    </FormControl>
  );
}
