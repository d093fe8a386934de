import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';

/** Submit button of every form: disabled and spinning while the call is pending (no double submit). */
export function SubmitButton({ children, fullWidth, color = 'primary' }: { children: ReactNode; fullWidth?: boolean; color?: 'primary' | 'secondary' | 'error' }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      size="large"
      disabled={submitting}
      aria-busy={submitting}
      fullWidth={fullWidth}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}
