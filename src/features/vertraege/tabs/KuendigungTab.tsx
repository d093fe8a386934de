import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { KuendigungForm } from '../../kuendigung/KuendigungForm';
import type { TabProps } from './TabProps';

/** The public cancellation form (§ 312k BGB), prefilled with the customer's and this contract's data. */
export default function KuendigungTab({ vertrag }: TabProps) {
  const { t } = useTranslation('vertraege');
  const k = useAppSelector((state) => state.session.kundendaten);
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
