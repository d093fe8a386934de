import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './fieldError';
import { TextField, type TextFieldProps } from './TextField';

/** Material's Visibility / VisibilityOff as plain paths (an icon module would be on the login's first load). */
const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/**
 * The form kit's password field: a text field of type password with a toggle button „{label} anzeigen“
 * (aria-pressed; its name stays the same, the pressed state says whether the password shows). Whitespace is
 * never trimmed: it may be part of the password.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trim' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trim={false}
      endAdornment={
        <Button
          color="inherit"
          aria-label={t('form.showPassword', { label: props.label })}
          aria-pressed={visible}
          aria-controls={fieldId(props.name)}
          onClick={() => setVisible((v) => !v)}
          sx={{ minWidth: 44, minHeight: 44, mr: -1, color: 'text.secondary' }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
            <path d={visible ? EYE_OFF : EYE} />
          </svg>
        </Button>
      }
    />
  );
}
