import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Vertrag } from '../../api/types';
import { hrefFor } from '../../config/paths';
import { Notice } from '../../components/feedback/Notice';
import { formatDateTime, formatEuro } from '../../lib/dates';
import { paragraph58 } from './paragraph58';
import { useStoerungenQuery } from './stoerungApi';
import { hasLine, openTicketOf } from './stoerungRules';
import { useStoerungT } from '../../i18n/texts/stoerung';

/**
 * On every page of a fixed-line contract: its open fault as a banner (number, status, the provider's latest
 * message), otherwise the one-step way to „Störung melden". Without the ticket list (a backend that lacks it)
 * only the link shows; the report page explains the fault line then.
 */
export function StoerungEinstieg({ vertrag }: { vertrag: Vertrag }) {
  const { t } = useStoerungT();
  const { data, isLoading } = useStoerungenQuery(undefined, { skip: !hasLine(vertrag) });
  // nothing while the list loads: a link that turns into a banner would move the page
  if (!hasLine(vertrag) || isLoading) return null;
  const offen = data ? openTicketOf(data.stoerungen, vertrag.contractId) : null;
  /** day count and compensation so far (§ 58 TKG, the one rule) in one line */
  const rechteKurz = (gemeldetAm: string) => {
    const r = paragraph58({
      gemeldetAm,
      stand: data?.stand ?? new Date().toISOString(),
      behobenAm: null,
      totalausfall: offen?.art === 'totalausfall',
      monatsentgelt: offen?.monatsentgelt ?? vertrag.monthlyPrice,
      verpassteTermine: offen?.verpassteTermine.length ?? 0,
    });
    return t(r.entgeltBekannt ? 'banner.rechte' : 'banner.rechteMindestens', {
      count: r.tageSeitMeldung,
      betrag: formatEuro(r.summe),
    });
  };
  if (!offen) {
    return (
      <Button
        variant="outlined"
        size="small"
        component={RouterLink}
        to={hrefFor('stoerung', {}, { vertrag: vertrag.contractId })}
      >
        {t('banner.melden')}
      </Button>
    );
  }
  return (
    <Notice severity="warning" role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('banner.offen', {
          nummer: offen.nummer,
          dienst: t(`dienst.${offen.dienst}`),
          datetime: formatDateTime(offen.gemeldetAm),
          status: t(`status.${offen.status}`),
        })}
      </Typography>
      {offen.letzteMeldung?.text && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {offen.letzteMeldung.text}
        </Typography>
      )}
      {offen.gemeldetAm && data && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {rechteKurz(offen.gemeldetAm)}
        </Typography>
      )}
      <Link component={RouterLink} to={hrefFor('stoerung.detail', { nummer: offen.nummer })}>
        {t('ticket.details', { nummer: offen.nummer })}
      </Link>
    </Notice>
  );
}

/** The contract pages load this part lazily (its schemas and texts stay out of the tab's chunk). */
export default StoerungEinstieg;
