import { Notice } from '../../../components/feedback/Notice';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../lib/dates';
import { useVertragVorgaenge } from '../../auftraege/useVertragVorgaenge';
import { KuendigungForm } from '../../kuendigung/KuendigungForm';
import { isServerDate } from '../../../lib/dates';
import type { TabProps } from './TabProps';
import { useAuftraegeT } from '../../../i18n/texts/auftraege';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/**
 * The public cancellation form (§ 312k BGB), prefilled with the customer's and this contract's data. A move that
 * cannot be served links here with `grund=umzug&umzugsdatum=…`: the special right of § 60 Abs. 2 TKG is then chosen.
 */
export default function KuendigungTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const [params] = useSearchParams();
  const umzugsdatum = params.get('umzugsdatum') ?? '';
  const wegenUmzug = params.get('grund') === 'umzug' && isServerDate(umzugsdatum);
  const facts = useMemo(
    () => ({
      minimumTermEnd: vertrag.minimumTermEnd,
      noticePeriodMonths: vertrag.noticePeriodMonths,
      mobil: vertrag.category === 'mobilfunk',
    }),
    [vertrag.minimumTermEnd, vertrag.noticePeriodMonths, vertrag.category],
  );
  const { t: ta } = useAuftraegeT();
  const k = useAppSelector((state) => state.session.kundendaten);
  const { kuendigung, loaded } = useVertragVorgaenge(vertrag.contractId);
  // a form opened while nothing was running stays: its own confirmation (with the PDF) follows the sending
  const [formShown, setFormShown] = useState(false);
  useEffect(() => {
    if (loaded && !kuendigung) setFormShown(true);
  }, [loaded, kuendigung]);
  // a cancellation is already running (the layout's banner names it): no second form
  if (kuendigung && !formShown)
    return <Notice severity="info">{ta('kuendigungEingegangen', { date: formatDate(kuendigung.zum) })}</Notice>;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('kuendigung.intro')}</Typography>
      <KuendigungForm
        initialValues={{
          vorname: k?.firstname ?? '',
          nachname: k?.lastname ?? '',
          firma: k?.company ?? '',
          kundennummer: k?.number ?? '',
          email: k?.email ?? '',
          vertragsnummer: vertrag.contractId,
          ...(wegenUmzug ? { art: 'umzug' as const, umzugsdatum } : {}),
        }}
        vertrag={facts}
      />
    </>
  );
}
