import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { KuendigungForm } from '../KuendigungForm';
import { useKuendigungT } from '../../../i18n/texts/kuendigung';

/** § 312k BGB: the cancellation button that works without login (linked from footer and login page). */
export default function PublicKuendigungPage() {
  const { t } = useKuendigungT();
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  // a logged-in visitor gets their own data filled in; nobody has to log in
  const initialValues = kundendaten
    ? {
        vorname: kundendaten.firstname,
        nachname: kundendaten.lastname,
        firma: kundendaten.company,
        kundennummer: kundendaten.number,
        email: kundendaten.email,
      }
    : undefined;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageScaffold>
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        <KuendigungForm initialValues={initialValues} />
      </PageScaffold>
    </Box>
  );
}
