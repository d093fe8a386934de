import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import type { Vertrag } from '../../../api/types';
import { formatEuro } from '../../../lib/dates';
import { BlockedNotice } from '../../auftraege/VorgangBanner';
import { useVertragLage } from '../useVertragLage';
import { orderHref, type OrderTab } from '../orderLinks';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** What an order tab offers, and the button into the order flow (src/features/bestellung). */
export function OrderOffer({
  tab,
  vertrag,
  text,
  query,
  children,
}: {
  tab: OrderTab;
  vertrag: Vertrag;
  text?: string;
  /** query values the order screen gets beyond the tab's own (e.g. the decided upgrade technology) */
  query?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useVertraegeT();
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  const { blocked } = useVertragLage(vertrag);
  return (
    <Box>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{text ?? t(`order.${tab}.text`)}</Typography>
      {children}
      {!kundendaten ? null : blocked.has(tab) ? (
        <BlockedNotice />
      ) : (
        <Button variant="contained" component={RouterLink} to={orderHref(tab, vertrag, kundendaten, query)}>
          {t(`order.${tab}.cta`)}
        </Button>
      )}
    </Box>
  );
}

/** The booked article of an option (cloud, antivirus, voip), if the contract lists one. */
export function BookedOption({ vertrag, suffix }: { vertrag: Vertrag; suffix: string }) {
  const { t } = useVertraegeT();
  const article = vertrag.articles.find((a) => a.number.endsWith(`-${suffix}`));
  if (!article) return null;
  return (
    <Typography sx={{ mb: 2, fontWeight: 600 }}>
      {t('order.booked', { name: article.name, price: formatEuro(article.price) })}
    </Typography>
  );
}
