import { Notice } from '../../../components/feedback/Notice';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../lib/dates';
import { useVertragVorgaenge } from '../../auftraege/useVertragVorgaenge';
import { KuendigungForm } from '../../kuendigung/KuendigungForm';
import type { TabProps } from './TabProps';

/** The public cancellation form (§ 312k BGB), prefilled with the customer's and this contract's data. */
export default function KuendigungTab({ vertrag }: TabProps) {
  const { t } = useTranslation('vertraege');
  const { t: ta } = useTranslation('auftraege');
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
        }}
      />
    </>
  );
}
