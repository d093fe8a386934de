import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HOTLINE } from '../config/contact';
import { hrefFor } from '../config/paths';

/**
 * The link to "Hilfe & Kontakt" used inside messages that mention the hotline, e.g.
 * `<Trans i18nKey="…" values={hotlineValues} components={{ hilfe: <HelpLink /> }} />` with a message such as
 * "… hilft Ihnen unsere <hilfe>Kundenhotline ({{hotline}})</hilfe>." Trans fills in the children.
 */
export function HelpLink({ children }: { children?: ReactNode }) {
  return (
    <Link component={RouterLink} to={hrefFor('hilfe')}>
      {children}
    </Link>
  );
}

/** Interpolation values for hotline messages. */
export const hotlineValues = { hotline: HOTLINE.display } as const;
