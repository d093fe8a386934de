import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Notice } from '../../components/feedback/Notice';
import { hrefFor } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import type { OrderOnceKind, OrderScreen } from './orderOnceRule';
import { useAuftraegeT } from '../../i18n/texts/auftraege';

/**
 * What an order screen shows instead of its form while the tab knows a call of its kind for the contract
 * (useOrderOnce): "Ihr Auftrag wird übermittelt" (with progress) or "Auftrag läuft", each with the way to
 * Meine Aufträge for a logged-in customer. `action`: e.g. "Einen anderen Vertrag kündigen".
 */
export function OrderOnceNotice({
  screen,
  kind,
  action,
  hint,
  showAuftraege = true,
}: {
  screen: Exclude<OrderScreen, { view: 'form' }>;
  kind: OrderOnceKind;
  action?: ReactNode;
  /** a further sentence, e.g. how to see the outcome */
  hint?: string;
  /** false where Meine Aufträge does not list the kind (bank change) */
  showAuftraege?: boolean;
}) {
  const { t } = useAuftraegeT();
  const loggedIn = useAppSelector((s) => s.session.kundendaten !== null);
  const what = t(`orderOnce.kind.${kind}`);
  const pending = screen.view === 'pending';
  // a cancellation is not followed by "another of this kind": it needs no second one
  const doneKey = kind === 'kuendigung' ? 'kuendigungDone' : 'doneText';
  return (
    <Box component="section" aria-labelledby="order-once-heading" sx={{ my: 2 }}>
      <Notice severity={pending ? 'info' : 'success'} role="status">
        <Typography id="order-once-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(pending ? 'orderOnce.pendingHeading' : 'orderOnce.doneHeading')}
        </Typography>
        <Typography>
          {pending
            ? t('orderOnce.pendingText', { what })
            : screen.since
              ? t(`orderOnce.${doneKey}Since`, { what, datetime: formatDateTime(new Date(screen.since)) })
              : t(`orderOnce.${doneKey}`, { what })}
        </Typography>
        {/* no spinning indicator: the wait may outlast this page's own call (a reload), the text says it */}
        {pending && <Typography sx={{ mt: 1 }}>{t('orderOnce.pendingProgress')}</Typography>}
        {hint && <Typography sx={{ mt: 1 }}>{hint}</Typography>}
      </Notice>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
        {loggedIn && showAuftraege && (
          <Link component={RouterLink} to={hrefFor('auftraege')}>
            {t('orderOnce.toAuftraege')}
          </Link>
        )}
        {action}
      </Box>
    </Box>
  );
}
