import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { InvoiceAddress } from '../../../api/types';
import { useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { submitErrorOf } from '../../../components/form/AppForm';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { invoiceAddressOf, RechnungsadresseForm } from '../components/RechnungsadresseForm';
import { useUpdateRechnungsadresseMutation } from '../meineDatenApi';
import { stepUpCancelledError, useStepUp } from '../../sicherheit/useStepUp';
import { ERechnungSection } from '../../rechnungen/eRechnung/ERechnungSection';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/** PUT user/rechnungsadresse; for business customers also the e-invoice settings (user/erechnung). */
export default function RechnungsadressePage() {
  const { t } = useMeineDatenT();
  const k = useAppSelector((state) => state.session.kundendaten);
  // the stored address at first render; later store updates must not reset what is typed
  const [initialValues] = useState(() => invoiceAddressOf(k));
  const [update] = useUpdateRechnungsadresseMutation();
  const [saved, setSaved] = useState(false);
  // in mode „nur bei kritischen Änderungen“ the invoice address asks for a code first (stepUp.json)
  const stepUp = useStepUp('rechnungsadresse');
  const { send } = stepUp;

  const onSubmit = useMemo(
    () => async (values: InvoiceAddress) => {
      setSaved(false);
      try {
        await send(() => update(values).unwrap());
        setSaved(true);
        return undefined;
      } catch (error) {
        return stepUpCancelledError(error, t) ?? submitErrorOf(error, t('rechnungsadresse.failed'));
      }
    },
    [update, t, send],
  );

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('rechnungsadresse.intro')}</Typography>
      {saved && <SuccessMessage>{t('rechnungsadresse.success')}</SuccessMessage>}
      <RechnungsadresseForm
        initialValues={initialValues}
        onSubmit={onSubmit}
        submitLabel={t('rechnungsadresse.submit')}
      />
      <ERechnungSection />
      <BackToOverview />
      {stepUp.dialog}
    </PageScaffold>
  );
}
