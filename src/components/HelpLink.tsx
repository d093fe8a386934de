import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HOTLINE } from '../config/contact';
import { hrefFor } from '../config/paths';

/** The link to "Hilfe & Kontakt". */
export function HelpLink({ children }: { children?: ReactNode }) {
  return (
    <Link component={RouterLink} to={hrefFor('hilfe')}>
      {children}
    </Link>
  );
}

/** Interpolation values for hotline messages. */
export const hotlineValues = { hotline: HOTLINE.display } as const;

/**
 * A translated message that mentions the hotline, e.g. "… hilft Ihnen unsere <hilfe>Kundenhotline
 * ({{hotline}})</hilfe>.": the part inside <hilfe> becomes the HelpLink. Used instead of react-i18next's
 * Trans: esbuild places every part of react-i18next that some screen uses in the start-up chunk, and
 * Trans (with its HTML parser) would be on the first load of /login and the start page (docs/performance.md).
 */
export function TextWithHelpLink({ text }: { text: string }) {
  const parts = text.split(/<hilfe>(.*?)<\/hilfe>/);
  // odd indices are the captured link texts
  return <>{parts.map((part, i) => (i % 2 === 1 ? <HelpLink key={part}>{part}</HelpLink> : part))}</>;
}
