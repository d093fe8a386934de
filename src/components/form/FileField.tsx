import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { FieldValidator } from '../../lib/validators';
import { fieldId, useFieldError } from './fieldError';
import { useRegisterLabel } from './LabelRegistry';

/**
 * The form kit's file field: a German button „Datei auswählen“ and the chosen file (or „Keine Datei
 * ausgewählt“) instead of the browser's control, whose texts follow the browser's language („Choose File“).
 * The native input stays in the page, hidden, and does the choosing; the button carries the field id, so the
 * error summary's link focuses it. The value is the chosen File or null.
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
  const { t } = useTranslation();
  const { input, meta } = useField<File | null>(name, { validate: validate as never, format: (v) => v ?? null });
  const error = useFieldError(meta);
  useRegisterLabel(name, label);
  const id = fieldId(name);
  const file = input.value instanceof File ? input.value : null;
  const ref = useRef<HTMLInputElement>(null);
  // a form reset or "Datei entfernen" clears the value: clear the browser's control too
  useEffect(() => {
    if (!file && ref.current) ref.current.value = '';
  }, [file]);
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'block', my: 2 }}>
      <FormLabel id={`${id}-label`} htmlFor={`${id}-input`} sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          id={id}
          variant="outlined"
          startIcon={<UploadFile aria-hidden="true" />}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={`${id}-chosen ${id}-helper-text`}
          onClick={() => ref.current?.click()}
          onFocus={() => input.onFocus()}
        >
          <span id={`${id}-choose`}>{t('form.file.choose')}</span>
        </Button>
        <Typography id={`${id}-chosen`} variant="body2" aria-live="polite" sx={{ overflowWrap: 'anywhere' }}>
          {file ? (chosenText?.(file) ?? file.name) : t('form.file.none')}
        </Typography>
        {file && (
          <Button
            onClick={() => {
              input.onChange(null);
              input.onBlur();
            }}
          >
            {t('form.file.remove')}
          </Button>
        )}
      </Box>
      <input
        ref={ref}
        id={`${id}-input`}
        name={name}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          input.onChange(event.target.files?.[0] ?? null);
          input.onBlur();
        }}
      />
      <FormHelperText id={`${id}-helper-text`} role={error ? 'alert' : undefined}>
        {error ?? helperText}
      </FormHelperText>
    </FormControl>
  );
}
