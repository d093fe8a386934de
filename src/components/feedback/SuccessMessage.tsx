import { Notice } from './Notice';
import type { ReactNode } from 'react';

/** Confirmation after a successful change; role="status" so it is announced without stealing focus. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <Notice severity="success" role="status" sx={{ my: 2 }}>
      {children}
    </Notice>
  );
}
