import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect } from 'react';
import { useFormState } from 'react-final-form';
import userTiming from '../../config/userTiming.json';
import { useHydrated } from './useHydrated';

/**
 * User Timing mark of the moment the document's first form can be submitted (on /login: the login works). A
 * standard mark, so that the bench reads the same figure in Chromium, Firefox and WebKit (test/bench); its name
 * lives in config/userTiming.json, which the bench reads too.
 */
export const FORM_USABLE_MARK = userTiming.FORM_USABLE;

function markFormUsable(): void {
  // jsdom, and jest's fake timers (which replace `performance`), may lack User Timing
  if (typeof performance?.mark !== 'function' || typeof performance.getEntriesByName !== 'function') return;
  if (performance.getEntriesByName(FORM_USABLE_MARK).length === 0) performance.mark(FORM_USABLE_MARK);
}

/**
 * Submit button of every form: disabled and spinning while the call is pending (no double submit), and
 * disabled until a prerendered page is hydrated.
 */
export function SubmitButton({
  children,
  fullWidth,
  color = 'primary',
  disabled = false,
}: {
  children: ReactNode;
  fullWidth?: boolean;
  color?: 'primary' | 'secondary' | 'error';
  /** a precondition is missing (e.g. no bank account for a direct-debit order); the reason is shown nearby */
  disabled?: boolean;
}) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markFormUsable();
  }, [hydrated]);
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      size="large"
      disabled={disabled || submitting || !hydrated}
      aria-busy={submitting}
      fullWidth={fullWidth}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      // no touch ripple render in the press's frame (INP); the contained button's own :active shadow
      // marks the press, keyboard focus keeps its ripple
      disableTouchRipple
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}
