import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** Confirmation after a successful change; role="status" so it is announced without stealing focus. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <Alert severity="success" role="status" sx={{ my: 2 }}>
      {children}
    </Alert>
  );
}
