import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppForm, type SubmitResult } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { required } from '../../../lib/validators';

/**
 * The question for a current code (from the app, or a backup code, hence up to 12 characters) with „confirm“ and
 * „cancel“: before a critical change (useStepUp) and before new backup codes or switching two-step login off.
 */
export function CodeForm({
  label,
  formLabel,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  formLabel: string;
  submitLabel: string;
  cancelLabel: string;
  /** gets the trimmed code; answers the form's errors (at the field or the form) or undefined */
  onSubmit: (code: string) => Promise<SubmitResult | undefined>;
  onCancel: () => void;
}) {
  return (
    <AppForm<{ code: string }> onSubmit={({ code }) => onSubmit(code.trim())} ariaLabel={formLabel}>
      <TextField
        name="code"
        label={label}
        autoComplete="one-time-code"
        maxLength={12}
        required
        validate={required}
        trim
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SubmitButton>{submitLabel}</SubmitButton>
        <Button onClick={onCancel}>{cancelLabel}</Button>
      </Box>
    </AppForm>
  );
}
