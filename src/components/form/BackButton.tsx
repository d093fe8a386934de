import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';

/**
 * "Zurück"/"Angaben ändern" inside a form: disabled while the form is being submitted, so nobody can go
 * back and send the same paid order (or bank change) a second time while the first is on its way.
 */
export function BackButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button variant="outlined" size="large" sx={{ mt: 2 }} disabled={submitting} onClick={onClick}>
      {children}
    </Button>
  );
}
